import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import qs from 'qs';
import { buildApp } from '../src/server/app';
import type { AccessClaims } from '../src/server/auth/tokens';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { openDatabase, type Db } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { addGeneratedCases } from '../src/server/db/seed/generate';
import { listStatements, planList } from '../src/server/services/cases/list';
import { CALLS, loadNow, percentile, ratio, timed } from './bench-timing';

/**
 * The case list at scale (docs/performance.md): every tab and filter through app.inject, one call
 * at a time (p50, p95 over BENCH_CALLS calls) with the bare SQL of the same call beside it (the
 * statements it runs: its total and its page, without HTTP, auth or JSON), the plan's indexes, and requests per second at
 * 10 concurrent calls. PGlite in memory with 100,000 cases, or DATABASE_URL with 1,000,000
 * (added to what the database holds; BENCH_CASES changes the target).
 *
 *   npx tsx scripts/bench-cases.ts            # or: npm run bench (runs it after the general calls)
 *   DATABASE_URL=postgres://… npx tsx scripts/bench-cases.ts
 */
const CONCURRENCY = 10;
const RPS_SECONDS = Number(process.env.BENCH_RPS_SECONDS ?? 5);

type Who = 'casos' | 'suporte';
interface Scenario {
  name: string;
  who: Who;
  query: Record<string, unknown>;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The indexes a statement's plan reads, and whether it scans seizure_requests whole. */
async function planOf(db: Db, statement: SQL) {
  const [row] = rowsOf<Record<string, unknown>>(await db.execute(sql`EXPLAIN (FORMAT JSON) ${statement}`));
  const indexes = new Set<string>();
  let seqScan = false;
  const walk = (node: Record<string, unknown>) => {
    if (typeof node['Index Name'] === 'string') indexes.add(node['Index Name']);
    if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === 'seizure_requests') seqScan = true;
    for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
  };
  const plan = Object.values(row)[0];
  walk((typeof plan === 'string' ? JSON.parse(plan) : plan)[0].Plan);
  return { indexes: [...indexes], seqScan };
}

async function sample(db: Db, column: string, length: number, lawCompanyId?: number): Promise<string> {
  const where = lawCompanyId ? sql`AND law_company_id = ${lawCompanyId}` : sql``;
  const [row] = rowsOf<{ v: string }>(
    await db.execute(
      sql`SELECT left(${sql.raw(column)}, ${length}) AS v FROM seizure_requests WHERE deleted_at IS NULL AND ${sql.raw(column)} IS NOT NULL ${where} ORDER BY id DESC LIMIT 1 OFFSET 777`,
    ),
  );
  return row.v;
}

async function scenarios(db: Db, alfa: number, beta: number): Promise<Scenario[]> {
  const plate = await sample(db, 'license_plate', 4, alfa);
  const chassi = await sample(db, 'chassi', 6, alfa);
  const processNumber = await sample(db, 'process_number', 4, alfa);
  const list: Scenario[] = [];
  for (const status of ['active', 'available', 'assigned', 'all', 'draft', 'sized', 'notSized']) {
    list.push({ name: `tab ${status}`, who: 'casos', query: { status } });
  }
  list.push(
    { name: 'active, state SP', who: 'casos', query: { status: 'active', filters: { state: 'SP' } } },
    { name: 'active, state AC (rare)', who: 'casos', query: { status: 'active', filters: { state: 'AC' } } },
    { name: 'all, state RJ', who: 'casos', query: { status: 'all', filters: { state: 'RJ' } } },
    { name: 'active, with pending', who: 'casos', query: { status: 'active', filters: { withPending: 'true' } } },
    { name: `all, plate '${plate}'`, who: 'casos', query: { filters: { licensePlate: plate } } },
    { name: `all, chassi '${chassi}'`, who: 'casos', query: { filters: { chassi } } },
    { name: `all, process '${processNumber}'`, who: 'casos', query: { filters: { processNumber } } },
    { name: "all, plate 'Q' (matches most)", who: 'casos', query: { filters: { licensePlate: 'Q' } } },
    {
      name: 'active, sort plate asc',
      who: 'casos',
      query: { status: 'active', sortField: 'licensePlate', sortDirection: 'asc' },
    },
    {
      name: 'active, sort chassi desc',
      who: 'casos',
      query: { status: 'active', sortField: 'chassi', sortDirection: 'desc' },
    },
    {
      name: 'active, sort process asc',
      who: 'casos',
      query: { status: 'active', sortField: 'processNumber', sortDirection: 'asc' },
    },
    { name: 'active, oldest first', who: 'casos', query: { status: 'active', sortDirection: 'asc' } },
    { name: 'active, page 100', who: 'casos', query: { status: 'active', page: 100 } },
    { name: 'support: tab all', who: 'suporte', query: { status: 'all' } },
    { name: 'support: tab active', who: 'suporte', query: { status: 'active' } },
    { name: 'support: tab notSized', who: 'suporte', query: { status: 'notSized' } },
    {
      name: 'support: company Beta, active',
      who: 'suporte',
      query: { status: 'active', filters: { lawCompanyId: beta } },
    },
    { name: 'support: all, state MG', who: 'suporte', query: { status: 'all', filters: { state: 'MG' } } },
    {
      name: 'support: active, with pending',
      who: 'suporte',
      query: { status: 'active', filters: { withPending: 'true' } },
    },
    { name: `support: plate '${plate}'`, who: 'suporte', query: { filters: { licensePlate: plate } } },
    {
      name: 'support: all, sort plate asc',
      who: 'suporte',
      query: { status: 'all', sortField: 'licensePlate', sortDirection: 'asc' },
    },
  );
  return list;
}

