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
import { CALLS, timed, timedStep as step } from './bench-timing';

/**
 * The plans and verifications lists at scale (issue 15 item 5; docs/performance.md "App users"):
 * a throwaway PostgreSQL with the demo data plus BENCH_APP_USERS app users (1,000,000 by
 * default), 60 % with a plan and 70 % with a verification, generated set-based. Each tab through
 * app.inject, one call at a time: total, p50 and p95 over BENCH_CALLS calls.
 *
 *   npx tsx scripts/bench-app-users.ts      # or: npm run bench
 *   BENCH_APP_USERS=100000 BENCH_CALLS=50 npx tsx scripts/bench-app-users.ts
 *   BENCH_EXPLAIN_MS=15 npx tsx scripts/bench-app-users.ts   # also prints the plan of every statement slower than 15 ms
 */
const USERS = Number(process.env.BENCH_APP_USERS ?? 1_000_000);
const EXPLAIN_MS = process.env.BENCH_EXPLAIN_MS;

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
    await db.execute(sql`SELECT pg_read_file(regexp_replace(current_setting('data_directory'), '/data$', '/log')) AS log`),
  );
  console.log(`\nplans of statements slower than ${EXPLAIN_MS} ms:\n`);
  console.log(log.split('\n').filter((line) => !/checkpoint|autovacuum/.test(line)).join('\n'));
}

/** App users, their plans (types, methods, statuses and expiries spread) and verifications. */
async function generate(db: Db) {
  const [{ first }] = rowsOf<{ first: number }>(await db.execute(sql`SELECT coalesce(max(id), 0) + 1 AS first FROM users`));
  await step(
    `${USERS.toLocaleString('en')} app users`,
    sql`INSERT INTO users (name, email, password_hash, roles, status, created_at, updated_at)
        SELECT 'Usuário App ' || g, 'appuser' || g || '@bench.test', 'x', ARRAY['tracker'], 'active',
               now() - (g % 700) * interval '1 day' - (g % 1440) * interval '1 minute', now() - (g % 90) * interval '1 day'
        FROM generate_series(1, ${USERS}::int) g`,
    db,
  );
  await step(
    'plans (60 %)',
    sql`INSERT INTO user_plans (user_id, type, method, expiration_date, subscription_status, refunded, created_at, updated_at)
        SELECT ${first}::int + g - 1, CASE WHEN g % 3 = 0 THEN 'scanner' ELSE 'pro' END,
               (ARRAY['manual', 'campaign', 'web', 'appStore', 'playStore'])[1 + g % 5],
               now() + ((g % 200) - 100) * interval '1 day',
               (ARRAY['active', 'paused', 'expired', 'cancelled'])[1 + (g / 5) % 4], g % 50 = 0, now(), now()
        FROM generate_series(1, ${USERS}::int) g WHERE g % 5 < 3`,
    db,
  );
  await step(
    'verifications (70 %)',
    sql`INSERT INTO user_verifications (user_id, status, documents, created_at, updated_at)
        SELECT ${first}::int + g - 1,
               (ARRAY['approved', 'pending', 'approved', 'reproved', 'incompleted', 'abandoned', 'blocked', 'approved', 'approved', 'approved'])[1 + g % 10],
               '{"frontDocument": {"path": "x.jpg", "status": "approved"}}'::jsonb, now() - (g % 300) * interval '1 day', now() - (g % 300) * interval '1 hour'
        FROM generate_series(1, ${USERS}::int) g WHERE g % 10 < 7`,
    db,
  );
  await step('VACUUM ANALYZE', sql`VACUUM ANALYZE users, user_plans, user_verifications`, db);
}

export async function benchAppUsers() {
  const postgres = await startThrowawayPostgres();
  try {
    const config = loadConfig({ ...process.env, DATABASE_URL: postgres.url, SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
    const database = await openDatabase({ databaseUrl: postgres.url });
    await database.migrate();
    await seedDemoData(database.db);
    console.log('\ngenerating app users, plans and verifications (set-based)…');
    await generate(database.db);
    await explainSlowStatements(database.db, 'before');
    // The app's connections are new ones, so that they load auto_explain when asked.
    await database.close();
    const served = await openDatabase({ databaseUrl: postgres.url });
    await explainSlowStatements(served.db, 'after');
    const app = await buildApp(createContext(config, served, 'bench-secret'.padEnd(48, '-')));
    const login = await app.inject({ method: 'POST', url: '/auth/login', payload: { email: 'suporte@demo.test', password: 'demo1234' } });
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const scenarios: [string, string, Record<string, unknown>][] = [
      ...['all', 'active', 'inactive', 'manual', 'scanner', 'none', 'non-verified'].map((type): [string, string, Record<string, unknown>] => [`/admin/app-users`, type, { type }]),
      ['/admin/app-users', "all, name 'App 4242'", { type: 'all', filters: { name: 'App 4242' } }],
      // Every generated name holds 'Usuário App': the term above reads its trigrams' long lists too.
      ['/admin/app-users', "all, name '4242'", { type: 'all', filters: { name: '4242' } }],
      ['/admin/app-users', 'all, plan refunded', { type: 'all', filters: { plan: 'refunded' } }],
      ['/admin/app-users', 'all, by name', { type: 'all', sortField: 'name', sortDirection: 'asc' }],
      ['/admin/app-users', 'manual, by name', { type: 'manual', sortField: 'name', sortDirection: 'desc' }],
      ...['pending', 'reproved', 'approved', 'blocked', 'incompleted', 'non-verified'].map((status): [string, string, Record<string, unknown>] => ['/admin/app-users/verifications', status, { status }]),
      ['/admin/app-users/verifications', "pending, name 'App 4242'", { status: 'pending', filters: { name: 'App 4242' } }],
      ['/admin/app-users/verifications', 'approved, by name', { status: 'approved', sortField: 'name', sortDirection: 'asc' }],
    ];
    console.log(`\nPostgreSQL, ${USERS.toLocaleString('en')} app users; ${CALLS} calls each, one at a time, ms\n`);
    console.log('| call | tab | total | p50 | p95 |');
    console.log('|---|---|---:|---:|---:|');
    for (const [path, name, query] of scenarios) {
      const url = `${path}?${qs.stringify(query)}`;
      const { total } = (await app.inject({ url, headers })).json() as { total: number };
      const { p50, p95 } = await timed(() => app.inject({ url, headers }));
      console.log(`| GET ${path} | ${name} | ${total.toLocaleString('en')} | ${p50.toFixed(1)} | ${p95.toFixed(1)} |`);
    }
    await printSlowPlans(served.db);
    await app.close(); // closes `served` too
  } finally {
    await postgres.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAppUsers();
