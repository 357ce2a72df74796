// A removed right stops at the next call (issue 23 item 3): roles are read from the database at
// every call, never from the 15-minute access token. A demoted admin's old token (replayed) is
// refused, cannot create an admin to keep the rights, and the refreshed token carries the new
// roles; the same for a case admin, a support admin, a removed user and a company switch.
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { users } from '../../src/server/db/schema';
import { rows } from '../support/api';
import { categoryOf, validCase } from './cases.support';
import { bearer, createTestApp, DEMO_PASSWORD, login, type TestApp } from '../support/server';

let app: TestApp;
let db: Awaited<ReturnType<typeof createTestApp>>['db'];
beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(() => app.close());

type Tokens = { accessToken: string; refreshToken: string };
const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as {
    roles: string[];
    lawCompany: Record<string, boolean> | null;
  };

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
const refresh = (tokens: Tokens) =>
  app.inject({ method: 'POST', url: '/auth/refresh', payload: { refreshToken: tokens.refreshToken } });
const userId = async (email: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0].id;
const storedRoles = async (email: string) =>
  (await db.select({ roles: users.roles }).from(users).where(eq(users.email, email)))[0]?.roles;
const exists = async (email: string) =>
  (await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users WHERE email = ${email}`))[0].n > 0;

/** Sets a user's roles as an admin does, through POST /admin/users (the real endpoint). */
async function setRoles(adminToken: string, email: string, roles: string[], name = 'Pessoa de Teste') {
  const res = await call('POST', '/admin/users', adminToken, { id: await userId(email), name, email, roles });
  expect(res.statusCode, res.body).toBe(200);
}

/** A user created by an admin through the endpoint, given a known password to sign in with. */
async function createdUser(adminToken: string, email: string, roles: string[]): Promise<Tokens> {
  const res = await call('POST', '/admin/users', adminToken, { name: 'Pessoa de Teste', email, roles });
  expect(res.statusCode, res.body).toBe(201);
  // The generated password is e-mailed; the test sets one of its own instead of reading the e-mail.
  // (As after the first sign-in's change: the generated password no longer holds the user back.)
  await db
    .update(users)
    .set({ passwordHash: await hashPassword(DEMO_PASSWORD), mustChangePassword: false })
    .where(eq(users.email, email));
  return login(app, email);
}

/** The refresh answers a token with what the database says now. */
async function refreshed(tokens: Tokens): Promise<Tokens> {
  const res = await refresh(tokens);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Tokens;
}

describe('a law-company admin demoted to user by another admin of the company', () => {
  it('is refused with the old token, cannot create an admin with it, and the refreshed token is a plain user', async () => {
    const { accessToken: assessoria } = await login(app, 'assessoria@demo.test');
    const second = await createdUser(assessoria, 'segundo.admin@demo.test', ['lawCompanyAdmin']);
    expect((await call('GET', '/admin/users', second.accessToken)).statusCode).toBe(200);

    await setRoles(assessoria, 'segundo.admin@demo.test', []);
    expect(await storedRoles('segundo.admin@demo.test')).toEqual(['lawCompanyUser']);

    // The old token replayed: the list and a new admin are refused, and nobody was created.
    expect((await call('GET', '/admin/users', second.accessToken)).statusCode).toBe(401);
    const keepRights = { name: 'Cúmplice', email: 'cumplice@demo.test', roles: ['lawCompanyAdmin'] };
    expect((await call('POST', '/admin/users', second.accessToken, keepRights)).statusCode).toBe(401);
    expect(await exists('cumplice@demo.test')).toBe(false);

    // What the console does on that 401: one refresh, then the call again, answered per the new roles.
    const next = await refreshed(second);
    expect(claimsOf(next.accessToken).roles).toEqual(['lawCompanyUser']);
    expect((await call('GET', '/admin/users', next.accessToken)).statusCode).toBe(403);
    expect((await call('POST', '/admin/users', next.accessToken, keepRights)).statusCode).toBe(403);
    expect(await exists('cumplice@demo.test')).toBe(false);
    // The user is still signed in: what a plain user may read still answers.
    expect((await call('GET', '/admin/seizure-requests', next.accessToken)).statusCode).toBe(200);
    // The old token stays refused for the rest of its 15 minutes.
    expect((await call('GET', '/admin/users', second.accessToken)).statusCode).toBe(401);
  });
});

describe('a case admin who loses the role', () => {
  it('cannot create a case with the old token, nor with the refreshed one', async () => {
    const { accessToken: assessoria } = await login(app, 'assessoria@demo.test');
    const car = await categoryOf(db, 'car');
    const caseAdmin = await createdUser(assessoria, 'gestor.casos@demo.test', ['lawCompanySeizureRequestAdmin']);
    expect((await call('POST', '/admin/seizure-requests', caseAdmin.accessToken, validCase(car))).statusCode).toBe(201);

    await setRoles(assessoria, 'gestor.casos@demo.test', []);
    const attempt = validCase(car);
    expect((await call('POST', '/admin/seizure-requests', caseAdmin.accessToken, attempt)).statusCode).toBe(401);
    const next = await refreshed(caseAdmin);
    expect(claimsOf(next.accessToken).roles).toEqual(['lawCompanyUser']);
    expect((await call('POST', '/admin/seizure-requests', next.accessToken, attempt)).statusCode).toBe(403);
    const [{ n }] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM seizure_requests WHERE license_plate = ${attempt.licensePlate}`,
    );
    expect(n).toBe(0);
  });

  it('a user given the role gets it at the next call too (401, then the refreshed token may create)', async () => {
    const { accessToken: assessoria } = await login(app, 'assessoria@demo.test');
    const car = await categoryOf(db, 'car');
    const user = await createdUser(assessoria, 'promovido@demo.test', []);
    expect((await call('POST', '/admin/seizure-requests', user.accessToken, validCase(car))).statusCode).toBe(403);
    await setRoles(assessoria, 'promovido@demo.test', ['lawCompanySeizureRequestAdmin']);
    expect((await call('GET', '/admin/seizure-requests', user.accessToken)).statusCode).toBe(401);
    const next = await refreshed(user);
    expect((await call('POST', '/admin/seizure-requests', next.accessToken, validCase(car))).statusCode).toBe(201);
  });
});

