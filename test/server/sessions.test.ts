// What a token may and may not do (issue 9): tokens without an expiry or with another user's
// subject, a blocked law company's users at their next call, secrets kept out of the log, HSTS
// only behind TLS.
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lawCompanies, users } from '../../src/server/db/schema';
import { redactUrl } from '../../src/server/http/security';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

const SECRET = 'test-secret-'.padEnd(48, 'x');
let app: TestApp;
let db: Awaited<ReturnType<typeof createTestApp>>['db'];
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(() => app.close());

const me = (token: string) => app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });

/** The claims of a real token of `email`, to forge variants of it. */
async function claimsOf(email: string) {
  const { accessToken } = await login(app, email);
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  return { accessToken, payload };
}

const sign = (payload: Record<string, unknown>, build: (jwt: SignJWT) => SignJWT = (jwt) => jwt) =>
  build(new SignJWT(payload).setProtectedHeader({ alg: 'HS256', typ: 'JWT' })).sign(new TextEncoder().encode(SECRET));

describe('access tokens', () => {
  it('accepts the token the server signed', async () => {
    const { accessToken } = await claimsOf('leitura@demo.test');
    expect((await me(accessToken)).statusCode).toBe(200);
  });

  it('refuses a correctly signed token without an expiry', async () => {
    const { payload } = await claimsOf('leitura@demo.test');
    const { exp: _exp, ...withoutExp } = payload;
    const token = await sign(withoutExp);
    expect((await me(token)).statusCode).toBe(401);
  });

  it("refuses a token whose subject is not its session's user", async () => {
    const { payload } = await claimsOf('leitura@demo.test');
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@demo.test'));
    const token = await sign({ ...payload, sub: String(admin.id) });
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('a blocked law company', () => {
  it("stops its users' tokens at their next call, and lets them back when active again", async () => {
    const { accessToken } = await login(app, 'beta@demo.test');
    expect((await me(accessToken)).statusCode).toBe(200);
    await db.update(lawCompanies).set({ status: 'blocked' }).where(eq(lawCompanies.name, 'Beta'));
    const listed = await app.inject({ method: 'GET', url: '/admin/seizure-requests', headers: bearer(accessToken) });
    expect(listed.statusCode).toBe(401);
    await db.update(lawCompanies).set({ status: 'active' }).where(eq(lawCompanies.name, 'Beta'));
    expect((await me(accessToken)).statusCode).toBe(200);
  });
});

describe('the log', () => {
  it('masks token values however the key is spelled', () => {
    expect(redactUrl('/content/a.jpg?token=abc.def&w=10')).toBe('/content/a.jpg?token=[redacted]&w=10');
    expect(redactUrl('/content/a.jpg?%74oken=abc.def')).toBe('/content/a.jpg?%74oken=[redacted]');
    expect(redactUrl('/content/a.jpg?TOKEN=abc')).toBe('/content/a.jpg?TOKEN=[redacted]');
    expect(redactUrl('/content/a.jpg?token[]=abc')).toBe('/content/a.jpg?token[]=[redacted]');
    expect(redactUrl('/x?a=1&refresh%54oken=zzz')).toBe('/x?a=1&refresh%54oken=[redacted]');
    expect(redactUrl('/casos?page=2&filters[term]=ABC')).toBe('/casos?page=2&filters[term]=ABC');
  });
});

describe('HSTS', () => {
  it('is sent only when a trusted proxy says the client came over https', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const viaTls = await behindProxy.app.inject({
        method: 'GET',
        url: '/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(viaTls.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      const plain = await behindProxy.app.inject({ method: 'GET', url: '/health' });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.app.close();
    }
    // Nobody trusted: a client's own X-Forwarded-Proto changes nothing.
    const forged = await app.inject({ method: 'GET', url: '/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
