import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadRunning } from '../../../src/console/resources/import/resume';
import { getTokens, setTokens } from '../../../src/console/providers/session';
import { fakeAccessToken, server } from '../../support/msw';
import { DEMO, useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, historyItem, renderImport, sheetReader } from './support';

useScreenTestSetup();
beforeEach(() => localStorage.clear());

// Issue 24 item 4: a batch that fails for good (a server error, the network cut, the session
// ended) shows the real reason and the import's stored error, reports to the server what it
// could not know, and 'Tentar Novamente' goes on from the batch after the last applied one.

const sheetOf = (rows: number) => [
  ['Placa'],
  ...Array.from({ length: rows }, (_, i) => [`ABC${String(i).padStart(4, '0')}`]),
];
type Failure = 'server' | 'network' | 'session';

/** The server: batch 1 fails (as told) until `heal()`; it applied batch 0 only (lastSeq 0). */
function answerServer(failure: Failure) {
  const log = {
    batches: [] as { seq: number; after?: number }[],
    reports: [] as unknown[],
    detailReads: 0,
    finishes: 0,
    healed: false,
    stored: null as string | null,
  };
  const fail = () => {
    if (failure === 'network') return HttpResponse.error();
    if (failure === 'session')
      return HttpResponse.json({ statusCode: 401, message: 'Necessário autenticação' }, { status: 401 });
    log.stored = 'O lote 2 (linhas 1002 a 2001) não foi gravado: deadlock detected';
    return HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 });
  };
  server.use(
    http.post('*/auth/refresh', () =>
      HttpResponse.json({ message: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
    ),
    http.post('*/admin/import/preview', () =>
      HttpResponse.json({ create: 2500, update: 0, reopen: 0, invalid: 0, error: 0, closeOthers: 0, firstErrors: [] }),
    ),
    http.post('*/admin/import', () =>
      HttpResponse.json(
        { id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: false, configApplied: {} },
        { status: 201 },
      ),
    ),
    http.post('*/admin/import/41/batches', async ({ request }) => {
      const body = (await request.json()) as { seq: number; after?: number; total: number; rows: unknown[] };
      log.batches.push({ seq: body.seq, after: body.after });
      if (body.seq === 1 && !log.healed) return fail();
      return HttpResponse.json({
        percent: 0,
        current: Math.min(body.total, (body.seq + 1) * 1000),
        total: body.total,
        error: null,
        errorRecords: 0,
        invalidRecords: 0,
        lastSeq: body.seq,
      });
    }),
    http.post('*/admin/import/41/error', async ({ request }) => {
      const body = (await request.json()) as { message: string };
      log.reports.push(body);
      log.stored = body.message;
      return HttpResponse.json({
        percent: 40,
        current: 1000,
        total: 2500,
        error: body.message,
        errorRecords: 0,
        invalidRecords: 0,
        lastSeq: 0,
      });
    }),
    http.get('*/admin/import/41', () => {
      log.detailReads++;
      return HttpResponse.json({
        ...historyItem({ id: 41, status: 'processing' }),
        percent: 40,
        current: 1000,
        total: 2500,
        error: log.stored,
        errorRecords: 0,
        invalidRecords: 0,
        lastSeq: 0,
        records: { total: 0, result: [] },
      });
    }),
    http.post('*/admin/import/41/finish', () => {
      log.finishes++;
      return HttpResponse.json({ id: 41, status: 'completed', closingBlockedBy: null, notClosedCount: 0 });
    }),
  );
  return log;
}

async function importFile() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Importar planilha' }));
  const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
  await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), new File(['2500 rows'], 'carteira.xlsx'));
  await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
  await user.click(await within(dialog).findByRole('button', { name: 'Importar' }));
  // The batch is retried 3 times (0.5 + 1 + 1.5 s) before the failure is told.
  const alert = await within(dialog).findByRole('alert', {}, { timeout: 10_000 });
  return { user, dialog, alert };
}

/** 'Tentar Novamente': batches 1 and 2 go (0 was applied), then the finish and the success. */
async function retryToTheEnd(
  user: ReturnType<typeof userEvent.setup>,
  dialog: HTMLElement,
  log: ReturnType<typeof answerServer>,
) {
  log.healed = true;
  const sent = log.batches.length;
  await user.click(within(dialog).getByRole('button', { name: 'Tentar Novamente' }));
  expect(await within(dialog).findByText('Importação concluída com sucesso.')).toBeInTheDocument();
  expect(log.batches.slice(sent)).toEqual([
    { seq: 1, after: 0 },
    { seq: 2, after: 1 },
  ]);
  expect(log.finishes).toBe(1);
  expect(loadRunning()).toBeNull();
}

