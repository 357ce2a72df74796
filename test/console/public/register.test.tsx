// /p/cadastro (spec 001 §2, §3, §5): the law-firm registration form against msw: its rules and
// messages, masks, the CEP lookup, the terms dialogs, the server's field errors, and success
// (tokens stored, 'Cadastro realizado com sucesso!', then /).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { RegisterPage } from '../../../src/console/pages/public/RegisterPage';
import { STORAGE_KEY } from '../../../src/console/providers/session';
import { REGISTRATION_TEXTS } from '../../../src/domain/registration';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';
import { answerCepServices, field, messageOf, type } from '../cases/formSupport';

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

function open() {
  const user = userEvent.setup();
  const view = renderScreen(<RegisterPage />, { path: '/p/cadastro' });
  return { user, ...view };
}

const password = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await type(user, field('Nome Fantasia'), 'Assessoria Exemplo');
  await type(user, field('Razão Social'), 'Assessoria Exemplo Ltda');
  await type(user, field('CNPJ'), '12abc34501de35');
  await type(user, field('Nome do responsável'), 'Responsável Exemplo');
  await type(user, field('E-mail'), 'contato@exemplo.test');
  await type(user, field('Telefone'), '1134567890');
  await type(user, password(/^Senha/), 'segredo1');
  await type(user, password(/^Confirmar senha/), 'segredo1');
  await user.click(screen.getByRole('checkbox'));
}

describe('/p/cadastro', () => {
  it('checks every required field with the spec messages before calling the server', async () => {
    const bodies = answerRegister();
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(messageOf(field('Nome Fantasia'))).toBe('Obrigatório'));
    for (const name of ['Razão Social', 'CNPJ', 'Nome do responsável', 'E-mail', 'Telefone']) expect(messageOf(field(name)), name).toBe('Obrigatório');
    expect(screen.getByText('Deve aceitar os termos')).toBeVisible();
    // The remaining rules once the required fields are there.
    await fillValid(user);
    await type(user, field('CNPJ'), '11222333000182');
    await type(user, password(/^Confirmar senha/), 'outra123');
    await type(user, field('WhatsApp'), '119');
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
    await type(user, await screen.findByRole('textbox', { name: /^CEP/ }), '01310100');
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
    await type(user, await screen.findByRole('textbox', { name: /^CEP/ }), '99999999');
    await waitFor(() => expect(messageOf(field('CEP'))).toBe('CEP não encontrado: preencha o endereço à mão, se quiser'));
    expect(field('CEP')).not.toHaveAttribute('aria-invalid', 'true');
    // Nothing blocks the registration.
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0].address).toMatchObject({ zipcode: '99999999' });
  });

  it("says 'As senhas não são iguais.' as soon as both passwords are filled", async () => {
    const { user } = open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    await type(user, password(/^Senha/), 'segredo1');
    await type(user, password(/^Confirmar senha/), 'segredo2');
    await waitFor(() => expect(messageOf(password(/^Confirmar senha/))).toBe('As senhas não são iguais.'));
    await type(user, password(/^Confirmar senha/), 'segredo1');
    await waitFor(() => expect(messageOf(password(/^Confirmar senha/))).not.toBe('As senhas não são iguais.'));
  });

  it('registers: sends the bare values and an empty honeypot, stores the tokens, says so and goes to /', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies = answerRegister(async () => {
      await gate;
      return HttpResponse.json({ accessToken: 'novo-access', refreshToken: 'novo-refresh' });
    });
    const { user, pathname } = open();
    await screen.findByRole('button', { name: 'Cadastrar' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    // The loading state while the server answers.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cadastrar' })).toBeDisabled());
    release();
    expect(await screen.findByText(REGISTRATION_TEXTS.success)).toBeVisible();
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
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual({ accessToken: 'novo-access', refreshToken: 'novo-refresh' });
  });

  it('shows a CNPJ or e-mail already registered on its field, and other failures above the button', async () => {
    let answer = () =>
      HttpResponse.json(
        { statusCode: 422, error: 'Unprocessable Entity', message: 'Dados inválidos', errors: { document: REGISTRATION_TEXTS.documentTaken, contactEmail: REGISTRATION_TEXTS.emailTaken } },
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
    expect(screen.getByRole('alert')).toHaveTextContent(`${REGISTRATION_TEXTS.documentTaken} ${REGISTRATION_TEXTS.emailTaken}`);
    await waitFor(() => expect(field('CNPJ')).toHaveFocus());
    answer = () => HttpResponse.json({ statusCode: 429, error: 'Too Many Requests', message: 'Muitas tentativas.' }, { status: 429 });
    await type(user, field('CNPJ'), '11222333000181');
    await user.click(screen.getByRole('button', { name: 'Cadastrar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
    expect(pathname()).toBe('/p/cadastro');
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  it('opens the terms and the privacy policy in dialogs without ticking the box; the terms open in a new window too', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Termos de Uso' }));
    const terms = await screen.findByRole('dialog', { name: /Termos de Uso/ });
    expect(await within(terms).findByText(/Versão de 27\/10\/2023/)).toBeVisible();
    expect(within(terms).getByRole('link', { name: 'Abrir em nova janela' })).toHaveAttribute('href', '/p/termos-de-uso');
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
});
