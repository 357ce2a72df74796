// A session that ends during work (issue 23 item 1; spec 001 §8: 401 'Necessário autenticação',
// tokens cleared): the save fails without a success message, the login modal opens over the
// screen, and what was typed stays. The same user signing in again saves it in one click; a
// different user gets the screen afresh, with a notice, and nothing is sent under their name.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrentLawCompany } from '../../../src/domain/lawCompanySettings';
import { fakeAccessToken, server } from '../../support/msw';
import { DEMO, renderAppAs, useShellTestSetup } from './renderApp';

useShellTestSetup();

const COMPANY: CurrentLawCompany = {
  id: 1,
  name: 'Alfa',
  companyName: 'Alfa Assessoria Jurídica Ltda',
  document: '12ABC34501DE35',
  contactName: 'Renata Almeida',
  contactEmail: 'contato@alfa.com.br',
  contactPhone: '1132221000',
  contactWhatsapp: null,
  status: 'active',
  enableTrackersAutoApprove: true,
  enableShadowMode: false,
  state: 'MG',
  city: 'Belo Horizonte',
  neighborhood: 'Centro',
  street: 'Avenida Afonso Pena',
  number: 1500,
  complement: null,
  zipcode: '30130005',
};
const REFUSED = { statusCode: 401, message: 'Necessário autenticação' };

/** /configuracoes answered by a server whose session can be ended; records what it stored. */
function answerSettings() {
  const state = { sessionAlive: true, stored: { ...COMPANY }, posts: [] as Array<{ contactName: string; by: string }> };
  server.use(
    http.get('*/admin/law-companies/current', () => HttpResponse.json(state.stored)),
    http.post('*/admin/law-companies/current', async ({ request }) => {
      if (!state.sessionAlive) return HttpResponse.json(REFUSED, { status: 401 });
      const body = (await request.json()) as { contactName: string };
      state.posts.push({ contactName: body.contactName, by: request.headers.get('authorization') ?? '' });
      state.stored = { ...state.stored, contactName: body.contactName };
      return HttpResponse.json(state.stored);
    }),
    http.post('*/auth/refresh', () =>
      HttpResponse.json({ message: 'Sessão expirada. Entre novamente.' }, { status: 401 }),
    ),
  );
  return state;
}

/** POST /auth/login answers the tokens of `sub` (the demo sessions are user '7'). */
function answerLogin(sub: string, account: keyof typeof DEMO = 'assessoria') {
  const accessToken = fakeAccessToken({ sub, roles: DEMO[account].roles, lawCompanyId: DEMO[account].lawCompanyId });
  server.use(http.post('*/auth/login', () => HttpResponse.json({ accessToken, refreshToken: `r-${sub}` })));
  return accessToken;
}

const loginModal = () => screen.findByRole('dialog', { name: 'Entrar no Recupera' }, { timeout: 8000 });
// `hidden`: under the modal the page is aria-hidden, yet it is there with what was typed.
const contactName = () => screen.getByRole('textbox', { name: /Responsável/, hidden: true });

async function signInAgain(user: ReturnType<typeof userEvent.setup>, email = 'assessoria@demo.test') {
  const modal = await loginModal();
  await user.type(within(modal).getByLabelText('E-mail'), email);
  await user.type(within(modal).getByLabelText('Senha'), 'demo1234');
  await user.click(within(modal).getByRole('button', { name: 'Entrar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Entrar no Recupera' })).not.toBeInTheDocument(), {
    timeout: 8000,
  });
}

async function typeThenLoseTheSession(
  user: ReturnType<typeof userEvent.setup>,
  state: ReturnType<typeof answerSettings>,
) {
  renderAppAs('assessoria', '/configuracoes');
  await screen.findByRole('region', { name: 'Contato' }, { timeout: 8000 });
  await user.clear(contactName());
  await user.type(contactName(), 'Paula Nova');
  state.sessionAlive = false; // ended elsewhere: password changed, user blocked, 'Sair' in another tab…
  await user.click(screen.getByRole('button', { name: 'Salvar' }));
  return loginModal();
}

describe('a session that ends while a form is open', () => {
  it('shows no success, opens the modal with the 401 text over the kept form, and saves in one click after signing in again', async () => {
    const state = answerSettings();
    const user = userEvent.setup();
    const modal = await typeThenLoseTheSession(user, state);
    expect(within(modal).getByRole('status')).toHaveTextContent(/^Necessário autenticação/);
    expect(screen.queryByText('Atualizado com sucesso!')).not.toBeInTheDocument();
    // The 401 is told by the modal, not by an 'Erro' notice as well.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(localStorage.getItem('auth-storage')).toBeNull();
    expect(state.posts).toEqual([]);

    const accessToken = answerLogin('7');
    state.sessionAlive = true;
    await signInAgain(user);
    expect(contactName()).toHaveValue('Paula Nova');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Atualizado com sucesso!')).toBeInTheDocument();
    expect(state.posts).toEqual([{ contactName: 'Paula Nova', by: `Bearer ${accessToken}` }]);
  });

  it('drops the unsaved form with a notice when a different user signs in, and sends nothing', async () => {
    const state = answerSettings();
    const user = userEvent.setup();
    await typeThenLoseTheSession(user, state);
    answerLogin('8', 'beta');
    state.sessionAlive = true;
    await signInAgain(user, 'beta@demo.test');
    expect(await screen.findByText(/Outro usuário entrou: o que não tinha sido salvo/)).toBeInTheDocument();
    await waitFor(() => expect(contactName()).toHaveValue('Renata Almeida'));
    expect(state.posts).toEqual([]);
  });

  it('says the server’s reason when the company was blocked meanwhile', async () => {
    const state = answerSettings();
    const reason =
      'O acesso da sua assessoria está suspenso. Motivo: pagamento em atraso. Entre em contato com o suporte.';
    server.use(
      http.post('*/auth/refresh', () => HttpResponse.json({ statusCode: 403, message: reason }, { status: 403 })),
    );
    const user = userEvent.setup();
    const modal = await typeThenLoseTheSession(user, state);
    // Not 'Necessário autenticação' nor 'entre de novo para salvar': signing in cannot work while
    // the company is blocked (issue 34).
    const status = within(modal).getByRole('status');
    expect(status).toHaveTextContent(
      `Acesso suspenso${reason} Enquanto o acesso estiver suspenso, não é possível entrar nem salvar.`,
    );
    expect(status).not.toHaveTextContent('Necessário autenticação');
    expect(status).not.toHaveTextContent('entre de novo para salvar o que ficou pendente');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(contactName()).toHaveValue('Paula Nova');
  });
});