describe('/importar, a batch that fails', () => {
  it("a server error: the catalogue's text and the import's stored reason, then 'Tentar Novamente' from the last applied batch", async () => {
    answerImportLists();
    const log = answerServer('server');
    renderImport(sheetReader(sheetOf(2500)));
    const { user, dialog, alert } = await importFile();
    expect(alert).toHaveTextContent('A importação parou');
    expect(alert).toHaveTextContent('Algo deu errado...');
    expect(alert).toHaveTextContent(
      'Registrado na importação: O lote 2 (linhas 1002 a 2001) não foi gravado: deadlock detected',
    );
    expect(within(dialog).queryByText('Um erro inesperado aconteceu')).toBeNull();
    expect(within(dialog).getByText(/Gravadas até aqui: 1.000 de 2.500 linhas/)).toBeInTheDocument();
    // The server stored its own failure: nothing to report.
    expect(log.reports).toEqual([]);
    expect(loadRunning()?.id).toBe(41);
    await retryToTheEnd(user, dialog, log);
  }, 60_000);

  it('the network cut: the reason, reported to the server (POST /error) as the batch and its lines, then resumed', async () => {
    answerImportLists();
    const log = answerServer('network');
    renderImport(sheetReader(sheetOf(2500)));
    const { user, dialog, alert } = await importFile();
    const reason = 'Não conseguimos comunicação com o servidor. Você está sem internet?';
    expect(alert).toHaveTextContent(reason);
    expect(log.reports).toEqual([{ message: `O lote 2 (linhas 1002 a 2001) não foi gravado: ${reason}` }]);
    expect(alert).toHaveTextContent(
      `Registrado na importação: O lote 2 (linhas 1002 a 2001) não foi gravado: ${reason}`,
    );
    await retryToTheEnd(user, dialog, log);
  }, 60_000);

  it('the session ended mid-import: nothing more is sent, and after signing in again it resumes', async () => {
    answerImportLists();
    const log = answerServer('session');
    renderImport(sheetReader(sheetOf(2500)));
    const { user, dialog, alert } = await importFile();
    expect(alert).toHaveTextContent('Necessário autenticação');
    expect(getTokens()).toBeNull();
    // Without a session nothing goes out: no report, no read; the import stays to resume.
    expect(log.reports).toEqual([]);
    expect(log.detailReads).toBe(0);
    expect(loadRunning()?.id).toBe(41);
    // The same user signs in again (the login modal over the held screen).
    const { roles, lawCompanyId } = DEMO.casos;
    act(() =>
      setTokens({
        accessToken: fakeAccessToken({ sub: '7', roles, lawCompanyId, lawCompany: { enableShadowMode: true } }),
        refreshToken: 'r2',
      }),
    );
    await retryToTheEnd(user, dialog, log);
  }, 60_000);

  it('closed after the failure, the modal opens again on the import, to resume it with the same file', async () => {
    answerImportLists();
    answerServer('server');
    renderImport(sheetReader(sheetOf(2500)));
    const { user, dialog } = await importFile();
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await user.click(screen.getByRole('button', { name: 'Importar planilha' }));
    const again = await screen.findByRole('dialog', { name: 'Importar planilha' });
    expect(
      await within(again).findByText(
        'A importação de carteira.xlsx foi interrompida com 1.000 de 2.500 linhas gravadas.',
      ),
    ).toBeInTheDocument();
    expect(within(again).queryByRole('button', { name: 'Ler planilha' })).toBeNull();
  }, 60_000);
});

