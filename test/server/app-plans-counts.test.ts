// The app-user tabs' totals come from trigger-kept counters (app_user_counts, migrations 0014, 0017): after
// every kind of change to users, plans and verifications, each tab's total still equals a COUNT of
// its rule; Ativos is exact at any moment, across the hour its counter key names. The tab state
// copied onto users (migration 0019) follows the same changes.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VERIFICATION_TABS } from '../../src/domain/appVerifications';
import { APP_USER_TYPES } from '../../src/domain/statuses';
import { planFilterTotal, planTabTotal, verificationTabTotal } from '../../src/server/services/appPlans/counts';
import { rows, setupApi, type ApiEnv } from '../support/api';

let env: ApiEnv;
beforeAll(async () => {
  env = await setupApi();
});
afterAll(() => env.app.close());

const APP = sql`u.roles && ARRAY['tracker','informer','fromApp']::text[] AND u.deleted_at IS NULL`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

function planRule(type: string, now: Date): SQL {
  switch (type) {
    case 'active':
      return sql`p.expiration_date > ${at(now)}`;
    case 'inactive':
      return sql`p.id IS NOT NULL AND (p.expiration_date IS NULL OR p.expiration_date <= ${at(now)})`;
    case 'manual':
      return sql`p.method = 'manual'`;
    case 'scanner':
      return sql`p.type = 'scanner'`;
    case 'none':
      return sql`p.id IS NULL`;
    case 'non-verified':
      return sql`NOT EXISTS (SELECT 1 FROM user_verifications x WHERE x.user_id = u.id AND x.status = 'approved')`;
    default:
      return sql`TRUE`;
  }
}

const verificationRule = (tab: string): SQL =>
  tab === 'non-verified'
    ? sql`v.id IS NULL`
    : tab === 'incompleted'
      ? sql`v.status IN ('incompleted', 'abandoned')`
      : sql`v.status = ${tab}`;

const counted = async (where: SQL) =>
  (
    await rows<{ n: number }>(
      env.db,
      sql`SELECT count(*)::int AS n FROM users u LEFT JOIN user_plans p ON p.user_id = u.id
        LEFT JOIN user_verifications v ON v.user_id = u.id WHERE ${APP} AND ${where}`,
    )
  )[0].n;

/** Every tab of both screens: the kept total against the COUNT of its rule. */
async function expectTotalsCounted(now = new Date()) {
  for (const type of APP_USER_TYPES)
    expect(await planTabTotal(env.db, type, now), `plans ${type}`).toBe(await counted(planRule(type, now)));
  for (const tab of VERIFICATION_TABS)
    expect(await verificationTabTotal(env.db, tab), `verifications ${tab}`).toBe(await counted(verificationRule(tab)));
  for (const plan of ['active', 'paused', 'cancelled'] as const)
    expect(await planFilterTotal(env.db, plan), `Todos, Plano ${plan}`).toBe(
      await counted(sql`p.subscription_status = ${plan}`),
    );
  expect(await planFilterTotal(env.db, 'refunded'), 'Todos, Plano refunded').toBe(await counted(sql`p.refunded`));
  // The tab state users carry (migration 0019) is their plan's and verification's, for every user.
  const stale = await rows<{ id: number }>(
    env.db,
    sql`SELECT u.id FROM users u LEFT JOIN user_plans p ON p.user_id = u.id LEFT JOIN user_verifications v ON v.user_id = u.id
      WHERE (u.has_plan, u.plan_expires_at, u.verification_approved)
        IS DISTINCT FROM (p.id IS NOT NULL, p.expiration_date, coalesce(v.status = 'approved', false))`,
  );
  expect(stale, 'users whose tab state differs from their plan and verification').toEqual([]);
}

const exec = (query: SQL) => env.db.execute(query);