async function ensureCases(db: Db, target: number) {
  const [{ total }] = rowsOf<{ total: number }>(
    await db.execute(sql`SELECT coalesce(sum(total), 0)::int AS total FROM case_counts`),
  );
  if (total < target) {
    const started = performance.now();
    const missing = target - total;
    console.log(`generating ${missing.toLocaleString('en')} cases…`);
    await addGeneratedCases(db, missing, {
      onProgress: (done) => {
        if (done % 100_000 === 0 || done === missing)
          console.log(`  ${done.toLocaleString('en')} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
      },
    });
  }
  await db.execute(sql`VACUUM ANALYZE seizure_requests`);
  await db.execute(sql`ANALYZE case_counts`);
  return Math.max(total, target);
}

export async function benchCases() {
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '1000000' });
  const database = await openDatabase(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {});
  const target = Number(process.env.BENCH_CASES ?? (config.DATABASE_URL ? 1_000_000 : 100_000));
  await database.migrate();
  await seedDemoData(database.db);
  const { db } = database;
  const cases = await ensureCases(db, target);
  const app = await buildApp(createContext(config, database, 'bench-secret'.padEnd(48, '-')));

  const tokens = {} as Record<Who, string>;
  const claims = {} as Record<Who, AccessClaims>;
  for (const who of ['casos', 'suporte'] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: `${who}@demo.test`, password: 'demo1234' },
    });
    tokens[who] = (res.json() as { accessToken: string }).accessToken;
    const me = (await app.inject({ url: '/auth/me', headers: { authorization: `Bearer ${tokens[who]}` } })).json() as {
      id: number;
      roles: AccessClaims['roles'];
      lawCompany: { id: number } | null;
    };
    claims[who] = {
      userId: me.id,
      sessionId: 0,
      roles: me.roles,
      lawCompanyId: me.lawCompany?.id ?? null,
      lawCompany: null,
    };
  }
  const [beta] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM law_companies WHERE name = 'Beta'`));
  const list = await scenarios(db, claims.casos.lawCompanyId!, beta.id);

  console.log(`\n${database.kind}, ${cases.toLocaleString('en')} cases, ${CALLS} calls each, one at a time, ms\n`);
  console.log('| list call | total | p50 | p95 | SQL p50 | SQL p95 | API/SQL p95 | load | indexes read |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---|');
  const worst = { p95: 0, name: '' };
  for (const s of list) {
    const url = `/admin/seizure-requests?${qs.stringify(s.query)}`;
    const headers = { authorization: `Bearer ${tokens[s.who]}` };
    const { total } = (await app.inject({ url, headers })).json() as { total: number };
    const api = await timed(() => app.inject({ url, headers }));
    const statements = await listStatements(db, planList(claims[s.who], s.query));
    const bare = await timed(async () => {
      for (const statement of statements) await db.execute(statement);
    });
    const plans = await Promise.all(statements.map((statement) => planOf(db, statement)));
    const indexes = [...new Set(plans.flatMap((p) => p.indexes))].filter((i) => i.startsWith('case')).join(', ');
    const seq = plans.some((p) => p.seqScan) ? ' **SEQ SCAN**' : '';
    if (api.p95 > worst.p95) Object.assign(worst, { p95: api.p95, name: s.name });
    const f = (n: number) => n.toFixed(1);
    console.log(
      `| ${s.name} | ${total.toLocaleString('en')} | ${f(api.p50)} | ${f(api.p95)} | ${f(bare.p50)} | ${f(bare.p95)} | ${ratio(api, bare)} | ${loadNow()} | ${indexes}${seq} |`,
    );
  }
  console.log(`\nworst p95: ${worst.p95.toFixed(1)} ms (${worst.name})`);

  console.log(`\n${CONCURRENCY} concurrent calls for ${RPS_SECONDS} s each\n`);
  console.log('| list call | requests/s | p95 ms |');
  console.log('|---|---:|---:|');
  for (const s of [list[0], list[7], list.find((x) => x.name === 'support: tab all')!]) {
    const url = `/admin/seizure-requests?${qs.stringify(s.query)}`;
    const headers = { authorization: `Bearer ${tokens[s.who]}` };
    const times: number[] = [];
    const end = performance.now() + RPS_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          await app.inject({ url, headers });
          times.push(performance.now() - t);
        }
      }),
    );
    times.sort((a, b) => a - b);
    console.log(`| ${s.name} | ${Math.round(times.length / RPS_SECONDS)} | ${percentile(times, 95).toFixed(1)} |`);
  }
  await app.close();
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchCases();
