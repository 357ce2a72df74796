import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { answerShellCalls, storeSessionOf } from '../../support/renderScreen';
import { renderApp, renderAppAs, useShellTestSetup } from './renderApp';

useShellTestSetup();

async function openUserMenuEntry(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name: /Menu do usuário/ })).toHaveTextContent('Carla Souza'));
  // One name, as written (issue 40 §6: it was read 'Carla Souza , Menu do usuário').
  expect(screen.getByRole('button', { name: /Menu do usuário/ })).toHaveAccessibleName('Carla Souza, Menu do usuário');
  await userEvent.click(screen.getByRole('button', { name: /Menu do usuário/ }));
  await userEvent.click(await screen.findByRole('menuitem', { name }));
}

describe('logout', () => {
  it("asks 'Deseja realmente sair?', then clears the session even when POST /auth/logout fails", async () => {
    let logoutCalled = false;
    server.use(
      http.post('*/auth/logout', () => {
        logoutCalled = true;
        return HttpResponse.json({ message: 'Algo deu errado...' }, { status: 500 });
      }),
    );
    renderAppAs('casos', '/casos');
    await openUserMenuEntry('Sair');
    const confirm = await screen.findByRole('dialog', { name: 'Sair' });
    expect(confirm).toHaveTextContent('Deseja realmente sair?');
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    expect(await screen.findByRole('dialog', { name: 'Entrar no Recupera' })).toBeInTheDocument();
    expect(logoutCalled).toBe(true);
    expect(localStorage.getItem('auth-storage')).toBeNull();
    // The sidebar closes and, 500 ms later, we are on /.
    expect(JSON.parse(localStorage.getItem('RaStoreRecupera.sidebar.open') ?? 'null')).toBe(false);
    await waitFor(() => expect(window.location.pathname).toBe('/'));
  });

  it('starts the 500 ms redirect at once, the server call finishing behind with the session it had (issue 34)', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const calls: (string | null)[] = [];
    server.use(
      http.post('*/auth/logout', async ({ request }) => {
        calls.push(request.headers.get('authorization'));
        // A slow server: the call ends only when the test says so.
        await answered;
        return HttpResponse.json({ success: true });
      }),
    );
    renderAppAs('casos', '/casos');
    await openUserMenuEntry('Sair');
    await screen.findByRole('dialog', { name: 'Sair' });
    await userEvent.click(screen.getByRole('button', { name: 'Sair' }));
    // Signed out and on / while the server has not answered yet.
    await waitFor(() => expect(window.location.pathname).toBe('/'), { timeout: 1500 });
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Entrar no Recupera' })).toBeInTheDocument();
    expect(calls).toEqual([expect.stringMatching(/^Bearer \S+$/)]);
    release();
  });

  it('stays signed in when the confirmation is cancelled', async () => {
    renderAppAs('casos', '/');
    await openUserMenuEntry('Sair');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(localStorage.getItem('auth-storage')).not.toBeNull();
  });
});

describe('change password', () => {
  async function fill(current: string, password: string, confirmation: string) {
    await userEvent.type(screen.getByLabelText('Senha atual'), current);
    await userEvent.type(screen.getByLabelText('Nova senha'), password);
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), confirmation);
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
  }

  it('shows the mismatch message of the shared schema', async () => {
    renderAppAs('casos', '/');
    await openUserMenuEntry('Alterar senha');
    const dialog = await screen.findByRole('dialog', { name: 'Alterar senha' });
    // The three fields are required for screen readers too (no '*' is drawn).
    for (const input of dialog.querySelectorAll('input[type="password"]')) expect(input).toBeRequired();
    expect(dialog.querySelectorAll('input[type="password"]')).toHaveLength(3);
    await fill('demo1234', 'nova1234', 'outra123');
    expect(await screen.findByText('As senhas não são iguais.')).toBeInTheDocument();
  });

  it("shows the server's 422 message on its field", async () => {
    server.use(
      http.post('*/auth/change-password', () =>
        HttpResponse.json(
          { message: 'Dados inválidos', errors: { currentPassword: 'Senha atual incorreta.' } },
          { status: 422 },
        ),
      ),
    );
    renderAppAs('casos', '/');
    await openUserMenuEntry('Alterar senha');
    await fill('errada12', 'nova1234', 'nova1234');
    expect(await screen.findByText('Senha atual incorreta.')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha atual')).toHaveAttribute('aria-invalid', 'true');
  });

  it("says 'Senha alterada com sucesso' and closes", async () => {
    let body: unknown;
    server.use(
      http.post('*/auth/change-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    renderAppAs('casos', '/');
    await openUserMenuEntry('Alterar senha');
    await fill('demo1234', 'nova1234', 'nova1234');
    expect(await screen.findByText('Senha alterada com sucesso')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: 'demo1234', password: 'nova1234', confirmPassword: 'nova1234' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).not.toBeInTheDocument());
  });

  it('gives the focus back to its button, and leaves a menu reopened at once on its first item', async () => {
    renderAppAs('casos', '/');
    await openUserMenuEntry('Alterar senha');
    // Hidden from the accessibility tree while the dialog is open.
    const button = screen.getByRole('button', { name: /Menu do usuário/, hidden: true });
    // Escape, then the button again before any timer runs: a busy page ran the focus
    // restore late, after the menu had reopened, and the focus left its first item.
    fireEvent.keyDown(await screen.findByRole('dialog', { name: 'Alterar senha' }), { key: 'Escape' });
    expect(screen.queryByRole('dialog', { name: 'Alterar senha' })).not.toBeInTheDocument();
    fireEvent.click(button);
    const first = await screen.findByRole('menuitem', { name: 'Alterar senha' });
    await waitFor(() => expect(first).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first).toHaveFocus();
    // Closed by Escape with nothing reopened, the focus returns to the button.
    fireEvent.keyDown(first, { key: 'Escape' });
    await waitFor(() => expect(button).toHaveFocus());
  });
});

describe('the first sign-in with a generated password', () => {
  it("asks for a new password before anything else ('Defina uma nova senha', no 'Cancelar'), then opens the console", async () => {
    let mustChange = true;
    let body: unknown;
    storeSessionOf('casos');
    answerShellCalls('casos');
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({
          id: 7,
          name: 'Carla Souza',
          email: 'casos@demo.test',
          roles: ['lawCompanyUser', 'lawCompanySeizureRequestAdmin'],
          mustChangePassword: mustChange,
          lawCompany: { id: 1 },
        }),
      ),
      http.post('*/auth/change-password', async ({ request }) => {
        body = await request.json();
        mustChange = false;
        return HttpResponse.json({ success: true });
      }),
    );
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Defina uma nova senha' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent(
      'Defina uma nova senha para continuar: a senha enviada por e-mail vale só para o primeiro acesso.',
    );
    // The dialog is the whole page: its title is the page's one H1.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Defina uma nova senha');
    expect(screen.queryByRole('button', { name: 'Cancelar' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    // Escape does not dismiss it; the menu is not there to use.
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Defina uma nova senha' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Senha atual'), 'gerada123456');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova1234');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByText('Senha alterada com sucesso')).toBeInTheDocument();
    expect(body).toEqual({ currentPassword: 'gerada123456', password: 'nova1234', confirmPassword: 'nova1234' });
    expect(await screen.findByRole('navigation', { name: 'Menu principal' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Defina uma nova senha' })).not.toBeInTheDocument();
  });
});
