// A session the server ended (the refresh refused: signed out elsewhere, the password changed in
// another tab, the user removed) opens the login modal saying so; signing out on purpose does not.
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authProvider } from '../../../src/console/providers/authProvider';
import { server } from '../../support/msw';
import { renderAppAs, useShellTestSetup } from './renderApp';

useShellTestSetup();

const ENDED = 'Sua sessão foi encerrada. Entre novamente para continuar.';
const loginModal = () => screen.findByRole('dialog', { name: 'Entrar no Recupera' }, { timeout: 5000 });

describe('a session ended elsewhere', () => {
  it('opens the login modal with a sentence saying the session ended', async () => {
    let refreshCalls = 0;
    renderAppAs('casos', '/');
    const casesEntry = await screen.findByRole('link', { name: /^Casos/ }, { timeout: 5000 });
    // Then the server ends the session: every call is refused, and so is the refresh.
    server.use(
      http.all('*/admin/*', () => HttpResponse.json({ message: 'Necessário autenticação' }, { status: 401 })),
      http.post('*/auth/refresh', () => {
        refreshCalls++;
        return HttpResponse.json({ message: 'Sessão expirada. Entre novamente.' }, { status: 401 });
      }),
    );
    await userEvent.click(casesEntry);
    const modal = await loginModal();
    // Titled with the catalogue's 401 text; the screen under it is kept (failure paths below).
    expect(within(modal).getByRole('status')).toHaveTextContent(`Necessário autenticação${ENDED}`);
    expect(refreshCalls).toBeGreaterThan(0);
    expect(localStorage.getItem('auth-storage')).toBeNull();
  });

  it('says nothing of the kind after signing out on purpose', async () => {
    server.use(http.post('*/auth/logout', () => HttpResponse.json({})));
    renderAppAs('casos', '/');
    await screen.findByRole('link', { name: /^Casos/ }, { timeout: 5000 });
    // What the user menu's 'Sair' does once confirmed (test/console/shell/userMenu.test.tsx).
    await act(() => authProvider.logout({}));
    const modal = await loginModal();
    expect(within(modal).queryByText(ENDED, { exact: false })).not.toBeInTheDocument();
    expect(within(modal).queryByRole('status')).not.toBeInTheDocument();
  });
});
