import { execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import qs from 'qs';
import { openDatabase } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { addGeneratedCases } from '../src/server/db/seed/generate';
import { startThrowawayPostgres } from '../test/support/postgres';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config';
import { createContext } from '../src/server/context';
import { get, startServer, stopServer } from './bench-http';
import { cpuPerCall, postgresOnPort } from './bench-cpu';
import { loadNow, percentile, recordStatements, type Recorded } from './bench-timing';

/**
 * The case list's requests per second with 1 and 2 API processes (WORKERS, docs/operations.md),
 * over real HTTP on 127.0.0.1, on a throwaway PostgreSQL started for the run (under /tmp, a free
 * port, removed at the end). Each server is `src/server/main.ts` as `npm start` runs it; the
 * load comes from this process: CONCURRENCY keep-alive connections calling in a loop for a fixed
 * time. Bounded and self-stopping: nothing keeps running after it.
 *
 *   npx tsx scripts/bench-workers.ts     # or: npm run bench (runs it last)
 *   BENCH_WORKERS_CASES=100000 BENCH_WORKERS_SECONDS=10 BENCH_WORKERS_CONCURRENCY=16
 */
const CASES = Number(process.env.BENCH_WORKERS_CASES ?? 100_000);
const SECONDS = Number(process.env.BENCH_WORKERS_SECONDS ?? 10);
const WARM_UP_SECONDS = 2;
const CONCURRENCY = Number(process.env.BENCH_WORKERS_CONCURRENCY ?? 16);

const SCENARIOS = [
  { name: 'tab active (casos@demo.test)', who: 'casos', query: { status: 'active' } },
  { name: 'tab all (suporte@demo.test)', who: 'suporte', query: { status: 'all' } },
] as const;

/** CONCURRENCY loops of calls for `seconds`: requests per second and latency percentiles. */
async function load(port: number, url: string, headers: Record<string, string>, seconds: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const times: number[] = [];
  let failures = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await get(agent, port, url, headers);
        if (res.status !== 200) failures += 1;
        times.push(performance.now() - t);
      }
    }),
  );
  agent.destroy();
  times.sort((a, b) => a - b);
  return { rps: times.length / seconds, p50: percentile(times, 50), p95: percentile(times, 95), failures };
}

/**
 * The same statements without the API (issue 27 item 3): CONCURRENCY callers, each sending one
 * call's statements in order through a pool as big as the API's (10), as fast as PostgreSQL
 * answers them. `prepared`: each statement named once per connection (what pgbench -M prepared
 * does), so PostgreSQL plans it once; otherwise sent as the API sends them today.
 */
async function bareLoad(databaseUrl: string, statements: Recorded[], prepared: boolean, seconds: number) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const named = statements.map((s, i) => ({
    ...(prepared ? { name: `bench_${i}` } : {}),
    text: s.text,
    values: s.values,
  }));
  let calls = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        for (const statement of named) await pool.query(statement);
        calls += 1;
      }
    }),
  );
  await pool.end();
  return calls / seconds;
}

/** A program on PATH (wrk, pgbench), or null. */
function program(name: string): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/lib/postgresql/15/bin', '/usr/local/bin']) {
    const file = path.join(dir, name);
    if (dir && fs.existsSync(file)) return file;
  }
  return null;
}

/**
 * The API's requests per second with wrk (Debian's package), when installed: a load generator in C
 * costs the 2 cores almost nothing, where this process's own loop took a share of them from the API.
 */
function wrkLoad(wrk: string, port: number, url: string, headers: Record<string, string>, seconds: number): number {
  const args = [
    '-t1',
    `-c${CONCURRENCY}`,
    `-d${seconds}s`,
    ...Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]),
    `http://127.0.0.1:${port}${url}`,
  ];
  const out = execFileSync(wrk, args, { encoding: 'utf8' });
  const errors = /Non-2xx or 3xx responses: (\d+)/.exec(out);
  if (errors) throw new Error(`wrk: ${errors[1]} failed calls`);
  return Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0);
}

