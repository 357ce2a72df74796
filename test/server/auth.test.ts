import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { desc, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, refreshTokens, users } from '../../src/server/db/schema';
import { hashToken } from '../../src/server/auth/tokens';
import { backgroundWork } from '../../src/server/services/background';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { expectErrorBody } from '../support/errorBody';

let app: TestApp;
let db: Awaited<ReturnType<typeof createTestApp>>['db'];
let ctx: Awaited<ReturnType<typeof createTestApp>>['ctx'];
let dataDir: string;

beforeAll(async () => {
  // Recovery e-mails are written under DATA_DIR/emails: a directory of this file's own.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-auth-'));
  ({ app, db, ctx } = await createTestApp({ RATE_LIMIT_MAX: '1000', DATA_DIR: dataDir }));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload: payload as object, headers });

describe('POST /auth/login', () => {
  it('answers both tokens; the access token carries roles, company and its flags', async () => {
    const tokens = await login(app, 'casos@demo.test');
    expect(tokens.refreshToken).toMatch(/^[\w-]{43}$/);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.roles).toEqual(expect.arrayContaining(['lawCompanyUser', 'lawCompanySeizureRequestAdmin']));
    expect(claims.lawCompanyId).toEqual(expect.any(Number));
    expect(claims.lawCompany).toEqual({ enableTrackersAutoApprove: true, enableShadowMode: true });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const res = await post('/auth/login', { email: '  Suporte@Demo.TEST ', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail with the same 401 text', async () => {
    const wrong = await post('/auth/login', { email: 'suporte@demo.test', password: 'errada123' });
    const unknown = await post('/auth/login', { email: 'ninguem@demo.test', password: 'errada123' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expectErrorBody(wrong, { statusCode: 401, error: 'Unauthorized', message: 'E-mail ou senha inválidos.' });
    expect(unknown.json().message).toBe(wrong.json().message);
  });

  it('answers 422 with the field messages for a bad body, never a 5xx', async () => {
    const res = await post('/auth/login', { email: 'não-é-email' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      statusCode: 422,
      message: 'Dados inválidos',
      errors: { email: 'E-mail inválido', password: 'Obrigatório' },
    });
    const notJson = await app.inject({
      method: 'POST',
      url: '/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('Dados inválidos');
  });

  it('refuses a blocked user even with the right password', async () => {
    await db.update(users).set({ status: 'blocked' }).where(eq(users.email, 'leitura@demo.test'));
    const res = await post('/auth/login', { email: 'leitura@demo.test', password: 'demo1234' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Usuário bloqueado. Entre em contato com o suporte.');
    await db.update(users).set({ status: 'active' }).where(eq(users.email, 'leitura@demo.test'));
  });
});

describe('POST /auth/refresh', () => {
  it('rotates the refresh token, without an Authorization header', async () => {
    const first = await login(app, 'suporte@demo.test');
    const res = await post('/auth/refresh', { refreshToken: first.refreshToken });
    expect(res.statusCode).toBe(200);
    const second = res.json();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await app.inject({ url: '/auth/me', headers: bearer(second.accessToken) })).statusCode).toBe(200);
    // The new one rotates in turn.
    expect((await post('/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(200);
  });

  it('lets a replaced token work again within the grace (a retried call is not logged out)', async () => {
    const first = await login(app, 'suporte@demo.test');
    const a = await post('/auth/refresh', { refreshToken: first.refreshToken });
    const b = await post('/auth/refresh', { refreshToken: first.refreshToken });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect((await post('/auth/refresh', { refreshToken: a.json().refreshToken })).statusCode).toBe(200);
  });

  it('revokes the whole session when a replaced token comes back after the grace', async () => {
    const first = await login(app, 'suporte@demo.test');
    const second = (await post('/auth/refresh', { refreshToken: first.refreshToken })).json();
    // Age the replacement past the 30 s grace.
    await db
      .update(refreshTokens)
      .set({ replacedAt: new Date(Date.now() - 31_000) })
      .where(eq(refreshTokens.tokenHash, hashToken(first.refreshToken)));
    const reuse = await post('/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Sessão expirada. Entre novamente.');
    // Everything issued to that session is dead now: the thief's and the owner's tokens alike.
    expect((await post('/auth/refresh', { refreshToken: second.refreshToken })).statusCode).toBe(401);
    expect((await app.inject({ url: '/auth/me', headers: bearer(second.accessToken) })).statusCode).toBe(401);
  });

  it('refuses an unknown token and a body without one', async () => {
    expect((await post('/auth/refresh', { refreshToken: 'x'.repeat(43) })).statusCode).toBe(401);
    const res = await post('/auth/refresh', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.refreshToken).toBe('Obrigatório');
  });
});

describe('POST /auth/logout and GET /auth/me', () => {
  it('answers who is signed in, with the law company', async () => {
    const { accessToken } = await login(app, 'assessoria@demo.test');
    const res = await app.inject({ url: '/auth/me', headers: bearer(accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'assessoria@demo.test',
      roles: ['lawCompanyAdmin'],
      lawCompany: { name: 'Alfa', enableTrackersAutoApprove: true, enableShadowMode: true },
    });
    const support = await login(app, 'suporte@demo.test');
    expect((await app.inject({ url: '/auth/me', headers: bearer(support.accessToken) })).json().lawCompany).toBeNull();
  });

  it('revokes the session: its access and refresh tokens stop working at once', async () => {
    const tokens = await login(app, 'beta@demo.test');
    expect((await post('/auth/logout', {}, bearer(tokens.accessToken))).statusCode).toBe(200);
    expect((await app.inject({ url: '/auth/me', headers: bearer(tokens.accessToken) })).statusCode).toBe(401);
    expect((await post('/auth/refresh', { refreshToken: tokens.refreshToken })).statusCode).toBe(401);
  });
});

describe('POST /auth/change-password', () => {
  it('checks the current password and the confirmation', async () => {
    const { accessToken } = await login(app, 'beta@demo.test');
    const wrong = await post(
      '/auth/change-password',
      { currentPassword: 'errada', password: 'nova12345', confirmPassword: 'nova12345' },
      bearer(accessToken),
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ currentPassword: 'Senha atual incorreta.' });
    const mismatch = await post(
      '/auth/change-password',
      { currentPassword: 'demo1234', password: 'nova12345', confirmPassword: 'outra123' },
      bearer(accessToken),
    );
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'As senhas não são iguais.' });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = await login(app, 'beta@demo.test');
    const mine = await login(app, 'beta@demo.test');
    const res = await post(
      '/auth/change-password',
      { currentPassword: 'demo1234', password: 'nova12345', confirmPassword: 'nova12345' },
      bearer(mine.accessToken),
    );
    expect(res.statusCode).toBe(200);
    expect((await app.inject({ url: '/auth/me', headers: bearer(mine.accessToken) })).statusCode).toBe(200);
    expect((await app.inject({ url: '/auth/me', headers: bearer(other.accessToken) })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'beta@demo.test', password: 'demo1234' })).statusCode).toBe(401);
    await login(app, 'beta@demo.test', 'nova12345');
  });

  it('two changes sent at once with one current password (a double click, two tabs): one is made, the other refused', async () => {
    const { accessToken } = await login(app, 'leitura@demo.test');
    const [a, b] = await Promise.all(
      ['primeira123', 'segunda123'].map((password) =>
        post(
          '/auth/change-password',
          { currentPassword: 'demo1234', password, confirmPassword: password },
          bearer(accessToken),
        ),
      ),
    );
    const answers = [a, b].map((res) => res.statusCode);
    expect(answers.sort()).toEqual([200, 422]);
    const loser = [a, b].find((res) => res.statusCode === 422)!;
    expect(loser.json().errors).toEqual({ currentPassword: 'Senha atual incorreta.' });
    const won = a.statusCode === 200 ? 'primeira123' : 'segunda123';
    const lost = won === 'primeira123' ? 'segunda123' : 'primeira123';
    expect((await post('/auth/login', { email: 'leitura@demo.test', password: lost })).statusCode).toBe(401);
    expect((await post('/auth/login', { email: 'leitura@demo.test', password: 'demo1234' })).statusCode).toBe(401);
    await login(app, 'leitura@demo.test', won);
  });
});

describe('recovery', () => {
  async function lastCodeFor(email: string) {
    // The code is made after send-recovery has answered: wait for that work first.
    await backgroundWork(ctx).idle();
    const [mail] = await db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(desc(emailOutbox.id))
      .limit(1);
    return mail?.body.match(/código para criar uma nova senha é: (\w{6})/)?.[1];
  }

  it('sends a code by e-mail and signs in with the new password', async () => {
    const sent = await post('/auth/send-recovery', { email: 'leitura@demo.test' });
    expect(sent.statusCode).toBe(200);
    const code = await lastCodeFor('leitura@demo.test');
    expect(code).toMatch(/^[A-Z2-9]{6}$/);
    const res = await post('/auth/recovery', {
      email: 'leitura@demo.test',
      code: code!.toLowerCase(),
      password: 'recuperada1',
      confirmPassword: 'recuperada1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    await login(app, 'leitura@demo.test', 'recuperada1');
    // A code works once.
    const again = await post('/auth/recovery', {
      email: 'leitura@demo.test',
      code,
      password: 'outra1234',
      confirmPassword: 'outra1234',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ code: 'Código inválido ou expirado.' });
  });

  it('answers the same for an unknown e-mail, and sends nothing', async () => {
    const known = await post('/auth/send-recovery', { email: 'suporte@demo.test' });
    const unknown = await post('/auth/send-recovery', { email: 'fantasma@demo.test' });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await lastCodeFor('fantasma@demo.test')).toBeUndefined();
  });

  it('checks a code at most five times, however many tries arrive at once, and uses it once', async () => {
    await post('/auth/send-recovery', { email: 'casos@demo.test' });
    const code = await lastCodeFor('casos@demo.test');
    const wrong = code === 'AAAAAA' ? 'BBBBBB' : 'AAAAAA';
    const tries = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/auth/recovery', {
          email: 'casos@demo.test',
          code: wrong,
          password: 'nova12345',
          confirmPassword: 'nova12345',
        }),
      ),
    );
    expect(tries.map((t) => t.statusCode)).toEqual(Array(12).fill(422));
    const [user] = await db.select().from(users).where(eq(users.email, 'casos@demo.test'));
    expect(user.recoveryAttempts).toBe(5);
    // The five tries are spent: even the right code is refused now.
    const right = await post('/auth/recovery', {
      email: 'casos@demo.test',
      code,
      password: 'nova12345',
      confirmPassword: 'nova12345',
    });
    expect(right.statusCode).toBe(422);

    // A new code; two parallel calls with it: one sets the password, the other finds it used.
    await post('/auth/send-recovery', { email: 'casos@demo.test' });
    const fresh = await lastCodeFor('casos@demo.test');
    const both = await Promise.all(
      ['primeira1', 'segunda22'].map((password) =>
        post('/auth/recovery', { email: 'casos@demo.test', code: fresh, password, confirmPassword: password }),
      ),
    );
    expect(both.map((b) => b.statusCode).sort()).toEqual([200, 422]);
    const winner = both[0].statusCode === 200 ? 'primeira1' : 'segunda22';
    await login(app, 'casos@demo.test', winner);
    await db.update(users).set({ passwordHash: user.passwordHash }).where(eq(users.email, 'casos@demo.test'));
  });

  it('refuses an expired code and a wrong confirmation', async () => {
    await post('/auth/send-recovery', { email: 'assessoria@demo.test' });
    const code = await lastCodeFor('assessoria@demo.test');
    await db
      .update(users)
      .set({ recoveryCodeAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(users.email, 'assessoria@demo.test'));
    const expired = await post('/auth/recovery', {
      email: 'assessoria@demo.test',
      code,
      password: 'nova12345',
      confirmPassword: 'nova12345',
    });
    expect(expired.statusCode).toBe(422);
    const mismatch = await post('/auth/recovery', {
      email: 'assessoria@demo.test',
      code: 'ABC',
      password: 'nova12345',
      confirmPassword: 'diferente1',
    });
    expect(mismatch.json().errors).toEqual({ confirmPassword: 'As senhas não são iguais.' });
  });
});

describe('rate limit', () => {
  it('answers 429 in Portuguese once an e-mail has failed too often', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAX: '3' });
    try {
      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/auth/login',
          payload: { email: 'casos@demo.test', password: 'errada' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Muitas tentativas. Aguarde alguns minutos e tente novamente.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // Even the right password waits: guessing must not continue.
      const right = await limited.app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'casos@demo.test', password: 'demo1234' },
      });
      expect(right.statusCode).toBe(429);
    } finally {
      await limited.app.close();
    }
  });
});

describe('/admin needs a signed-in user', () => {
  it('answers 401 without a token, with a forged one, and on unknown /admin paths', async () => {
    expect((await app.inject({ url: '/admin/law-companies/current' })).statusCode).toBe(401);
    const forged = await app.inject({ url: '/admin/law-companies/current', headers: bearer('a.b.c') });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Necessário autenticação');
    expect((await app.inject({ url: '/admin/nao-existe' })).statusCode).toBe(401);
  });

  it('scopes /admin/law-companies/current to the user and refuses roles without access', async () => {
    const alfa = await login(app, 'casos@demo.test');
    const res = await app.inject({ url: '/admin/law-companies/current', headers: bearer(alfa.accessToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Alfa');
    const tracker = await login(app, 'localizador@demo.test');
    const refused = await app.inject({ url: '/admin/law-companies/current', headers: bearer(tracker.accessToken) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Você não tem permissão para acessar essa funcionalidade');
  });

  it('sends the security headers', async () => {
    const res = await app.inject({ url: '/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});
