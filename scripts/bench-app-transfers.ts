import { pathToFileURL } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import qs from 'qs';
import { startThrowawayPostgres } from '../test/support/postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { openDatabase, type Db } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { rowsOf } from '../src/server/db/rows';
import { transferListQuerySchema } from '../src/domain/appTransfers';
import { TRANSFER_TYPES } from '../src/domain/statuses';
import { parse } from '../src/server/services/errors';
import { transferListReading } from '../src/server/services/appTransfers/list';
import { BENCH_NAME_LISTS, benchName } from './bench-names';
import { CALLS, loadNow, ratio, recordStatements, timed, timedBare, timedStep as step } from './bench-timing';

/**
 * The transfers list at scale (issue 15 item 5; docs/performance.md "App transfers"): a throwaway
 * PostgreSQL with the demo data plus 1,000,000 app users and 5,000,000 wallet entries, generated
 * set-based (INSERT … SELECT generate_series). One wallet entry in ten is a withdrawal: 500,000
 * transfers (2 % pending, 0.4 % waiting, 85 % completed, 10 % rejected, rest cancelled) with their
 * debits and refunds; the other entries are rewards. Each tab (and the two filters) through
 * app.inject, one call at a time: p50 and p95 over BENCH_CALLS calls, and the indexes read.
 *
 *   npx tsx scripts/bench-app-transfers.ts      # or: npm run bench
 *   BENCH_APP_USERS=100000 BENCH_WALLET_ENTRIES=500000 npx tsx scripts/bench-app-transfers.ts
 *
 * To repeat runs without generating again: BENCH_APP_TRANSFERS_DATABASE_URL=<a PostgreSQL> uses
 * that database (migrated first; the data are generated only when it holds no bench transfer) and leaves it.
 */
const USERS = Number(process.env.BENCH_APP_USERS ?? 1_000_000);
const ENTRIES = Number(process.env.BENCH_WALLET_ENTRIES ?? 5_000_000);
const DATABASE_URL = process.env.BENCH_APP_TRANSFERS_DATABASE_URL;
/**
 * The user filter's terms: part of an e-mail (11 users), a common surname (≈ 1 user in 24), a first
 * name and surname (≈ 1 in 1,900), one whole name (≈ 11 users).
 */
const USER_TERMS = ['app12345', 'carvalho', 'Joao Araujo', 'Vitória Peixoto Brandão'];
const TRANSFERS = Math.floor(ENTRIES / 10);

