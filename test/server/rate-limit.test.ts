import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { RateLimiter } from '../../src/server/auth/rateLimit';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { rateLimits, users } from '../../src/server/db/schema';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

// The login and recovery limits (docs/security.md "Rate limits"), RATE_LIMIT_MAX = 10 (M): per
// account and address M, per account 5 M, per address 5 M; counted in the database before the
// password is checked.
const TOO_MANY = 'Muitas tentativas. Aguarde alguns minutos e tente novamente.';

let env: Awaited<ReturnType<typeof createTestApp>>;
let app: TestApp;
let dataDir: string;
beforeAll(async () => {
  // Recovery e-mails are written under DATA_DIR/emails: a directory of this file's own.
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-limits-'));
  env = await createTestApp({ DATA_DIR: dataDir });
  app = env.app;
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function attempt(
  target: TestApp,
  email: string,
  password: string,
  options: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  return target.inject({
    method: 'POST',
    url: '/auth/login',
    payload: { email, password },
    remoteAddress: options.remoteAddress,
    headers: options.forwardedFor ? { 'x-forwarded-for': options.forwardedFor } : {},
  });
}

const statuses = (answers: { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.statusCode]: (acc[a.statusCode] ?? 0) + 1 }), {});

describe('login attempts are counted before the password is checked', () => {
  it('lets only 10 of 45 parallel wrong guesses reach the check; the right password then waits', async () => {
    const guesses = await Promise.all(
      Array.from({ length: 45 }, (_, i) =>
        attempt(app, 'casos@demo.test', `errada${i}`, { remoteAddress: '198.51.100.1' }),
      ),
    );
    expect(statuses(guesses)).toEqual({ 401: 10, 429: 35 });
    const right = await attempt(app, 'casos@demo.test', 'demo1234', { remoteAddress: '198.51.100.1' });
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);
  });

  it('gives a forged X-Forwarded-For no extra guesses when no proxy is trusted', async () => {
    const answers = [];
    for (let i = 0; i < 12; i++) {
      answers.push(
        await attempt(app, 'leitura@demo.test', 'errada', {
          remoteAddress: '198.51.100.2',
          forwardedFor: `203.0.113.${i}`,
        }),
      );
    }
    expect(statuses(answers)).toEqual({ 401: 10, 429: 2 });
  });

  it('starts an address over on the account after the right password', async () => {
    const from = { remoteAddress: '198.51.100.3' };
    for (let i = 0; i < 9; i++)
      expect((await attempt(app, 'assessoria@demo.test', 'errada', from)).statusCode).toBe(401);
    expect((await attempt(app, 'assessoria@demo.test', 'demo1234', from)).statusCode).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await attempt(app, 'assessoria@demo.test', 'errada', from)).statusCode).toBe(401);
    expect((await attempt(app, 'assessoria@demo.test', 'errada', from)).statusCode).toBe(429);
  });

  it('slows a distributed guesser down without locking the owner out of a known address', async () => {
    // The owner signed in from home earlier.
    expect((await attempt(app, 'beta@demo.test', 'demo1234', { remoteAddress: '192.0.2.200' })).statusCode).toBe(200);
    // Five addresses spend the account's budget (5 × 10); a sixth is refused at once.
    for (let a = 1; a <= 5; a++) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => attempt(app, 'beta@demo.test', 'errada', { remoteAddress: `192.0.2.${a}` })),
      );
      expect(statuses(answers)).toEqual({ 401: 10 });
    }
    expect((await attempt(app, 'beta@demo.test', 'errada', { remoteAddress: '192.0.2.6' })).statusCode).toBe(429);
    expect((await attempt(app, 'beta@demo.test', 'demo1234', { remoteAddress: '192.0.2.7' })).statusCode).toBe(429);
    // From home the owner still gets in.
    expect((await attempt(app, 'beta@demo.test', 'demo1234', { remoteAddress: '192.0.2.200' })).statusCode).toBe(200);
  });

  it('bounds what one address may try over every account', async () => {
    const from = { remoteAddress: '198.51.100.4' };
    const answers = await Promise.all(
      Array.from({ length: 52 }, (_, i) => attempt(app, `ninguem${i}@demo.test`, 'errada', from)),
    );
    expect(statuses(answers)).toEqual({ 401: 50, 429: 2 });
    // Another address is not affected.
    expect((await attempt(app, 'ninguem0@demo.test', 'errada', { remoteAddress: '198.51.100.5' })).statusCode).toBe(
      401,
    );
  });

  it('counts sending and using recovery codes per e-mail', async () => {
    const send = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/send-recovery',
        payload: { email: 'suporte@demo.test' },
        remoteAddress,
      });
    const use = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/auth/recovery',
        payload: { email: 'suporte@demo.test', code: 'AAAAAA', password: 'nova12345', confirmPassword: 'nova12345' },
        remoteAddress,
      });
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await send(`198.51.100.${10 + i}`), await use(`198.51.100.${20 + i}`));
    expect(statuses(answers)).toEqual({ 200: 5, 422: 5 });
    expect((await send('198.51.100.30')).statusCode).toBe(429);
    expect((await use('198.51.100.31')).statusCode).toBe(429);
  });
});