describe('app_user_counts', () => {
  it('follows inserts, updates and deletes of users, plans and verifications', async () => {
    await expectTotalsCounted();
    // New app users, in one statement, with a plan and a verification each.
    const added = await rows<{ id: number }>(
      env.db,
      sql`INSERT INTO users (name, email, password_hash, roles) SELECT 'Contagem ' || g, 'contagem' || g || '@counts.test', 'x', ARRAY['informer']
        FROM generate_series(1, 4) g RETURNING id`,
    );
    const ids = added.map((r) => r.id);
    const [a, b, c, d] = ids;
    await exec(sql`INSERT INTO user_plans (user_id, type, method, expiration_date)
      VALUES (${a}, 'pro', 'manual', now() + interval '3 days'), (${b}, 'scanner', 'web', now() - interval '1 day'), (${c}, 'pro', 'campaign', NULL)`);
    await exec(
      sql`INSERT INTO user_verifications (user_id, status) VALUES (${a}, 'pending'), (${b}, 'abandoned'), (${d}, 'approved')`,
    );
    await expectTotalsCounted();
    // A plan changes type, method and expiry; a verification is decided; one statement touches several rows.
    await exec(
      sql`UPDATE user_plans SET type = 'scanner', method = 'manual', expiration_date = now() + interval '9 days' WHERE user_id = ${b}`,
    );
    await exec(
      sql`UPDATE user_plans SET subscription_status = 'paused', refunded = true WHERE user_id IN (${a}, ${c})`,
    );
    await exec(sql`UPDATE user_verifications SET status = 'approved' WHERE user_id = ${a}`);
    await exec(sql`UPDATE user_verifications SET status = 'blocked' WHERE user_id IN (${b}, ${d})`);
    await exec(sql`UPDATE users SET name = name || ' (editado)' WHERE id IN (${a}, ${b})`);
    await expectTotalsCounted();
    // A plan moves to another user (the old one is left without).
    await exec(sql`UPDATE user_plans SET user_id = ${d} WHERE user_id = ${c}`);
    await expectTotalsCounted();
    // Removed, no longer an app user, back again: the user's plan and verification leave and return with it.
    await exec(sql`UPDATE users SET deleted_at = now() WHERE id = ${a}`);
    await exec(sql`UPDATE users SET roles = ARRAY['support'] WHERE id = ${b}`);
    await expectTotalsCounted();
    await exec(sql`UPDATE users SET deleted_at = NULL WHERE id = ${a}`);
    await expectTotalsCounted();
    // A plan or verification of a non-app user changes: nothing counted moves.
    await exec(sql`UPDATE user_plans SET method = 'campaign' WHERE user_id = ${b}`);
    await exec(sql`DELETE FROM user_verifications WHERE user_id = ${b}`);
    await expectTotalsCounted();
    // Deletes.
    await exec(sql`DELETE FROM user_plans WHERE user_id IN (${a}, ${b}, ${d})`);
    await exec(sql`DELETE FROM user_verifications WHERE user_id IN (${a}, ${d})`);
    await exec(
      sql`DELETE FROM users WHERE id IN (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    await expectTotalsCounted();
  });

  it('Ativos and Inativos are exact at any moment, inside the hour of an expiry and across it', async () => {
    const [user] = await rows<{ id: number }>(
      env.db,
      sql`INSERT INTO users (name, email, password_hash, roles) VALUES ('Expira Logo', 'expira@counts.test', 'x', ARRAY['tracker']) RETURNING id`,
    );
    // In the middle of an hour two hours from now, so the moments below fall in its hour and the ones before.
    const expiry = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 2.5 * 3_600_000);
    await exec(
      sql`INSERT INTO user_plans (user_id, type, method, expiration_date) VALUES (${user.id}, 'pro', 'manual', ${at(expiry)})`,
    );
    const active = (now: Date) => planTabTotal(env.db, 'active', now);
    const before = await active(new Date(expiry.getTime() - 3_600_000));
    expect(await active(new Date(expiry.getTime() - 1))).toBe(before);
    expect(await active(expiry)).toBe(before - 1);
    for (const ms of [-3_600_000, -1_800_001, -1, 0, 1, 1_800_000])
      await expectTotalsCounted(new Date(expiry.getTime() + ms));
    await exec(sql`DELETE FROM user_plans WHERE user_id = ${user.id}`);
    await exec(sql`DELETE FROM users WHERE id = ${user.id}`);
  });
});