/** A value written into pgbench's script: its statements carry no parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
}

/**
 * The same statements through pgbench -M prepared (PostgreSQL's own client, in C) at the same
 * concurrency: the bare figure with no Node process at all. Calls per second.
 */
function pgbenchLoad(pgbench: string, databaseUrl: string, statements: Recorded[], seconds: number): number {
  const script = path.join(os.tmpdir(), `recupera-bench-${process.pid}.sql`);
  const inline = (s: Recorded) => s.text.replace(/\$(\d+)/g, (_, n: string) => literal(s.values[Number(n) - 1]));
  fs.writeFileSync(script, statements.map((s) => `${inline(s).replace(/\s+/g, ' ')};`).join('\n') + '\n');
  try {
    const out = execFileSync(
      pgbench,
      ['-n', '-M', 'prepared', `-c${CONCURRENCY}`, '-j2', `-T${seconds}`, '-f', script, databaseUrl],
      { encoding: 'utf8' },
    );
    return Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
  } finally {
    fs.rmSync(script, { force: true });
  }
}

/** The statements one list call sends, recorded from an in-process API on the same database. */
async function statementsOf(databaseUrl: string, who: string, query: object): Promise<Recorded[]> {
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: databaseUrl,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '1000000',
  });
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp(createContext(config, database, 'bench-secret'.padEnd(48, '-')));
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: `${who}@demo.test`, password: 'demo1234' },
    });
    const headers = { authorization: `Bearer ${(res.json() as { accessToken: string }).accessToken}` };
    const url = `/admin/seizure-requests?${qs.stringify(query)}`;
    await app.inject({ url, headers });
    return await recordStatements(() => app.inject({ url, headers }));
  } finally {
    await app.close(); // closes the database too
  }
}

