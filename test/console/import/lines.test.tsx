import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ImportCancelled, ImportPreview, ImportSameFile } from '../../../src/domain/imports';
import type { Json } from '../../../src/domain/wire';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, config, historyItem, renderImport, sheetReader } from './support';

useScreenTestSetup();
beforeEach(() => localStorage.clear());

// Issue 34 §2, the import's lines a user trips on: the result tells dropped fields beside error
// rows; a cancel tells what the server had written; Enter takes the result's action; the same
// file being imported is told before starting; the history says what a stopped import left.

const sheetOf = (rows: number) => [
  ['Placa'],
  ...Array.from({ length: rows }, (_, i) => [`ABC${String(i).padStart(4, '0')}`]),
];
const PREVIEW: ImportPreview = {
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

interface Answers {
  preview?: Partial<Json<ImportPreview>>;
  counts?: { errorRecords: number; invalidRecords: number };
  /** Batches from this seq on are never answered (the server is still writing them). */
  holdFrom?: number;
  cancel?: Json<ImportCancelled> | 'network';
  /** The start answers once this settles. */
  holdStart?: Promise<void>;
}
function answerRun(answers: Answers = {}) {
  const log = { previews: [] as Record<string, unknown>[], starts: [] as Record<string, unknown>[], cancels: 0 };
  server.use(
    http.post('*/admin/import/preview', async ({ request }) => {
      log.previews.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ ...PREVIEW, ...answers.preview });
    }),
    http.post('*/admin/import', async ({ request }) => {
      log.starts.push((await request.json()) as Record<string, unknown>);
      await answers.holdStart;
      return HttpResponse.json(
        { id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: false, configApplied: {} },
        { status: 201 },
      );
    }),
    http.post('*/admin/import/41/batches', async ({ request }) => {
      const body = (await request.json()) as { seq: number; total: number; rows: unknown[] };
      if (answers.holdFrom !== undefined && body.seq >= answers.holdFrom) await new Promise(() => undefined);
      const counts = answers.counts ?? { errorRecords: 0, invalidRecords: 0 };
      return HttpResponse.json({
        percent: 0,
        current: Math.min(body.total, (body.seq + 1) * 1000),
        total: body.total,
        error: null,
        ...counts,
        draftRecords: 0,
        lastSeq: body.seq,
      });
    }),
    http.post('*/admin/import/41/finish', () =>
      HttpResponse.json({ id: 41, status: 'completed', closingBlockedBy: null, notClosedCount: 0 }),
    ),
    http.post('*/admin/import/41/cancel', () => {
      log.cancels++;
      return answers.cancel === 'network' ? HttpResponse.error() : HttpResponse.json(answers.cancel ?? null);
    }),
  );
  return log;
}

async function toPreview() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Importar planilha' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
  await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), new File(['the same bytes'], 'carteira.xlsx'));
  await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
  await within(dialog).findByText('Antes de importar');
  return { user, dialog };
}

describe('/importar, the result', () => {
  it('tells the rows with dropped fields beside the error rows', async () => {
    answerImportLists();
    answerRun({ counts: { errorRecords: 2, invalidRecords: 4 } });
    renderImport(sheetReader(sheetOf(10)));
    const { user, dialog } = await toPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const result = await within(dialog).findByText(/Importação concluída, mas 2 linhas têm erro/);
    expect(result).toHaveTextContent(
      'Importação concluída, mas 2 linhas têm erro e não foram importadas. Corrija-as no histórico. Além disso, 4 linhas importadas tiveram campos descartados (chassi, ano ou recompensa inválidos).',
    );
  }, 30_000);

  it("takes Enter as its action: 'Fechar' has the focus, and Enter on the text closes too", async () => {
    answerImportLists();
    answerRun();
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog } = await toPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    const text = await within(dialog).findByText('Importação concluída com sucesso.');
    const close = within(dialog).getByRole('button', { name: 'Fechar' });
    await waitFor(() => expect(close).toHaveFocus());
    // The focus moved off the button (a click on the text, the modal's box): Enter still closes.
    (text.closest('[tabindex="-1"]') as HTMLElement).focus();
    expect(close).not.toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar planilha' })).toBeNull());
  }, 30_000);
});

