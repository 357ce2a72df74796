// The users screens' API (spec 000 §2, §5 "Users", §7 "Users"): each admin sees and changes only
// its own side (a company's users, or the support staff), grants only what it may grant, and an
// e-mail in use is a clear 422 on the field. Creating e-mails a generated password that signs in.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../src/domain/wire';
import type { AdminUser } from '../../src/domain/users';
import { USER_TEXTS } from '../../src/domain/users';
import { EMAIL, maxLength } from '../../src/domain/schemas/messages';
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

type Stored = {
  id: number;
  name: string;
  email: string;
  roles: string[];
  law_company_id: number | null;
  deleted_at: string | null;
};
const stored = async (email: string) =>
  (
    await rows<Stored>(
      env.db,
      sql`SELECT id, name, email, roles, law_company_id, deleted_at FROM users WHERE email = ${email}`,
    )
  )[0];
const lastEmailTo = async (to: string) =>
  (
    await rows<{ subject: string; body: string }>(
      env.db,
      sql`SELECT subject, body FROM email_outbox WHERE "to" = ${to} ORDER BY id DESC LIMIT 1`,
    )
  )[0];
const audit = (id: number) =>
  rows<{ action: string; actor_id: number; data: Record<string, unknown> }>(
    env.db,
    sql`SELECT action, actor_id, data FROM audit_log WHERE entity = 'user' AND entity_id = ${id} ORDER BY id DESC`,
  );
const passwordIn = (body: string) => body.match(/Senha: (\S+)/)?.[1] ?? body.match(/nova senha é: (\S+)/)?.[1];

async function allPages(get: (url: string) => Promise<{ status: number; body: Page<AdminUser> }>) {
  const first = await get('/admin/users?perPage=100');
  expect(first.status).toBe(200);
  return first.body;
}

describe('GET /admin/users: each admin its own side', () => {
  it("a law-company admin lists its company's users only, never support staff or another company's", async () => {
    const page = await allPages((url) => assessoria.get(url));
    const [{ n }] = await rows<{ n: number }>(
      env.db,
      sql`SELECT count(*)::int AS n FROM users WHERE law_company_id = ${env.alfa} AND deleted_at IS NULL`,
    );
    expect(page.total).toBe(n);
    const emails = page.result.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['assessoria@demo.test', 'casos@demo.test', 'leitura@demo.test']));
    for (const email of ['suporte@demo.test', 'admin@demo.test', 'beta@demo.test', 'localizador@demo.test'])
      expect(emails).not.toContain(email);
    expect(page.result[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.any(String),
      roles: expect.any(Array),
      createdAt: expect.any(String),
    });
  });

  it('a support admin lists the support staff only', async () => {
    const page = await allPages((url) => api.get(url, 'admin'));
    const emails = page.result.map((u) => u.email);
    expect(emails).toEqual(expect.arrayContaining(['admin@demo.test', 'suporte@demo.test']));
    expect(
      emails.some((e) =>
        ['assessoria@demo.test', 'casos@demo.test', 'beta@demo.test', 'localizador@demo.test'].includes(e),
      ),
    ).toBe(false);
    for (const user of page.result) expect(user.roles.some((r) => r === 'support' || r === 'supportAdmin')).toBe(true);
  });

  it('another company admin sees its own company; support and non-admin users are refused', async () => {
    const beta = await api.get<Page<AdminUser>>('/admin/users?perPage=100', 'beta');
    expect(beta.body.result.map((u) => u.email)).toContain('beta@demo.test');
    expect(beta.body.result.map((u) => u.email)).not.toContain('assessoria@demo.test');
    for (const who of ['suporte', 'casos', 'leitura', 'localizador'] as const)
      expect((await api.get('/admin/users', who)).status).toBe(403);
    expect((await api.get('/admin/users', null)).status).toBe(401);
  });

  it('searches the name or e-mail', async () => {
    const found = await assessoria.get<Page<AdminUser>>('/admin/users?filters[term]=leitura');
    expect(found.body.result.map((u) => u.email)).toEqual(['leitura@demo.test']);
  });
});