// Issue 35: a start that fails (offline, a 5xx, a 409, the session ended) kept nothing: the file,
// its preview and the choices were dropped for a lone 'Fechar'. Now the preview stays with the
// reason, and 'Tentar Novamente' starts it (after signing in again, or back online).
describe('/importar, a start that fails', () => {
  function answerStart(failure: Failure | 'conflict') {
    const log = { starts: 0, healed: false };
    server.use(
      http.post('*/auth/refresh', () =>
        HttpResponse.json({ message: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
      ),
      http.post('*/admin/import/preview', () =>
        HttpResponse.json({
          create: 3,
          update: 0,
          reopen: 0,
          invalid: 0,
          error: 0,
          closeOthers: 7,
          closingBlockedBy: null,
          firstErrors: [],
        }),
      ),
      http.post('*/admin/import', () => {
        log.starts++;
        if (!log.healed) {
          if (failure === 'network') return HttpResponse.error();
          if (failure === 'session')
            return HttpResponse.json({ statusCode: 401, message: 'Necessário autenticação' }, { status: 401 });
          if (failure === 'conflict')
            return HttpResponse.json({ statusCode: 409, message: 'A configuração foi alterada.' }, { status: 409 });
          return HttpResponse.json({ statusCode: 500, message: 'Internal Server Error' }, { status: 500 });
        }
        return HttpResponse.json(
          { id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: true, configApplied: {} },
          { status: 201 },
        );
      }),
      http.post('*/admin/import/41/batches', async ({ request }) => {
        const body = (await request.json()) as { seq: number; total: number };
        return HttpResponse.json({
          percent: 100,
          current: body.total,
          total: body.total,
          error: null,
          errorRecords: 0,
          invalidRecords: 0,
          lastSeq: body.seq,
        });
      }),
      http.post('*/admin/import/41/finish', () =>
        HttpResponse.json({ id: 41, status: 'completed', closingBlockedBy: null, notClosedCount: 0 }),
      ),
    );
    return log;
  }

  async function startFails(reason: string) {
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importar planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), new File(['3 rows'], 'carteira.xlsx'));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Encerrar os casos ausentes da planilha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Importar' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('A importação não começou');
    expect(alert).toHaveTextContent(reason);
    expect(alert).toHaveTextContent('Nada foi gravado; a planilha e as escolhas continuam aqui.');
    // The preview stays, with its figures and the choice of closeOthers.
    expect(within(dialog).getByText('Antes de importar')).toBeInTheDocument();
    expect(within(dialog).getByText('Casos abertos que serão encerrados').nextSibling).toHaveTextContent('7');
    expect(within(dialog).queryByText('Um erro inesperado aconteceu')).toBeNull();
    const retry = within(dialog).getByRole('button', { name: 'Tentar Novamente' });
    expect(retry).toHaveFocus();
    expect(loadRunning()).toBeNull();
    return { user, dialog, retry };
  }

  async function retryToTheEnd(
    user: ReturnType<typeof userEvent.setup>,
    dialog: HTMLElement,
    retry: HTMLElement,
    log: { starts: number; healed: boolean },
  ) {
    log.healed = true;
    await user.click(retry);
    expect(await within(dialog).findByText('Importação concluída com sucesso.')).toBeInTheDocument();
    expect(log.starts).toBe(2);
  }

  it("a server error: the reason under the preview, and 'Tentar Novamente' starts it", async () => {
    answerImportLists();
    const log = answerStart('server');
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog, retry } = await startFails('Algo deu errado...');
    await retryToTheEnd(user, dialog, retry, log);
  }, 30_000);

  it('offline: the same, once back online', async () => {
    answerImportLists();
    const log = answerStart('network');
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog, retry } = await startFails(
      'Não conseguimos comunicação com o servidor. Você está sem internet?',
    );
    await retryToTheEnd(user, dialog, retry, log);
  }, 30_000);

  it("a 409: the server's reason, the preview kept", async () => {
    answerImportLists();
    const log = answerStart('conflict');
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog, retry } = await startFails('A configuração foi alterada.');
    await retryToTheEnd(user, dialog, retry, log);
  }, 30_000);

  it('the session ended: after signing in again, the same preview starts', async () => {
    answerImportLists();
    const log = answerStart('session');
    renderImport(sheetReader(sheetOf(3)));
    const { user, dialog, retry } = await startFails('Necessário autenticação');
    expect(getTokens()).toBeNull();
    const { roles, lawCompanyId } = DEMO.casos;
    act(() =>
      setTokens({
        accessToken: fakeAccessToken({ sub: '7', roles, lawCompanyId, lawCompany: { enableShadowMode: true } }),
        refreshToken: 'r2',
      }),
    );
    await retryToTheEnd(user, dialog, retry, log);
  }, 30_000);
});
