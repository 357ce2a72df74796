// The registering e-mail is confirmed (issue 26 item 1): a 6-digit code e-mailed (an .eml in
// DATA_DIR/emails), stored hashed, valid 30 minutes, five wrong tries, resent at most once a
// minute and five times an hour; until then the company's admin may do nothing but confirm.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATION_TEXTS, REGISTRATION_PATH, type RegistrationAnswer } from '../../src/domain/registration';
import { AWAITING_CONFIRMATION, lawCompanyAccessRefusal } from '../../src/domain/lawCompanies';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { rows, type Db } from '../support/api';
import { lastCode, mailsTo, registrationPayload } from '../support/registration';

let app: TestApp;
let db: Db;
let dataDir: string;
beforeAll(async () => {
  const created = await createTestApp({ RATE_LIMIT_MAX: '1000', CONSOLE_URL: 'https://painel.exemplo.test' });
  ({ app, db } = created);
  dataDir = created.ctx.config.dataDir;
});
afterAll(() => app.close());

async function registerFirm() {
  const body = registrationPayload();
  const res = await app.inject({ method: 'POST', url: REGISTRATION_PATH, payload: body });
  expect(res.statusCode).toBe(200);
  const tokens = res.json() as RegistrationAnswer;
  const [company] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM law_companies WHERE contact_email = ${body.contactEmail}`,
  );
  return { email: body.contactEmail, token: tokens.accessToken, companyId: company.id, name: String(body.name) };
}

const post = (token: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const confirm = (token: string, code: string) => post(token, '/auth/confirm-email', { code });
const resend = (token: string) => post(token, '/auth/confirm-email/resend');
const me = async (token: string) =>
  (await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) })).json();
/** The access token's claims (the console reads the `gate` hint from them). */
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());

describe('e-mail confirmation', () => {
  it('e-mails a 6-digit code at registration, keeps only its hash, and lets the admin do nothing but confirm', async () => {
    const firm = await registerFirm();
    const [mail] = mailsTo(dataDir, firm.email);
    expect(mail.subject).toBe('Confirme o e-mail do cadastro no Recupera');
    expect(mail.body).toContain(`Recebemos o cadastro da assessoria ${firm.name} no Recupera.`);
    expect(mail.body).toContain('Endereço do painel: https://painel.exemplo.test');
    const code = lastCode(dataDir, firm.email);
    const [stored] = await rows<{ email_code_hash: string; email_confirmed_at: Date | null }>(
      db,
      sql`SELECT email_code_hash, email_confirmed_at FROM law_companies WHERE id = ${firm.companyId}`,
    );
    expect(stored.email_confirmed_at).toBeNull();
    expect(stored.email_code_hash).toMatch(/^\$argon2/);
    expect(stored.email_code_hash).not.toContain(code);

    expect(claimsOf(firm.token).gate).toBe('confirmEmail');
    expect((await me(firm.token)).lawCompany).toMatchObject({
      emailConfirmed: false,
      status: 'pending',
      contactEmail: firm.email,
    });
    // Anything else: 403 saying what to do.
    for (const [method, url] of [
      ['GET', '/admin/law-companies/current'],
      ['GET', '/admin/seizure-requests'],
      ['POST', '/auth/change-password'],
    ] as const) {
      const res = await app.inject({
        method,
        url,
        headers: bearer(firm.token),
        ...(method === 'POST'
          ? { payload: { currentPassword: 'segredo1', password: 'outra123', confirmPassword: 'outra123' } }
          : {}),
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().message, url).toBe(CONFIRMATION_TEXTS.required);
    }

    const wrong = await confirm(firm.token, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: CONFIRMATION_TEXTS.wrong(4) });
    expect((await confirm(firm.token, 'abc')).json().errors).toEqual({ code: CONFIRMATION_TEXTS.codeFormat });

    // Pasted with a space in the middle, it still counts.
    const right = await confirm(firm.token, `${code.slice(0, 3)} ${code.slice(3)}`);
    expect(right.statusCode).toBe(200);
    expect((await me(firm.token)).lawCompany).toMatchObject({ emailConfirmed: true, status: 'pending' });
    // Spent: the same code again is refused, and so is a second confirmation.
    expect((await confirm(firm.token, code)).statusCode).toBe(409);
    // Now it is the review's turn: the pending answer, not the confirmation's.
    const current = await app.inject({
      method: 'GET',
      url: '/admin/law-companies/current',
      headers: bearer(firm.token),
    });
    expect(current.json().message).toBe(lawCompanyAccessRefusal({ status: 'pending', statusReason: null }));
    // Support sees it confirmed, and the confirmation in the history.
    const support = (await login(app, 'suporte@demo.test')).accessToken;
    const details = (
      await app.inject({ method: 'GET', url: `/admin/law-companies/${firm.companyId}`, headers: bearer(support) })
    ).json();
    expect(details.emailConfirmedAt).not.toBeNull();
    expect(details.history.map((h: { kind: string }) => h.kind)).toEqual(['emailConfirmed', 'registered']);
    // A new sign-in's token no longer carries the confirmation gate.
    expect(claimsOf((await login(app, firm.email, 'segredo1')).accessToken).gate).toBe('pending');
  });

  it('refuses a code older than 30 minutes; a new one works', async () => {
    const firm = await registerFirm();
    const code = lastCode(dataDir, firm.email);
    await db.execute(
      sql`UPDATE law_companies SET email_code_sent_at = now() - interval '31 minutes' WHERE id = ${firm.companyId}`,
    );
    const late = await confirm(firm.token, code);
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ code: CONFIRMATION_TEXTS.expired });
    expect((await resend(firm.token)).statusCode).toBe(200);
    const fresh = lastCode(dataDir, firm.email);
    expect((await confirm(firm.token, fresh)).statusCode).toBe(200);
  });

  it('allows five wrong tries per code, then asks for a new one', async () => {
    const firm = await registerFirm();
    const code = lastCode(dataDir, firm.email);
    const wrongCode = code === '123456' ? '654321' : '123456';
    const answers: string[] = [];
    for (let i = 0; i < 5; i++) answers.push((await confirm(firm.token, wrongCode)).json().errors.code);
    expect(answers).toEqual([
      CONFIRMATION_TEXTS.wrong(4),
      CONFIRMATION_TEXTS.wrong(3),
      CONFIRMATION_TEXTS.wrong(2),
      CONFIRMATION_TEXTS.wrong(1),
      CONFIRMATION_TEXTS.tooManyTries,
    ]);
    // Even the right code is no longer checked.
    expect((await confirm(firm.token, code)).json().errors).toEqual({ code: CONFIRMATION_TEXTS.tooManyTries });
    // Parallel tries cannot check it more than five times either: a new code, ten at once.
    expect((await resend(firm.token)).statusCode).toBe(200);
    const parallel = await Promise.all(Array.from({ length: 10 }, () => confirm(firm.token, wrongCode)));
    const [{ email_code_attempts: attempts }] = await rows<{ email_code_attempts: number }>(
      db,
      sql`SELECT email_code_attempts FROM law_companies WHERE id = ${firm.companyId}`,
    );
    expect(attempts).toBe(5);
    expect(parallel.every((res) => res.statusCode === 422)).toBe(true);
  });

  it('resends at most once a minute and five times an hour; each new code replaces the last', async () => {
    const firm = await registerFirm();
    const first = lastCode(dataDir, firm.email);
    const again = await resend(firm.token);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ sentTo: firm.email });
    const second = lastCode(dataDir, firm.email);
    const soon = await resend(firm.token);
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Aguarde \d+ segundos para pedir outro código\.$/);
    expect(Number(soon.headers['retry-after'])).toBeGreaterThan(0);
    expect(mailsTo(dataDir, firm.email)).toHaveLength(2);
    // The minute passes (its counter forgotten): four more within the hour, then the hour's limit.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await db.execute(sql`DELETE FROM rate_limits WHERE key = ${`confirm-email:minute:${firm.companyId}`}`);
      statuses.push((await resend(firm.token)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    await db.execute(sql`DELETE FROM rate_limits WHERE key = ${`confirm-email:minute:${firm.companyId}`}`);
    expect((await resend(firm.token)).json().message).toMatch(
      /^Você já pediu vários códigos\. Aguarde \d+ minutos para pedir outro\.$/,
    );
    // Only the newest code confirms.
    const newest = lastCode(dataDir, firm.email);
    for (const old of [first, second].filter((c) => c !== newest))
      expect((await confirm(firm.token, old)).statusCode).toBe(422);
    expect((await confirm(firm.token, newest)).statusCode).toBe(200);
  });

  it("counts the seed's companies as confirmed, and refuses the confirmation calls to them and to support", async () => {
    const admin = (await login(app, 'assessoria@demo.test')).accessToken;
    expect((await me(admin)).lawCompany).toMatchObject({ emailConfirmed: true, status: 'active' });
    expect(claimsOf(admin).gate).toBeUndefined();
    expect((await resend(admin)).json().message).toBe(CONFIRMATION_TEXTS.alreadyConfirmed);
    const support = (await login(app, 'suporte@demo.test')).accessToken;
    expect((await confirm(support, '123456')).statusCode).toBe(404);
  });
});

describe('an unconfirmed registration is not for review (issue 35)', () => {
  it("stays out of the 'Pendente' queue, its badge and the dashboard's count, and cannot be decided, until its code is typed", async () => {
    const support = (await login(app, 'suporte@demo.test')).accessToken;
    const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: bearer(support) })).json();
    const queueHas = async (id: number) =>
      (
        (await get(`/admin/law-companies?status=pending&perPage=100&filters[term]=${encodeURIComponent(firm.name)}`))
          .result as { id: number }[]
      ).some((row) => row.id === id);
    const badge = async () => (await get('/admin/dashboard/law-companies/pending')).total as number;
    const before = await badge();
    const firm = await registerFirm();
    expect(await queueHas(firm.companyId)).toBe(false);
    expect(await badge()).toBe(before);
    // In 'Todos' it is there, Pendente, for support to find.
    const all = (
      await get(`/admin/law-companies?status=all&perPage=100&filters[term]=${encodeURIComponent(firm.name)}`)
    ).result as { id: number; status: string }[];
    expect(all.find((row) => row.id === firm.companyId)?.status).toBe('pending');
    const decide = await post(support, '/admin/law-companies/status', {
      id: firm.companyId,
      status: 'active',
      expectedStatus: 'pending',
    });
    expect(decide.statusCode).toBe(400);
    expect(decide.json().message).toBe(AWAITING_CONFIRMATION);
    const [still] = await rows<{ status: string }>(
      db,
      sql`SELECT status FROM law_companies WHERE id = ${firm.companyId}`,
    );
    expect(still.status).toBe('pending');

    expect((await confirm(firm.token, lastCode(dataDir, firm.email))).statusCode).toBe(200);
    expect(await queueHas(firm.companyId)).toBe(true);
    expect(await badge()).toBe(before + 1);
    expect(
      (
        await post(support, '/admin/law-companies/status', {
          id: firm.companyId,
          status: 'active',
          expectedStatus: 'pending',
        })
      ).statusCode,
    ).toBe(200);
  });
});
