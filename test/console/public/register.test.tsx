// /p/cadastro (spec 001 §2, §3, §5) as a signed-out visitor gets it (PublicApp.tsx, the light
// public pages of issue 27 item 2), against msw: its rules and messages, masks, the CEP lookup,
// the terms dialogs, the server's field errors, the other failures (offline, 500, 429), a double
// submit, and success (tokens stored, then / with 'Cadastro realizado com sucesso!' handed over).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import type { NotificationPayload } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { PublicApp } from '../../../src/console/PublicApp';
import { translate } from '../../../src/console/pages/public/texts';
import { STORAGE_KEY } from '../../../src/console/providers/session';
import { ERROR_TEXTS } from '../../../src/domain/errors';
import { REGISTRATION_TEXTS } from '../../../src/domain/registration';
import { fakeAccessToken, server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCepServices, BRASILAPI, field, fill, messageOf, PAULISTA, type, VIACEP } from '../cases/formSupport';

useScreenTestSetup();

/** POST /public/law-companies/register: records the bodies and answers `answer` (tokens by default). */
function answerRegister(answer?: () => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post('*/public/law-companies/register', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      if (answer) return answer();
      return HttpResponse.json({ accessToken: 'novo-access', refreshToken: 'novo-refresh' });
    }),
  );
  return bodies;
}

/** /p/cadastro signed out; `left` records the hand-overs to Root.tsx (the path, the notices carried). */
function open() {
  window.history.pushState(null, '', '/p/cadastro');
  const user = userEvent.setup();
  const left: { path: string; notices: NotificationPayload[] }[] = [];
  const view = render(<PublicApp onLeave={(path, notices) => left.push({ path, notices })} />);
  return { user, left, pathname: () => window.location.pathname, ...view };
}

const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field('Nome Fantasia'), 'Assessoria Exemplo');
  await fill(user, field('Razão Social'), 'Assessoria Exemplo Ltda');
  await fill(user, field('CNPJ'), '12abc34501de35');
  await fill(user, field('Nome do responsável'), 'Responsável Exemplo');
  await fill(user, field('E-mail'), 'contato@exemplo.test');
  await fill(user, field('Telefone'), '1134567890');
  await fill(user, password(/^Senha/), 'segredo1');
  await fill(user, password(/^Confirmar senha/), 'segredo1');
  await user.click(screen.getByRole('checkbox'));
}

