import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { SHELL_ROUTES } from '../../../src/console/pages/routes';
import { renderApp, renderAppAs, useShellTestSetup } from './renderApp';

useShellTestSetup();

describe('routes and their guards', () => {
  it('registers every route of both specs', () => {
    expect(SHELL_ROUTES.map((route) => route.path).sort()).toEqual(
      [
        '/',
        '/casos',
        '/casos/novo',
        '/casos/:id/detalhes',
        '/casos/:id/editar',
        '/aprovacao-automatica',
        '/mensagens',
        '/importar',
        '/assessoria-juridicas',
        '/usuarios',
        '/suporte',
        '/configuracoes',
        '/analytics',
        '/app/cadastros',
        '/app/pro',
        '/app/transferencias',
      ].sort(),
    );
  });

  it('shows the not-found page, not a redirect, on a route the role may not open', async () => {
    renderAppAs('leitura', '/assessoria-juridicas');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/assessoria-juridicas');
    expect(screen.getByRole('button', { name: 'Ir para o Dashboard' })).toBeInTheDocument();
  });

  it('keeps case-admin routes from a read-only user', async () => {
    renderAppAs('leitura', '/casos/novo');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
  });

  it('shows the not-found page on an unknown route, and its button leads to the Dashboard', async () => {
    renderAppAs('casos', '/rota-que-nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para o Dashboard' }));
    expect(await screen.findByRole('heading', { name: 'Olá, Carla' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('offers the login on the not-found page when signed out', async () => {
    renderApp('/rota-que-nao-existe');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Ir para o login' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar no Recupera' })).toBeInTheDocument();
  });

  it('gives a page its title, breadcrumbs and the product suffix in the tab', async () => {
    // Every area has its screen now; /analytics asks nothing of the API until its button is used.
    renderAppAs('suporte', '/analytics');
    expect(await screen.findByRole('heading', { name: 'Análises', level: 1 })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'Navegação estrutural' });
    expect(crumbs).toHaveTextContent('Análises');
    await waitFor(() => expect(document.title).toBe('Análises | Recupera'));
  });

  it("titles a case that is not found 'Página não encontrada' alone: app bar, tab and no crumbs of the missing page", async () => {
    server.use(
      http.get('*/admin/seizure-requests/404/details', () =>
        HttpResponse.json({ message: 'Não encontrado' }, { status: 404 }),
      ),
    );
    renderAppAs('casos', '/casos/404/detalhes');
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(document.getElementById('react-admin-title')).toHaveTextContent(/^Página não encontrada$/),
    );
    await waitFor(() => expect(document.title).toBe('Página não encontrada | Recupera'));
    expect(screen.queryByRole('navigation', { name: 'Navegação estrutural' })).not.toBeInTheDocument();
  });

  it('gives case admins the shortcut card to add a case, and only them', async () => {
    const { unmount } = renderAppAs('casos', '/');
    const shortcut = await screen.findByRole('link', { name: /Adicionar caso/ });
    expect(shortcut).toHaveAttribute('href', '/casos/novo');
    unmount();
    renderAppAs('leitura', '/');
    expect(await screen.findByRole('heading', { name: 'Olá, Lucas' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Adicionar caso/ })).not.toBeInTheDocument();
  });

  it('serves the public pages without sign-in, and a default page for other /p paths', async () => {
    const { unmount } = renderApp('/p/termos-de-uso');
    expect(await screen.findByRole('heading', { name: 'Termos de Uso', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    unmount();
    renderApp('/p/qualquer-coisa');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o início' })).toHaveAttribute('href', '/');
  });
});
