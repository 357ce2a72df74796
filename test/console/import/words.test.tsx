import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import readXlsxFile from 'read-excel-file/web-worker';
import { describe, expect, it } from 'vitest';
import type { ImportPreview } from '../../../src/domain/imports';
import { templateBlob, TEMPLATE_SHEET } from '../../../src/console/resources/import/template';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, config, historyItem, renderImport, sheetReader } from './support';

useScreenTestSetup();

// Issue 24 item 8: figures as pt-BR writes them ('20.000'), '1 linha' against '2 linhas', the
// template's sheet in pt-BR and the glossary's word for the status column.

const PREVIEW: ImportPreview = {
  create: 12_345,
  update: 1_000,
  reopen: 0,
  invalid: 0,
  error: 2,
  closeOthers: 0,
  firstErrors: [],
};
const sheetOf = (rows: number) => [
  ['Placa'],
  ...Array.from({ length: rows }, (_, i) => [`ABC${String(i).padStart(4, '0')}`]),
];

function answerRun(errorRecords: number, batches: 'answer' | 'hold') {
  server.use(
    http.post('*/admin/import/preview', () => HttpResponse.json(PREVIEW)),
    http.post('*/admin/import', () =>
      HttpResponse.json(
        { id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: false, configApplied: {} },
        { status: 201 },
      ),
    ),
    http.post('*/admin/import/:id/batches', async ({ request }) => {
      if (batches === 'hold') await new Promise(() => undefined);
      const body = (await request.json()) as { rows: unknown[] };
      return HttpResponse.json({
        percent: 100,
        current: body.rows.length,
        total: body.rows.length,
        error: null,
        errorRecords,
        invalidRecords: 0,
      });
    }),
    http.post('*/admin/import/:id/finish', () => HttpResponse.json({ id: 41, status: 'completed' })),
    http.post('*/admin/import/:id/cancel', () =>
      HttpResponse.json({
        id: 41,
        status: 'cancelled',
        current: 1000,
        total: 3000,
        changesCreateCount: 1000,
        changesUpdateCount: 0,
      }),
    ),
  );
}

async function readFile(rows: number) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Importar planilha' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
  await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), new File(['x'], `carteira-${rows}.xlsx`));
  await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
  await within(dialog).findByText('Antes de importar');
  return { user, dialog };
}

describe('/importar, words and numbers', () => {
  it("says '1 linha', in the singular all along", async () => {
    answerImportLists();
    answerRun(1, 'answer');
    renderImport(sheetReader(sheetOf(1)));
    const { user, dialog } = await readFile(1);
    expect(within(dialog).getByText('A planilha tem 1 linha. Nada mudou ainda.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Importação concluída, mas 1 linha tem erro e não foi importada. Corrija-a no histórico.',
    );
  }, 30_000);

  it("writes '20.000 linhas' with the thousands separator, in the preview and the progress", async () => {
    answerImportLists();
    answerRun(0, 'hold');
    renderImport(sheetReader(sheetOf(20_000)));
    const { user, dialog } = await readFile(20_000);
    expect(within(dialog).getByText('A planilha tem 20.000 linhas. Nada mudou ainda.')).toBeInTheDocument();
    expect(within(dialog).getByText('As contagens abaixo são das primeiras 1.000 linhas.')).toBeInTheDocument();
    expect(within(dialog).getByText('Casos a criar').nextSibling).toHaveTextContent(/^12\.345$/);
    expect(within(dialog).getByText('Casos a atualizar').nextSibling).toHaveTextContent(/^1\.000$/);
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Importando 0 de 20.000 linhas');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    await within(dialog).findByText(/Importação cancelada/);
  }, 60_000);

  it("names the history's status column 'Status' (the glossary) and groups its counts", async () => {
    answerImportLists(
      [config()],
      [historyItem({ changesCreateCount: 20_000, changesUpdateCount: 1_234, changesClosedCount: 10_900 })],
    );
    renderImport();
    const table = await screen.findByRole('table', { name: 'Importações' });
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Situação' })).toBeNull();
    for (const figure of ['20.000', '1.234', '10.900'])
      expect(within(table).getByRole('cell', { name: figure })).toBeInTheDocument();
  });

  it(`names the template's sheet '${TEMPLATE_SHEET}', not 'Sheet1'`, async () => {
    const sheets = await readXlsxFile(await templateBlob(config().config));
    expect(sheets.map((sheet) => sheet.sheet)).toEqual(['Casos']);
    expect(sheets[0].data[0]).toEqual(['Placa', 'Chassi', 'Categoria', 'Cidade', 'Estado', 'Ano']);
  });
});
