// Before confirming, a firm that mistyped its e-mail corrects it (issue 35 item 5): the new code
// goes to the new address, the old code dies, the resend's limits hold, a taken address is
// refused, only the registration's admin may do it; a new try with the same CNPJ says what to do.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONFIRMATION_TEXTS,
  REGISTRATION_PATH,
  REGISTRATION_TEXTS,
  type RegistrationAnswer,
} from '../../src/domain/registration';
import { maskEmail } from '../../src/domain/registrationTexts';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { rows, type Db } from '../support/api';
import { lastCode, mailsTo, registrationPayload } from '../support/registration';

let app: TestApp;
let db: Db;
let dataDir: string;
let supportEmail: string;
beforeAll(async () => {
  const created = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  ({ app, db } = created);
  dataDir = created.ctx.config.dataDir;
  supportEmail = created.ctx.config.SUPPORT_EMAIL;
});
afterAll(() => app.close());

async function registerFirm() {
  const body = registrationPayload();
  const res = await app.inject({ method: 'POST', url: REGISTRATION_PATH, payload: body });
  expect(res.statusCode).toBe(200);
  const [company] = await rows<{ id: number }>(
    db,
    sql`SELECT id FROM law_companies WHERE contact_email = ${body.contactEmail}`,
  );
  return {
    body,
    email: body.contactEmail,
    token: (res.json() as RegistrationAnswer).accessToken,
    companyId: company.id,
  };
}

const post = (token: string, url: string, payload?: object) =>
  app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const change = (token: string, email: string) => post(token, '/auth/confirm-email/change', { email });
const confirm = (token: string, code: string) => post(token, '/auth/confirm-email', { code });
const forgetMinute = (companyId: number) =>
  db.execute(sql`DELETE FROM rate_limits WHERE key = ${`confirm-email:minute:${companyId}`}`);
const companyRow = async (id: number) =>
  (
    await rows<{ contact_email: string; email_confirmed_at: Date | null }>(
      db,
      sql`SELECT contact_email, email_confirmed_at FROM law_companies WHERE id = ${id}`,
    )
  )[0];
const newAddress = (tag: string) => `corrigido-${tag}-${process.pid}-${Date.now()}@exemplo.test`;

