import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../src/console/pages/dashboard/DashboardPage';
import { ChatPage } from '../../../src/console/resources/chat/ChatPage';
import { AutoApprovalPage } from '../../../src/console/resources/trackers/autoApproval/AutoApprovalPage';
import { STORAGE_KEY } from '../../../src/console/providers/session';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';
import { renderCaseDetails } from '../cases/screens';
import { buildChat } from '../chat/builders';
import { answerImportLists, config, historyItem, renderImport } from '../import/support';
import { buildReport } from '../reports/builders';
import { answerCaseWithTrackers, answerTrackers, buildTrackerRequest } from '../trackers/builders';

// 'Exportar' on the case work's lists (issue 25 item 10, last part): /aprovacao-automatica, a
// case's 'Localizadores' and 'Laudos', the dashboard's 'Pendências', /importar's 'Histórico' and
// /mensagens. Each sends its list's tab, filters and case (no page) to GET <list>/export and saves
// the answer; the cap is said beside it; a failure is said (500, offline) or ends the session (401).

// jsdom has no canvas, and the chat's image compression is not under test here.
vi.mock('../../../src/console/resources/chat/compressImage', () => ({
  compressImage: (file: File) => Promise.resolve(file),
}));

useScreenTestSetup();

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:lista');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

const XLSX = { headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } };

/** GET `${path}/export` answered with a file (or `status`), each call's query recorded. */
function answerExport(path: string, status = 200) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(`*${path}/export`, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ message: 'boom' }, { status });
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), XLSX);
    }),
  );
  return calls;
}

const today = String.raw`\d{4}-\d{2}-\d{2}\.xlsx$`;

