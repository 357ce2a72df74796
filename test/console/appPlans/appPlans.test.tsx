import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AppUserRow } from '../../../src/domain/appPlans';
import type { Json, Page } from '../../../src/domain/wire';
import { AppPlansPage } from '../../../src/console/resources/appPlans/AppPlansPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();

function buildUser(overrides: Partial<Json<AppUserRow>> = {}): Json<AppUserRow> {
  return {
    id: 7,
    name: 'Ana Localizadora',
    email: 'ana@exemplo.com.br',
    phone: '11987654321',
    document: '12345678909',
    avatar: null,
    experienceScore: 20,
    plan: { type: 'pro', method: 'manual', expirationDate: inDays(10), subscriptionStatus: 'active', refunded: false },
    createdAt: '2026-01-10T12:00:00.000Z',
    canModify: true,
    ...overrides,
  };
}

function answerList(rows: Json<AppUserRow>[]) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get('*/admin/app-users', ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      return HttpResponse.json({ total: rows.length, result: rows });
    }),
  );
  return calls;
}

const renderPage = () =>
  renderScreen(<AppPlansPage title="app.pages.app_plans.title" />, { as: 'suporte', path: '/app/pro' });

describe('/app/pro', () => {
  it('lists by tab with Cadastro descending; the Plano column and filter are hidden on Sem Plano', async () => {
    const calls = answerList([buildUser()]);
    renderPage();
    const table = await screen.findByRole('table', { name: 'Usuários do aplicativo e seus planos' }, { timeout: 5000 });
    const row = await within(table).findByText('Ana Localizadora');
    expect(within(row.closest('tr')!).getByText('PRO · Manual')).toBeInTheDocument();
    // The kit's cells let a long name or e-mail break anywhere (issue 25 item 2); dates keep nowrap.
    expect(getComputedStyle(row.closest('td')!).overflowWrap).toBe('anywhere');
    expect(within(row.closest('tr')!).getByText(/^Ativo até \d\d\/\d\d\/\d{4}$/)).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Todos',
      'Ativos',
      'Inativos',
      'Manual',
      'Scanner',
      'Sem Plano',
      'Não Verificados',
    ]);
    expect(Object.fromEntries(calls[0])).toMatchObject({
      type: 'all',
      sortField: 'createdAt',
      sortDirection: 'desc',
      page: '1',
      perPage: '10',
    });
    expect(within(table).getByRole('columnheader', { name: /Plano/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Plano' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Sem Plano' }));
    await waitFor(() => expect(calls.at(-1)?.get('type')).toBe('none'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).queryByRole('columnheader', { name: /^Plano/ })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('combobox', { name: 'Plano' })).not.toBeInTheDocument();
  });

  it('the actions are disabled with the reason when canModify is false', async () => {
    answerList([
      buildUser({
        canModify: false,
        plan: {
          type: 'pro',
          method: 'appStore',
          expirationDate: inDays(5),
          subscriptionStatus: 'active',
          refunded: false,
        },
      }),
    ]);
    renderPage();
    const button = await screen.findByRole(
      'button',
      { name: 'Adicionar Tempo PRO: Ana Localizadora' },
      { timeout: 5000 },
    );
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription(/Assinatura em andamento pela loja/);
    await userEvent.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("the form: 30 days by default, the warning when a PRO user stops being PRO, 'Tempo adicionado com sucesso.'", async () => {
    answerList([buildUser()]);
    const posts: unknown[] = [];
    server.use(
      http.post('*/admin/app-users/add-time', async ({ request }) => {
        const body = await request.json();
        posts.push(body);
        return HttpResponse.json({ userId: 7, plan: buildUser().plan, message: 'Tempo adicionado com sucesso.' });
      }),
    );
    renderPage();
    await userEvent.click(
      await screen.findByRole('button', { name: 'Adicionar Scanner Trial: Ana Localizadora' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Adicionar Scanner Trial' });
    const days = within(dialog).getByRole('spinbutton', { name: /Dias/ });
    expect(days).toHaveValue(30);
    // A scanner trial ends the PRO of a PRO user.
    expect(await within(dialog).findByText('Com esta alteração o usuário deixará de ser PRO.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /Tipo/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'PRO' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Com esta alteração o usuário deixará de ser PRO.')).not.toBeInTheDocument(),
    );
    // Removing the days left ends it too.
    await userEvent.clear(days);
    await userEvent.type(days, '-10');
    expect(await within(dialog).findByText('Com esta alteração o usuário deixará de ser PRO.')).toBeInTheDocument();
    await userEvent.clear(days);
    await userEvent.type(days, '2147483648');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await within(dialog).findByText('Máximo atingido')).toBeInTheDocument();
    expect(posts).toEqual([]);
    await userEvent.clear(days);
    await userEvent.type(days, '30');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Tempo adicionado com sucesso.')).toBeInTheDocument();
    expect(posts).toEqual([{ userId: 7, days: 30, type: 'pro' }]);
  });
});

// A filtered list the API stopped counting (Page.moreThanTotal, docs/app-users.md) must not read as exact.
describe('/app/pro totals', () => {
  const answerPage = (page: Omit<Page<Json<AppUserRow>>, 'result'>) =>
    server.use(
      http.get('*/admin/app-users', () =>
        HttpResponse.json({
          ...page,
          result: Array.from({ length: 10 }, (_, i) => buildUser({ id: i + 1, name: `Usuária ${i + 1}` })),
        }),
      ),
    );

  it("says 'de mais de' when the API stopped counting", async () => {
    answerPage({ total: 1000, moreThanTotal: true });
    renderPage();
    expect(await screen.findByText('1-10 de mais de 1.000', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('shows an exact total as it is', async () => {
    answerPage({ total: 1000 });
    renderPage();
    expect(await screen.findByText('1-10 de 1.000', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});