/** App users, transfers with their debits and refunds, and rewards up to ENTRIES entries. */
async function generate(db: Db) {
  const [{ first }] = rowsOf<{ first: number }>(
    await db.execute(sql`SELECT coalesce(max(id), 0) + 1 AS first FROM users`),
  );
  await step(
    `${USERS.toLocaleString('en')} app users`,
    sql`INSERT INTO users (name, email, password_hash, roles, status, created_at, updated_at)
        SELECT ${benchName}, 'app' || g || '@bench.test', 'x', ARRAY['tracker'], 'active',
               now() - (g % 700) * interval '1 day', now()
        FROM generate_series(1, ${USERS}::int) g, ${BENCH_NAME_LISTS}`,
    db,
  );
  // Each transfer's user, key, amount, status and date from its number (deterministic, spread).
  await step(
    `${TRANSFERS.toLocaleString('en')} transfers`,
    sql`INSERT INTO wallet_transfers (user_id, amount, pix_type, pix, reason, status, receipt, waiting_until, created_at, updated_at)
        SELECT (${first}::int + (g::bigint * 7919) % ${USERS}::int)::int, 10 + (g % 2500), 'email',
               'app' || ((g::bigint * 7919) % ${USERS}::int + 1) || '@bench.test',
               CASE WHEN s = 'rejected' THEN 'Dados divergentes' END, s,
               CASE WHEN s = 'completed' THEN '2026/01/00000000000000000000000000000000.pdf' END,
               CASE WHEN w THEN now() + interval '12 hours' END, d, d
        FROM (SELECT g,
                CASE WHEN g % 1000 < 24 THEN 'pending' WHEN g % 1000 < 874 THEN 'completed'
                     WHEN g % 1000 < 974 THEN 'rejected' ELSE 'cancelled' END AS s,
                g % 1000 BETWEEN 20 AND 23 AS w,
                now() - ((${TRANSFERS}::int - g) * interval '1 minute') AS d
              FROM generate_series(1, ${TRANSFERS}::int) g) x`,
    db,
  );
  await step(
    'debits and refunds',
    sql`INSERT INTO wallet_history (user_id, amount, description, source, transfer_id, created_at)
        SELECT user_id, -amount, 'Transferência Pix solicitada', 'transfer', id, created_at FROM wallet_transfers WHERE pix LIKE '%@bench.test'
        UNION ALL
        SELECT user_id, amount, 'Estorno de transferência', 'transfer', id, updated_at FROM wallet_transfers
        WHERE pix LIKE '%@bench.test' AND status IN ('rejected', 'cancelled')`,
    db,
  );
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT count(*)::int AS total FROM wallet_history`),
  );
  await step(
    `${Math.max(0, ENTRIES - total).toLocaleString('en')} rewards`,
    sql`INSERT INTO wallet_history (user_id, amount, description, source, created_at)
        SELECT (${first}::int + (g::bigint * 104729) % ${USERS}::int)::int, 50 + (g % 400), 'Recompensa do caso', 'seizureReport', now() - (g % 900) * interval '1 day'
        FROM generate_series(1, ${Math.max(0, ENTRIES - total)}::int) g`,
    db,
  );
  await step('VACUUM ANALYZE', sql`VACUUM ANALYZE users, wallet_transfers, wallet_history`, db);
}

/** The indexes a list call's page query reads (EXPLAIN of the same WHERE and ORDER). */
async function indexesOf(db: Db, where: SQL) {
  const [row] = rowsOf<Record<string, unknown>>(
    await db.execute(
      sql`EXPLAIN (FORMAT JSON) SELECT t.id FROM wallet_transfers t WHERE ${where} ORDER BY t.created_at, t.id LIMIT 10`,
    ),
  );
  const found = new Set<string>();
  const walk = (node: Record<string, unknown>) => {
    if (typeof node['Index Name'] === 'string') found.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan') found.add(`SEQ SCAN ${String(node['Relation Name'])}`);
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const plan = Object.values(row)[0];
  walk((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
  return [...found].join(', ');
}

export async function benchAppTransfers() {
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
    const { db } = database;
    const [held] = rowsOf<{ users: number; bench: boolean }>(
      await db.execute(sql`SELECT (SELECT count(*) FROM users)::int AS users,
        EXISTS (SELECT 1 FROM wallet_transfers WHERE pix LIKE 'app%@bench.test') AS bench`),
    );
    if (held.users === 0) await seedDemoData(db);
    if (!held.bench) {
      console.log('\ngenerating app users and wallet entries (set-based)…');
      await generate(db);
    }
    const app = await buildApp(createContext(config, database, 'bench-secret'.padEnd(48, '-')));
    const login = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'suporte@demo.test', password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${(login.json() as { accessToken: string }).accessToken}` };
    const counts = rowsOf<{ users: number; entries: number; transfers: number }>(
      await db.execute(sql`SELECT (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM wallet_history) AS entries,
                                  (SELECT count(*)::int FROM wallet_transfers) AS transfers`),
    )[0];
    // A key some generated transfers were paid to.
    const [{ pix }] = rowsOf<{ pix: string }>(
      await db.execute(sql`SELECT pix FROM wallet_transfers WHERE pix LIKE 'app%@bench.test' ORDER BY id LIMIT 1`),
    );
    // Every tab × filter combination (issue 27 item 4): each tab alone, by amount, with each user
    // term and with a Pix key; and a deep page.
    const scenarios: { name: string; query: Record<string, unknown> }[] = [
      ...TRANSFER_TYPES.flatMap((type) => [
        { name: type, query: { type } },
        { name: `${type}, by amount`, query: { type, sortField: 'amount', sortDirection: 'desc' } },
        ...USER_TERMS.map((term) => ({ name: `${type}, user '${term}'`, query: { type, filters: { user: term } } })),
        { name: `${type}, pix '${pix}'`, query: { type, filters: { pix } } },
      ]),
      { name: 'all, newest first', query: { type: 'all', sortDirection: 'desc' } },
      { name: 'completed, page 1000', query: { type: 'completed', page: 1000 } },
    ];
    console.log(
      `\nPostgreSQL, ${counts.users.toLocaleString('en')} users, ${counts.transfers.toLocaleString('en')} transfers, ${counts.entries.toLocaleString('en')} wallet entries; ${CALLS} calls each, one at a time, ms\n`,
    );
    console.log(
      '| GET /admin/app-transfers | total | p50 | p95 | SQL p50 | SQL p95 | API/SQL p95 | load | indexes (page query) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const s of scenarios) {
      const target = `/admin/app-transfers?${qs.stringify(s.query)}`;
      const { total, moreThanTotal: more } = (await app.inject({ url: target, headers })).json() as {
        total: number;
        moreThanTotal?: true;
      };
      const api = await timed(() => app.inject({ url: target, headers }));
      const { p50, p95 } = api;
      // The same call's statements (session check, total, page) replayed bare.
      const bare = await timedBare(url, await recordStatements(() => app.inject({ url: target, headers })));
      // The conditions the service reads with, for the EXPLAIN of the page query (beyond the
      // cap, the page is the capped list's ordered read).
      const reading = await transferListReading(db, parse(transferListQuerySchema, s.query), new Date());
      const page =
        more && reading?.total && 'capped' in reading.total ? reading.total.walk : (reading?.where ?? sql`FALSE`);
      console.log(
        `| ${s.name} | ${total.toLocaleString('en')}${more ? ' (more)' : ''} | ${p50.toFixed(1)} | ${p95.toFixed(1)} | ${bare.p50.toFixed(1)} | ${bare.p95.toFixed(1)} | ${ratio(api, bare)} | ${loadNow()} | ${await indexesOf(db, page)} |`,
      );
    }
    const [one] = rowsOf<{ id: number }>(
      await db.execute(sql`SELECT id FROM wallet_transfers WHERE status = 'pending' ORDER BY id DESC LIMIT 1`),
    );
    const detail = await timed(() => app.inject({ url: `/admin/app-transfers/${one.id}`, headers }));
    const badge = await timed(() => app.inject({ url: '/admin/app-transfers/badge', headers }));
    console.log(
      `| GET /admin/app-transfers/:id (with the wallet balance) | 1 | ${detail.p50.toFixed(1)} | ${detail.p95.toFixed(1)} | | | | ${loadNow()} | |`,
    );
    console.log(
      `| GET /admin/app-transfers/badge | | ${badge.p50.toFixed(1)} | ${badge.p95.toFixed(1)} | | | | ${loadNow()} | |`,
    );
    await app.close();
  } finally {
    await postgres?.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchAppTransfers();
