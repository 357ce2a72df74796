import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import { sql } from 'drizzle-orm';
import type { ImportDetails, ImportPreview, ImportRow, ImportStarted } from '../src/domain/imports';
import { sendRows } from '../src/console/resources/import/runImport';
import { fileKeys } from '../src/console/resources/import/sheetRows';
import { openDatabase } from '../src/server/db/connection';
import { rowsOf } from '../src/server/db/rows';
import { seedDemoData } from '../src/server/db/seed/demo';
import { startServer, stopServer, watch } from './bench-http';
import { benchConfig } from './bench-import-file';
import { client } from './bench-import';
import { percentile } from './bench-timing';

/**
 * Issue 34 item 1, closeOthers at a real portfolio's size on the default engine (docs/imports.md
 * "The closing"): `npm start`'s server on PGlite (on disk), as casos@: an import of
 * BENCH_CLOSING_ROWS (30,000) new rows, then one of as many other rows with closeOthers, so the
 * closing archives the first file's cases and the demo's. Meanwhile a second client calls
 * /health and the case list every 100 ms (the longest waits are what every other user would get);
 * halfway the server is sent SIGTERM (how long it takes to exit), started again, and the closing
 * must go on to the end by itself. Prints the times and the load. Not a test; bounded (every wait
 * has a limit) and self-stopping: the server and its files are removed at the end.
 *
 *   npx tsx scripts/bench-closing.ts
 */
const ROWS = Number(process.env.BENCH_CLOSING_ROWS ?? 30_000);
const LIMIT_MS = 15 * 60_000;
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** Row i of file `file` (0 or 1): a plate and a chassi no demo case has, complete (no row is refused or loses a field). */
function row(file: number, i: number): ImportRow {
  const l = (k: number) => LETTERS[k % LETTERS.length];
  const plate = `Q${file === 0 ? 'W' : 'T'}${l(Math.floor(i / 23_000))}${Math.floor(i / 2_300) % 10}${l(Math.floor(i / 100))}${String(i % 100).padStart(2, '0')}`;
  return {
    line: i + 2,
    cells: {
      A: plate,
      B: `9BWCLOSE${file}${String(i).padStart(8, '0')}`,
      C: 'AUTOMOVEL',
      D: 'Onix',
      E: 2021,
      F: '1000123-45.2024.8.26.0100',
      G: 'Maria Souza',
      H: '52998224725',
      I: 'SP',
      J: 'São Paulo',
      K: 'Banco Exemplo',
    },
  };
}

async function signIn(port: number) {
  const res = await fetch(`http://127.0.0.1:${port}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'casos@demo.test', password: 'demo1234' }),
  });
  const token = ((await res.json()) as { accessToken: string }).accessToken;
  return { api: client(port, token), token };
}

async function until(check: () => Promise<boolean>, what: string) {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > LIMIT_MS) throw new Error(`timed out: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function benchClosing() {
  console.log(
    `\ncloseOthers on PGlite: ${ROWS.toLocaleString('en')} rows x ${ROWS.toLocaleString('en')} open cases, load ${load()}\n`,
  );
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-bench-closing-'));
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  try {
    const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
    await database.migrate();
    await seedDemoData(database.db);
    const [car] = rowsOf<{ id: number }>(
      await database.db.execute(sql`SELECT id FROM case_categories WHERE type = 'car' ORDER BY id LIMIT 1`),
    );
    await database.close();
    const config = benchConfig(Number(car.id));
    server = await startServer('', 1, dataDir);
    let { api, token } = await signIn(server.port);
    const { id: configId } = await api.call<{ id: number }>('/admin/import/config', { name: 'bench closing', config });

    const first = Array.from({ length: ROWS }, (_, i) => row(0, i));
    const t0 = performance.now();
    const one = await api.call<ImportStarted>('/admin/import', {
      filename: 'primeira.xlsx',
      closeOthers: false,
      configId,
    });
    await sendRows(api, one.id, first, () => {});
    console.log(
      `  first file imported (${ROWS.toLocaleString('en')} new cases) in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );

    const second = Array.from({ length: ROWS }, (_, i) => row(1, i));
    const tPreview = performance.now();
    const preview = await api.call<ImportPreview>('/admin/import/preview', {
      configId,
      rows: second.slice(0, 1000),
      keys: fileKeys(second, config),
    });
    console.log(
      `  preview of the second file: ${preview.closeOthers.toLocaleString('en')} cases to close, in ${((performance.now() - tPreview) / 1000).toFixed(2)} s`,
    );
    const two = await api.call<ImportStarted>('/admin/import', {
      filename: 'segunda.xlsx',
      closeOthers: true,
      configId,
    });
    const t1 = performance.now();
    const sent = await sendRows(api, two.id, second, () => {});
    console.log(
      `  second file imported in ${((performance.now() - t1) / 1000).toFixed(1)} s, finish answered '${sent.status}'`,
    );

    // The closing, watched by another user, with SIGTERM halfway.
    const details = async () => api.call<ImportDetails>(`/admin/import/${two.id}`);
    const tClosing = performance.now();
    let watcher = watch(LIMIT_MS, server.port, () => token);
    await until(
      async () =>
        (await details()).changesClosedCount >= preview.closeOthers / 2 || (await details()).status !== 'closing',
      'half the closing',
    );
    const before = await watcher.stop();
    const half = (await details()).changesClosedCount;
    const tStop = performance.now();
    await stopServer(server.child);
    const stopMs = performance.now() - tStop;
    const closingBeforeStop = (tStop - tClosing) / 1000;
    server = await startServer('', 1, dataDir);
    ({ api, token } = await signIn(server.port));
    const port = server.port;
    const tResume = performance.now();
    watcher = watch(LIMIT_MS, port, () => token);
    await until(async () => (await details()).status !== 'closing', 'the closing to end after the restart');
    const after = await watcher.stop();
    const end = await details();
    const resumedSeconds = (performance.now() - tResume) / 1000;

    const line = (name: string, w: { health: number[]; list: number[]; failed: number }) =>
      `| ${name} | ${w.health.length} | ${percentile(w.health, 50).toFixed(0)} / ${percentile(w.health, 99).toFixed(0)} / ${w.health.at(-1)?.toFixed(0)} | ${percentile(w.list, 50).toFixed(0)} / ${percentile(w.list, 99).toFixed(0)} / ${w.list.at(-1)?.toFixed(0)} | ${w.failed} |`;
    console.log(`\n| phase | calls | /health ms p50 / p99 / max | case list ms p50 / p99 / max | failed |`);
    console.log('|---|---:|---:|---:|---:|');
    console.log(line(`closing, ${half.toLocaleString('en')} closed in ${closingBeforeStop.toFixed(1)} s`, before));
    console.log(line(`after the restart, to the end in ${resumedSeconds.toFixed(1)} s`, after));
    console.log(`\n  SIGTERM during the closing: exited in ${stopMs.toFixed(0)} ms`);
    console.log(
      `  end: status '${end.status}', ${end.changesClosedCount.toLocaleString('en')} closed of the ${preview.closeOthers.toLocaleString('en')} the preview announced, error ${end.error ?? 'none'}`,
    );
    console.log(`  (load after: ${load()})`);
  } finally {
    if (server) await stopServer(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchClosing();