describe("'Exportar' on the case work's lists", () => {
  it('/aprovacao-automatica: the tab shown goes with it, no case and no page; the cap is said beside it', async () => {
    answerTrackers(() => ({
      total: 1,
      result: [buildTrackerRequest({ status: 'approved', autoApprovedAt: '2025-03-12T13:45:00.000Z' })],
    }));
    const calls = answerExport('/admin/trackers');
    renderScreen(<AutoApprovalPage title="app.pages.auto_approval.title" />, {
      as: 'casos',
      path: '/aprovacao-automatica',
      claims: { lawCompany: { enableTrackersAutoApprove: true, enableShadowMode: false } },
    });
    await screen.findByRole('table', { name: 'Localizadores aprovados automaticamente' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('tab', { name: 'Próximas 24hs' }));
    await screen.findByRole('table', { name: 'Localizadores que serão aprovados nas próximas 24 horas' });
    const button = screen.getByRole('button', { name: 'Exportar' });
    expect(button).toHaveAccessibleDescription(
      'Até 5.000 linhas por arquivo Baixa a lista como está filtrada e ordenada, em .xlsx (até 5.000 linhas).',
    );
    await userEvent.click(button);
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(new RegExp(`^aprovacao-automatica-${today}`))]));
    expect(calls[0].get('status')).toBe('nextAutoApproved');
    expect(calls[0].has('seizureRequestId')).toBe(false);
    expect(calls[0].has('page')).toBe(false);
  });

  it("a case's 'Localizadores' and 'Laudos': each sends its case and tab; a failed one says 'Erro' and saves nothing", async () => {
    answerCaseWithTrackers([buildTrackerRequest()]);
    server.use(
      http.get('*/admin/seizure-requests/reports', () => HttpResponse.json({ total: 1, result: [buildReport()] })),
      http.get('*/admin/seizure-requests/12/history', () => HttpResponse.json([])),
    );
    const trackerCalls = answerExport('/admin/trackers');
    const reportCalls = answerExport('/admin/seizure-requests/reports', 500);
    renderCaseDetails('leitura', 12);
    const trackers = await screen.findByRole('region', { name: 'Localizadores' }, { timeout: 5000 });
    await userEvent.click(within(trackers).getByRole('tab', { name: /^Aprovados/ }));
    await userEvent.click(within(trackers).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(new RegExp(`^localizadores-caso-12-${today}`))]));
    expect([
      trackerCalls[0].get('seizureRequestId'),
      trackerCalls[0].get('status'),
      trackerCalls[0].has('page'),
    ]).toEqual(['12', 'approved', false]);

    const reports = screen.getByRole('region', { name: 'Laudos' });
    await within(reports).findByRole('article', {}, { timeout: 5000 });
    await userEvent.click(within(reports).getByRole('button', { name: 'Exportar' }));
    const notice = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('Erro');
    expect(notice).toHaveTextContent('Algo deu errado...');
    expect([reportCalls[0].get('seizureRequestId'), reportCalls[0].get('status')]).toEqual(['12', 'all']);
    expect(saved).toHaveLength(1);
    expect(within(reports).getByRole('button', { name: 'Exportar' })).toBeEnabled();
  });

  it("the dashboard's 'Pendências': the tab shown is the file; a 401 whose refresh is refused ends the session, no 'Erro'", async () => {
    const row = {
      ...buildTrackerRequest(),
      seizureRequest: { id: 12, licensePlate: 'ABC1234', chassi: null, status: 'readyAndOpenedForTrackers' },
    };
    renderScreen(<DashboardPage />, { as: 'casos', path: '/' });
    server.use(
      http.get('*/admin/dashboard/trackers/pending', () => HttpResponse.json({ total: 1, result: [row] })),
      http.get('*/admin/dashboard/seizure-requests/reports/pending', () =>
        HttpResponse.json({ total: 1, result: [buildReport()] }),
      ),
      http.get('*/admin/dashboard/seizure-requests/graph', () =>
        HttpResponse.json({ lawCompanyId: 1, active: [], inactive: [] }),
      ),
    );
    const reportCalls = answerExport('/admin/dashboard/seizure-requests/reports/pending');
    const trackerCalls = answerExport('/admin/dashboard/trackers/pending', 401);
    let refreshes = 0;
    server.use(
      http.post(
        '*/auth/refresh',
        () => (refreshes++, HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })),
      ),
    );
    const panel = await screen.findByRole('region', { name: 'Pendências' }, { timeout: 5000 });
    await within(panel).findByRole('link', { name: 'Abrir o caso ABC-1234' }, { timeout: 5000 });
    await userEvent.click(within(panel).getByRole('tab', { name: /^Laudos pendentes/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(new RegExp(`^laudos-pendentes-${today}`))]));
    expect(reportCalls).toHaveLength(1);

    await userEvent.click(within(panel).getByRole('tab', { name: /^Localizadores pendentes/ }));
    await userEvent.click(within(panel).getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(localStorage.getItem(STORAGE_KEY)).toBeNull());
    expect(trackerCalls).toHaveLength(1);
    expect(refreshes).toBeGreaterThan(0);
    expect(saved).toHaveLength(1);
    expect(screen.queryByText('Erro')).toBeNull();
  });

  it("/importar's 'Histórico': offline, nothing is sent and 'Sem conexão com a internet' is said", async () => {
    answerImportLists([config()], [historyItem()]);
    const calls = answerExport('/admin/import');
    renderImport();
    await screen.findByRole('cell', { name: 'carteira-novembro.xlsx' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(new RegExp(`^importacoes-${today}`))]));
    expect(calls[0].has('page')).toBe(false);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const notice = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(notice).toHaveTextContent('Sem conexão com a internet');
    expect(calls).toHaveLength(1);
    expect(saved).toHaveLength(1);
  });

  it('/mensagens: the tab and the unread filter go with it', async () => {
    server.use(
      http.get('*/admin/chat/poll', () =>
        HttpResponse.json({ list: { total: 1, result: [buildChat()] }, counts: { pending: 1, my: 0 } }),
      ),
      http.get('*/admin/chat/info/:caseId/:userId/ping', () => HttpResponse.json({ userLastSentAt: null })),
    );
    const calls = answerExport('/admin/chat');
    renderScreen(<ChatPage />, { as: 'casos', path: '/mensagens' });
    await screen.findByText('Marcos Localizador', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('tab', { name: /^Todos/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Não lidas' }));
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(new RegExp(`^conversas-${today}`))]));
    expect([calls[0].get('status'), calls[0].get('filters[type]'), calls[0].has('page')]).toEqual([
      'all',
      'unread',
      false,
    ]);
  });
});
