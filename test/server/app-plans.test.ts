// GET /admin/app-users and POST /admin/app-users/add-time (spec 001 §2, §5, §7): the tabs and
// filters against the tables, the add-time arithmetic across expiry, canModify refused by the
// server, the audit row, support only.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_TEXTS, type AppUserRow } from '../../src/domain/appPlans';
import { FILTERED_TOTAL_CAP } from '../../src/server/services/shared/cappedList';
import { APP_USER_TYPES } from '../../src/domain/statuses';
import type { Page } from '../../src/domain/wire';
import { client, rows, setupApi, type ApiEnv } from '../support/api';
import { APP_USER, PLAN_TAB_RULES } from '../support/appUserRules';

let env: ApiEnv;
let api: ReturnType<typeof client>;
beforeAll(async () => {
  env = await setupApi();
  api = client(env);
});
afterAll(() => env.app.close());

const DAY = 86_400_000;
const APP = APP_USER;
const list = (query: string, who: 'suporte' | 'admin' = 'suporte') =>
  api.get<Page<AppUserRow>>(`/admin/app-users?${query}`, who);
const countOf = async (where: ReturnType<typeof sql>) =>
  Number(
    (
      await rows<{ n: number }>(
        env.db,
        sql`SELECT count(*)::int AS n FROM users u LEFT JOIN user_plans p ON p.user_id = u.id WHERE ${APP} AND ${where}`,
      )
    )[0].n,
  );
const planOf = async (userId: number) =>
  (
    await rows<{ type: string; method: string; expiration_date: string; subscription_status: string }>(
      env.db,
      sql`SELECT type, method, expiration_date, subscription_status FROM user_plans WHERE user_id = ${userId}`,
    )
  )[0];
async function userWith(where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await rows<{ id: number }>(
    env.db,
    sql`SELECT u.id FROM users u LEFT JOIN user_plans p ON p.user_id = u.id WHERE ${APP} AND ${where} ORDER BY u.id LIMIT 1`,
  );
  return row.id;
}

