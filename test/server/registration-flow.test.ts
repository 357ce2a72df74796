// Decisions reach the firm and a reproved firm can correct and resubmit (issue 26 items 2 and 3),
// as a firm lives it: registered, e-mail confirmed, reproved (the e-mail read from DATA_DIR/emails),
// corrected and resubmitted, approved, blocked, unblocked. Uniqueness still holds on resubmission.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRATION_PATH,
  REGISTRATION_TEXTS,
  RESUBMISSION_TEXTS,
  type RegistrationAnswer,
  type ResubmissionInput,
} from '../../src/domain/registration';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { rows, type Db } from '../support/api';
import { lastCode, mailsTo, registrationPayload } from '../support/registration';

const CONSOLE = 'https://painel.exemplo.test';
const SUPPORT = 'atendimento@recupera.test';
let app: TestApp;
let db: Db;
let dataDir: string;
let support: string;
beforeAll(async () => {
  const created = await createTestApp({ RATE_LIMIT_MAX: '1000', CONSOLE_URL: CONSOLE, SUPPORT_EMAIL: SUPPORT });
  ({ app, db } = created);
  dataDir = created.ctx.config.dataDir;
  support = (await login(app, 'suporte@demo.test')).accessToken;
});
afterAll(() => app.close());

/** A firm registered and its e-mail confirmed: waiting for support. */
async function confirmedFirm() {
  const body = registrationPayload();
  const res = await app.inject({ method: 'POST', url: REGISTRATION_PATH, payload: body });
  expect(res.statusCode).toBe(200);
  const token = (res.json() as RegistrationAnswer).accessToken;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/auth/confirm-email',
    headers: bearer(token),
    payload: { code: lastCode(dataDir, body.contactEmail) },
  });
  expect(confirmed.statusCode).toBe(200);
  const [company] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM law_companies WHERE contact_email = ${body.contactEmail}`,
  );
  return { body, token, id: company.id, email: body.contactEmail };
}

async function decide(id: number, expectedStatus: string, status: string, reason?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/law-companies/status',
    headers: bearer(support),
    payload: { id, status, expectedStatus, reason },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const resubmit = (token: string, payload: Partial<ResubmissionInput>) =>
  app.inject({ method: 'POST', url: '/auth/registration/resubmit', headers: bearer(token), payload });

/** The registration's data as the resubmission sends it back. */
const dataOf = (body: ReturnType<typeof registrationPayload>): ResubmissionInput => ({
  name: body.name,
  companyName: body.companyName,
  document: body.document,
  contactName: body.contactName,
  contactEmail: body.contactEmail,
  contactPhone: body.contactPhone,
  contactWhatsapp: body.contactWhatsapp,
  address: null,
});

const newest = (email: string) => mailsTo(dataDir, email).at(-1)!;

describe('a firm reproved, corrected, approved, blocked and unblocked', () => {
  it('is told each decision by e-mail, resubmits, and support sees the whole history', async () => {
    const firm = await confirmedFirm();

    await decide(firm.id, 'pending', 'reproved', 'CNPJ não confere com a razão social');
    const reproved = newest(firm.email);
    expect(reproved.subject).toBe('Cadastro reprovado no Recupera');
    expect(reproved.body).toContain(`O cadastro da assessoria ${firm.body.name} foi reprovado pelo suporte.`);
    expect(reproved.body).toContain('Motivo: CNPJ não confere com a razão social');
    expect(reproved.body).toContain('corrija os dados na página "Cadastro reprovado" e reenvie o cadastro');
    expect(reproved.body).toContain(`Endereço do painel: ${CONSOLE}`);
    expect(reproved.body).toContain(`Dúvidas? Escreva para o suporte: ${SUPPORT}`);

    // The firm sees the reason (/auth/me) and corrects its razão social; same CNPJ and e-mail are its own.
    const me = (await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(firm.token) })).json();
    expect(me.lawCompany).toMatchObject({
      status: 'reproved',
      statusReason: 'CNPJ não confere com a razão social',
      emailConfirmed: true,
    });
    const corrected = { ...dataOf(firm.body), companyName: 'Razão Social Corrigida Ltda' };
    const sent = await resubmit(firm.token, corrected);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ status: 'pending', emailConfirmed: true });
    // Once only: a pending company cannot be resubmitted.
    const twice = await resubmit(firm.token, corrected);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(RESUBMISSION_TEXTS.notReproved);

    const pending = (
      await app.inject({
        method: 'GET',
        url: '/admin/law-companies?status=pending&perPage=100',
        headers: bearer(support),
      })
    ).json();
    expect(pending.result.map((r: { id: number }) => r.id)).toContain(firm.id);
    const details = (
      await app.inject({ method: 'GET', url: `/admin/law-companies/${firm.id}`, headers: bearer(support) })
    ).json();
    expect(details).toMatchObject({
      status: 'pending',
      statusReason: null,
      companyName: 'Razão Social Corrigida Ltda',
    });
    expect(
      details.history.map(
        (h: { kind: string; from: string | null; to: string | null }) => `${h.kind}:${h.from}>${h.to}`,
      ),
    ).toEqual([
      'resubmitted:reproved>pending',
      'status:pending>reproved',
      'emailConfirmed:null>null',
      'registered:null>pending',
    ]);
    expect(details.history[0].reason).toBe('CNPJ não confere com a razão social');

    await decide(firm.id, 'pending', 'active');
    const approved = newest(firm.email);
    expect(approved.subject).toBe('Cadastro aprovado no Recupera');
    expect(approved.body).toContain('Próximo passo: entre no painel');
    expect(approved.body).toContain(`Endereço do painel: ${CONSOLE}`);
    expect(
      (await app.inject({ method: 'GET', url: '/admin/law-companies/current', headers: bearer(firm.token) }))
        .statusCode,
    ).toBe(200);

    await decide(firm.id, 'active', 'blocked', 'Pendências de documentação');
    const blocked = newest(firm.email);
    expect(blocked.subject).toBe('Acesso da sua assessoria suspenso no Recupera');
    expect(blocked.body).toContain('Motivo: Pendências de documentação');
    expect(blocked.body).toContain(`Suporte: ${SUPPORT}`);

    await decide(firm.id, 'blocked', 'active');
    const unblocked = newest(firm.email);
    expect(unblocked.subject).toBe('Acesso da sua assessoria liberado no Recupera');
    expect(unblocked.body).toContain(`Endereço do painel: ${CONSOLE}`);
    // One e-mail per decision, to the admin: confirmation + four decisions.
    expect(mailsTo(dataDir, firm.email).map((m) => m.subject)).toEqual([
      'Confirme o e-mail do cadastro no Recupera',
      'Cadastro reprovado no Recupera',
      'Cadastro aprovado no Recupera',
      'Acesso da sua assessoria suspenso no Recupera',
      'Acesso da sua assessoria liberado no Recupera',
    ]);
  });

  it('keeps CNPJ and e-mail unique against other companies on resubmission, both said at once', async () => {
    const other = await confirmedFirm();
    const firm = await confirmedFirm();
    await decide(firm.id, 'pending', 'reproved', 'Dados incompletos');
    const taken = await resubmit(firm.token, {
      ...dataOf(firm.body),
      document: other.body.document,
      contactEmail: 'casos@demo.test',
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({
      document: REGISTRATION_TEXTS.documentTaken,
      contactEmail: REGISTRATION_TEXTS.emailTaken,
    });
    const [still] = await rows<{ status: string }>(db, sql`SELECT status FROM law_companies WHERE id = ${firm.id}`);
    expect(still.status).toBe('reproved');
    // The form's rules hold too.
    const invalid = await resubmit(firm.token, { ...dataOf(firm.body), document: '11.222.333/0001-82' });
    expect(invalid.json().errors).toEqual({ document: 'CNPJ Inválido' });
  });

  it('a new e-mail on resubmission becomes the sign-in and is confirmed again', async () => {
    const firm = await confirmedFirm();
    await decide(firm.id, 'pending', 'reproved', 'E-mail de contato inválido');
    const newEmail = `corrigido-${Date.now()}@exemplo.test`;
    const sent = await resubmit(firm.token, { ...dataOf(firm.body), contactEmail: newEmail });
    expect(sent.json(), sent.body).toEqual({ status: 'pending', emailConfirmed: false });
    const token = (await login(app, newEmail, 'segredo1')).accessToken;
    const blocked = await app.inject({ method: 'GET', url: '/admin/law-companies/current', headers: bearer(token) });
    expect(blocked.statusCode).toBe(403);
    const code = lastCode(dataDir, newEmail);
    expect(
      (await app.inject({ method: 'POST', url: '/auth/confirm-email', headers: bearer(token), payload: { code } }))
        .statusCode,
    ).toBe(200);
    const me = (await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).json();
    expect(me).toMatchObject({
      email: newEmail,
      lawCompany: { contactEmail: newEmail, status: 'pending', emailConfirmed: true },
    });
  });

  it('refuses the resubmission to a company user who is not its admin, and to an active company', async () => {
    const user = (await login(app, 'leitura@demo.test')).accessToken;
    expect((await resubmit(user, {})).statusCode).toBe(403);
    const admin = (await login(app, 'assessoria@demo.test')).accessToken;
    const active = await resubmit(admin, { name: 'x' });
    expect(active.statusCode).toBe(422);
  });

  it("the welcome e-mail of a user created on /usuarios carries the console's address", async () => {
    const admin = (await login(app, 'assessoria@demo.test')).accessToken;
    const email = `novo-${Date.now()}@exemplo.test`;
    const res = await app.inject({
      method: 'POST',
      url: '/admin/users',
      headers: bearer(admin),
      payload: { name: 'Nova Pessoa', email, roles: [] },
    });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const welcome = newest(email);
    expect(welcome.subject).toBe('Seu acesso ao painel Recupera');
    expect(welcome.body).toContain(`Endereço do painel: ${CONSOLE}`);
  });
});