describe('correcting the e-mail before confirming', () => {
  it('sends the new code to the new address only; the old code stops working; the new one confirms and signs in', async () => {
    const firm = await registerFirm();
    const oldCode = lastCode(dataDir, firm.email);
    const corrected = newAddress('ok');
    const res = await change(firm.token, corrected);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ sentTo: corrected });
    // One e-mail to the new address; the mistyped one got the registration's only.
    expect(mailsTo(dataDir, corrected)).toHaveLength(1);
    expect(mailsTo(dataDir, firm.email)).toHaveLength(1);
    expect(await companyRow(firm.companyId)).toMatchObject({ contact_email: corrected, email_confirmed_at: null });
    const me = (await app.inject({ method: 'GET', url: '/auth/me', headers: bearer(firm.token) })).json();
    expect(me.lawCompany).toMatchObject({ contactEmail: corrected, emailConfirmed: false });

    const newCode = lastCode(dataDir, corrected);
    if (oldCode !== newCode) {
      const stale = await confirm(firm.token, oldCode);
      expect(stale.statusCode).toBe(422);
      expect(stale.json().errors.code).toBe(CONFIRMATION_TEXTS.wrong(4));
    }
    expect((await confirm(firm.token, newCode)).statusCode).toBe(200);
    expect((await companyRow(firm.companyId)).email_confirmed_at).not.toBeNull();
    // The sign-in followed the address; the mistyped one no longer signs in.
    expect((await login(app, corrected, 'segredo1')).accessToken).toBeTruthy();
    const wrong = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: firm.email, password: 'segredo1', app: false, deviceName: 't', notificationToken: null },
    });
    expect(wrong.statusCode).toBe(401);
    // Support reads the correction in the company's history.
    const support = (await login(app, 'suporte@demo.test')).accessToken;
    const details = (
      await app.inject({ method: 'GET', url: `/admin/law-companies/${firm.companyId}`, headers: bearer(support) })
    ).json();
    expect(details.history.find((entry: { kind: string }) => entry.kind === 'emailChanged')).toMatchObject({
      from: firm.email,
      to: corrected,
    });
    // Once confirmed there is nothing to correct.
    expect((await change(firm.token, newAddress('late'))).statusCode).toBe(409);
  });

  it('holds the resend limits: a change counts as a code sent', async () => {
    const firm = await registerFirm();
    expect((await change(firm.token, newAddress('a'))).statusCode).toBe(200);
    const soon = await change(firm.token, newAddress('b'));
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/^Aguarde \d+ segundos para pedir outro código\.$/);
    expect((await post(firm.token, '/auth/confirm-email/resend')).statusCode).toBe(429);
    // Five an hour, changes and resends together.
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      await forgetMinute(firm.companyId);
      statuses.push((await change(firm.token, newAddress(`h${i}`))).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('refuses an address another user holds, and the same address, without sending anything', async () => {
    const firm = await registerFirm();
    const taken = await change(firm.token, 'assessoria@demo.test');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: REGISTRATION_TEXTS.emailTaken });
    const same = await change(firm.token, firm.email);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors).toEqual({ email: CONFIRMATION_TEXTS.sameEmail });
    expect((await change(firm.token, 'não é e-mail')).statusCode).toBe(422);
    expect((await companyRow(firm.companyId)).contact_email).toBe(firm.email);
    // Nothing was counted: the first real change still goes through.
    expect((await change(firm.token, newAddress('free'))).statusCode).toBe(200);
  });

  it('two firms racing for one address: one gets it, the other is told it is taken', async () => {
    const [a, b] = [await registerFirm(), await registerFirm()];
    const address = newAddress('race');
    const answers = await Promise.all([change(a.token, address), change(b.token, address)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 422]);
    const holders = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM users WHERE email = ${address} AND deleted_at IS NULL`,
    );
    expect(holders).toHaveLength(1);
  });

  it("only the registration's admin may change it: not another user, not a confirmed company, not without a session", async () => {
    const firm = await registerFirm();
    // Another user of the same (unconfirmed) company: signs in, but the address is not theirs.
    const otherEmail = newAddress('colega');
    const [{ password_hash: hash }] = await rows<{ password_hash: string }>(
      db,
      sql`SELECT password_hash FROM users WHERE email = ${firm.email}`,
    );
    await db.execute(
      sql`INSERT INTO users (name, email, password_hash, roles, law_company_id) VALUES ('Colega', ${otherEmail}, ${hash}, ARRAY['lawCompanyAdmin'], ${firm.companyId})`,
    );
    const colleague = (await login(app, otherEmail, 'segredo1')).accessToken;
    const refused = await change(colleague, newAddress('x'));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CONFIRMATION_TEXTS.adminOnly);
    const confirmed = (await login(app, 'assessoria@demo.test')).accessToken;
    expect((await change(confirmed, newAddress('y'))).json().message).toBe(CONFIRMATION_TEXTS.alreadyConfirmed);
    expect(
      (await app.inject({ method: 'POST', url: '/auth/confirm-email/change', payload: { email: newAddress('z') } }))
        .statusCode,
    ).toBe(401);
    expect((await companyRow(firm.companyId)).contact_email).toBe(firm.email);
  });
});

describe('a new try with the CNPJ of an unconfirmed registration', () => {
  it('says where the code went (masked), how to correct it and the support contact; a confirmed CNPJ keeps the plain text', async () => {
    const firm = await registerFirm();
    const again = await app.inject({
      method: 'POST',
      url: REGISTRATION_PATH,
      payload: registrationPayload({ document: firm.body.document }),
    });
    expect(again.statusCode).toBe(422);
    const text = again.json().errors.document as string;
    expect(text).toBe(REGISTRATION_TEXTS.documentAwaitsConfirmation(maskEmail(firm.email), supportEmail));
    expect(text).not.toContain(firm.email);
    expect(text).toContain(firm.email.slice(firm.email.indexOf('@')));

    expect((await confirm(firm.token, lastCode(dataDir, firm.email))).statusCode).toBe(200);
    const after = await app.inject({
      method: 'POST',
      url: REGISTRATION_PATH,
      payload: registrationPayload({ document: firm.body.document }),
    });
    expect(after.json().errors.document).toBe(REGISTRATION_TEXTS.documentTaken);
  });
});
