// 'Reenviar senha' and remove (spec 000 §2, §7 "Users"): the password is replaced and e-mailed;
// removal is a soft delete whose sessions end at the very next call, with an e-mail; neither on
// oneself, neither outside the caller's side (404).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TEXTS, type AdminUser } from '../../src/domain/users';
import { asUser, client, rows, setupApi, type ApiEnv } from '../support/api';
import { bearer, login } from '../support/server';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let assessoria: Awaited<ReturnType<typeof asUser>>;

beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  assessoria = await asUser(env, 'assessoria@demo.test');
});
afterAll(() => env.app.close());

const mails = (to: string) =>
  rows<{ subject: string; body: string }>(
    env.db,
    sql`SELECT subject, body FROM email_outbox WHERE "to" = ${to} ORDER BY id DESC`,
  );
const passwordIn = (body: string) => body.match(/(?:Senha|nova senha é): (\S+)/)?.[1] ?? '';
const me = (token: string) => env.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(token) });
const del = (id: number, token = env.tokens.admin) =>
  env.app.inject({ method: 'DELETE', url: `/admin/users/${id}`, headers: bearer(token) });

/** A fresh Alfa user, signed in with the e-mailed password. */
async function newAlfaUser(email: string) {
  const created = await assessoria.post<AdminUser>('/admin/users', { name: 'Pessoa Teste', email, roles: [] });
  expect(created.status).toBe(201);
  const password = passwordIn((await mails(email))[0].body);
  return { id: created.body.id, password, tokens: await login(env.app, email, password) };
}

describe('the first sign-in with a generated password', () => {
  it("opens only the user's own session until the password is changed; then everything", async () => {
    const user = await newAlfaUser('primeiro@alfa.test');
    const token = user.tokens.accessToken;
    const cases = () => env.app.inject({ method: 'GET', url: '/admin/seizure-requests', headers: bearer(token) });
    const refused = await cases();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(USER_TEXTS.mustChangePassword);
    const before = await me(token);
    expect(before.statusCode).toBe(200);
    expect(before.json().mustChangePassword).toBe(true);
    const change = await env.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(token),
      payload: { currentPassword: user.password, password: 'escolhida1', confirmPassword: 'escolhida1' },
    });
    expect(change.statusCode).toBe(200);
    expect((await me(token)).json().mustChangePassword).toBe(false);
    expect((await cases()).statusCode).toBe(200);
  });

  it("'Reenviar senha' asks for a new password again; seeded users are not asked", async () => {
    const user = await newAlfaUser('reenvio-primeiro@alfa.test');
    await env.app.inject({
      method: 'POST',
      url: '/auth/change-password',
      headers: bearer(user.tokens.accessToken),
      payload: { currentPassword: user.password, password: 'escolhida1', confirmPassword: 'escolhida1' },
    });
    const [before] = await rows<{ must_change_password: boolean }>(
      env.db,
      sql`SELECT must_change_password FROM users WHERE id = ${user.id}`,
    );
    expect(before.must_change_password).toBe(false);
    expect((await assessoria.post(`/admin/users/resend-password/${user.id}`)).status).toBe(200);
    const fresh = passwordIn((await mails('reenvio-primeiro@alfa.test'))[0].body);
    const tokens = await login(env.app, 'reenvio-primeiro@alfa.test', fresh);
    expect(
      (await env.app.inject({ method: 'GET', url: '/admin/seizure-requests', headers: bearer(tokens.accessToken) }))
        .statusCode,
    ).toBe(403);
    // Users the seed or the registration created chose their password: nothing is asked of them.
    const [seeded] = await rows<{ must_change_password: boolean }>(
      env.db,
      sql`SELECT must_change_password FROM users WHERE email = 'assessoria@demo.test'`,
    );
    expect(seeded.must_change_password).toBe(false);
  });
});