describe('POST /admin/users: create', () => {
  it('creates a company user with the granted roles, e-mails a generated password that signs in, and audits it', async () => {
    const res = await assessoria.post<AdminUser>('/admin/users', {
      name: '  Nova Pessoa  ',
      email: ' Nova.Pessoa@Alfa.TEST ',
      roles: ['lawCompanySeizureRequestAdmin'],
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Nova Pessoa', email: 'nova.pessoa@alfa.test' });
    const row = await stored('nova.pessoa@alfa.test');
    expect(row).toMatchObject({ law_company_id: env.alfa, deleted_at: null });
    expect(row.roles.sort()).toEqual(['lawCompanySeizureRequestAdmin', 'lawCompanyUser']);
    const mail = await lastEmailTo('nova.pessoa@alfa.test');
    const password = passwordIn(mail.body);
    expect(password).toMatch(/^\S{12}$/);
    const tokens = await login(env.app, 'nova.pessoa@alfa.test', password);
    const me = await env.app.inject({ method: 'GET', url: '/auth/me', headers: bearer(tokens.accessToken) });
    expect(me.json()).toMatchObject({ email: 'nova.pessoa@alfa.test', lawCompany: { id: env.alfa } });
    expect((await audit(row.id))[0]).toMatchObject({
      action: 'user.create',
      data: { after: { email: 'nova.pessoa@alfa.test' } },
    });
  });

  it('a support admin creates support staff (no company, the support role)', async () => {
    const res = await api.post<AdminUser>('/admin/users', 'admin', {
      name: 'Novo Suporte',
      email: 'novo.suporte@recupera.test',
      roles: [],
    });
    expect(res.status).toBe(201);
    expect(await stored('novo.suporte@recupera.test')).toMatchObject({ law_company_id: null, roles: ['support'] });
  });

  it.each([
    ['assessoria', ['support']],
    ['assessoria', ['supportAdmin']],
    ['assessoria', ['lawCompanyAdmin', 'sysAdmin']],
    ['admin', ['lawCompanyAdmin']],
    ['admin', ['sysAdmin']],
  ] as const)('%s may not grant %j: 422 on roles, nothing written', async (who, roles) => {
    const email = `grant-${who}-${roles.join('-').toLowerCase()}@x.test`;
    const body = { name: 'Sem Permissão', email, roles };
    const res =
      who === 'assessoria' ? await assessoria.post('/admin/users', body) : await api.post('/admin/users', who, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ roles: USER_TEXTS.roleNotGrantable });
    expect(await stored(email)).toBeUndefined();
  });

  it('an e-mail in use (any case, another company or support) is 422 on the field', async () => {
    for (const email of ['CASOS@demo.test', 'suporte@demo.test', 'beta@demo.test']) {
      const res = await assessoria.post('/admin/users', { name: 'Repetido', email, roles: [] });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ email: USER_TEXTS.emailTaken });
    }
  });

  it('name up to 100, e-mail valid up to 150', async () => {
    const long = await assessoria.post('/admin/users', {
      name: 'a'.repeat(101),
      email: `${'b'.repeat(141)}@alfa.test`,
      roles: [],
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ name: maxLength(100), email: maxLength(150) });
    const bad = await assessoria.post('/admin/users', { name: 'Ok', email: 'sem-arroba', roles: ['nope'] });
    expect(bad.body.errors).toMatchObject({ email: EMAIL, roles: expect.any(String) });
    expect(
      (
        await assessoria.post('/admin/users', {
          name: 'a'.repeat(100),
          email: `${'c'.repeat(140)}@alfa.test`,
          roles: [],
        })
      ).status,
    ).toBe(201);
  });
});

describe('POST /admin/users {id}: edit', () => {
  it("edits a company user's name, e-mail and roles; the base role stays", async () => {
    const created = await assessoria.post<AdminUser>('/admin/users', {
      name: 'Editar',
      email: 'editar@alfa.test',
      roles: ['lawCompanySeizureRequestAdmin'],
    });
    const res = await assessoria.post<AdminUser>('/admin/users', {
      id: created.body.id,
      name: 'Editado',
      email: 'editado@alfa.test',
      roles: ['lawCompanyAdmin'],
    });
    expect(res.status).toBe(200);
    const row = await stored('editado@alfa.test');
    expect(row.name).toBe('Editado');
    expect(row.roles.sort()).toEqual(['lawCompanyAdmin', 'lawCompanyUser']);
    expect((await audit(row.id))[0]).toMatchObject({
      action: 'user.update',
      data: { before: { email: 'editar@alfa.test' }, after: { email: 'editado@alfa.test' } },
    });
  });

  it("another company's user, support staff, or a company user for support: 404, unchanged", async () => {
    const leitura = await stored('leitura@demo.test');
    const suporte = await stored('suporte@demo.test');
    expect(
      (await api.post('/admin/users', 'beta', { id: leitura.id, name: 'X', email: 'x1@x.test', roles: [] })).status,
    ).toBe(404);
    expect(
      (await api.post('/admin/users', 'admin', { id: leitura.id, name: 'X', email: 'x2@x.test', roles: [] })).status,
    ).toBe(404);
    expect(
      (await assessoria.post('/admin/users', { id: suporte.id, name: 'X', email: 'x3@x.test', roles: [] })).status,
    ).toBe(404);
    expect(await stored('leitura@demo.test')).toMatchObject({ name: leitura.name });
    expect(await stored('suporte@demo.test')).toMatchObject({ name: suporte.name });
  });

  it("taking another user's e-mail is 422; keeping one's own is fine", async () => {
    const leitura = await stored('leitura@demo.test');
    const taken = await assessoria.post('/admin/users', {
      id: leitura.id,
      name: leitura.name,
      email: 'casos@demo.test',
      roles: [],
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ email: USER_TEXTS.emailTaken });
    expect(
      (
        await assessoria.post('/admin/users', {
          id: leitura.id,
          name: 'Lúcia L.',
          email: 'leitura@demo.test',
          roles: [],
        })
      ).status,
    ).toBe(200);
  });

  it('an admin may rename itself but not change its own roles', async () => {
    const self = await stored('assessoria@demo.test');
    const drop = await assessoria.post('/admin/users', { id: self.id, name: self.name, email: self.email, roles: [] });
    expect(drop.status).toBe(400);
    expect(drop.body.message).toBe(USER_TEXTS.notOnYourself);
    expect(
      (
        await assessoria.post('/admin/users', {
          id: self.id,
          name: 'Renata A.',
          email: self.email,
          roles: ['lawCompanyAdmin'],
        })
      ).status,
    ).toBe(200);
  });
});

describe('user with roles the admin cannot see', () => {
  it('keeps them on edit (a caller changes only what it may grant)', async () => {
    const [row] = await rows<{ id: number }>(
      env.db,
      sql`INSERT INTO users (name, email, password_hash, roles, law_company_id) VALUES ('Com QA', 'qa@alfa.test', 'x', ARRAY['lawCompanyUser','qa'], ${env.alfa}) RETURNING id`,
    );
    await assessoria.post('/admin/users', {
      id: row.id,
      name: 'Com QA',
      email: 'qa@alfa.test',
      roles: ['lawCompanySeizureRequestAdmin'],
    });
    expect((await stored('qa@alfa.test')).roles.sort()).toEqual([
      'lawCompanySeizureRequestAdmin',
      'lawCompanyUser',
      'qa',
    ]);
  });
});
