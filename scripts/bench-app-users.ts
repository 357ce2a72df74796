import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { startThrowawayPostgres } from '../test/support/postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { openDatabase, type Db } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { rowsOf } from '../src/server/db/rows';
import { VERIFICATION_TABS } from '../src/domain/appVerifications';
import { APP_USER_TYPES, SUBSCRIPTION_FILTERS } from '../src/domain/statuses';
import { BENCH_NAME_LISTS, benchName } from './bench-names';
import { CALLS, loadNow, ratio, recordStatements, timed, timedBare, timedStep as step } from './bench-timing';

/**
 * The plans and verifications lists at scale (issue 15 item 5; docs/performance.md "App users"):
 * a throwaway PostgreSQL with the demo data plus BENCH_APP_USERS app users (1,000,000 by
 * default), 60 % with a plan and 70 % with a verification, generated set-based. Each tab through
 * app.inject, one call at a time: total, p50 and p95 over BENCH_CALLS calls.
 *
 *   npx tsx scripts/bench-app-users.ts      # or: npm run bench
 *   BENCH_APP_USERS=100000 BENCH_CALLS=50 npx tsx scripts/bench-app-users.ts
 *   BENCH_EXPLAIN_MS=15 npx tsx scripts/bench-app-users.ts   # also prints the plan of every statement slower than 15 ms
 *
 * To repeat runs without generating again: BENCH_APP_USERS_DATABASE_URL=<a PostgreSQL> uses that
 * database (migrated first; the app users are generated only when it holds fewer) and leaves it.
 */
const USERS = Number(process.env.BENCH_APP_USERS ?? 1_000_000);
const EXPLAIN_MS = process.env.BENCH_EXPLAIN_MS;
const DATABASE_URL = process.env.BENCH_APP_USERS_DATABASE_URL;

/**
 * With BENCH_EXPLAIN_MS, connections opened after this log the plans of slow statements
 * (auto_explain): `before` loads the module in new connections, `after` (on one of those, where
 * the module's settings exist) sets the threshold.
 */
async function explainSlowStatements(db: Db, when: 'before' | 'after') {
  if (!EXPLAIN_MS) return;
  await db.execute(
    sql.raw(
      when === 'before'
        ? `ALTER SYSTEM SET session_preload_libraries = 'auto_explain'`
        : `ALTER SYSTEM SET auto_explain.log_min_duration = '${Number(EXPLAIN_MS)}ms'`,
    ),
  );
  await db.execute(sql`SELECT pg_reload_conf()`);
}

/** The plans auto_explain wrote to the throwaway server's log (next to its data directory). */
async function printSlowPlans(db: Db) {
  if (!EXPLAIN_MS) return;
  const [{ log }] = rowsOf<{ log: string }>(
    await db.execute(
      sql`SELECT pg_read_file(regexp_replace(current_setting('data_directory'), '/data$', '/log')) AS log`,
    ),
  );
  console.log(`\nplans of statements slower than ${EXPLAIN_MS} ms:\n`);
  console.log(
    log
      .split('\n')
      .filter((line) => !/checkpoint|autovacuum/.test(line))
      .join('\n'),
  );
}

/**
 * Who has a plan, its expiry, type, method and status, and the verification's status, by the
 * series' `g`: the plans and verifications below, and the users' copy of that state (migrations
 * 0019 and 0022) written with the users, so that the triggers that keep
 * the copy find nothing to change (one fixed moment, not each statement's now()).
 */
function generated(base: Date) {
  const hasPlan = sql`g % 5 < 3`;
  const expiry = sql`${base.toISOString()}::timestamptz + ((g % 200) - 100) * interval '1 day'`;
  const hasVerification = sql`g % 10 < 7`;
  const status = sql`(ARRAY['approved', 'pending', 'approved', 'reproved', 'incompleted', 'abandoned', 'blocked', 'approved', 'approved', 'approved'])[1 + g % 10]`;
  const planType = sql`CASE WHEN g % 3 = 0 THEN 'scanner' ELSE 'pro' END`;
  const method = sql`(ARRAY['manual', 'campaign', 'web', 'appStore', 'playStore'])[1 + g % 5]`;
  const subscription = sql`(ARRAY['active', 'paused', 'expired', 'cancelled'])[1 + (g / 5) % 4]`;
  const refunded = sql`g % 50 = 0`;
  return { hasPlan, expiry, hasVerification, status, planType, method, subscription, refunded };
}

/** App users, their plans (types, methods, statuses and expiries spread) and verifications. */
async function generate(db: Db) {
  const [{ first }] = rowsOf<{ first: number }>(
    await db.execute(sql`SELECT coalesce(max(id), 0) + 1 AS first FROM users`),
  );
  const { hasPlan, expiry, hasVerification, status, planType, method, subscription, refunded } = generated(new Date());
  await step(
    `${USERS.toLocaleString('en')} app users`,
    sql`INSERT INTO users (name, email, password_hash, roles, status, created_at, updated_at, has_plan, plan_expires_at, verification_approved,
          plan_type, plan_method, plan_status, plan_refunded, verification_status)
        SELECT ${benchName},
               'appuser' || g || '@bench.test', 'x', ARRAY['tracker'], 'active',
               now() - (g % 700) * interval '1 day' - (g % 1440) * interval '1 minute', now() - (g % 90) * interval '1 day',
               ${hasPlan}, CASE WHEN ${hasPlan} THEN ${expiry} END, ${hasVerification} AND ${status} = 'approved',
               CASE WHEN ${hasPlan} THEN ${planType} END, CASE WHEN ${hasPlan} THEN ${method} END,
               CASE WHEN ${hasPlan} THEN ${subscription} END, ${hasPlan} AND ${refunded}, CASE WHEN ${hasVerification} THEN ${status} END
        FROM generate_series(1, ${USERS}::int) g, ${BENCH_NAME_LISTS}`,
    db,
  );
  await step(
    'plans (60 %)',
    sql`INSERT INTO user_plans (user_id, type, method, expiration_date, subscription_status, refunded, created_at, updated_at)
        SELECT ${first}::int + g - 1, ${planType}, ${method}, ${expiry}, ${subscription}, ${refunded}, now(), now()
        FROM generate_series(1, ${USERS}::int) g WHERE ${hasPlan}`,
    db,
  );
  await step(
    'verifications (70 %)',
    sql`INSERT INTO user_verifications (user_id, status, documents, created_at, updated_at)
        SELECT ${first}::int + g - 1, ${status},
               '{"frontDocument": {"path": "x.jpg", "status": "approved"}}'::jsonb, now() - (g % 300) * interval '1 day', now() - (g % 300) * interval '1 hour'
        FROM generate_series(1, ${USERS}::int) g WHERE ${hasVerification}`,
    db,
  );
  await step('VACUUM ANALYZE', sql`VACUUM ANALYZE users, user_plans, user_verifications, user_name_words`, db);
}

