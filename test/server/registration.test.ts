// POST /public/law-companies/register (spec 001 §4, §5, §7): company + admin + session in one
// transaction, checked against the tables; nothing left behind on any refusal.
import { cnpj } from 'cpf-cnpj-validator';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRATION_PATH,
  REGISTRATION_TEXTS,
  type RegistrationAnswer,
  type RegistrationInput,
} from '../../src/domain/registration';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { rows, type Db } from '../support/api';

let app: TestApp;
let db: Db;
beforeAll(async () => {
  // A small budget per address, so the limit test stays short.
  ({ app, db } = await createTestApp({ RATE_LIMIT_MAX: '4' }));
});
afterAll(() => app.close());

let seq = 0;
/** A fresh, valid registration (its own CNPJ and e-mail); each test uses its own address. */
function payload(overrides: Partial<RegistrationInput> & Record<string, unknown> = {}): RegistrationInput {
  seq += 1;
  return {
    name: `Assessoria Teste ${seq}`,
    companyName: `Assessoria Teste ${seq} Ltda`,
    document: cnpj.format(cnpj.generate()),
    contactName: 'Responsável Teste',
    contactEmail: `cadastro${seq}@exemplo.test`,
    contactPhone: '(11) 3456-7890',
    contactWhatsapp: '11987654321',
    acceptedTerms: true,
    password: 'segredo1',
    confirmPassword: 'segredo1',
    address: {
      zipcode: '01310-100',
      state: 'sp',
      city: 'São Paulo',
      neighborhood: 'Bela Vista',
      street: 'Avenida Paulista',
      number: 1000,
      complement: 'sala 1',
    },
    ...overrides,
  };
}

/**
 * The registration's e-mail confirmed, as if its code was typed: a CNPJ whose registration is still
 * unconfirmed answers what to do instead (test/server/registration-change-email.test.ts).
 */
const confirmed = (registration: RegistrationInput) =>
  db.execute(
    sql`UPDATE law_companies SET email_confirmed_at = now() WHERE contact_email = ${String(registration.contactEmail)}`,
  );

/** A valid CNPJ with letters (the format of July 2026). */
function alphanumericCnpj(): string {
  for (;;) {
    const value = cnpj.generate();
    if (/[A-Z]/.test(value)) return value;
  }
}

let address = 0;
const send = (body: unknown, remoteAddress = `203.0.113.${++address}`) =>
  app.inject({ method: 'POST', url: REGISTRATION_PATH, payload: body as object, remoteAddress });

const count = async () =>
  (
    await rows<{ companies: number; users: number; sessions: number }>(
      db,
      sql`SELECT (SELECT count(*)::int FROM law_companies) AS companies, (SELECT count(*)::int FROM users) AS users,
               (SELECT count(*)::int FROM user_sessions) AS sessions`,
    )
  )[0];

