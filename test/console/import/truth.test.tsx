import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ImportFinished, ImportPreview, ImportRecord } from '../../../src/domain/imports';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, config, historyItem, renderImport, sheetReader } from './support';

useScreenTestSetup();

// Issue 24 items 2 and 3: the preview says whether closeOthers will run (closingBlockedBy) and
// how many rows become drafts; the result says what was not closed (notClosedCount) and lists the
// drafts with their lines and missing columns; the history's details show the same.

const sheetOf = (rows: number) => [
  ['Placa'],
  ...Array.from({ length: rows }, (_, i) => [`ABC${String(i).padStart(4, '0')}`]),
];
const BASE: ImportPreview = {
  create: 3,
  update: 0,
  reopen: 0,
  invalid: 0,
  error: 0,
  closeOthers: 0,
  closingBlockedBy: null,
  drafts: 0,
  firstDrafts: [],
  firstErrors: [],
};
const draftRecord = (id: number, line: number, missingFields: string[]): ImportRecord => ({
  id,
  line,
  model: { licensePlate: `ABC000${line}` },
  original: { A: `ABC000${line}` },
  error: null,
  invalidFields: null,
  missingFields,
  seizureRequestId: 900 + id,
});
const DRAFTS = [draftRecord(1, 3, ['model', 'financier']), draftRecord(2, 4, ['debtorName'])];

function answerRun(
  preview: ImportPreview,
  answers: { draftRecords?: number; invalidRecords?: number; finished?: Partial<ImportFinished> } = {},
) {
  const detailReads: URLSearchParams[] = [];
  server.use(
    http.post('*/admin/import/preview', () => HttpResponse.json(preview)),
    http.post('*/admin/import', () =>
      HttpResponse.json(
        { id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: true, configApplied: {} },
        { status: 201 },
      ),
    ),
    http.post('*/admin/import/41/batches', async ({ request }) => {
      const body = (await request.json()) as { seq: number; total: number; rows: unknown[] };
      return HttpResponse.json({
        percent: 100,
        current: body.rows.length,
        total: body.total,
        error: null,
        errorRecords: 0,
        invalidRecords: answers.invalidRecords ?? 0,
        draftRecords: answers.draftRecords ?? 0,
        lastSeq: body.seq,
      });
    }),
    http.post('*/admin/import/41/finish', () =>
      HttpResponse.json({
        id: 41,
        status: 'completed',
        closingBlockedBy: null,
        notClosedCount: 0,
        ...answers.finished,
      }),
    ),
    http.get('*/admin/import/41', ({ request }) => {
      const query = new URL(request.url).searchParams;
      detailReads.push(query);
      const rows = query.get('filter') === 'draft' ? DRAFTS : [];
      return HttpResponse.json({
        ...historyItem({ id: 41 }),
        percent: 100,
        current: 3,
        total: 3,
        error: null,
        errorRecords: 0,
        invalidRecords: 0,
        draftRecords: answers.draftRecords ?? 0,
        lastSeq: 0,
        records: { total: rows.length, result: rows },
      });
    }),
  );
  return detailReads;
}

async function preview(rows: number, closeOthers: boolean) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Importar planilha' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
  await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), new File(['x'], 'carteira.xlsx'));
  if (closeOthers)
    await user.click(within(dialog).getByRole('checkbox', { name: 'Encerrar os casos ausentes da planilha' }));
  await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
  await within(dialog).findByText('Antes de importar');
  return { user, dialog };
}