type Scenario = [path: string, name: string, query: Record<string, unknown>];

/** A common surname (≈ 1 user in 24) and a first name with a surname (≈ 1 in 1,900). */
const NAMES = ['carvalho', 'Joao Araujo'];

/**
 * Every tab × filter combination of both lists (issue 27 item 4), from the domain's own tab and
 * filter lists: each tab alone, sorted by name, with each Plano value, with each name, and with
 * each Plano value and a name; each verification tab alone, by name and with each name. A whole
 * name (≈ 11 users) and a two-letter term (no trigram) on Todos.
 */
function everyCombination(): Scenario[] {
  const users = (name: string, query: Record<string, unknown>): Scenario => ['/admin/app-users', name, query];
  const verifications = (name: string, query: Record<string, unknown>): Scenario => [
    '/admin/app-users/verifications',
    name,
    query,
  ];
  return [
    ...APP_USER_TYPES.flatMap((type) => [
      users(type, { type }),
      users(`${type}, by name`, { type, sortField: 'name', sortDirection: 'asc' }),
      ...SUBSCRIPTION_FILTERS.map((plan) => users(`${type}, plan ${plan}`, { type, filters: { plan } })),
      ...NAMES.map((name) => users(`${type}, name '${name}'`, { type, filters: { name } })),
      ...SUBSCRIPTION_FILTERS.map((plan) =>
        users(`${type}, plan ${plan}, name 'silva'`, { type, filters: { plan, name: 'silva' } }),
      ),
    ]),
    users("all, name 'Vitória Peixoto Brandão'", { type: 'all', filters: { name: 'Vitória Peixoto Brandão' } }),
    users("all, name 'lu'", { type: 'all', filters: { name: 'lu' } }),
    ...VERIFICATION_TABS.flatMap((status) => [
      verifications(status, { status }),
      verifications(`${status}, by name`, { status, sortField: 'name', sortDirection: 'asc' }),
      ...NAMES.map((name) => verifications(`${status}, name '${name}'`, { status, filters: { name } })),
    ]),
  ];
}

export async function benchAppUsers() {
  const postgres = DATABASE_URL ? null : await startThrowawayPostgres();
  const url = DATABASE_URL ?? postgres!.url;
  try {
    const config = loadConfig({
      ...process.env,
      DATABASE_URL: url,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      RATE_LIMIT_MAX: '1000000',
    });
    const database = await openDatabase({ databaseUrl: url });
    await database.migrate();
    const [held] = rowsOf<{ users: number; app: number }>(
      await database.db.execute(sql`SELECT (SELECT count(*) FROM users)::int AS users,
        (SELECT coalesce(max(total), 0) FROM app_user_counts WHERE key = 'all')::int AS app`),
    );
    if (held.users === 0) await seedDemoData(database.db);
    if (held.app < USERS) {
      console.log('\ngenerating app users, plans and verifications (set-based)…');
      await generate(database.db);
    }
    await explainSlowStatements(database.db, 'before');
    // The app's connections are new ones, so that they load auto_explain when asked.
    await database.close();
    const served = await openDatabase({ databaseUrl: url });
    await explainSlowStatements(served.db, 'after');
    const app = await buildApp(createContext(config, served, 'bench-secret'.padEnd(48, '-')));
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'suporte@demo.test', password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const scenarios = everyCombination();
    console.log(`\nPostgreSQL, ${USERS.toLocaleString('en')} app users; ${CALLS} calls each, one at a time, ms\n`);
    console.log('| call | tab | total | p50 | p95 | SQL p50 | SQL p95 | API/SQL p95 | load |');
    console.log('|---|---|---:|---:|---:|---:|---:|---:|---:|');
    for (const [path, name, query] of scenarios) {
      const target = `${path}?${qs.stringify(query)}`;
      const { total } = (await app.inject({ url: target, headers })).json() as { total: number };
      const api = await timed(() => app.inject({ url: target, headers }));
      // The same call's statements (session check, total, page) replayed bare.
      const bare = await timedBare(url, await recordStatements(() => app.inject({ url: target, headers })));
      const f = (n: number) => n.toFixed(1);
      console.log(
        `| GET ${path} | ${name} | ${total.toLocaleString('en')} | ${f(api.p50)} | ${f(api.p95)} | ${f(bare.p50)} | ${f(bare.p95)} | ${ratio(api, bare)} | ${loadNow()} |`,
      );
    }
    await printSlowPlans(served.db);
    await app.close(); // closes `served` too
  } finally {
    await postgres?.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAppUsers();
