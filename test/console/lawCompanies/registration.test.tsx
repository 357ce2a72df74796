// A company under review or reproved: its admin is signed in (the public registration signs in at
// once) and sees the registration's status instead of the shell, with the reason when reproved.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_OPERATOR } from '../../support/msw';
import {
  answerShellCalls,
  mainMenu,
  renderApp,
  renderAppAs,
  storeSessionOf,
  useShellTestSetup,
} from '../shell/renderApp';

useShellTestSetup();

/** GET /auth/me for assessoria@ with the company in `status()`. */
function answerMe(status: () => string, statusReason: string | null = null) {
  server.use(
    http.get('*/auth/me', () =>
      HttpResponse.json({
        id: 7,
        name: 'Alice Assessoria',
        email: 'assessoria@demo.test',
        roles: ['lawCompanyAdmin'],
        lawCompany: {
          id: 1,
          name: 'Paraná Ativos',
          companyName: 'Paraná Ativos S.A.',
          document: '40812735000190',
          status: status(),
          statusReason,
          enableTrackersAutoApprove: false,
          enableShadowMode: false,
        },
      }),
    ),
  );
}

describe('the registration of a company not yet approved', () => {
  it("under review: 'Cadastro em análise' instead of the shell; once approved, 'Verificar novamente' opens the console", async () => {
    let status = 'pending';
    renderAppAs('assessoria');
    answerMe(() => status);
    expect(
      await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Paraná Ativos')).toBeInTheDocument();
    expect(
      screen.getByText(
        'O cadastro da sua assessoria está em análise. Você poderá entrar assim que o suporte aprová-lo.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    status = 'active';
    await userEvent.click(screen.getByRole('button', { name: 'Verificar novamente' }));
    expect(await mainMenu()).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Cadastro em análise' })).not.toBeInTheDocument());
  });

  it("reproved: 'Cadastro reprovado' with the reason, and 'Sair'", async () => {
    renderAppAs('assessoria');
    answerMe(() => 'reproved', 'CNPJ inapto');
    expect(
      await screen.findByRole('heading', { name: 'Cadastro reprovado', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('O cadastro da sua assessoria foi reprovado. Motivo: CNPJ inapto.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sair' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Verificar novamente' })).not.toBeInTheDocument();
    // The way forward comes first, as the primary action; 'Sair' after it, secondary (issue 34).
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names.indexOf('Corrigir e reenviar o cadastro')).toBeGreaterThanOrEqual(0);
    expect(names.indexOf('Corrigir e reenviar o cadastro')).toBeLessThan(names.indexOf('Sair'));
    expect(screen.getByRole('button', { name: 'Corrigir e reenviar o cadastro' })).toHaveClass('MuiButton-contained');
    expect(screen.getByRole('button', { name: 'Sair' })).toHaveClass('MuiButton-outlined');
    // A contact channel (SUPPORT_EMAIL) and who runs the platform.
    const contact = await screen.findByRole('complementary', { name: 'Fale com o suporte' });
    expect(within(contact).getByRole('link', { name: TEST_OPERATOR.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${TEST_OPERATOR.supportEmail}`,
    );
    expect(contact).toHaveTextContent(`Recupera é operada por ${TEST_OPERATOR.name}`);
  });

  it("'Verificar novamente' says so when nothing changed", async () => {
    renderAppAs('assessoria');
    answerMe(() => 'pending');
    await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Verificar novamente' }));
    expect(await screen.findByText(/^Verificado às \d\d:\d\d: o cadastro continua em análise/)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Você receberá um e-mail quando o suporte decidir.');
  });

  it('never shows the admin menu before the review page when the token says the company is kept out', async () => {
    storeSessionOf('assessoria', { gate: 'pending' });
    answerShellCalls('assessoria');
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/auth/me', async () => {
        await gate;
        return HttpResponse.json({
          id: 7,
          name: 'Alice Assessoria',
          email: 'assessoria@demo.test',
          roles: ['lawCompanyAdmin'],
          lawCompany: {
            id: 1,
            name: 'Paraná Ativos',
            companyName: 'Paraná Ativos S.A.',
            document: '40812735000190',
            status: 'pending',
            statusReason: null,
            enableTrackersAutoApprove: false,
            enableShadowMode: false,
          },
        });
      }),
    );
    renderApp('/');
    expect(await screen.findByLabelText('Carregando')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
  });

  it("e-mail not confirmed: 'Confirme seu e-mail', a wrong code said on the field, resend, then 'Cadastro em análise'", async () => {
    let confirmed = false;
    const sent: unknown[] = [];
    answerShellCalls('assessoria');
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({
          id: 7,
          name: 'Alice Assessoria',
          email: 'nova@exemplo.test',
          roles: ['lawCompanyAdmin'],
          lawCompany: {
            id: 1,
            name: 'Paraná Ativos',
            status: 'pending',
            statusReason: null,
            emailConfirmed: confirmed,
            contactEmail: 'nova@exemplo.test',
            enableTrackersAutoApprove: false,
            enableShadowMode: false,
          },
        }),
      ),
      http.post('*/auth/confirm-email', async ({ request }) => {
        const body = (await request.json()) as { code: string };
        sent.push(body);
        if (body.code !== '123456') {
          return HttpResponse.json(
            {
              statusCode: 422,
              error: 'Unprocessable Entity',
              message: 'Dados inválidos',
              errors: { code: 'Código incorreto. Restam 4 tentativas com este código.' },
            },
            { status: 422 },
          );
        }
        confirmed = true;
        return HttpResponse.json({ confirmed: true });
      }),
      http.post('*/auth/confirm-email/resend', () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Aguarde 42 segundos para pedir outro código.' },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      ),
    );
    storeSessionOf('assessoria', { gate: 'confirmEmail' });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Confirme seu e-mail', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Enviamos um código de 6 números para nova@exemplo\.test/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Menu principal' })).not.toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Código de confirmação' });
    // Too short: said before calling.
    await userEvent.type(code, '123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('Digite os 6 números do código.')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await userEvent.clear(code);
    await userEvent.type(code, '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(await screen.findByText('Código incorreto. Restam 4 tentativas com este código.')).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Aguarde 42 segundos para pedir outro código.');
    // In place of the 'Erro' notice (ERR-10), titled so; the focus on it, not on <body> (issue 34).
    expect(within(screen.getByRole('alert')).getByText('Erro')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    await userEvent.clear(code);
    await userEvent.type(code, '123 456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(
      await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(sent.at(-1)).toEqual({ code: '123456' });
  });

  // Issue 35 §3: the second tab stayed on a red error after the first tab had confirmed.
  it("a second tab, after the first confirmed: its code's 409 moves it on to 'Cadastro em análise', no error left", async () => {
    let confirmed = false;
    answerShellCalls('assessoria');
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({
          id: 7,
          name: 'Alice Assessoria',
          email: 'nova@exemplo.test',
          roles: ['lawCompanyAdmin'],
          lawCompany: {
            id: 1,
            name: 'Paraná Ativos',
            status: 'pending',
            statusReason: null,
            emailConfirmed: confirmed,
            contactEmail: 'nova@exemplo.test',
            enableTrackersAutoApprove: false,
            enableShadowMode: false,
          },
        }),
      ),
      http.post('*/auth/confirm-email', () =>
        HttpResponse.json(
          { statusCode: 409, error: 'Conflict', message: 'O e-mail desta assessoria já foi confirmado.' },
          { status: 409 },
        ),
      ),
    );
    storeSessionOf('assessoria', { gate: 'confirmEmail' });
    renderApp('/');
    const code = await screen.findByRole('textbox', { name: 'Código de confirmação' }, { timeout: 5000 });
    // The other tab confirms now.
    confirmed = true;
    await userEvent.type(code, '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar e-mail' }));
    expect(
      await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('O e-mail desta assessoria já foi confirmado.')).toBeVisible();
    expect(screen.queryByText('Erro')).not.toBeInTheDocument();
  });

  it("reproved: the admin corrects the data and resubmits; taken CNPJ and e-mail said on their fields; then 'Cadastro em análise'", async () => {
    let status = 'reproved';
    const bodies: Record<string, unknown>[] = [];
    let answer: () => Response = () =>
      HttpResponse.json(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Dados inválidos',
          errors: {
            document: 'Este CNPJ já está cadastrado.',
            contactEmail: 'Este e-mail já está cadastrado. Entre com ele ou recupere a senha.',
          },
        },
        { status: 422 },
      );
    answerShellCalls('assessoria');
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({
          id: 7,
          name: 'Alice Assessoria',
          email: 'assessoria@demo.test',
          roles: ['lawCompanyAdmin'],
          lawCompany: {
            id: 1,
            name: 'Paraná Ativos',
            companyName: 'Paraná Ativos S.A.',
            document: '11222333000181',
            status,
            statusReason: status === 'reproved' ? 'Razão social não confere' : null,
            emailConfirmed: true,
            contactName: 'Alice',
            contactEmail: 'assessoria@demo.test',
            contactPhone: '4133334444',
            contactWhatsapp: null,
            address: {
              zipcode: '80010000',
              state: 'PR',
              city: 'Curitiba',
              neighborhood: 'Centro',
              street: 'Rua XV',
              number: 10,
              complement: null,
            },
            enableTrackersAutoApprove: false,
            enableShadowMode: false,
          },
        }),
      ),
      http.post('*/auth/registration/resubmit', async ({ request }) => {
        bodies.push((await request.json()) as Record<string, unknown>);
        return answer();
      }),
    );
    storeSessionOf('assessoria');
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Cadastro reprovado', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Corrigir e reenviar o cadastro' }));
    const companyName = await screen.findByRole('textbox', { name: /^Razão Social/ });
    // The button gave way to the form: the focus goes to its title, not to <body>.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: /Corrigir/ })).toHaveFocus());
    expect(companyName).toHaveValue('Paraná Ativos S.A.');
    expect(screen.getByRole('textbox', { name: /^CNPJ/ })).toHaveValue('11.222.333/0001-81');
    expect(screen.getByRole('textbox', { name: /^CEP/ })).toHaveValue('80010-000');
    await userEvent.clear(companyName);
    await userEvent.type(companyName, 'Paraná Ativos Ltda');
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar para análise' }));
    await waitFor(() => expect(bodies.length, document.body.textContent ?? '').toBe(1));
    expect(
      await screen.findByText(
        'Este CNPJ já está cadastrado. Este e-mail já está cadastrado. Entre com ele ou recupere a senha.',
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^CNPJ/ })).toHaveFocus());
    // Another failure: the alert titled 'Erro' (ERR-10) beside the button, with the focus.
    answer = () =>
      HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 });
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar para análise' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Algo deu errado'));
    expect(within(screen.getByRole('alert')).getByText('Erro')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    answer = () => {
      status = 'pending';
      return HttpResponse.json({ status: 'pending', emailConfirmed: true });
    };
    await userEvent.click(screen.getByRole('button', { name: 'Reenviar para análise' }));
    expect(
      await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(bodies.at(-1)).toMatchObject({
      companyName: 'Paraná Ativos Ltda',
      document: '11222333000181',
      contactPhone: '4133334444',
      address: { zipcode: '80010000', state: 'PR' },
    });
  });
});
