// A removed right stops at the next call (issue 23 item 3), the console's side: the server answers
// a token whose roles changed with 401; the http client refreshes once and retries; the refreshed
// token carries fewer roles, and the menu and the open page's guard follow without a reload.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { fakeAccessToken, server } from '../../support/msw';
import { mainMenu, menuLabels, renderAppAs, useShellTestSetup } from './renderApp';
import { queryClient } from '../../../src/console/providers/queryClient';

useShellTestSetup();

const USERS = {
  total: 1,
  result: [
    {
      id: 7,
      name: 'Alice Assessoria',
      email: 'assessoria@demo.test',
      roles: ['lawCompanyAdmin'],
      createdAt: '2026-11-19T13:00:00.000Z',
    },
  ],
};
const NOT_FOUND = 'Página não encontrada';

/**
 * The server after assessoria@ was demoted to a plain user: the old token is refused on every
 * call (401), the refresh signs the new roles, and the new token is refused /admin/users (403).
 */
function demoteOnServer(roles: string[]) {
  const newToken = fakeAccessToken({ sub: '7', roles, lawCompanyId: 1 });
  const refreshes: string[] = [];
  server.use(
    http.all('*/admin/*', ({ request }) => {
      if (request.headers.get('authorization') !== `Bearer ${newToken}`) {
        return HttpResponse.json({ message: 'Necessário autenticação' }, { status: 401 });
      }
      return undefined;
    }),
    http.get('*/admin/users', () => HttpResponse.json({ message: 'Você não tem permissão' }, { status: 403 })),
    http.post('*/auth/refresh', () => {
      refreshes.push(newToken);
      return HttpResponse.json({ accessToken: newToken, refreshToken: 'r2' });
    }),
  );
  return refreshes;
}

describe('roles taken away while the console is open', () => {
  it('the menu loses the entries and the open page shows the no-permission state, at the next call', async () => {
    server.use(http.get('*/admin/users', () => HttpResponse.json(USERS)));
    renderAppAs('assessoria', '/usuarios');
    await screen.findByRole('cell', { name: 'Alice Assessoria' }, { timeout: 5000 });
    expect(await menuLabels()).toEqual(expect.arrayContaining(['Usuários', 'Configurações', 'Importar']));

    const refreshes = demoteOnServer(['lawCompanyUser']);
    // The next call: the app bar's 'Atualizar' refetches the page's list with the old token.
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Atualizar' }));

    expect(await screen.findByRole('heading', { name: NOT_FOUND, level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(refreshes).toHaveLength(1);
    await waitFor(async () =>
      expect(await menuLabels()).toEqual(['Dashboard', 'Casos', 'Aprovação Automática', 'Mensagens']),
    );
    const menu = await mainMenu();
    for (const gone of ['Usuários', 'Configurações', 'Importar'])
      expect(within(menu).queryByRole('link', { name: gone })).toBeNull();
    expect(within(menu).queryByRole('heading', { name: 'Administração', level: 2 })).toBeNull();
    // Still signed in: no login modal.
    expect(screen.queryByRole('dialog', { name: 'Entrar no Recupera' })).toBeNull();
    // react-admin's own answer (kept 5 minutes) is asked again: it says the new roles too.
    await waitFor(() => expect(queryClient.getQueryData(['auth', 'getPermissions', {}])).toEqual(['lawCompanyUser']));
  });

  it('a case admin who loses the role loses Importar but keeps its open list', async () => {
    renderAppAs('casos', '/');
    expect(await menuLabels()).toContain('Importar');
    demoteOnServer(['lawCompanyUser']);
    await userEvent.click(within(screen.getByRole('banner')).getByRole('button', { name: 'Atualizar' }));
    await waitFor(async () => expect(await menuLabels()).not.toContain('Importar'), { timeout: 5000 });
    expect(await menuLabels()).toContain('Casos');
    expect(screen.queryByRole('heading', { name: NOT_FOUND, level: 1 })).toBeNull();
  });
});
