// 'Confirme seu e-mail' for a firm that mistyped its address (issue 35 item 5): it corrects it in
// place (the server's refusals said on the field or in the form's alert, what was typed kept), the
// page then names the new address, and the support contact is there.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server, TEST_OPERATOR } from '../../support/msw';
import { answerShellCalls, renderApp, storeSessionOf, useShellTestSetup } from '../shell/renderApp';

useShellTestSetup();

describe("'Confirme seu e-mail': correcting the address", () => {
  it('sends the code to the corrected address; taken and too-soon are said in place; the support contact is shown', async () => {
    let contactEmail = 'nova@exemplo.tset';
    const bodies: unknown[] = [];
    const answers: (() => Response)[] = [
      () =>
        HttpResponse.json(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'Dados inválidos',
            errors: { email: 'Este e-mail já está cadastrado. Entre com ele ou recupere a senha.' },
          },
          { status: 422 },
        ),
      () =>
        HttpResponse.json(
          { statusCode: 429, error: 'Too Many Requests', message: 'Aguarde 42 segundos para pedir outro código.' },
          { status: 429, headers: { 'retry-after': '42' } },
        ),
      () => {
        contactEmail = 'nova@exemplo.test';
        return HttpResponse.json({ sentTo: contactEmail, sentAt: new Date().toISOString() });
      },
    ];
    answerShellCalls('assessoria');
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({
          id: 7,
          name: 'Alice Assessoria',
          email: contactEmail,
          roles: ['lawCompanyAdmin'],
          lawCompany: {
            id: 1,
            name: 'Paraná Ativos',
            status: 'pending',
            statusReason: null,
            emailConfirmed: false,
            contactEmail,
            enableTrackersAutoApprove: false,
            enableShadowMode: false,
          },
        }),
      ),
      http.post('*/auth/confirm-email/change', async ({ request }) => {
        bodies.push(await request.json());
        return answers.shift()!();
      }),
    );
    storeSessionOf('assessoria', { gate: 'confirmEmail' });
    renderApp('/');
    expect(
      await screen.findByRole('heading', { name: 'Confirme seu e-mail', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Enviamos um código de 6 números para nova@exemplo\.tset/)).toBeInTheDocument();
    // The support channel, as a mailto link.
    const contact = await screen.findByRole('complementary', { name: 'Fale com o suporte' });
    expect(contact).toHaveTextContent('Não consegue receber o código? Escreva para o suporte:');
    expect(within(contact).getByRole('link', { name: TEST_OPERATOR.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${TEST_OPERATOR.supportEmail}`,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Corrigir o e-mail' }));
    const form = screen.getByRole('form', { name: 'Corrigir o e-mail do cadastro' });
    const field = within(form).getByRole('textbox', { name: /^E-mail correto/ });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.type(field, 'assessoria@demo.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar código para este e-mail' }));
    expect(
      await within(form).findByText('Este e-mail já está cadastrado. Entre com ele ou recupere a senha.'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('assessoria@demo.test');

    await userEvent.clear(field);
    await userEvent.type(field, 'nova@exemplo.test');
    await userEvent.click(within(form).getByRole('button', { name: 'Enviar código para este e-mail' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('Aguarde 42 segundos para pedir outro código.');
    // Nothing typed is lost on the refusal.
    expect(field).toHaveValue('nova@exemplo.test');

    await userEvent.click(within(form).getByRole('button', { name: 'Enviar código para este e-mail' }));
    expect(
      await screen.findByText(
        'E-mail corrigido. Enviamos um novo código para nova@exemplo.test; o código enviado antes não vale mais.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      { email: 'assessoria@demo.test' },
      { email: 'nova@exemplo.test' },
      { email: 'nova@exemplo.test' },
    ]);
    expect(screen.queryByRole('form', { name: 'Corrigir o e-mail do cadastro' })).not.toBeInTheDocument();
    // The intro names the new address; the code field waits for the new code.
    expect(await screen.findByText(/Enviamos um código de 6 números para nova@exemplo\.test\./)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código de confirmação' })).toHaveFocus());
  });

  it('sends one change for an impatient Enter: two submits before the first answer', async () => {
    const bodies: unknown[] = [];
    let contactEmail = 'nova@exemplo.tset';
    answerShellCalls('assessoria');
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({
          id: 7,
          name: 'Alice Assessoria',
          email: contactEmail,
          roles: ['lawCompanyAdmin'],
          lawCompany: {
            id: 1,
            name: 'Paraná Ativos',
            status: 'pending',
            statusReason: null,
            emailConfirmed: false,
            contactEmail,
            enableTrackersAutoApprove: false,
            enableShadowMode: false,
          },
        }),
      ),
      http.post('*/auth/confirm-email/change', async ({ request }) => {
        bodies.push(await request.json());
        await delay(300);
        contactEmail = 'nova@exemplo.test';
        return HttpResponse.json({ sentTo: contactEmail, sentAt: new Date().toISOString() });
      }),
    );
    storeSessionOf('assessoria', { gate: 'confirmEmail' });
    renderApp('/');
    await userEvent.click(await screen.findByRole('button', { name: 'Corrigir o e-mail' }, { timeout: 5000 }));
    const form = screen.getByRole('form', { name: 'Corrigir o e-mail do cadastro' });
    await userEvent.type(within(form).getByRole('textbox', { name: /^E-mail correto/ }), 'nova@exemplo.test');
    // Both in the same tick, before React draws the button busy.
    fireEvent.submit(form);
    fireEvent.submit(form);
    expect(
      await screen.findByText(/E-mail corrigido\. Enviamos um novo código para nova@exemplo\.test/),
    ).toBeInTheDocument();
    expect(bodies).toEqual([{ email: 'nova@exemplo.test' }]);
  });
});
