import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { fileHash, loadRunning, saveRunning } from '../../../src/console/resources/import/resume';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, config, historyItem, renderImport, sheetReader } from './support';

useScreenTestSetup();
beforeEach(() => localStorage.clear());

// Issue 24 item 5: a reload or leaving the page stops the sending; back on /importar the modal
// reopens on the import, resumes it with the same file (its hash) past the last applied batch,
// or cancels it. The counter is what the server answered, never rows merely sent.

const sheetOf = (rows: number) => [
  ['Placa'],
  ...Array.from({ length: rows }, (_, i) => [`ABC${String(i).padStart(4, '0')}`]),
];
const file = (content: string, name = 'carteira.xlsx') => new File([content], name);

function answerServer({
  status = 'processing',
  current = 1000,
  lastSeq = 0 as number | null,
  hold = new Set<number>(),
} = {}) {
  const log = {
    batches: [] as { seq: number; after?: number; total: number }[],
    finishes: [] as unknown[],
    cancels: 0,
    release: new Map<number, () => void>(),
  };
  server.use(
    http.get('*/admin/import/41', () =>
      HttpResponse.json({
        ...historyItem({ id: 41, status: status as 'processing', configApplied: config().config }),
        percent: 40,
        current,
        total: 2500,
        error: null,
        errorRecords: 0,
        invalidRecords: 0,
        lastSeq,
        records: { total: 0, result: [] },
      }),
    ),
    http.post('*/admin/import', () =>
      HttpResponse.json(
        { id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: false, configApplied: {} },
        { status: 201 },
      ),
    ),
    http.post('*/admin/import/preview', () =>
      HttpResponse.json({ create: 3000, update: 0, reopen: 0, invalid: 0, error: 0, closeOthers: 0, firstErrors: [] }),
    ),
    http.post('*/admin/import/41/batches', async ({ request }) => {
      const body = (await request.json()) as { seq: number; after?: number; total: number; rows: unknown[] };
      log.batches.push({ seq: body.seq, after: body.after, total: body.total });
      if (hold.has(body.seq)) await new Promise<void>((resolve) => log.release.set(body.seq, resolve));
      const applied = Math.min(body.total, (body.seq + 1) * 1000);
      return HttpResponse.json({
        percent: 0,
        current: applied,
        total: body.total,
        error: null,
        errorRecords: 0,
        invalidRecords: 0,
        lastSeq: body.seq,
      });
    }),
    http.post('*/admin/import/41/finish', async ({ request }) => {
      log.finishes.push(await request.json());
      return HttpResponse.json({ id: 41, status: 'completed', closingBlockedBy: null, notClosedCount: 0 });
    }),
    http.post('*/admin/import/41/cancel', () => {
      log.cancels++;
      return HttpResponse.json({
        id: 41,
        status: 'cancelled',
        current: 1000,
        total: 3000,
        changesCreateCount: 1000,
        changesUpdateCount: 0,
      });
    }),
  );
  return log;
}

async function storeRunning(content: string) {
  saveRunning({ id: 41, filename: 'carteira.xlsx', hash: await fileHash(file(content)), total: 2500 });
}

describe('/importar, an import stopped by a reload', () => {
  it('reopens the modal on it, refuses another file, and resumes the same one past the last applied batch', async () => {
    answerImportLists();
    const log = answerServer();
    await storeRunning('the bytes of carteira.xlsx');
    renderImport(sheetReader(sheetOf(2500)));
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    expect(
      await within(dialog).findByText(
        'A importação de carteira.xlsx foi interrompida com 1.000 de 2.500 linhas gravadas.',
      ),
    ).toBeInTheDocument();
    // Not closable: resumed or cancelled.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Importar planilha' })).toBeInTheDocument();

    const input = () => within(dialog).getByLabelText('Escolher o mesmo arquivo');
    await user.upload(input(), file('another sheet', 'carteira.xlsx'));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este não é o arquivo desta importação (carteira.xlsx).',
    );
    expect(log.batches).toEqual([]);

    await user.upload(input(), file('the bytes of carteira.xlsx'));
    expect(await within(dialog).findByText('Importação concluída com sucesso.')).toBeInTheDocument();
    // Batch 0 was applied before the reload: 1 and 2 go, each after the previous.
    expect(log.batches).toEqual([
      { seq: 1, after: 0, total: 2500 },
      { seq: 2, after: 1, total: 2500 },
    ]);
    expect(log.finishes).toEqual([{ total: 2500 }]);
    expect(loadRunning()).toBeNull();
  }, 60_000);

  it('cancels it from the modal', async () => {
    answerImportLists();
    const log = answerServer({ lastSeq: null, current: 0 });
    await storeRunning('x');
    renderImport(sheetReader(sheetOf(2500)));
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Cancelar importação' }));
    expect(await within(dialog).findByText(/Importação cancelada/)).toBeInTheDocument();
    expect(log.cancels).toBe(1);
    expect(loadRunning()).toBeNull();
  });

  it('forgets an import that ended meanwhile', async () => {
    answerImportLists();
    answerServer({ status: 'abandoned' });
    await storeRunning('x');
    renderImport(sheetReader(sheetOf(2500)));
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    expect(await within(dialog).findByText(/não está mais ativa/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ler planilha' })).toBeInTheDocument();
    expect(loadRunning()).toBeNull();
  });
});

describe('/importar, leaving the page while importing', () => {
  it("stops sending at once, cancels nothing, keeps the import to resume; the counter is the server's", async () => {
    answerImportLists();
    const log = answerServer({ hold: new Set([1]) });
    renderImport(sheetReader(sheetOf(3000)));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importar planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), file('three thousand rows'));
    await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Importar' }));
    // Batch 0 answered (the server applied 1,000 rows); batch 1 is held, batch 2 went after 0's answer.
    expect(await within(dialog).findByText('Importando 1.000 de 3.000 linhas')).toBeInTheDocument();
    await waitFor(() => expect(log.batches.map((b) => b.seq)).toEqual([0, 1, 2]));
    window.dispatchEvent(new Event('pagehide'));
    log.release.get(1)!();
    await new Promise((resolve) => setTimeout(resolve, 300));
    // Nothing more is sent, nothing finished or cancelled; the dial still says what the server applied.
    expect(log.batches.map((b) => b.seq)).toEqual([0, 1, 2]);
    expect(log.finishes).toEqual([]);
    expect(log.cancels).toBe(0);
    expect(within(dialog).getByText('Importando 1.000 de 3.000 linhas')).toBeInTheDocument();
    expect(loadRunning()).toEqual({
      id: 41,
      filename: 'carteira.xlsx',
      hash: await fileHash(file('three thousand rows')),
      total: 3000,
    });
  }, 60_000);
});