describe('POST /admin/users/resend-password/{id}', () => {
  it('replaces the password with a new one, e-mailed; the old one and its sessions stop working', async () => {
    const user = await newAlfaUser('reenviar@alfa.test');
    const res = await assessoria.post(`/admin/users/resend-password/${user.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, message: USER_TEXTS.passwordResent });
    const [mail] = await mails('reenviar@alfa.test');
    const fresh = passwordIn(mail.body);
    expect(fresh).not.toBe(user.password);
    expect((await me(user.tokens.accessToken)).statusCode).toBe(401);
    const old = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'reenviar@alfa.test', password: user.password },
    });
    expect(old.statusCode).toBe(401);
    await login(env.app, 'reenviar@alfa.test', fresh);
    const [entry] = await rows<{ action: string }>(
      env.db,
      sql`SELECT action FROM audit_log WHERE entity = 'user' AND entity_id = ${user.id} ORDER BY id DESC LIMIT 1`,
    );
    expect(entry.action).toBe('user.resendPassword');
  });

  it('never to oneself (400), never outside the side (404)', async () => {
    const [self] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'assessoria@demo.test'`);
    const own = await assessoria.post(`/admin/users/resend-password/${self.id}`);
    expect(own.status).toBe(400);
    expect(own.body.message).toBe(USER_TEXTS.notOnYourself);
    const [leitura] = await rows<{ id: number; password_hash: string }>(
      env.db,
      sql`SELECT id, password_hash FROM users WHERE email = 'leitura@demo.test'`,
    );
    expect((await api.post(`/admin/users/resend-password/${leitura.id}`, 'beta')).status).toBe(404);
    expect((await api.post(`/admin/users/resend-password/${leitura.id}`, 'admin')).status).toBe(404);
    expect((await api.post(`/admin/users/resend-password/${leitura.id}`, 'casos')).status).toBe(403);
    const [after] = await rows<{ password_hash: string }>(
      env.db,
      sql`SELECT password_hash FROM users WHERE id = ${leitura.id}`,
    );
    expect(after.password_hash).toBe(leitura.password_hash);
    expect(await mails('leitura@demo.test')).toEqual([]);
  });
});

describe('DELETE /admin/users/{id}', () => {
  it('soft deletes: the next call with a held token is 401, sign-in refused, e-mailed, gone from the list', async () => {
    const user = await newAlfaUser('remover@alfa.test');
    expect((await me(user.tokens.accessToken)).statusCode).toBe(200);
    const res = await del(user.id, (await login(env.app, 'assessoria@demo.test')).accessToken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: user.id, message: USER_TEXTS.removed });
    expect((await me(user.tokens.accessToken)).statusCode).toBe(401);
    const refresh = await env.app.inject({
      method: 'POST',
      url: '/auth/refresh',
      payload: { refreshToken: user.tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const signIn = await env.app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'remover@alfa.test', password: user.password },
    });
    expect(signIn.statusCode).toBe(401);
    const [row] = await rows<{ deleted_at: string | null }>(
      env.db,
      sql`SELECT deleted_at FROM users WHERE id = ${user.id}`,
    );
    expect(row.deleted_at).not.toBeNull();
    const [open] = await rows<{ n: number }>(
      env.db,
      sql`SELECT count(*)::int AS n FROM user_sessions WHERE user_id = ${user.id} AND revoked_at IS NULL`,
    );
    expect(open.n).toBe(0);
    expect((await mails('remover@alfa.test'))[0].subject).toMatch(/encerrado/);
    const list = await assessoria.get('/admin/users?perPage=100');
    expect(list.body.result.map((u: AdminUser) => u.id)).not.toContain(user.id);
    // Removed already: not found, and its e-mail is free for a new user (users_email_key skips removed rows).
    expect((await assessoria.post(`/admin/users/resend-password/${user.id}`)).status).toBe(404);
    const again = await assessoria.post('/admin/users', { name: 'De Novo', email: 'remover@alfa.test', roles: [] });
    expect(again.status).toBe(201);
  });

  it('a support admin removes support staff, never itself nor company users', async () => {
    const created = await api.post<AdminUser>('/admin/users', 'admin', {
      name: 'Temporário',
      email: 'temp@recupera.test',
      roles: ['supportAdmin'],
    });
    expect((await del(created.body.id)).statusCode).toBe(200);
    const [self] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'admin@demo.test'`);
    const own = await del(self.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(USER_TEXTS.notOnYourself);
    const [casos] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'casos@demo.test'`);
    expect((await del(casos.id)).statusCode).toBe(404);
    const beta = await del(casos.id, env.tokens.beta);
    expect(beta.statusCode).toBe(404);
    const [still] = await rows<{ deleted_at: string | null }>(
      env.db,
      sql`SELECT deleted_at FROM users WHERE id = ${casos.id}`,
    );
    expect(still.deleted_at).toBeNull();
    expect((await me(env.tokens.casos)).statusCode).toBe(200);
  });
});
