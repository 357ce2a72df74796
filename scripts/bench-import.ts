import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { ImportDetails, ImportPreview, ImportProgress, ImportRow, ImportStarted } from '../src/domain/imports';
import { sendRows } from '../src/console/resources/import/runImport';
import { fileKeys } from '../src/console/resources/import/sheetRows';
import { openDatabase } from '../src/server/db/connection';
import { rowsOf } from '../src/server/db/rows';
import { seedDemoData } from '../src/server/db/seed/demo';
import { addGeneratedCases } from '../src/server/db/seed/generate';
import { startThrowawayPostgres } from '../test/support/postgres';
import { startServer, stopServer, watch } from './bench-http';
import { copyIntoPglite, copyIntoPostgres } from './bench-import-copy';
import { benchConfig, benchSheet, parseLikeTheWorker, writeBenchFile } from './bench-import-file';
import { percentile } from './bench-timing';

/**
 * Issue 13 item 6, the import end to end (docs/performance.md "Import batches"): a generated
 * BENCH_IMPORT_ROWS-row .xlsx (100,000; 20 % plates Alfa already has, 1 % broken plates) read
 * with the console worker's code path, previewed, then sent to a running server (`src/server/main.ts`
 * as `npm start` runs it, over HTTP on 127.0.0.1) in 1,000-row batches, two in flight, by the
 * console's own sendRows, and finished. Once on PGlite (on disk, as `npm start` keeps it) and once on a
 * throwaway PostgreSQL (BENCH_IMPORT_DB=pglite or postgres for one). Prints parse s, server rows/s,
 * batch p50/p95, total s and the server's RSS before, at most and after. Not a test; bounded and
 * self-stopping: the server, PostgreSQL and their files are removed at the end.
 *
 *   npx tsx scripts/bench-import.ts     # or: npm run bench (runs it last)
 */
const TOTAL = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const REPEAT = Number(process.env.BENCH_IMPORT_REPEAT ?? 1);
const ENGINES = (process.env.BENCH_IMPORT_DB ?? 'pglite,postgres').split(',') as ('pglite' | 'postgres')[];

/** The server's resident memory in MB, from /proc (Linux). */
const rssOf = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

/** The demo data plus one existing Alfa case per 5 rows of the file; answers the car category and those plates. */
async function prepare(open: () => ReturnType<typeof openDatabase>) {
  const database = await open();
  try {
    await database.migrate();
    await seedDemoData(database.db);
    const [alfa] = rowsOf<{ id: number }>(
      await database.db.execute(sql`SELECT id FROM law_companies WHERE name = 'Alfa'`),
    );
    const [car] = rowsOf<{ id: number }>(
      await database.db.execute(sql`SELECT id FROM case_categories WHERE type = 'car' ORDER BY id LIMIT 1`),
    );
    const [user] = rowsOf<{ id: number }>(
      await database.db.execute(sql`SELECT id FROM users WHERE email = 'casos@demo.test'`),
    );
    await addGeneratedCases(database.db, Math.ceil(TOTAL / 5), { lawCompanyIds: [Number(alfa.id)] });
    await database.db.execute(sql`ANALYZE`);
    const plates = rowsOf<{ p: string }>(
      await database.db.execute(sql`SELECT license_plate AS p FROM seizure_requests WHERE law_company_id = ${alfa.id}
        AND deleted_at IS NULL AND license_plate IS NOT NULL ORDER BY id DESC LIMIT ${Math.ceil(TOTAL / 5)}`),
    ).map((r) => r.p);
    return {
      carId: Number(car.id),
      plates,
      owner: { lawCompanyId: Number(alfa.id), categoryId: Number(car.id), userId: Number(user.id) },
    };
  } finally {
    await database.close();
  }
}

