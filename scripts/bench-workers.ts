import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import qs from 'qs';
import { openDatabase } from '../src/server/db/connection';
import { seedDemoData } from '../src/server/db/seed/demo';
import { addGeneratedCases } from '../src/server/db/seed/generate';
import { startThrowawayPostgres } from '../test/support/postgres';
import { get, startServer, stopServer } from './bench-http';
import { percentile } from './bench-timing';

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
    for (const workers of [1, 2]) {
      const server = await startServer(postgres.url, workers, dataDir);
      running.push(server.child);
      const agent = new http.Agent({ keepAlive: false });
      for (const s of SCENARIOS) {
        const signIn = await get(agent, server.port, '/auth/login', {}, { email: `${s.who}@demo.test`, password: 'demo1234' });
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
  } finally {
    await Promise.all(running.map(stopServer));
    fs.rmSync(dataDir, { recursive: true, force: true });
    await postgres.remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchWorkers();
