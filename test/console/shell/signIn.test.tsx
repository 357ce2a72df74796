import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../src/console/providers/queryClient';
import { Root } from '../../../src/console/Root';
import { fakeAccessToken, server } from '../../support/msw';
import { answerShellCalls, DEMO, menuLabels, renderApp, useShellTestSetup } from './renderApp';

useShellTestSetup();

const tokensOf = (account: keyof typeof DEMO) => ({
  accessToken: fakeAccessToken({ sub: '7', roles: DEMO[account].roles, lawCompanyId: DEMO[account].lawCompanyId }),
  refreshToken: 'r',
});

/**
 * The one login modal (issue 37 §4: signIn/SignInPage.tsx, MUI alone), as the signed-out entry
 * shows it (Root.tsx's first screen), handing over to the console once signed in. The console
 * shows the same modal (pages/auth/LoginDialog.tsx: when a session ends there, or after 'Sair'):
 * its own ways in and out are at the end.
 */
function renderRoot(url = '/') {
  window.history.pushState({}, '', url);
  queryClient.clear();
  return render(<Root />);
}

async function openLoginModal() {
  renderRoot('/');
  return screen.findByRole('dialog', { name: 'Entrar no Recupera' });
}

async function fillAndSubmit(email = 'casos@demo.test', password = 'demo1234') {
  await userEvent.type(screen.getByLabelText('E-mail'), email);
  await userEvent.type(screen.getByLabelText('Senha'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('the blocking login modal', () => {
  it('shows over the shell while signed out, and cannot be dismissed', async () => {
    const dialog = await openLoginModal();
    expect(within(dialog).getByLabelText('E-mail')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Senha')).toBeInTheDocument();
    // Required for screen readers too, though no '*' is drawn.
    expect(within(dialog).getByLabelText('E-mail')).toBeRequired();
    expect(within(dialog).getByLabelText('Senha')).toBeRequired();
    expect(within(dialog).getByRole('link', { name: 'Cadastre-se' })).toHaveAttribute('href', '/p/cadastro');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Entrar no Recupera' })).toBeInTheDocument();
  });

  it('checks the fields with the shared schema before calling the server', async () => {
    await openLoginModal();
    await userEvent.click(screen.getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Obrigatório')).toHaveLength(2);
  });

  it("shows the server's reason for a 401", async () => {
    server.use(
      http.post('*/auth/login', () => HttpResponse.json({ message: 'E-mail ou senha inválidos.' }, { status: 401 })),
    );
    await openLoginModal();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('E-mail ou senha inválidos.');
  });

  // A blocked user or company is told why, not 'Você não tem permissão…' (issue 23 item 6).
  it("shows the server's reason for a 403: the company's suspension and its motive", async () => {
    const reason =
      'O acesso da sua assessoria está suspenso. Motivo: contrato encerrado. Entre em contato com o suporte.';
    server.use(
      http.post('*/auth/login', () => HttpResponse.json({ statusCode: 403, message: reason }, { status: 403 })),
    );
    await openLoginModal();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(reason);
    expect(screen.queryByText('Você não tem permissão para acessar essa funcionalidade')).not.toBeInTheDocument();
  });

  it('puts the messages of a 422 on their fields', async () => {
    server.use(
      http.post('*/auth/login', () =>
        HttpResponse.json(
          { statusCode: 422, message: 'Dados inválidos', errors: { password: 'Deve ter no máximo 20 caracteres' } },
          { status: 422 },
        ),
      ),
    );
    await openLoginModal();
    await fillAndSubmit();
    expect(await screen.findByText('Deve ter no máximo 20 caracteres')).toBeInTheDocument();
    expect(screen.getByLabelText('Senha')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the catalogue text when the server cannot be reached', async () => {
    server.use(http.post('*/auth/login', () => HttpResponse.error()));
    await openLoginModal();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não conseguimos comunicação com o servidor. Você está sem internet?',
    );
  });

  it("says 'Sem conexão com a internet' when the browser is offline", async () => {
    server.use(http.post('*/auth/login', () => HttpResponse.error()));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await openLoginModal();
    await fillAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Sem conexão com a internet');
    vi.restoreAllMocks();
  });

  it('signs in and shows the shell with the right menu and name, without a reload', async () => {
    server.use(http.post('*/auth/login', () => HttpResponse.json(tokensOf('casos'))));
    answerShellCalls('casos');
    await openLoginModal();
    await fillAndSubmit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await menuLabels()).toEqual(['Dashboard', 'Casos', 'Aprovação Automática', 'Mensagens', 'Importar']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Menu do usuário/ })).toHaveTextContent('Carla Souza'),
    );
    expect(await screen.findByRole('heading', { name: 'Olá, Carla', level: 1 })).toBeInTheDocument();
  });
});

describe('password recovery from the login modal', () => {
  async function reachCodeStep() {
    let sentTo: unknown;
    server.use(
      http.post('*/auth/send-recovery', async ({ request }) => {
        sentTo = await request.json();
        return HttpResponse.json({ success: true });
      }),
    );
    await openLoginModal();
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    expect(await screen.findByRole('dialog', { name: 'Recuperar senha' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('E-mail'), 'Casos@Demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await screen.findByLabelText('Código');
    expect(sentTo).toEqual({ email: 'casos@demo.test' });
  }

  it('sends the code, then signs in with the tokens of the recovery', async () => {
    let recovery: unknown;
    server.use(
      http.post('*/auth/recovery', async ({ request }) => {
        recovery = await request.json();
        return HttpResponse.json(tokensOf('casos'));
      }),
    );
    answerShellCalls('casos');
    await reachCodeStep();
    await userEvent.type(screen.getByLabelText('Código'), '123456');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova1234');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha e entrar' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    expect(recovery).toEqual({
      email: 'casos@demo.test',
      code: '123456',
      password: 'nova1234',
      confirmPassword: 'nova1234',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await menuLabels()).toContain('Importar');
  });

  it("carries the e-mail typed at sign-in into 'Recuperar senha' (issue 34)", async () => {
    await openLoginModal();
    await userEvent.type(screen.getByLabelText('E-mail'), 'casos@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    await screen.findByRole('dialog', { name: 'Recuperar senha' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('casos@demo.test');
  });

  it("asks for a new code with 'Reenviar código' after a minute, and shows the server's refusal (issue 34)", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await reachCodeStep();
      // Just sent: the button waits (the server's recovery budget is small).
      expect(screen.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();
      const sent: unknown[] = [];
      let refuse = false;
      server.use(
        http.post('*/auth/send-recovery', async ({ request }) => {
          sent.push(await request.json());
          return refuse
            ? HttpResponse.json(
                { message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.' },
                { status: 429, headers: { 'retry-after': '600' } },
              )
            : HttpResponse.json({ success: true });
        }),
      );
      await vi.advanceTimersByTimeAsync(61_000);
      const resend = await screen.findByRole('button', { name: 'Reenviar código' });
      await userEvent.click(resend);
      expect(await screen.findByText(/^Novo código pedido: se o e-mail estiver cadastrado/)).toBeInTheDocument();
      expect(sent).toEqual([{ email: 'casos@demo.test' }]);
      expect(screen.getByRole('button', { name: /^Reenviar código em \d+ s$/ })).toBeDisabled();
      refuse = true;
      await vi.advanceTimersByTimeAsync(61_000);
      await userEvent.click(await screen.findByRole('button', { name: 'Reenviar código' }));
      expect(
        await screen.findByText('Muitas tentativas. Aguarde alguns minutos e tente novamente.'),
      ).toBeInTheDocument();
      expect(sent).toHaveLength(2);
      expect(screen.getByLabelText('Código')).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('checks the confirmation and shows the server message on the code', async () => {
    server.use(
      http.post('*/auth/recovery', () =>
        HttpResponse.json(
          { message: 'Dados inválidos', errors: { code: 'Código inválido ou expirado.' } },
          { status: 422 },
        ),
      ),
    );
    await reachCodeStep();
    await userEvent.type(screen.getByLabelText('Código'), '999999');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova1234');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'outra123');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha e entrar' }));
    expect(await screen.findByText('As senhas não são iguais.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Confirmar nova senha'));
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha e entrar' }));
    expect(await screen.findByText('Código inválido ou expirado.')).toBeInTheDocument();
  });
});

// The console's modal is the same one: what differs is around it (react-admin's notice, the
// router, the shell behind). What a kept screen keeps: sessionEnds.test.tsx.
describe('the login modal inside the console', () => {
  it('shows over the empty shell, cannot be dismissed, and says the same texts', async () => {
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Entrar no Recupera' });
    expect(within(dialog).getByLabelText('E-mail')).toBeRequired();
    expect(within(dialog).getByLabelText('Senha')).toBeRequired();
    expect(within(dialog).getByRole('button', { name: 'Esqueci minha senha' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Tema' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Entrar no Recupera' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entrar' }));
    expect(await screen.findAllByText('Obrigatório')).toHaveLength(2);
    expect(screen.getByLabelText('E-mail')).toHaveFocus();
  });

  it('signs in and shows the shell with the right menu and name, without a reload', async () => {
    server.use(http.post('*/auth/login', () => HttpResponse.json(tokensOf('casos'))));
    answerShellCalls('casos');
    renderApp('/');
    await screen.findByRole('dialog', { name: 'Entrar no Recupera' });
    await fillAndSubmit();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await menuLabels()).toEqual(['Dashboard', 'Casos', 'Aprovação Automática', 'Mensagens', 'Importar']);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Menu do usuário/ })).toHaveTextContent('Carla Souza'),
    );
    expect(await screen.findByRole('heading', { name: 'Olá, Carla', level: 1 })).toBeInTheDocument();
  });

  it("recovers the password and signs in, with react-admin's 'Senha alterada com sucesso!'", async () => {
    server.use(
      http.post('*/auth/send-recovery', () => HttpResponse.json({ success: true })),
      http.post('*/auth/recovery', () => HttpResponse.json(tokensOf('casos'))),
    );
    answerShellCalls('casos');
    renderApp('/');
    await screen.findByRole('dialog', { name: 'Entrar no Recupera' });
    await userEvent.type(screen.getByLabelText('E-mail'), 'casos@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Esqueci minha senha' }));
    await screen.findByRole('dialog', { name: 'Recuperar senha' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('casos@demo.test');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar código' }));
    await userEvent.type(await screen.findByLabelText('Código'), '123456');
    await userEvent.type(screen.getByLabelText('Nova senha'), 'nova1234');
    await userEvent.type(screen.getByLabelText('Confirmar nova senha'), 'nova1234');
    await userEvent.click(screen.getByRole('button', { name: 'Alterar senha e entrar' }));
    expect(await screen.findByText('Senha alterada com sucesso!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await menuLabels()).toContain('Importar');
  });

  it("'Cadastre-se' opens /p/cadastro in the console, without a reload", async () => {
    renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Entrar no Recupera' });
    await userEvent.click(within(dialog).getByRole('link', { name: 'Cadastre-se' }));
    expect(await screen.findByRole('button', { name: 'Cadastrar' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/p/cadastro');
  });
});