describe('GET /admin/app-users', () => {
  it('every tab has demo rows, and its total is the count of its rule', async () => {
    for (const type of APP_USER_TYPES) {
      const res = await list(`type=${type}&perPage=100`);
      expect(res.status, type).toBe(200);
      expect(res.body.total, type).toBe(await countOf(PLAN_TAB_RULES[type]));
      expect(res.body.total, type).toBeGreaterThan(0);
    }
  });

  it('Cadastro descending by default; Nome sortable; name filter ignores accents and case', async () => {
    const res = await list('perPage=100');
    const created = res.body.result.map((r) => new Date(r.createdAt).getTime());
    expect(created).toEqual([...created].sort((a, b) => b - a));
    const byName = await list('perPage=100&sortField=name&sortDirection=asc');
    const names = byName.body.result.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const someone = res.body.result[3];
    const part = someone.name.split(' ')[0].toUpperCase();
    const found = await list(`filters[name]=${encodeURIComponent(part)}&perPage=100`);
    expect(found.body.result.map((r) => r.id)).toContain(someone.id);
    expect(found.body.result.every((r) => r.name.toUpperCase().includes(part))).toBe(true);
  });

  it('Plano filter: a subscription state, or refunded; ignored on Sem Plano', async () => {
    const paused = await list('filters[plan]=paused&perPage=100');
    expect(paused.body.total).toBe(await countOf(sql`p.subscription_status = 'paused'`));
    expect(paused.body.result.every((r) => r.plan?.subscriptionStatus === 'paused')).toBe(true);
    const refunded = await list('filters[plan]=refunded&perPage=100');
    expect(refunded.body.total).toBeGreaterThan(0);
    expect(refunded.body.result.every((r) => r.plan?.refunded)).toBe(true);
    const none = await list('type=none&filters[plan]=active');
    expect(none.body.total).toBe(await countOf(sql`p.id IS NULL`));
    expect((await list('filters[plan]=expired')).status).toBe(422);
  });

  it('a name search, or Plano on a tab other than Todos, counts its matches up to FILTERED_TOTAL_CAP', async () => {
    // Written with the plan state the plans below give them (has_plan, plan_expires_at), so that
    // the trigger keeping it has nothing to update.
    const expiry = new Date(Date.now() + 30 * DAY).toISOString();
    const added = await rows<{ id: number }>(
      env.db,
      sql`INSERT INTO users (name, email, password_hash, roles, created_at, has_plan, plan_expires_at)
        SELECT 'Limite Contado ' || g, 'limite' || g || '@cap.test', 'x', ARRAY['tracker'], now() - g * interval '1 minute', true, ${expiry}::timestamptz
        FROM generate_series(1, ${FILTERED_TOTAL_CAP + 1}::int) g RETURNING id`,
    );
    const ids = sql.join(
      added.map((r) => sql`${r.id}`),
      sql`, `,
    );
    try {
      const many = await list('filters[name]=limite contado&perPage=5');
      expect(many.body.total).toBe(FILTERED_TOTAL_CAP);
      expect(many.body.moreThanTotal).toBe(true);
      // The page is still the newest matches, in the list's order.
      expect(many.body.result.map((r) => r.name)).toEqual([1, 2, 3, 4, 5].map((g) => `Limite Contado ${g}`));
      // Under the cap the count is exact: 100, 1000 and 1001.
      const exact = await list('filters[name]=limite contado 100');
      expect(exact.body.total).toBe(3);
      expect(exact.body).not.toHaveProperty('moreThanTotal');
      await env.db.execute(sql`INSERT INTO user_plans (user_id, type, method, expiration_date, subscription_status)
        SELECT id, 'pro', 'manual', ${expiry}::timestamptz, 'active' FROM users WHERE id IN (${ids})`);
      const manualActive = await countOf(sql`p.method = 'manual' AND p.subscription_status = 'active'`);
      expect(manualActive).toBeGreaterThan(FILTERED_TOTAL_CAP);
      const manual = await list('type=manual&filters[plan]=active');
      expect([manual.body.total, manual.body.moreThanTotal]).toEqual([FILTERED_TOTAL_CAP, true]);
      expect((await list('type=scanner&filters[plan]=active')).body.total).toBe(
        await countOf(sql`p.type = 'scanner' AND p.subscription_status = 'active'`),
      );
      // Todos with a Plano filter keeps its exact total from the counters.
      expect((await list('filters[plan]=active')).body.total).toBe(
        await countOf(sql`p.subscription_status = 'active'`),
      );
    } finally {
      await env.db.execute(sql`DELETE FROM user_plans WHERE user_id IN (${ids})`);
      await env.db.execute(sql`DELETE FROM users WHERE id IN (${ids})`);
    }
    // 1,001 users with their search index entries take PGlite 15–20 s on a busy 2-core machine.
  }, 120_000);

  it('canModify false exactly for running store subscriptions', async () => {
    const res = await list('perPage=100');
    for (const row of res.body.result) {
      const store =
        !!row.plan &&
        ['appStore', 'playStore', 'web'].includes(row.plan.method) &&
        ['active', 'paused'].includes(row.plan.subscriptionStatus ?? '');
      expect(row.canModify, row.name).toBe(!store);
    }
    expect(res.body.result.some((r) => !r.canModify)).toBe(true);
  });

  it('support only', async () => {
    expect((await api.get('/admin/app-users', 'admin')).status).toBe(200);
    for (const who of ['casos', 'beta', 'localizador'] as const)
      expect((await api.get('/admin/app-users', who)).status, who).toBe(403);
  });
});