export async function benchWorkers() {
  const postgres = await startThrowawayPostgres();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-bench-workers-'));
  const running: ChildProcess[] = [];
  try {
    const database = await openDatabase({ databaseUrl: postgres.url });
    await database.migrate();
    await seedDemoData(database.db);
    await addGeneratedCases(database.db, CASES);
    await database.db.execute(sql`VACUUM ANALYZE`);
    await database.close();

    console.log(
      `\nPostgreSQL (throwaway), ${CASES.toLocaleString('en')} generated cases, HTTP on 127.0.0.1, ` +
        `${CONCURRENCY} keep-alive connections for ${SECONDS} s (after ${WARM_UP_SECONDS} s of warm-up), ${os.cpus().length} cores\n`,
    );
    console.log('| list call | processes | requests/s | p50 ms | p95 ms | failed |');
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const workers of (process.env.BENCH_WORKERS_PROCESSES ?? '1,2').split(',').filter(Boolean).map(Number)) {
      const server = await startServer(postgres.url, workers, dataDir);
      running.push(server.child);
      const agent = new http.Agent({ keepAlive: false });
      for (const s of SCENARIOS) {
        const signIn = await get(
          agent,
          server.port,
          '/auth/login',
          {},
          { email: `${s.who}@demo.test`, password: 'demo1234' },
        );
        const { accessToken } = JSON.parse(signIn.text) as { accessToken: string };
        const headers = { authorization: `Bearer ${accessToken}` };
        const url = `/admin/seizure-requests?${qs.stringify(s.query)}`;
        await load(server.port, url, headers, WARM_UP_SECONDS);
        const r = await load(server.port, url, headers, SECONDS);
        console.log(
          `| ${s.name} | ${workers} | ${Math.round(r.rps)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.failures} |`,
        );
      }
      await stopServer(server.child);
    }
    // One process against PostgreSQL's own figure, in one run (issue 27 item 3).
    const wrk = program('wrk');
    const pgbench = program('pgbench');
    console.log(
      `\nAPI load: ${wrk ? 'wrk' : "this process's loop (install wrk for a load generator that takes no CPU from the API)"}; bare: a node-postgres loop${pgbench ? ' and pgbench -M prepared' : ''}`,
    );
    console.log(
      '\n| list call | statements | API requests/s (1 process) | bare, unnamed | bare, named | API ÷ bare named | pgbench prepared | API ÷ pgbench | load |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    const cpuRows: string[] = [];
    const server = await startServer(postgres.url, 1, dataDir);
    running.push(server.child);
    const agent = new http.Agent({ keepAlive: false });
    for (const s of SCENARIOS) {
      const statements = await statementsOf(postgres.url, s.who, s.query);
      const signIn = await get(
        agent,
        server.port,
        '/auth/login',
        {},
        { email: `${s.who}@demo.test`, password: 'demo1234' },
      );
      const { accessToken } = JSON.parse(signIn.text) as { accessToken: string };
      const headers = { authorization: `Bearer ${accessToken}` };
      const url = `/admin/seizure-requests?${qs.stringify(s.query)}`;
      await load(server.port, url, headers, WARM_UP_SECONDS);
      // What a call costs each side, in CPU µs (Linux /proc): the API process, and PostgreSQL.
      const trees = { api: server.child.pid ?? 0, postgres: postgresOnPort(postgres.port) };
      const { result: api, perCall: apiCpu } = await cpuPerCall(
        trees,
        async () =>
          wrk
            ? { rps: wrkLoad(wrk, server.port, url, headers, SECONDS) }
            : await load(server.port, url, headers, SECONDS),
        (r) => r.rps * SECONDS,
      );
      await bareLoad(postgres.url, statements, false, WARM_UP_SECONDS);
      const plain = await bareLoad(postgres.url, statements, false, SECONDS);
      await bareLoad(postgres.url, statements, true, WARM_UP_SECONDS);
      const { result: prepared, perCall: bareCpu } = await cpuPerCall(
        { client: process.pid, postgres: postgresOnPort(postgres.port) },
        () => bareLoad(postgres.url, statements, true, SECONDS),
        (rps) => rps * SECONDS,
      );
      const { result: viaPgbench, perCall: pgbenchCpu } = await cpuPerCall(
        { postgres: postgresOnPort(postgres.port) },
        async () => (pgbench ? pgbenchLoad(pgbench, postgres.url, statements, SECONDS) : null),
        (tps) => (tps ?? 0) * SECONDS,
      );
      cpuRows.push(
        `| ${s.name} | ${apiCpu.api ?? '–'} | ${apiCpu.postgres ?? '–'} | ${bareCpu.client ?? '–'} | ${bareCpu.postgres ?? '–'} | ` +
          `${pgbenchCpu.postgres ?? '–'} |`,
      );
      const percent = (bare: number) => `${Math.round((100 * api.rps) / bare)} %`;
      console.log(
        `| ${s.name} | ${statements.length} | ${Math.round(api.rps)} | ${Math.round(plain)} | ${Math.round(prepared)} | ${percent(prepared)} | ` +
          `${viaPgbench ? Math.round(viaPgbench) : '–'} | ${viaPgbench ? percent(viaPgbench) : '–'} | ${loadNow()} |`,
      );
    }
    await stopServer(server.child);
    // Why the ratio stops where it does on this machine: the cores a call needs on each side.
    console.log(
      `\nCPU µs per call (${os.cpus().length} cores: the calls/s a side allows is ${os.cpus().length} × 1,000,000 ÷ the sum of its row's costs)\n`,
    );
    console.log(
      '| list call | API process | PostgreSQL (API) | node-postgres loop | PostgreSQL (loop) | PostgreSQL (pgbench) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|');
    for (const row of cpuRows) console.log(row);
  } finally {
    await Promise.all(running.map(stopServer));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchWorkers();