/** utime, stime, cutime, cstime of a process in ms (/proc/<pid>/stat; 100 ticks a second). */
function cpuTimes(pid: number): number[] {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat
    .slice(stat.lastIndexOf(')') + 2)
    .split(' ')
    .slice(11, 15)
    .map((t) => Number(t) * 10);
}
/**
 * CPU ms used so far by the server process, and by PostgreSQL (the postmaster, its live children
 * and those it reaped): unlike wall time, barely moved by the other agents' load on the machine.
 */
function cpuOf(serverPid: number, postmasterPid: number | null) {
  const [u, s] = cpuTimes(serverPid);
  if (postmasterPid === null) return { server: u + s, postgres: 0 };
  const [pu, ps, cu, cs] = cpuTimes(postmasterPid);
  let postgres = pu + ps + cu + cs;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== postmasterPid) continue;
      const [childUser, childSystem] = cpuTimes(Number(entry));
      postgres += childUser + childSystem;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return { server: u + s, postgres };
}

/**
 * The postmaster's pid and the log file's path (pg_ctl -l: next to the data directory); with `log`,
 * every statement's duration is logged from now on.
 */
async function inspectPostgres(url: string, log: boolean) {
  const database = await openDatabase({ databaseUrl: url });
  try {
    if (log) {
      await database.db.execute(sql`ALTER SYSTEM SET log_min_duration_statement = 0`);
      // BENCH_IMPORT_EXPLAIN=<ms>: the plan of every statement slower than that, as it ran (auto_explain).
      if (process.env.BENCH_IMPORT_EXPLAIN) {
        await database.db.execute(sql`LOAD 'auto_explain'`); // its settings are known once it is loaded
        await database.db.execute(sql`ALTER SYSTEM SET session_preload_libraries = 'auto_explain'`);
        await database.db.execute(
          sql.raw(`ALTER SYSTEM SET auto_explain.log_min_duration = ${Number(process.env.BENCH_IMPORT_EXPLAIN)}`),
        );
        await database.db.execute(sql`ALTER SYSTEM SET auto_explain.log_analyze = on`);
      }
      await database.db.execute(sql`SELECT pg_reload_conf()`);
    }
    const [dir] = rowsOf<{ d: string }>(await database.db.execute(sql`SELECT current_setting('data_directory') AS d`));
    const postmaster = Number(fs.readFileSync(path.join(dir.d, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return { postmaster, log: log ? path.join(path.dirname(dir.d), 'log') : null };
  } finally {
    await database.close();
  }
}

/** The logged statements' time per batch, by their first words, most first. */
function printStatementTimes(file: string, batches: number) {
  const sums = new Map<string, { ms: number; n: number }>();
  for (const m of fs
    .readFileSync(file, 'utf8')
    .matchAll(/duration: ([\d.]+) ms\s+(?:execute [^:]*|statement): (.{0,60})/g)) {
    const key = m[2].replace(/\s+/g, ' ');
    const sum = sums.get(key) ?? { ms: 0, n: 0 };
    sums.set(key, { ms: sum.ms + Number(m[1]), n: sum.n + 1 });
  }
  for (const [key, { ms, n }] of [...sums].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25)) {
    console.log(`  ${(ms / batches).toFixed(1).padStart(7)} ms/batch  ×${n}  ${key}`);
  }
}

/** The console's calls, over HTTP with the signed-in user's token (bench-closing.ts too). */
export function client(port: number, token: string) {
  const call = async <T>(url: string, body?: object): Promise<T> => {
    const res = await fetch(`http://127.0.0.1:${port}${url}`, {
      method: body ? 'POST' : 'GET',
      headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!res.ok) throw Object.assign(new Error(`${url}: ${res.status} ${await res.text()}`), { status: res.status });
    return (await res.json()) as T;
  };
  return {
    call,
    batch: (id: number, body: { seq: number; total: number; after?: number; rows: ImportRow[] }) =>
      call<ImportProgress>(`/admin/import/${id}/batches`, body),
    finish: (id: number, total: number) =>
      call<{ id: number; status: ImportDetails['status'] }>(`/admin/import/${id}/finish`, { total }),
  };
}

async function run(engine: 'pglite' | 'postgres') {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-bench-import-'));
  const postgres = engine === 'postgres' ? await startThrowawayPostgres() : null;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const url = postgres?.url ?? '';
    const t0 = performance.now();
    const open = () => openDatabase(postgres ? { databaseUrl: url } : { dataDir: path.join(dataDir, 'pglite') });
    const { carId, plates, owner } = await prepare(open);
    const config = benchConfig(carId);
    const written = await writeBenchFile(benchSheet(config, TOTAL, plates));
    console.log(
      `  ${engine}: data ready in ${((performance.now() - t0) / 1000).toFixed(0)} s, file ${written.megabytes.toFixed(1)} MB written in ${written.seconds.toFixed(1)} s`,
    );
    // BENCH_IMPORT_PGLOG=1 (PostgreSQL): every statement's time logged, summed by kind at the end.
    const pg = postgres ? await inspectPostgres(url, !!process.env.BENCH_IMPORT_PGLOG) : null;
    server = await startServer(url, 1, dataDir);
    const pid = server.child.pid!;

    const signIn = await fetch(`http://127.0.0.1:${server.port}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'casos@demo.test', password: 'demo1234' }),
    });
    const token = ((await signIn.json()) as { accessToken: string }).accessToken;
    const api = client(server.port, token);
    const saved = await api.call<{ id: number }>('/admin/import/config', { name: `bench ${Date.now()}`, config });
    const results = [];
    let lastRows: ImportRow[] = [];
    // BENCH_IMPORT_REPEAT: more imports in the same server, each of new plates (the memory's trend).
    for (let rep = 0; rep < REPEAT; rep++) {
      const file = rep === 0 ? written : await writeBenchFile(benchSheet(config, TOTAL, plates, rep * TOTAL));
      const rssBefore = rssOf(pid);
      const loadBefore = os.loadavg()[0];

      // What the user waits for: reading the file, the preview, then the batches to 100 %.
      const start = performance.now();
      const { rows, seconds: parseSeconds } = await parseLikeTheWorker(file.file, config.skipLines);
      lastRows = rows;
      const tPreview = performance.now();
      await api.call<ImportPreview>('/admin/import/preview', {
        configId: saved.id,
        rows: rows.slice(0, 1000),
        keys: fileKeys(rows, config),
      });
      const previewSeconds = (performance.now() - tPreview) / 1000;
      const started = await api.call<ImportStarted>('/admin/import', {
        filename: 'bench.xlsx',
        closeOthers: false,
        configId: saved.id,
      });
      const times: number[] = [];
      let rssMax = rssBefore;
      let last = performance.now();
      const tBatches = performance.now();
      const cpuBefore = cpuOf(pid, pg?.postmaster ?? null);
      // Another user meanwhile (issue 38: answered within a second, PGlite's one connection shared).
      const other = watch(60_000, server.port, () => token);
      const sent = await sendRows(api, started.id, rows, () => {
        const now = performance.now();
        times.push(now - last);
        last = now;
        rssMax = Math.max(rssMax, rssOf(pid));
      });
      const batchSeconds = (performance.now() - tBatches) / 1000;
      const waits = await other.stop();
      const cpuAfter = cpuOf(pid, pg?.postmaster ?? null);
      // CPU ms per 1,000 rows: the server's process and PostgreSQL's.
      const cpu = {
        server: ((cpuAfter.server - cpuBefore.server) * 1000) / rows.length,
        postgres: ((cpuAfter.postgres - cpuBefore.postgres) * 1000) / rows.length,
      };
      const totalSeconds = (performance.now() - start) / 1000;
      const details = await api.call<ImportDetails>(`/admin/import/${started.id}`);
      // Batch times flat from the first ten to the last ten: nothing grows with the import.
      const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
      const firstLast = `${mean(times.slice(0, 10)).toFixed(0)} → ${mean(times.slice(-10)).toFixed(0)}`;
      times.sort((a, b) => a - b);
      if (pg?.log && rep === REPEAT - 1) {
        printStatementTimes(pg.log, times.length * REPEAT);
        if (process.env.BENCH_IMPORT_EXPLAIN) {
          const kept = path.join(os.tmpdir(), 'bench-import-postgres.log');
          fs.copyFileSync(pg.log, kept);
          console.log(`  PostgreSQL's log, with the plans: ${kept}`);
        }
      }
      results.push({
        copyRowsPerSecond: 0,
        copyLoad: '',
        waits,
        load: `${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
        firstLast,
        repeat: rep + 1,
        engine,
        rows: rows.length,
        parseSeconds,
        previewSeconds,
        rowsPerSecond: rows.length / batchSeconds,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        totalSeconds,
        created: details.changesCreateCount,
        updated: details.changesUpdateCount,
        errors: details.changesErrorCount,
        rssBefore,
        rssMax,
        rssAfter: rssOf(pid),
        status: sent.status,
        cpu,
      });
    }
    // The ceiling (issue 38): the last import's rows by COPY into a copy of the four tables, in the
    // same database once the server has stopped (PGlite's directory is one process's at a time).
    await stopServer(server.child);
    server = null;
    const database = await open();
    try {
      const load = os.loadavg()[0];
      const seconds = postgres
        ? await copyIntoPostgres(database, url, lastRows, owner)
        : await copyIntoPglite(database, lastRows, owner);
      for (const r of results)
        Object.assign(r, {
          copyRowsPerSecond: lastRows.length / seconds,
          copyLoad: `${load.toFixed(1)} → ${os.loadavg()[0].toFixed(1)}`,
        });
    } finally {
      await database.close();
    }
    return results;
  } finally {
    if (server) await stopServer(server.child);
    await postgres?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const waitsOf = (w: number[]) =>
  `${percentile(w, 50).toFixed(0)} / ${percentile(w, 99).toFixed(0)} / ${(w.at(-1) ?? 0).toFixed(0)}`;

export async function benchImport() {
  console.log(
    `\nImport end to end: ${TOTAL.toLocaleString('en')} rows, 1,000 a batch (two in flight), ${REPEAT} import(s) per server, HTTP on 127.0.0.1, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}\n`,
  );
  const results = [];
  for (const engine of ENGINES) results.push(...(await run(engine)));
  console.log(
    `\n| database | rows | parse s | preview s | server rows/s | batch p50 ms | batch p95 ms | first → last 10 batches ms | total s | created | updated | errors | server RSS MB before / max / after | CPU ms / 1,000 rows: server + PostgreSQL | status | COPY rows/s | server ÷ COPY | load (1 min) import / COPY | other user meanwhile: /health ms p50 / p99 / max | case list ms p50 / p99 / max |`,
  );
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|---|---:|---:|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.engine === 'pglite' ? 'PGlite (on disk)' : 'PostgreSQL (throwaway)'}${REPEAT > 1 ? `, import ${r.repeat}` : ''} | ${r.rows.toLocaleString('en')} | ${r.parseSeconds.toFixed(1)} | ${r.previewSeconds.toFixed(1)} | ${Math.round(r.rowsPerSecond).toLocaleString('en')} | ` +
        `${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.firstLast} | ${r.totalSeconds.toFixed(1)} | ${r.created} | ${r.updated} | ${r.errors} | ` +
        `${r.rssBefore.toFixed(0)} / ${r.rssMax.toFixed(0)} / ${r.rssAfter.toFixed(0)} | ${r.cpu.server.toFixed(0)} + ${r.cpu.postgres.toFixed(0)} | ${r.status} | ` +
        `${Math.round(r.copyRowsPerSecond).toLocaleString('en')} | ${(r.rowsPerSecond / r.copyRowsPerSecond).toFixed(2)} | ${r.load} / ${r.copyLoad} | ` +
        `${waitsOf(r.waits.health)} | ${waitsOf(r.waits.list)} |`,
    );
  }
  console.log(
    `(load after: ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchImport();