describe('a support admin demoted to support', () => {
  it('loses the support users screen at the next call', async () => {
    const { accessToken: admin } = await login(app, 'admin@demo.test');
    const staff = await createdUser(admin, 'suporte.admin2@demo.test', ['supportAdmin']);
    expect((await call('GET', '/admin/users', staff.accessToken)).statusCode).toBe(200);

    await setRoles(admin, 'suporte.admin2@demo.test', []);
    expect(await storedRoles('suporte.admin2@demo.test')).toEqual(['support']);
    const keepRights = { name: 'Cúmplice', email: 'cumplice.suporte@demo.test', roles: ['supportAdmin'] };
    expect((await call('POST', '/admin/users', staff.accessToken, keepRights)).statusCode).toBe(401);
    expect(await exists('cumplice.suporte@demo.test')).toBe(false);
    const next = await refreshed(staff);
    expect(claimsOf(next.accessToken).roles).toEqual(['support']);
    expect((await call('GET', '/admin/users', next.accessToken)).statusCode).toBe(403);
    expect((await call('GET', '/admin/law-companies', next.accessToken)).statusCode).toBe(200);
  });
});

describe('a removed user', () => {
  it('is refused with the old token, and the refresh is refused too', async () => {
    const { accessToken: assessoria } = await login(app, 'assessoria@demo.test');
    const gone = await createdUser(assessoria, 'removido@demo.test', ['lawCompanySeizureRequestAdmin']);
    expect((await call('GET', '/admin/seizure-requests', gone.accessToken)).statusCode).toBe(200);
    expect((await call('DELETE', `/admin/users/${await userId('removido@demo.test')}`, assessoria)).statusCode).toBe(
      200,
    );
    expect((await call('GET', '/admin/seizure-requests', gone.accessToken)).statusCode).toBe(401);
    expect((await refresh(gone)).statusCode).toBe(401);
  });
});

describe('the rest of the token', () => {
  it("a company switch turned off refuses its users' old tokens once; the refreshed token says off", async () => {
    const { accessToken: suporte } = await login(app, 'suporte@demo.test');
    const casos = await login(app, 'casos@demo.test');
    expect(claimsOf(casos.accessToken).lawCompany).toMatchObject({ enableShadowMode: true });
    const alfa = (await rows<{ id: number }>(db, sql`SELECT id FROM law_companies WHERE name = 'Alfa'`))[0].id;
    try {
      expect((await call('POST', `/admin/law-companies/${alfa}/config/shadow-mode/disable`, suporte)).statusCode).toBe(
        200,
      );
      expect((await call('GET', '/admin/seizure-requests', casos.accessToken)).statusCode).toBe(401);
      const next = await refreshed(casos);
      expect(claimsOf(next.accessToken).lawCompany).toMatchObject({ enableShadowMode: false });
      expect((await call('GET', '/admin/seizure-requests', next.accessToken)).statusCode).toBe(200);
    } finally {
      await call('POST', `/admin/law-companies/${alfa}/config/shadow-mode/enable`, suporte);
    }
  });

  it('a token signed with roles its user does not hold is refused (rights come from the database)', async () => {
    const { accessToken } = await login(app, 'leitura@demo.test');
    const payload = claimsOf(accessToken) as Record<string, unknown>;
    const forged = await new SignJWT({ ...payload, roles: ['lawCompanyUser', 'lawCompanyAdmin'] })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('test-secret-'.padEnd(48, 'x')));
    expect((await call('GET', '/admin/users', accessToken)).statusCode).toBe(403);
    expect((await call('GET', '/admin/users', forged)).statusCode).toBe(401);
  });
});
