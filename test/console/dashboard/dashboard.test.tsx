import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { DashboardPage } from '../../../src/console/pages/dashboard/DashboardPage';
import { renderScreen, useScreenTestSetup, type DemoAccount } from '../../support/renderScreen';
import { buildReport } from '../reports/builders';

useScreenTestSetup();

const TRACKERS = '*/admin/dashboard/trackers/pending';
const REPORTS = '*/admin/dashboard/seizure-requests/reports/pending';

const trackerRow = (id: number, caseId: number, plate: string | null, name: string) => ({
  id,
  status: 'pending',
  createdAt: '2025-03-10T13:45:00.000Z',
  user: {
    id: id + 1000,
    name,
    email: `${id}@exemplo.com.br`,
    phone: null,
    avatar: null,
    status: 'active',
    isPro: false,
  },
  seizureRequest: { id: caseId, licensePlate: plate, chassi: null, status: 'readyAndOpenedForTrackers' },
});

type Answer = { total: number; result: unknown[] } | 'error';

/** Both dashboard lists (also the menu badges' calls), recording each call's query. */
function answerDashboard(trackers: Answer, reports: Answer) {
  const calls: { kind: 'trackers' | 'reports'; url: URL }[] = [];
  const answers = { trackers, reports };
  const handler =
    (kind: 'trackers' | 'reports') =>
    ({ request }: { request: Request }) => {
      calls.push({ kind, url: new URL(request.url) });
      const answer = answers[kind];
      return answer === 'error' ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json(answer);
    };
  // The doughnuts are charts.test.tsx's: here they answer an empty graph.
  const graph = { lawCompanyId: 1, active: [], inactive: [] };
  server.use(
    http.get(TRACKERS, handler('trackers')),
    http.get(REPORTS, handler('reports')),
    http.get('*/admin/dashboard/seizure-requests/graph', () => HttpResponse.json(graph)),
    // Support's counters and company filter (charts.test.tsx checks them).
    http.get('*/admin/dashboard/:group/:counter', () => HttpResponse.json({ total: 0 })),
    http.get('*/admin/law-companies/all', () => HttpResponse.json([])),
  );
  return {
    calls,
    set: (kind: 'trackers' | 'reports', answer: Answer) => {
      answers[kind] = answer;
    },
  };
}

/** Signed in as `account` at /, the dashboard's lists answered after the badge stubs (so they win). */
function renderDashboard(account: DemoAccount, trackers: Answer, reports: Answer) {
  const rendered = renderScreen(<DashboardPage />, { as: account, path: '/' });
  // renderScreen answered the badge endpoints (the same paths) first; these handlers win.
  const api = answerDashboard(trackers, reports);
  return { ...api, ...rendered };
}

const panel = () => screen.findByRole('region', { name: 'Pendências' }, { timeout: 5000 });