describe('password changes are counted per user', () => {
  const change = (accessToken: string, currentPassword: string) =>
    app.inject({
      method: 'POST',
      url: '/auth/change-password',
      payload: { currentPassword, password: 'trocada123', confirmPassword: 'trocada123' },
      headers: bearer(accessToken),
    });

  it('refuses past M tries, even the right password, until the window ends; other users are not affected', async () => {
    const { accessToken } = await login(app, 'admin@demo.test');
    // Parallel guesses are counted before the check, like sign-ins: only M reach it.
    const guesses = await Promise.all(Array.from({ length: 15 }, (_, i) => change(accessToken, `errada${i}`)));
    expect(statuses(guesses)).toEqual({ 422: 10, 429: 5 });
    const right = await change(accessToken, 'demo1234');
    expect(right.statusCode).toBe(429);
    expect(right.json().message).toBe(TOO_MANY);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(14 * 60);

    // Another user's budget is their own.
    const other = await login(app, 'suporte@demo.test');
    expect((await change(other.accessToken, 'errada')).statusCode).toBe(422);

    // The window ends: the right password works, and the user's tries start over.
    const [admin] = await env.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    const key = `password:user:${admin.id}`;
    await env.db
      .update(rateLimits)
      .set({ resetsAt: new Date(Date.now() - 1000) })
      .where(eq(rateLimits.key, key));
    expect((await change(accessToken, 'demo1234')).statusCode).toBe(200);
    expect(await env.db.select().from(rateLimits).where(eq(rateLimits.key, key))).toEqual([]);
  });
});

describe('behind trusted proxies', () => {
  it('reads the client from X-Forwarded-For only when a listed proxy sent it', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '10.0.0.1' });
    try {
      // Through the proxy, the address the proxy saw is the client's: whatever the client put
      // before it in the header does not give it a new budget.
      const viaProxy = [];
      for (let i = 0; i < 11; i++) {
        viaProxy.push(
          await attempt(proxied.app, 'casos@demo.test', 'errada', {
            remoteAddress: '10.0.0.1',
            forwardedFor: `203.0.113.${i}, 198.51.100.77`,
          }),
        );
      }
      expect(statuses(viaProxy)).toEqual({ 401: 10, 429: 1 });
      // The same header straight from a client that is not a listed proxy is ignored.
      const direct = [];
      for (let i = 0; i < 11; i++) {
        direct.push(
          await attempt(proxied.app, 'casos@demo.test', 'errada', {
            remoteAddress: '198.51.100.88',
            forwardedFor: `198.51.100.${100 + i}`,
          }),
        );
      }
      expect(statuses(direct)).toEqual({ 401: 10, 429: 1 });
      // The two budgets were the real addresses'.
      const keys = await proxied.db
        .select({ key: rateLimits.key })
        .from(rateLimits)
        .where(like(rateLimits.key, 'login:account-ip:casos@demo.test|%'));
      expect(keys.map((k) => k.key).sort()).toEqual([
        'login:account-ip:casos@demo.test|198.51.100.77',
        'login:account-ip:casos@demo.test|198.51.100.88',
      ]);
    } finally {
      await proxied.app.close();
    }
  });
});

describe('two API servers on one database', () => {
  it('share the budget: guesses spread over both are counted together', async () => {
    const shared = await createTestApp();
    // A second server with its own context (its own limiter objects) on the same database,
    // as a second process would have; closing it must not close the database under the first.
    const config = loadConfig({ DATA_DIR: '/nonexistent-test-data', SEED_DEMO: 'false' });
    const database = { ...shared.ctx.database, close: async () => {} };
    const other = await buildApp(createContext(config, database, 'test-secret-'.padEnd(48, 'x')));
    try {
      const from = { remoteAddress: '198.51.100.9' };
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => attempt(i % 2 ? other : shared.app, 'leitura@demo.test', 'errada', from)),
      );
      expect(statuses(answers)).toEqual({ 401: 10, 429: 10 });
      expect((await attempt(shared.app, 'leitura@demo.test', 'demo1234', from)).statusCode).toBe(429);
      expect((await attempt(other, 'leitura@demo.test', 'demo1234', from)).statusCode).toBe(429);
    } finally {
      await other.close();
      await shared.app.close();
    }
  });
});

describe('RateLimiter', () => {
  it('refuses past the budget until the window ends, then starts over; ended windows are deleted', async () => {
    let now = Date.parse('2026-01-01T12:00:00Z');
    const limiter = new RateLimiter(env.db, () => now);
    const limit = { key: 'test:a', max: 2, windowMs: 60_000 };
    await limiter.hit(limit);
    await limiter.hit(limit);
    await expect(limiter.hit(limit)).rejects.toMatchObject({ kind: 'tooMany', retryAfterSeconds: 60 });
    await limiter.hit({ ...limit, key: 'test:b' });
    now += 60_000;
    await limiter.hit(limit);
    const [row] = await env.db.select().from(rateLimits).where(eq(rateLimits.key, 'test:a'));
    expect(row.hits).toBe(1);
    expect(row.resetsAt.getTime()).toBe(now + 60_000);
    // The next write a minute later sweeps the windows that ended (test:b's).
    now += 60_000;
    await limiter.hit({ ...limit, key: 'test:c' });
    const left = await env.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'test:%'));
    expect(left.map((r) => r.key).sort()).toEqual(['test:c']);
  });
});
