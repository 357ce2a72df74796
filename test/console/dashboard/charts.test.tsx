import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../../../src/console/pages/dashboard/DashboardPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup, type DemoAccount } from '../../support/renderScreen';

useScreenTestSetup();

const graphOf = (lawCompanyId: number | null, n: number) => ({
  lawCompanyId,
  active: [
    { key: 'withoutTracker', total: 10 * n },
    { key: 'withTracker', total: 2 * n },
  ],
  inactive: [
    { key: 'draft', total: n },
    { key: 'sized', total: 1234 * n },
    { key: 'notSized', total: 0 },
  ],
});

/** The dashboard's calls answered after renderScreen's stubs (so they win); each call recorded. */
function renderDashboard(account: DemoAccount, fail: { graph?: boolean; counter?: string } = {}) {
  const rendered = renderScreen(<DashboardPage />, { as: account, path: '/' });
  const calls: string[] = [];
  const failing = { ...fail };
  server.use(
    http.get('*/admin/dashboard/trackers/pending', () => HttpResponse.json({ total: 0, result: [] })),
    http.get('*/admin/dashboard/seizure-requests/reports/pending', () => HttpResponse.json({ total: 0, result: [] })),
    http.get('*/admin/law-companies/all', () =>
      HttpResponse.json([
        { id: 1, name: 'Alfa' },
        { id: 2, name: 'Beta Assessoria' },
      ]),
    ),
    http.get('*/admin/dashboard/seizure-requests/graph/:id?', ({ request, params }) => {
      calls.push(new URL(request.url).pathname);
      if (failing.graph) return HttpResponse.json({ message: 'boom' }, { status: 500 });
      return HttpResponse.json(params.id ? graphOf(Number(params.id), 2) : graphOf(null, 1));
    }),
    http.get('*/admin/dashboard/:group/:counter', ({ request, params }) => {
      const path = new URL(request.url).pathname;
      calls.push(path);
      if (failing.counter === path) return HttpResponse.json({ message: 'boom' }, { status: 500 });
      return HttpResponse.json({ total: String(params.counter).length + (params.group === 'from-app' ? 100 : 0) });
    }),
  );
  return { ...rendered, calls, failing };
}

const chartsSection = () => screen.findByRole('region', { name: 'Casos' }, { timeout: 5000 });
const figure = (name: string) => screen.findByRole('figure', { name }, { timeout: 5000 });

describe('the doughnuts of cases', () => {
  it('gives a law-company user its own doughnuts, each slice said as text, and no counters', async () => {
    const api = renderDashboard('casos');
    await chartsSection();
    const active = await figure('Casos ativos');
    const items = within(active)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Disponível: 10', 'Atribuído: 2']);
    expect(within(active).getByText('Total: 12')).toBeInTheDocument();
    const inactive = await figure('Casos inativos');
    expect(
      within(inactive)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Rascunho: 1', 'Apreendido: 1.234', 'Encerrado: 0']);
    expect(within(inactive).getByText('Total: 1.235')).toBeInTheDocument();
    // The drawing is loaded lazily and hidden from screen readers (the legend says it).
    // recharts arrives with its own chunk: slow on a busy machine.
    await waitFor(() => expect(active.querySelector('svg.recharts-surface, .recharts-wrapper')).not.toBeNull(), {
      timeout: 10_000,
    });
    // Hidden from screen readers and out of the tab order (axe: aria-hidden-focus).
    const drawing = active.querySelector('svg.recharts-surface')!;
    expect(drawing.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(active.querySelectorAll('[tabindex]:not([tabindex="-1"])')).toHaveLength(0);
    expect(screen.queryByRole('combobox', { name: 'Assessoria Jurídica' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Assessorias Jurídicas' })).not.toBeInTheDocument();
    expect(api.calls).toEqual(['/admin/dashboard/seizure-requests/graph']);
  });

  it("lets support pick a law company, and shows the chart error with 'Recarregar'", async () => {
    const api = renderDashboard('suporte');
    await figure('Casos ativos');
    await userEvent.click(screen.getByRole('combobox', { name: 'Assessoria Jurídica' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Beta Assessoria' }));
    const active = await figure('Casos ativos');
    await waitFor(() => expect(within(active).getByText('Total: 24')).toBeInTheDocument(), { timeout: 5000 });
    expect(api.calls).toContain('/admin/dashboard/seizure-requests/graph/2');

    api.failing.graph = true;
    await userEvent.click(screen.getByRole('button', { name: 'Atualizar' }));
    const section = await chartsSection();
    expect(await within(section).findByText('Não foi possível carregar os gráficos de casos.')).toBeInTheDocument();
    api.failing.graph = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Recarregar' }));
    expect(await figure('Casos ativos')).toBeInTheDocument();
  });
});

describe("support's counters", () => {
  it('shows each status and the total of law companies and app registrations', async () => {
    renderDashboard('admin');
    const companies = await screen.findByRole('region', { name: 'Assessorias Jurídicas' }, { timeout: 5000 });
    // The stub answers the counter's name length: 'pending' 7, 'active' 6, 'total' 5.
    await waitFor(
      () =>
        expect(
          within(companies)
            .getAllByRole('listitem')
            .map((i) => i.textContent),
        ).toEqual(['Pendente7', 'Ativo6', 'Bloqueado7', 'Reprovado8', 'Total5']),
      { timeout: 5000 },
    );
    const app = screen.getByRole('region', { name: 'Cadastros do aplicativo' });
    await waitFor(
      () =>
        expect(
          within(app)
            .getAllByRole('listitem')
            .map((i) => i.textContent),
        ).toEqual([
          'Incompleto111',
          'Abandonado109',
          'Pendente107',
          'Aprovado108',
          'Solicitado108',
          'Bloqueado107',
          'Total105',
        ]),
      { timeout: 5000 },
    );
  });

  it("says which counter failed, with its own 'Recarregar'", async () => {
    const api = renderDashboard('suporte', { counter: '/admin/dashboard/from-app/blocked' });
    const app = await screen.findByRole('region', { name: 'Cadastros do aplicativo' }, { timeout: 5000 });
    const alert = await within(app).findByRole('alert', {}, { timeout: 5000 });
    // A sentence of its own, not the label glued in ('Não foi possível carregar Bloqueado.', issue 34);
    // the alert, read alone, still names the counter.
    expect(alert).toHaveTextContent('Cadastros do aplicativo, “Bloqueado”: Não foi possível carregar esta contagem.');
    expect(within(alert).getByText('Não foi possível carregar esta contagem.')).toBeVisible();
    expect(within(app).getAllByRole('alert')).toHaveLength(1);
    api.failing.counter = undefined;
    await userEvent.click(
      within(alert).getByRole('button', { name: 'Recarregar a contagem “Bloqueado” de Cadastros do aplicativo' }),
    );
    await waitFor(() => expect(within(app).queryByRole('alert')).not.toBeInTheDocument(), { timeout: 5000 });
    expect(
      within(app)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toContain('Bloqueado107');
  });
});