describe('POST /public/law-companies/register', () => {
  it('creates the pending company and its admin, and answers working tokens', async () => {
    const document = alphanumericCnpj();
    const body = payload({ document: cnpj.format(document).toLowerCase(), contactEmail: ' Nova@Exemplo.TEST ' });
    const res = await send(body);
    expect(res.json()).not.toHaveProperty('errors');
    expect(res.statusCode).toBe(200);
    const tokens = res.json() as RegistrationAnswer;
    const [company] = await rows<Record<string, unknown>>(
      db,
      sql`SELECT * FROM law_companies WHERE document = ${document}`,
    );
    expect(company).toMatchObject({
      name: body.name,
      company_name: body.companyName,
      status: 'pending',
      contact_email: 'nova@exemplo.test',
      contact_phone: '1134567890',
      contact_whatsapp: '11987654321',
      zipcode: '01310100',
      state: 'SP',
      number: 1000,
      enable_trackers_auto_approve: false,
    });
    const [user] = await rows<Record<string, unknown>>(db, sql`SELECT * FROM users WHERE email = 'nova@exemplo.test'`);
    expect(user).toMatchObject({
      name: 'Responsável Teste',
      roles: ['lawCompanyAdmin'],
      law_company_id: company.id,
      status: 'active',
    });
    expect(String(user.password_hash)).toMatch(/^\$argon2/);
    const [audit] = await rows(
      db,
      sql`SELECT action, actor_id FROM audit_log WHERE entity = 'lawCompany' AND entity_id = ${company.id}`,
    );
    expect(audit).toEqual({ action: 'lawCompany.register', actor_id: user.id });

    // The access token is the admin's; its company is under review, which /auth/me says.
    const me = await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(tokens.accessToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      email: 'nova@exemplo.test',
      roles: ['lawCompanyAdmin'],
      lawCompany: { id: company.id, status: 'pending' },
    });
    const refreshed = await app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refreshToken: tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
    // The chosen password signs in.
    await expect(login(app, 'nova@exemplo.test', 'segredo1')).resolves.toHaveProperty('accessToken');

    // Support finds it under 'Todos'; the Pendente tab and its badge count it once its e-mail is
    // confirmed (issue 35: registration-confirm.test.ts).
    const support = (await login(app, 'suporte@demo.test')).accessToken;
    const all = await app.inject({
      method: 'GET',
      url: '/admin/law-companies?status=all&perPage=100',
      headers: bearer(support),
    });
    expect(all.json().result.map((r: { id: number }) => r.id)).toContain(company.id);
    const pending = await app.inject({
      method: 'GET',
      url: '/admin/law-companies?status=pending&perPage=100',
      headers: bearer(support),
    });
    expect(pending.json().result.map((r: { id: number }) => r.id)).not.toContain(company.id);
    const badge = await app.inject({
      method: 'GET',
      url: '/admin/dashboard/law-companies/pending',
      headers: bearer(support),
    });
    expect(badge.json().total).toBe(pending.json().total);
  });

  it('refuses a CNPJ or e-mail already registered on its field, creating nothing', async () => {
    const first = payload();
    expect((await send(first)).statusCode).toBe(200);
    await confirmed(first);
    const before = await count();
    // The same CNPJ unmasked and the same e-mail in another case are the same ones.
    const sameCnpj = await send(payload({ document: String(first.document).replace(/[./-]/g, '') }));
    expect(sameCnpj.statusCode).toBe(422);
    expect(sameCnpj.json().errors).toEqual({ document: REGISTRATION_TEXTS.documentTaken });
    const sameEmail = await send(payload({ contactEmail: String(first.contactEmail).toUpperCase() }));
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json().errors).toEqual({ contactEmail: REGISTRATION_TEXTS.emailTaken });
    // A demo user's e-mail is taken too.
    const demo = await send(payload({ contactEmail: 'casos@demo.test' }));
    expect(demo.json().errors).toEqual({ contactEmail: REGISTRATION_TEXTS.emailTaken });
    expect(await count()).toEqual(before);
  });

  it('reports a taken CNPJ and a taken e-mail together, in one answer', async () => {
    const first = payload();
    expect((await send(first)).statusCode).toBe(200);
    await confirmed(first);
    const before = await count();
    const both = await send(payload({ document: first.document, contactEmail: first.contactEmail }));
    expect(both.statusCode).toBe(422);
    expect(both.json().errors).toEqual({
      document: REGISTRATION_TEXTS.documentTaken,
      contactEmail: REGISTRATION_TEXTS.emailTaken,
    });
    expect(await count()).toEqual(before);
  });

  it('refuses a state that is not a UF, a CEP that is not 8 digits and a password of blanks', async () => {
    const before = await count();
    const address = {
      zipcode: '0131010',
      state: 'XX',
      city: 'São Paulo',
      neighborhood: null,
      street: null,
      number: null,
      complement: null,
    };
    const res = await send(payload({ address, password: '       ', confirmPassword: '       ' }));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'address.state': 'Estado inválido: use a sigla de uma UF (ex.: SP)',
      'address.zipcode': 'Deve ter exatamente 8 caracteres',
      password: 'A senha não pode ser só espaços',
    });
    // Nine digits are refused too; the masked 8 are the CEP.
    const nine = await send(payload({ address: { ...address, state: 'SP', zipcode: '013101001' } }));
    expect(nine.json().errors).toEqual({ 'address.zipcode': 'Deve ter no máximo 8 caracteres' });
    expect(await count()).toEqual(before);
    // A password with spaces inside is a password.
    expect((await send(payload({ password: 'minha senha', confirmPassword: 'minha senha' }))).statusCode).toBe(200);
  });

  it('answers a body over the JSON limit with that limit, not the upload one', async () => {
    const res = await send({ ...payload(), name: 'x'.repeat(1024 * 1024 + 10) });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Dados grandes demais: o máximo por envio é 1 MB.');
  });

  it("puts the registration in support's history as a move to Pendente", async () => {
    const body = payload();
    expect((await send(body)).statusCode).toBe(200);
    const [company] = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM law_companies WHERE contact_email = ${body.contactEmail}`,
    );
    const support = (await login(app, 'suporte@demo.test')).accessToken;
    const details = await app.inject({
      method: 'GET',
      url: `/admin/law-companies/${company.id}`,
      headers: bearer(support),
    });
    expect(details.json().history).toEqual([
      expect.objectContaining({ kind: 'registered', from: null, to: 'pending', by: 'Responsável Teste' }),
    ]);
  });

  it('answers two racing registrations of one CNPJ with one company and one 422', async () => {
    const document = cnpj.generate();
    const before = await count();
    const answers = await Promise.all([send(payload({ document })), send(payload({ document }))]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 422]);
    const after = await count();
    expect(after.companies - before.companies).toBe(1);
    expect(after.users - before.users).toBe(1);
  });

  it('refuses an invalid body with the spec messages on its fields, creating nothing', async () => {
    const before = await count();
    const res = await send(
      payload({
        document: '11.222.333/0001-82',
        acceptedTerms: false,
        confirmPassword: 'outra123',
        contactPhone: '119',
      }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      document: 'CNPJ Inválido',
      acceptedTerms: 'Deve aceitar os termos',
      confirmPassword: 'As senhas não são iguais.',
      contactPhone: 'Deve ter pelo menos 10 caracteres',
    });
    expect((await send({})).statusCode).toBe(422);
    expect((await send([])).statusCode).toBe(422);
    expect(await count()).toEqual(before);
  });

  it('refuses a filled honeypot as a bad request, creating nothing', async () => {
    const before = await count();
    const res = await send({ ...payload(), website: 'https://spam.example' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Dados inválidos');
    expect(await count()).toEqual(before);
    // Empty, it is what the form sends: accepted.
    expect((await send({ ...payload(), website: '' })).statusCode).toBe(200);
  });

  it('limits registrations per address (RATE_LIMIT_MAX per window), counting refused ones too', async () => {
    const from = '198.51.100.77';
    const answers = [];
    for (let i = 0; i < 3; i++) answers.push((await send({}, from)).statusCode);
    answers.push((await send(payload(), from)).statusCode);
    const before = await count();
    const over = await send(payload(), from);
    expect(answers).toEqual([422, 422, 422, 200]);
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(await count()).toEqual(before);
    // Another address is not affected.
    expect((await send(payload(), '198.51.100.78')).statusCode).toBe(200);
  });
});