describe('/importar, a cancel', () => {
  it("says what the server's answer says was written, not the dial's last figure", async () => {
    answerImportLists();
    const log = answerRun({
      holdFrom: 1,
      cancel: {
        id: 41,
        status: 'cancelled',
        current: 2000,
        total: 5000,
        changesCreateCount: 1500,
        changesUpdateCount: 500,
      },
    });
    renderImport(sheetReader(sheetOf(5000)));
    const { user, dialog } = await toPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByText('Importando 1.000 de 5.000 linhas')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    expect(
      await within(dialog).findByText(
        'Importação cancelada com 2.000 de 5.000 linhas gravadas: 1.500 casos criados e 500 atualizados continuam no sistema; nenhum caso foi encerrado.',
      ),
    ).toBeInTheDocument();
    expect(log.cancels).toBe(1);
  }, 30_000);

  it('says when the cancel did not reach the server, instead of calling the import cancelled', async () => {
    answerImportLists();
    answerRun({ holdFrom: 1, cancel: 'network' });
    renderImport(sheetReader(sheetOf(5000)));
    const { user, dialog } = await toPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await within(dialog).findByText('Importando 1.000 de 5.000 linhas');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    const alert = await within(dialog).findByText(/O cancelamento não chegou ao servidor/);
    expect(alert).toHaveTextContent('sem novas linhas por 10 minutos, a importação fica como abandonada');
    expect(within(dialog).queryByText(/Importação cancelada/)).toBeNull();
  }, 30_000);

  it('cancelled while the start was in flight, the import it made is cancelled as soon as it answers', async () => {
    answerImportLists();
    let release!: () => void;
    const log = answerRun({
      holdStart: new Promise<void>((resolve) => (release = resolve)),
      cancel: { id: 41, status: 'cancelled', current: 0, total: 0, changesCreateCount: 0, changesUpdateCount: 0 },
    });
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog } = await toPreview();
    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    await waitFor(() => expect(log.starts).toHaveLength(1));
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    expect(await within(dialog).findByText(/Importação cancelada/)).toBeInTheDocument();
    expect(log.cancels).toBe(0);
    release();
    await waitFor(() => expect(log.cancels).toBe(1));
  }, 30_000);
});

describe('/importar, the same file already being imported', () => {
  const running: Json<ImportSameFile> = {
    id: 40,
    filename: 'carteira.xlsx',
    createdAt: '2026-11-22T13:05:00.000Z',
    starter: { name: 'Carla Souza', email: 'casos@demo.test' },
    current: 1000,
    total: 2500,
  };

  it('is told before starting, with who and how far; the user may go back or import anyway', async () => {
    answerImportLists();
    const log = answerRun({ preview: { sameFile: running } });
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog } = await toPreview();
    expect(log.previews[0].fileHash).toMatch(/^[0-9a-f]{64}$/);
    const notice = within(dialog).getByText('Esta planilha já está sendo importada').closest('[role="status"]')!;
    expect(notice).toHaveTextContent(
      'Começou em 22/11/2026 10:05, por Carla Souza, com 1.000 de 2.500 linhas gravadas.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Importar' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Importar mesmo assim' }));
    expect(await within(dialog).findByText('Importação concluída com sucesso.')).toBeInTheDocument();
    expect(log.starts).toEqual([expect.objectContaining({ fileHash: log.previews[0].fileHash })]);
  }, 30_000);

  it('says nothing when no import of the file runs', async () => {
    answerImportLists();
    answerRun({ preview: { sameFile: null } });
    renderImport(sheetReader(sheetOf(3)));
    const { dialog } = await toPreview();
    expect(within(dialog).queryByText('Esta planilha já está sendo importada')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Importar' })).toBeInTheDocument();
  }, 30_000);
});

describe('/importar, Histórico of an import that stopped (IMPORT-32)', () => {
  it('says how far an abandoned import got and what it left applied, in the list and its details', async () => {
    const abandoned = historyItem({
      id: 8,
      filename: 'parada.xlsx',
      status: 'abandoned',
      current: 4000,
      total: 20_000,
      changesCreateCount: 3000,
      changesUpdateCount: 1000,
      changesErrorCount: 0,
    });
    answerImportLists([config()], [abandoned]);
    server.use(
      http.get('*/admin/import/8', () =>
        HttpResponse.json({
          ...abandoned,
          percent: 20,
          error: 'A importação parou de responder e foi abandonada.',
          errorRecords: 0,
          invalidRecords: 0,
          draftRecords: 0,
          records: { total: 0, result: [] },
        }),
      ),
      http.get('*/admin/import/8/changes', () => HttpResponse.json({ total: 0, result: [] })),
    );
    renderImport();
    const row = (await screen.findByRole('cell', { name: 'parada.xlsx' })).closest('tr')!;
    expect(within(row).getByText('Abandonado')).toBeInTheDocument();
    expect(within(row).getByText('4.000 de 20.000 linhas gravadas')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Detalhes parada.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importação de parada.xlsx' });
    expect(
      await within(dialog).findByText(
        'Abandonada: nenhuma linha chegou por 10 minutos (a página que a enviava foi fechada, recarregada ou ficou sem conexão). Parou com 4.000 de 20.000 linhas gravadas: 3.000 casos criados e 1.000 atualizados continuam no sistema; nenhum caso foi encerrado.',
      ),
    ).toBeInTheDocument();
  }, 30_000);

  it('says nothing of the kind for a completed import', async () => {
    answerImportLists([config()], [historyItem()]);
    renderImport();
    const row = (await screen.findByRole('cell', { name: 'carteira-novembro.xlsx' })).closest('tr')!;
    expect(within(row).queryByText(/linhas gravadas/)).toBeNull();
  });
});
