// Two admins removing each other at the same moment (docs/users.md): one wins, the other gets 409
// saying its account can no longer administer users; never both removed, never a deadlock (500).
// Real concurrency on the real database: both calls are sent together, several times, and held
// until both have passed the sign-in check, the moment the race is lost without row locks.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USER_TEXTS, type AdminUser } from '../../src/domain/users';
import { asUser, rows, type ApiEnv } from '../support/api';
import { bearer, createTestApp, login } from '../support/server';

let env: Pick<ApiEnv, 'app' | 'db'>;
let creators: Record<'lawCompany' | 'support', Awaited<ReturnType<typeof asUser>>>;

/** Calls to /admin/users/… wait here, once signed in, until `expected` of them have arrived. */
const barrier = { expected: 0, waiting: [] as (() => void)[] };

beforeAll(async () => {
  env = await createTestApp();
  env.app.addHook('preHandler', async (request) => {
    // POST /admin/users too (the demotions): a call let through before the other signed in would
    // meet a token whose roles changed, refused 401 by the sign-in check (docs/security.md "Roles").
    if (barrier.expected === 0 || !/^\/admin\/users(\/.+)?$/.test(request.url)) return;
    await new Promise<void>((release) => {
      barrier.waiting.push(release);
      if (barrier.waiting.length < barrier.expected) return;
      for (const go of barrier.waiting.splice(0)) go();
      barrier.expected = 0;
    });
  });
  creators = { lawCompany: await asUser(env, 'assessoria@demo.test'), support: await asUser(env, 'admin@demo.test') };
});
afterAll(() => env.app.close());

/** Sends the calls together, each let through once all are signed in. */
function together<T>(calls: (() => Promise<T>)[]) {
  barrier.expected = calls.length;
  return Promise.all(calls.map((call) => call()));
}

const ROUNDS = 4;
const ADMIN_ROLE = { lawCompany: 'lawCompanyAdmin', support: 'supportAdmin' } as const;
const passwordIn = (body: string) => body.match(/Senha: (\S+)/)?.[1] ?? '';

let serial = 0;
/** A new admin of the side, signed in with its e-mailed password. */
async function newAdmin(side: 'lawCompany' | 'support') {
  const email = `corrida${++serial}@${side === 'support' ? 'suporte' : 'alfa'}.test`;
  const created = await creators[side].post<AdminUser>('/admin/users', {
    name: `Admin ${serial}`,
    email,
    roles: [ADMIN_ROLE[side]],
  });
  expect(created.status).toBe(201);
  const [mail] = await rows<{ body: string }>(
    env.db,
    sql`SELECT body FROM email_outbox WHERE "to" = ${email} ORDER BY id DESC LIMIT 1`,
  );
  const token = (await login(env.app, email, passwordIn(mail.body))).accessToken;
  // Past the first sign-in's password change (test/server/users-actions.test.ts covers it).
  await env.db.execute(sql`UPDATE users SET must_change_password = false WHERE id = ${created.body.id}`);
  return { id: created.body.id, token };
}

const remove = (id: number, token: string) =>
  env.app.inject({ method: 'DELETE', url: `/admin/users/${id}`, headers: bearer(token) });
const resend = (id: number, token: string) =>
  env.app.inject({ method: 'POST', url: `/admin/users/resend-password/${id}`, headers: bearer(token) });
const removed = async (ids: number[]) =>
  (
    await rows<{ id: number }>(
      env.db,
      sql`SELECT id FROM users WHERE id IN (${sql.join(ids, sql`, `)}) AND deleted_at IS NOT NULL`,
    )
  ).map((r) => r.id);

/** The reset of a's password and the removal of b, in the order they were committed. */
const auditOrder = async (a: number, b: number) =>
  (
    await rows<{ action: string }>(
      env.db,
      sql`SELECT action FROM audit_log WHERE entity = 'user' AND ((entity_id = ${a} AND action = 'user.resendPassword') OR (entity_id = ${b} AND action = 'user.remove')) ORDER BY id`,
    )
  ).map((row) => row.action);

describe.each(['lawCompany', 'support'] as const)('two %s admins removing each other at once', (side) => {
  it('one wins, the other gets 409 with the reason, and only one is removed', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await newAdmin(side), await newAdmin(side)];
      const answers = await together([() => remove(b.id, a.token), () => remove(a.id, b.token)]);
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses, answers.map((res) => res.body).join(' | ')).toEqual([200, 409]);
      const loser = answers.find((res) => res.statusCode === 409)!;
      expect(loser.json().message).toBe(USER_TEXTS.noLongerAdmin);
      const winner = answers[0].statusCode === 200 ? a : b;
      expect(await removed([a.id, b.id])).toEqual([winner === a ? b.id : a.id]);
    }
  });

  it('the same for two admins taking each other’s admin role at once: one keeps it', async () => {
    const base = side === 'support' ? 'support' : 'lawCompanyUser';
    for (let round = 0; round < 2; round++) {
      const [a, b] = [await newAdmin(side), await newAdmin(side)];
      const demote = (id: number, token: string) =>
        env.app.inject({
          method: 'POST',
          url: '/admin/users',
          headers: bearer(token),
          payload: { id, name: 'Rebaixado', email: `rebaixado${id}@x.test`, roles: [] },
        });
      const answers = await together([() => demote(b.id, a.token), () => demote(a.id, b.token)]);
      expect(answers.map((res) => res.statusCode).sort(), answers.map((res) => res.body).join(' | ')).toEqual([
        200, 409,
      ]);
      const stored = await rows<{ roles: string[] }>(
        env.db,
        sql`SELECT roles FROM users WHERE id IN (${a.id}, ${b.id})`,
      );
      expect(stored.filter((row) => row.roles.includes(ADMIN_ROLE[side]))).toHaveLength(1);
      for (const row of stored) expect(row.roles).toContain(base);
    }
  });

  it('the same for an admin resetting the password of one removing it: never a deadlock, never a change by a removed admin', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const [a, b] = [await newAdmin(side), await newAdmin(side)];
      const [removal, reset] = await together([() => remove(b.id, a.token), () => resend(a.id, b.token)]);
      // Either order is right: the removal first (the reset is refused), or the reset first.
      expect(removal.statusCode, removal.body).toBe(200);
      expect([200, 409], reset.body).toContain(reset.statusCode);
      if (reset.statusCode === 409) expect(reset.json().message).toBe(USER_TEXTS.noLongerAdmin);
      else
        expect(await auditOrder(a.id, b.id), 'a reset by an admin already removed').toEqual([
          'user.resendPassword',
          'user.remove',
        ]);
      expect(await removed([a.id, b.id])).toEqual([b.id]);
    }
  });
});