describe('/importar, closeOthers told before and after (item 2)', () => {
  it('says the closing will run, with its count, and that the rest of a long file may still stop it', async () => {
    answerImportLists();
    answerRun({ ...BASE, closeOthers: 20_011 });
    renderImport(sheetReader(sheetOf(1500)));
    const { dialog } = await preview(1500, true);
    expect(within(dialog).getByText('Casos abertos que serão encerrados').nextSibling).toHaveTextContent('20.011');
    expect(
      within(dialog).getByText(
        'Ao fim da importação, 20.011 casos abertos ausentes da planilha serão encerrados. As contagens vêm das primeiras 1.000 linhas: se alguma das demais tiver erro ou campo descartado, nenhum caso será encerrado.',
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('says before anything changes that rows with dropped fields block it, and after, how many open cases stay open', async () => {
    answerImportLists();
    answerRun(
      { ...BASE, invalid: 1, closeOthers: 20_011, closingBlockedBy: 'invalid' },
      { invalidRecords: 1, finished: { closingBlockedBy: 'invalid', notClosedCount: 20_011 } },
    );
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog } = await preview(3, true);
    expect(within(dialog).queryByText('Casos abertos que serão encerrados')).toBeNull();
    expect(within(dialog).getByText('Casos abertos ausentes da planilha').nextSibling).toHaveTextContent('20.011');
    expect(
      within(dialog).getByText(
        'Os casos ausentes da planilha não serão encerrados: há linhas com campos descartados. Para encerrá-los, corrija a planilha e importe de novo.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Importação concluída, mas 1 linha teve campos descartados.',
    );
    expect(
      within(dialog).getByText(
        'Os casos ausentes da planilha não foram encerrados porque há linhas com campos descartados: 20.011 casos abertos continuam abertos.',
      ),
    ).toBeInTheDocument();
  }, 30_000);
});

describe('/importar, incomplete rows shown (item 3)', () => {
  it('counts the drafts in the preview and ends on the warning result listing their lines and missing columns', async () => {
    answerImportLists();
    const reads = answerRun(
      {
        ...BASE,
        drafts: 1_234,
        firstDrafts: [
          { line: 3, missingFields: ['model', 'financier'] },
          { line: 4, missingFields: ['debtorName'] },
        ],
      },
      { draftRecords: 2 },
    );
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog } = await preview(3, false);
    expect(within(dialog).getByText('1.234 casos serão salvos como rascunho')).toBeInTheDocument();
    const first = within(dialog).getByRole('list', { name: 'Primeiras linhas incompletas' });
    expect(within(first).getByText('Linha 3').nextSibling).toHaveTextContent('Faltam: Modelo, Financeira');
    expect(within(first).getByText('Linha 4').nextSibling).toHaveTextContent('Falta: Nome do devedor');

    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const result = await within(dialog).findByRole('alert');
    expect(result).toHaveTextContent(
      'Importação concluída, mas 2 linhas estavam incompletas e os casos foram salvos como rascunho (não aparecem para os localizadores).',
    );
    expect(result.closest('.MuiAlert-root')).toHaveClass('MuiAlert-standardWarning');
    expect(within(dialog).queryByText('Importação concluída com sucesso.')).toBeNull();
    const listed = within(result).getByRole('list', { name: 'Primeiras linhas incompletas' });
    expect(within(listed).getByText('Linha 3').nextSibling).toHaveTextContent('Faltam: Modelo, Financeira');
    expect(within(listed).getByText('Linha 4').nextSibling).toHaveTextContent('Falta: Nome do devedor');
    expect(reads.map((query) => query.get('filter'))).toEqual(['draft']);
  }, 30_000);

  it("says '1 caso será salvo como rascunho' in the singular", async () => {
    answerImportLists();
    answerRun({ ...BASE, drafts: 1, firstDrafts: [{ line: 2, missingFields: ['model'] }] });
    renderImport(sheetReader(sheetOf(1)));
    const { dialog } = await preview(1, false);
    expect(within(dialog).getByText('1 caso será salvo como rascunho')).toBeInTheDocument();
  }, 30_000);
});

describe("/importar, the history's details (items 2 and 3)", () => {
  it('says why the closing did not run and what it left open, counts the drafts and filters them with their missing columns', async () => {
    const item = historyItem({ closeOthers: true, closingBlockedBy: 'errors', notClosedCount: 3 });
    answerImportLists([config()], [item]);
    const queries: URLSearchParams[] = [];
    server.use(
      http.get('*/admin/import/:id', ({ request, params }) => {
        if (params.id === 'config') return undefined;
        const query = new URL(request.url).searchParams;
        queries.push(query);
        const rows = query.get('filter') === 'draft' ? DRAFTS : [];
        return HttpResponse.json({
          ...item,
          percent: 100,
          current: 3,
          total: 3,
          error: null,
          errorRecords: 1,
          invalidRecords: 0,
          draftRecords: 2,
          lastSeq: 0,
          records: { total: rows.length, result: rows },
        });
      }),
    );
    renderImport();
    await userEvent.click(await screen.findByRole('button', { name: 'Detalhes carteira-novembro.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importação de carteira-novembro.xlsx' });
    expect(
      await within(dialog).findByText(
        'Os casos ausentes da planilha não foram encerrados porque há linhas com erro: 3 casos abertos continuam abertos.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Rascunhos (incompletas):').parentElement).toHaveTextContent(
      'Rascunhos (incompletas): 2',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Linhas' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Rascunhos (incompletas)' }));
    await waitFor(() => expect(queries.at(-1)?.get('filter')).toBe('draft'));
    const table = await within(dialog).findByRole('table', { name: 'Linhas da planilha' });
    const line3 = (await within(table).findByRole('cell', { name: '3' })).closest('tr')!;
    expect(within(line3).getByText('Faltam: Modelo, Financeira')).toBeInTheDocument();
    expect(
      within(within(table).getByRole('cell', { name: '4' }).closest('tr')!).getByText('Falta: Nome do devedor'),
    ).toBeInTheDocument();
  }, 30_000);
});