describe('POST /admin/app-users/add-time', () => {
  it('an unexpired manual PRO grows from its expiry', async () => {
    const userId = await userWith(
      sql`p.type = 'pro' AND p.method = 'manual' AND p.expiration_date > now() + interval '5 days'`,
    );
    const before = new Date((await planOf(userId)).expiration_date).getTime();
    const res = await api.post('/admin/app-users/add-time', 'suporte', { userId, days: 30, type: 'pro' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(PLAN_TEXTS.added);
    const after = await planOf(userId);
    expect(new Date(after.expiration_date).getTime()).toBe(before + 30 * DAY);
    const [entry] = await rows<{ action: string; data: { days: number } }>(
      env.db,
      sql`SELECT action, data FROM audit_log WHERE entity = 'appUser' AND entity_id = ${userId} ORDER BY id DESC LIMIT 1`,
    );
    expect(entry).toMatchObject({ action: 'appUser.addTime', data: { days: 30 } });
  });

  it('an expired plan starts from now, and becomes active', async () => {
    const userId = await userWith(sql`p.expiration_date < now() - interval '10 days' AND p.method = 'manual'`);
    const start = Date.now();
    expect((await api.post('/admin/app-users/add-time', 'suporte', { userId, days: 30, type: 'pro' })).status).toBe(
      200,
    );
    const after = await planOf(userId);
    const expiry = new Date(after.expiration_date).getTime();
    expect(expiry).toBeGreaterThanOrEqual(start + 30 * DAY);
    expect(expiry).toBeLessThan(Date.now() + 30 * DAY + 1000);
    expect(after).toMatchObject({ type: 'pro', method: 'manual', subscription_status: 'active' });
  });

  it('negative days can expire a plan; a user without a plan gets one; days must be said', async () => {
    const userId = await userWith(sql`p.type = 'scanner' AND p.method = 'manual' AND p.expiration_date > now()`);
    expect(
      (await api.post('/admin/app-users/add-time', 'suporte', { userId, days: -1000, type: 'scanner' })).status,
    ).toBe(200);
    expect((await planOf(userId)).subscription_status).toBe('expired');
    const planless = await userWith(sql`p.id IS NULL`);
    // Without days nothing is granted (it used to grant 30).
    const silent = await api.post('/admin/app-users/add-time', 'suporte', { userId: planless, type: 'scanner' });
    expect(silent.status).toBe(422);
    expect(silent.body.errors.days).toBe('Obrigatório');
    expect(await planOf(planless)).toBeUndefined();
    expect(
      (await api.post('/admin/app-users/add-time', 'suporte', { userId: planless, days: 30, type: 'scanner' })).status,
    ).toBe(200);
    expect(await planOf(planless)).toMatchObject({ type: 'scanner', method: 'manual', subscription_status: 'active' });
  });

  it('negative days need time of that type to remove: no plan, an expired one or another type is a 422 and writes nothing', async () => {
    const planless = await userWith(sql`p.id IS NULL`);
    const expired = await userWith(sql`p.expiration_date < now() - interval '10 days' AND p.method = 'manual'`);
    const scannerOnly = await userWith(sql`p.type = 'scanner' AND p.method = 'manual' AND p.expiration_date > now()`);
    for (const [userId, type] of [
      [planless, 'pro'],
      [expired, 'pro'],
      [scannerOnly, 'pro'],
    ] as const) {
      const before = await planOf(userId);
      const audits = await rows(
        env.db,
        sql`SELECT id FROM audit_log WHERE entity = 'appUser' AND entity_id = ${userId}`,
      );
      const res = await api.post('/admin/app-users/add-time', 'suporte', { userId, days: -5, type });
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual({ days: PLAN_TEXTS.nothingToRemove });
      expect(await planOf(userId)).toEqual(before);
      expect(
        await rows(env.db, sql`SELECT id FROM audit_log WHERE entity = 'appUser' AND entity_id = ${userId}`),
      ).toEqual(audits);
    }
    expect(
      (await api.post('/admin/app-users/add-time', 'suporte', { userId: scannerOnly, days: 0, type: 'scanner' })).body
        .errors,
    ).toEqual({ days: PLAN_TEXTS.zero });
  });

  it('refused while a store runs the subscription (canModify false): nothing changes', async () => {
    const userId = await userWith(sql`p.method = 'appStore' AND p.subscription_status = 'active'`);
    const before = await planOf(userId);
    const res = await api.post('/admin/app-users/add-time', 'suporte', { userId, days: 30, type: 'pro' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(PLAN_TEXTS.storeManaged);
    expect(await planOf(userId)).toEqual(before);
  });

  it('422 with the field messages; 404 for anybody but an app user; support only', async () => {
    const userId = await userWith(sql`p.id IS NULL`);
    const res = await api.post('/admin/app-users/add-time', 'suporte', { userId, days: 2147483648, type: 'pro' });
    expect(res.status).toBe(422);
    expect(res.body.errors.days).toBe('Máximo atingido');
    const [staff] = await rows<{ id: number }>(env.db, sql`SELECT id FROM users WHERE email = 'casos@demo.test'`);
    expect(
      (await api.post('/admin/app-users/add-time', 'suporte', { userId: staff.id, days: 1, type: 'pro' })).status,
    ).toBe(404);
    expect((await api.post('/admin/app-users/add-time', 'casos', { userId, days: 1, type: 'pro' })).status).toBe(403);
  });
});