describe('the dashboard of a law-company user', () => {
  it('lists the pending trackers and reports in tabs with their counts, each plate linking to its case', async () => {
    const api = renderDashboard(
      'casos',
      { total: 12, result: [trackerRow(1, 29, 'ABC1D23', 'Ana Lima'), trackerRow(2, 30, 'XYZ1234', 'Bruno Reis')] },
      {
        total: 1,
        result: [
          buildReport({
            id: 228,
            seizureRequestId: 41,
            seizureRequest: { ...buildReport().seizureRequest, id: 41, licensePlate: null },
          }),
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Olá, Carla' })).toBeInTheDocument();
    expect(screen.getByText('Adicionar caso')).toBeInTheDocument();
    const section = await panel();
    const trackersTab = within(section).getByRole('tab', { name: /Localizadores pendentes/ });
    const reportsTab = within(section).getByRole('tab', { name: /Laudos pendentes/ });
    await waitFor(() => expect(trackersTab).toHaveTextContent('Localizadores pendentes12'));
    await waitFor(() => expect(reportsTab).toHaveTextContent('Laudos pendentes1'));
    expect(trackersTab).toHaveAttribute('aria-selected', 'true');

    const table = await within(section).findByRole('table', { name: 'Localizadores pendentes' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('ABC1D23Ana Lima10/03/2025 10:45');
    expect(within(rows[0]).getByRole('link', { name: 'Abrir o caso ABC1D23' })).toHaveAttribute(
      'href',
      '/casos/29/detalhes',
    );
    expect(within(rows[1]).getByRole('link', { name: 'Abrir o caso XYZ-1234' })).toHaveAttribute(
      'href',
      '/casos/30/detalhes',
    );
    // 12 pending: a second page.
    expect(within(section).getByText('1-10 de 12')).toBeInTheDocument();
    const trackerCall = api.calls.find((c) => c.kind === 'trackers' && c.url.searchParams.has('page'));
    expect(Object.fromEntries(trackerCall!.url.searchParams)).toMatchObject({ page: '1', perPage: '10' });

    await userEvent.click(reportsTab);
    const reportsTable = await within(section).findByRole('table', { name: 'Laudos pendentes' });
    const reportRow = within(reportsTable).getAllByRole('row')[1];
    expect(reportRow).toHaveTextContent('Caso 41Ana Lima10/03/2025 10:45');
    expect(within(reportRow).getByRole('link', { name: 'Abrir o caso 41' })).toHaveAttribute(
      'href',
      '/casos/41/detalhes',
    );
  });

  it('moves to the next page of a tab', async () => {
    const api = renderDashboard(
      'leitura',
      { total: 12, result: [trackerRow(1, 29, 'ABC1D23', 'Ana Lima')] },
      { total: 0, result: [] },
    );
    const section = await panel();
    await within(section).findByRole('table', { name: 'Localizadores pendentes' });
    await userEvent.click(within(section).getByRole('button', { name: 'Ir para a próxima página' }));
    await waitFor(() =>
      expect(api.calls.some((c) => c.kind === 'trackers' && c.url.searchParams.get('page') === '2')).toBe(true),
    );
  });

  it('says when nothing is pending, and gives leitura no shortcut to add a case', async () => {
    renderDashboard('leitura', { total: 0, result: [] }, { total: 0, result: [] });
    const section = await panel();
    expect(await within(section).findByText('Nenhum localizador pendente')).toBeInTheDocument();
    expect(screen.queryByText('Adicionar caso')).not.toBeInTheDocument();
    await userEvent.click(within(section).getByRole('tab', { name: /Laudos pendentes/ }));
    expect(await within(section).findByText('Nenhum laudo pendente')).toBeInTheDocument();
  });

  it("shows the list error of every list, 'Um problema aconteceu' and 'Tentar Novamente', and reloads it", async () => {
    const api = renderDashboard('casos', 'error', { total: 0, result: [] });
    const section = await panel();
    expect(await within(section).findByText('Um problema aconteceu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(section).getByText('Algo deu errado...')).toBeInTheDocument();
    api.set('trackers', { total: 1, result: [trackerRow(1, 29, 'ABC1D23', 'Ana Lima')] });
    await userEvent.click(within(section).getByRole('button', { name: 'Tentar Novamente' }));
    expect(await within(section).findByRole('link', { name: 'Abrir o caso ABC1D23' })).toBeInTheDocument();
  });

  it("reloads both lists with 'Atualizar', then waits 30 s before allowing it again", async () => {
    const api = renderDashboard('casos', { total: 0, result: [] }, { total: 0, result: [] });
    const section = await panel();
    await within(section).findByText('Nenhum localizador pendente');
    const listCalls = () => api.calls.filter((c) => c.url.searchParams.has('page')).length;
    const before = listCalls();
    api.set('trackers', { total: 1, result: [trackerRow(1, 29, 'ABC1D23', 'Ana Lima')] });
    await userEvent.click(within(section).getByRole('button', { name: 'Atualizar' }));
    expect(await within(section).findByRole('link', { name: 'Abrir o caso ABC1D23' })).toBeInTheDocument();
    expect(listCalls()).toBeGreaterThanOrEqual(before + 2);
    const refresh = within(section).getByRole('button', { name: /^Atualizar \(\d+ s\)$/ });
    expect(refresh.textContent).toMatch(/\((30|29) s\)/);
    // Blocked, with the wait as its description; a click asks nothing.
    expect(refresh).toHaveAttribute('aria-disabled', 'true');
    expect(refresh).toHaveAccessibleDescription(/^Aguarde (30|29) s para atualizar novamente$/);
    const blockedCalls = listCalls();
    await userEvent.click(refresh);
    expect(listCalls()).toBe(blockedCalls);
  });
});

describe('the dashboard of support', () => {
  it('shows no pending panel and never calls the pending lists', async () => {
    const api = renderDashboard('suporte', { total: 3, result: [] }, { total: 2, result: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Olá, Sérgio' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByRole('region', { name: 'Pendências' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: /pendentes/ })).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});

describe("a blocked tracker's pending request on the dashboard", () => {
  it("shows 'Pendente' and 'Bloqueado' beside the tracker's name; others show no tag", async () => {
    const blocked = trackerRow(3, 31, 'DEF4G56', 'Caio Dias');
    blocked.user.status = 'blocked';
    renderDashboard(
      'casos',
      { total: 2, result: [blocked, trackerRow(4, 32, 'GHI7890', 'Dora Luz')] },
      { total: 0, result: [] },
    );
    const caio = (await screen.findByText('Caio Dias', {}, { timeout: 5000 })).closest('tr') as HTMLElement;
    expect(within(caio).getByText('Pendente')).toBeInTheDocument();
    expect(within(caio).getByText('Bloqueado')).toBeInTheDocument();
    const dora = screen.getByText('Dora Luz').closest('tr') as HTMLElement;
    expect(within(dora).queryByText('Bloqueado')).not.toBeInTheDocument();
  });
});