describe('/p/cadastro', () => {
  it('checks every required field with the spec messages before calling the server', async () => {
    const bodies = answerRegister();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(messageOf(field('Nome Fantasia'))).toBe('Obrigatório'));
    for (const name of ['Razão Social', 'CNPJ', 'Nome do responsável', 'E-mail', 'Telefone'])
      expect(messageOf(field(name)), name).toBe('Obrigatório');
    expect(screen.getByText('Deve aceitar os termos')).toBeVisible();
    // The remaining rules once the required fields are there.
    await fillValid(user);
    await fill(user, field('CNPJ'), '11222333000182');
    await fill(user, password(/^Confirmar senha/), 'outra123');
    await fill(user, field('WhatsApp'), '119');
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(messageOf(field('CNPJ'))).toBe('CNPJ Inválido'));
    expect(messageOf(password(/^Confirmar senha/))).toBe('As senhas não são iguais.');
    expect(messageOf(field('WhatsApp'))).toBe('Deve ter pelo menos 10 caracteres');
    expect(screen.getByText('Deve aceitar os termos')).toBeVisible();
    expect(bodies).toEqual([]);
  });

  it('masks the CNPJ (numeric or alphanumeric) and the phones while typing', async () => {
    const { user } = open();
    await type(user, await screen.findByRole('textbox', { name: /^CNPJ/ }), '12abc34501de35');
    expect(field('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    await type(user, field('CNPJ'), '11222333000181');
    expect(field('CNPJ')).toHaveValue('11.222.333/0001-81');
    await type(user, field('Telefone'), '11987654321');
    expect(field('Telefone')).toHaveValue('(11) 98765-4321');
    expect(messageOf(field('WhatsApp'))).toBe('Utilizado para troca de informações com os localizadores');
    expect(field('E-mail')).toHaveAttribute('type', 'email');
    expect(password(/^Senha/)).toHaveAttribute('type', 'password');
  });

  it('fills the optional address from the CEP', async () => {
    answerCepServices('ok', 'down');
    const { user } = open();
    await fill(user, await screen.findByRole('textbox', { name: /^CEP/ }), '01310100');
    await waitFor(() => expect(field('Logradouro')).toHaveValue('Avenida Paulista'));
    expect(field('Cidade')).toHaveValue('São Paulo');
    expect(field('Bairro')).toHaveValue('Bela Vista');
  });

  it('masks the CEP as 00000-000 and keeps 8 digits at most', async () => {
    answerCepServices('ok', 'down');
    const { user } = open();
    const cep = await screen.findByRole('textbox', { name: /^CEP/ });
    await type(user, cep, '0131010099');
    expect(cep).toHaveValue('01310-100');
  });

  it('says a failed CEP lookup beside the field without turning the optional address red', async () => {
    answerCepServices('unknown', 'unknown');
    const bodies = answerRegister();
    const { user } = open();
    await fill(user, await screen.findByRole('textbox', { name: /^CEP/ }), '99999999');
    await waitFor(() =>
      expect(messageOf(field('CEP'))).toBe('CEP não encontrado: preencha o endereço à mão, se quiser'),
    );
    expect(field('CEP')).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing blocks the registration.
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].address).toMatchObject({ zipcode: '99999999' });
  });

  it('ignores a slow CEP answer once the CEP in the field changed', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const asked: string[] = [];
    server.use(
      http.get(VIACEP, async ({ params }) => {
        asked.push(String(params.cep));
        await gate;
        return HttpResponse.json(PAULISTA.viaCep);
      }),
      http.get(BRASILAPI, async () => {
        await gate;
        return HttpResponse.json(PAULISTA.brasilApi);
      }),
    );
    const { user } = open();
    const cep = await screen.findByRole('textbox', { name: /^CEP/ });
    await fill(user, cep, '01310100');
    await waitFor(() => expect(asked).toEqual(['01310100']));
    // The visitor corrects the last digit before the services answer: 7 digits, nothing looked up.
    await user.type(cep, '{Backspace}');
    release();
    await delay(50);
    expect(cep).toHaveValue('01310-10');
    expect(field('Logradouro')).toHaveValue('');
    expect(field('Cidade')).toHaveValue('');
    expect(screen.queryByRole('progressbar', { name: /CEP/ })).toBeNull();
  });

  it("clears 'CEP não encontrado' as soon as the CEP is edited", async () => {
    answerCepServices('unknown', 'unknown');
    const { user } = open();
    const cep = await screen.findByRole('textbox', { name: /^CEP/ });
    await fill(user, cep, '99999999');
    await waitFor(() => expect(messageOf(cep)).toBe('CEP não encontrado: preencha o endereço à mão, se quiser'));
    await user.type(cep, '{Backspace}');
    expect(messageOf(cep)).not.toMatch(/CEP não encontrado/);
  });

  it("says 'As senhas não são iguais.' as soon as both passwords are filled", async () => {
    const { user } = open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    await fill(user, password(/^Senha/), 'segredo1');
    await fill(user, password(/^Confirmar senha/), 'segredo2');
    await waitFor(() => expect(messageOf(password(/^Confirmar senha/))).toBe('As senhas não são iguais.'));
    await fill(user, password(/^Confirmar senha/), 'segredo1');
    await waitFor(() => expect(messageOf(password(/^Confirmar senha/))).not.toBe('As senhas não são iguais.'));
  });

  it('registers: sends the bare values and an empty honeypot, stores the tokens, says so and goes to /', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies = answerRegister(async () => {
      await gate;
      return HttpResponse.json({ accessToken: 'novo-access', refreshToken: 'novo-refresh' });
    });
    const { user, pathname, left } = open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    // The loading state while the server answers; a second submit (Enter) sends nothing more.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled());
    await user.type(field('Nome Fantasia'), '{Enter}');
    release();
    // Handed over to the console at /, with the success notice to show there.
    await waitFor(() => expect(left).toHaveLength(1));
    expect(left[0].path).toBe('/');
    expect(left[0].notices.map((notice) => [translate(String(notice.message)), notice.type])).toEqual([
      [REGISTRATION_TEXTS.success, 'success'],
    ]);
    expect(pathname()).toBe('/');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      name: 'Assessoria Exemplo',
      document: '12ABC34501DE35',
      contactEmail: 'contato@exemplo.test',
      contactPhone: '1134567890',
      acceptedTerms: true,
      password: 'segredo1',
      confirmPassword: 'segredo1',
      website: '',
    });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      accessToken: 'novo-access',
      refreshToken: 'novo-refresh',
    });
  });

  it('shows a CNPJ or e-mail already registered on its field, and other failures above the button', async () => {
    let answer = () =>
      HttpResponse.json(
        {
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'Dados inválidos',
          errors: { document: REGISTRATION_TEXTS.documentTaken, contactEmail: REGISTRATION_TEXTS.emailTaken },
        },
        { status: 422 },
      );
    answerRegister(() => answer());
    const { user, pathname } = open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(messageOf(field('CNPJ'))).toBe(REGISTRATION_TEXTS.documentTaken));
    expect(messageOf(field('E-mail'))).toBe(REGISTRATION_TEXTS.emailTaken);
    // Both beside the button too, and the focus on the first refused field.
    expect(screen.getByRole('alert')).toHaveTextContent(
      `${REGISTRATION_TEXTS.documentTaken} ${REGISTRATION_TEXTS.emailTaken}`,
    );
    await waitFor(() => expect(field('CNPJ')).toHaveFocus());
    answer = () =>
      HttpResponse.json(
        { statusCode: 429, error: 'Too Many Requests', message: 'Muitas tentativas.' },
        { status: 429 },
      );
    await fill(user, field('CNPJ'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Muitas tentativas.'));
    expect(pathname()).toBe('/p/cadastro');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("says an offline submit and a 500 in the catalogue's words beside the button, keeping what was typed", async () => {
    let answer = (): Response => HttpResponse.error();
    const bodies = answerRegister(() => answer());
    const { user, left } = open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        new RegExp(`${ERROR_TEXTS.network}|${ERROR_TEXTS.noResponse.replace('?', '\\?')}`),
      ),
    );
    answer = () =>
      HttpResponse.json({ statusCode: 500, error: 'Internal Server Error', message: 'boom' }, { status: 500 });
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(ERROR_TEXTS.unknown));
    // The form's alert stands in for the console's 'Erro' notice (ERR-10, docs/decisions.md), and
    // the focus goes to it: 'Cadastrar' was disabled while sending (issue 34).
    expect(within(screen.getByRole('alert')).getByText('Erro')).toBeVisible();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();
    expect(field('Nome Fantasia')).toHaveValue('Assessoria Exemplo');
    expect(field('CNPJ')).toHaveValue('12.ABC.345/01DE-35');
    expect(left).toEqual([]);
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it("'Voltar' hands over to the sign-in at /, carrying no notice", async () => {
    const { user, left } = open();
    await user.click((await screen.findAllByRole('link', { name: 'Voltar' }))[0]);
    expect(left).toEqual([{ path: '/', notices: [] }]);
    expect(document.title).toBe('Cadastro de Assessoria Jurídica | Recupera');
  });

  it('opens the terms and the privacy policy in dialogs without ticking the box; the terms open in a new window too', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Termos de Uso' }));
    const terms = await screen.findByRole('dialog', { name: /Termos de Uso/ });
    expect(await within(terms).findByText(/Versão de 27\/10\/2023/)).toBeVisible();
    expect(within(terms).getByRole('link', { name: 'Abrir em nova janela' })).toHaveAttribute(
      'href',
      '/p/termos-de-uso',
    );
    await user.click(within(terms).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Política de Privacidade' }));
    const privacy = await screen.findByRole('dialog', { name: /Política de Privacidade/ });
    expect(await within(privacy).findByRole('heading', { name: /Direitos dos titulares/ })).toBeVisible();
    expect(within(privacy).queryByRole('link', { name: 'Abrir em nova janela' })).toBeNull();
    expect(screen.getByRole('checkbox', { hidden: true })).not.toBeChecked();
  });

  it('keeps the honeypot out of sight and out of the tab order', async () => {
    const { container } = open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    const honeypot = container.querySelector('input[name="website"]');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /Não preencha/ })).toBeNull();
  });

  // Issue 35 §5: registering while signed in replaced the session without a word.
  it('while signed in: says who, asks on Cadastrar, sends nothing on Cancelar, and on confirming ends the old session', async () => {
    const old = { accessToken: fakeAccessToken({ sub: '7', roles: ['admin'] }), refreshToken: 'velho-refresh' };
    localStorage.setItem(STORAGE_KEY, JSON.stringify(old));
    const loggedOut: (string | null)[] = [];
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({ id: 7, name: 'Carla Casos', email: 'casos@demo.test', roles: ['admin'] }),
      ),
      http.post('*/auth/logout', ({ request }) => {
        loggedOut.push(request.headers.get('authorization'));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const bodies = answerRegister();
    const { user, left } = open();
    const notice = await screen.findByText(/Você está conectado como Carla Casos \(casos@demo\.test\)\./);
    expect(notice).toHaveTextContent(
      'Ao cadastrar, essa sessão será encerrada e você entrará com a conta da nova assessoria.',
    );
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const ask = await screen.findByRole('dialog', { name: 'Encerrar a sessão atual?' });
    expect(ask).toHaveTextContent(
      'Você está conectado como Carla Casos (casos@demo.test). Para cadastrar a nova assessoria, essa sessão será encerrada e você entrará com a conta criada.',
    );
    await user.click(within(ask).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Nothing sent, nothing lost, still signed in as before.
    expect(bodies).toHaveLength(0);
    expect(field('Nome Fantasia')).toHaveValue('Assessoria Exemplo');
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual(old);
    expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    const again = await screen.findByRole('dialog', { name: 'Encerrar a sessão atual?' });
    await user.click(within(again).getByRole('button', { name: 'Encerrar e cadastrar' }));
    await waitFor(() => expect(left).toHaveLength(1));
    expect(bodies).toHaveLength(1);
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({
      accessToken: 'novo-access',
      refreshToken: 'novo-refresh',
    });
    // The replaced session ended on the server with its own token, as 'Sair' does.
    await waitFor(() => expect(loggedOut).toEqual([`Bearer ${old.accessToken}`]));
  });

  it('signed out, asks nothing; a sign-in in another tab meanwhile brings the notice', async () => {
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({ id: 9, name: 'Beto Beta', email: 'beta@demo.test', roles: ['admin'] }),
      ),
    );
    open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    expect(screen.queryByText(/Você está conectado/)).toBeNull();
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify({ accessToken: fakeAccessToken({ sub: '9', roles: ['admin'] }), refreshToken: 'r' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: STORAGE_KEY }));
    expect(await screen.findByText(/Você está conectado como Beto Beta \(beta@demo\.test\)\./)).toBeVisible();
  });
});
