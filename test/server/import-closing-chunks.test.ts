// closeOthers on the default engine (issue 34 item 1): PGlite has ONE connection, so a closing that
// held it for its whole run left every other call waiting (58 minutes at 30,000 × 30,000, /health
// included, SIGTERM ignored). The closing now walks the company's cases in short transactions:
// here, on PGlite whatever database the run uses, with a file of 4,000 rows against 4,000 other
// open cases, /health answers within a second throughout, the server's stop waits for one chunk
// only and leaves the closing resumable, and after the restart the job carries it on: every case
// closed once, audited once, counters exact. 30,000 × 30,000: `npx tsx scripts/bench-closing.ts`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { closingRunner, runImportJob } from '../../src/server/services/imports';
import { closeChunk } from '../../src/server/services/imports/closing';
import { ClosingRunner } from '../../src/server/services/imports/closingRunner';
import { bearer, createPgliteTestApp, login } from '../support/server';
import { carCategory, configInput, caseCountsDrift } from './import.support';

type Server = Awaited<ReturnType<typeof createPgliteTestApp>>;
const ROWS = 4_000;
const OLD = 4_000;
const TOUCHED = 150;
const quiet = { info() {}, error() {} };

let dir: string;
let server: Server;
let token: string;
let alfa: number;

const query = async <T>(text: ReturnType<typeof sql>) => rowsOf<T>(await server.db.execute(text));
const one = async <T>(text: ReturnType<typeof sql>) => (await query<T>(text))[0];
const call = async (method: 'GET' | 'POST', url: string, payload?: object) => {
  const res = await server.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() };
};

/**
 * Calls /health over real HTTP one after another, and reads the import's progress, until `until`
 * says stop: the longest wait for an answer of either, and the longest the event loop stood still.
 * The closing's chunks and these calls share PGlite's one connection, and PGlite runs a statement
 * inside this thread: a call sent meanwhile waits for both, as a browser's would.
 */
async function healthWhile(until: () => Promise<boolean>): Promise<{ longest: number; calls: number }> {
  let longest = 0;
  let calls = 0;
  let done = false;
  const timed = async <T>(work: () => Promise<T>) => {
    const started = performance.now();
    const answer = await work();
    longest = Math.max(longest, performance.now() - started);
    return answer;
  };
  const address = await listening();
  let lastTick = performance.now();
  const ticks = setInterval(() => {
    longest = Math.max(longest, performance.now() - lastTick);
    lastTick = performance.now();
  }, 5);
  const health = (async () => {
    while (!done) {
      const res = await timed(() => fetch(`${address}/health`));
      calls++;
      expect(res.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  while (!(await timed(until))) await new Promise((resolve) => setTimeout(resolve, 50));
  done = true;
  await health;
  clearInterval(ticks);
  return { longest, calls };
}

const addresses = new WeakMap<object, string>();
/** The server's address, listening from its first use on. */
async function listening(): Promise<string> {
  if (!addresses.has(server.app)) addresses.set(server.app, await server.app.listen({ host: '127.0.0.1', port: 0 }));
  return addresses.get(server.app)!;
}

const importRow = (id: number) =>
  one<{ status: string; changes_closed_count: number; error: string | null }>(
    sql`SELECT status, changes_closed_count, error FROM imports WHERE id = ${id}`,
  );

const openCount = async () =>
  Number(
    (
      await one<{
        n: number;
      }>(sql`SELECT count(*)::int AS n FROM seizure_requests s WHERE s.law_company_id = ${alfa} AND s.deleted_at IS NULL
    AND s.closed_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`)
    ).n,
  );

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-closing-'));
  server = await createPgliteTestApp(dir);
  token = (await login(server.app, 'casos@demo.test')).accessToken;
  alfa = Number((await one<{ id: number }>(sql`SELECT id FROM law_companies WHERE name = 'Alfa'`)).id);
}, 120_000);

afterAll(async () => {
  await server?.app.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a closing on PGlite', () => {
  let importId: number;
  let toClose: number;

  it('is resumable: /health waits under a second while it runs, and the server stops between two chunks', async () => {
    const carId = await carCategory(server.db);
    const configId = (await call('POST', '/admin/import/config', configInput(carId))).body.id as number;
    // The portfolio: OLD ready open cases of Alfa from yesterday, besides the demo's.
    await server.db
      .execute(sql`INSERT INTO seizure_requests (law_company_id, category_id, status, license_plate, chassi, model,
        process_number, financier, debtor_name, main_address_city, main_address_state, created_at)
      SELECT ${alfa}, ${carId}, CASE WHEN i % 3 = 0 THEN 'readyAndClosedForTrackers' ELSE 'readyAndOpenedForTrackers' END,
        'ZZ' || chr(65 + i / 10000) || lpad((i % 10000)::text, 4, '0'), 'ZZCHASSI' || lpad(i::text, 9, '0'), 'Gol',
        '0001', 'Banco', 'Fulano', 'São Paulo', 'SP', now() - interval '1 day'
      FROM generate_series(0, ${OLD - 1}) AS i`);
    const start = await call('POST', '/admin/import', { filename: 'carteira.xlsx', closeOthers: true, configId });
    expect(start.status).toBe(201);
    importId = start.body.id;
    // The file, as its batches leave it (written here set-based, the batches' cost is not under
    // test): ROWS new cases, and TOUCHED of the old ones updated, each row's record naming its case.
    await server.db
      .execute(sql`INSERT INTO seizure_requests (law_company_id, category_id, status, license_plate, chassi, model,
        process_number, financier, debtor_name, main_address_city, main_address_state)
      SELECT ${alfa}, ${carId}, 'readyAndOpenedForTrackers', 'ZY' || chr(65 + i / 10000) || lpad((i % 10000)::text, 4, '0'),
        'ZYCHASSI' || lpad(i::text, 9, '0'), 'Gol', '0001', 'Banco', 'Fulano', 'São Paulo', 'SP'
      FROM generate_series(0, ${ROWS - 1}) AS i`);
    await server.db.execute(sql`INSERT INTO import_records (import_id, line, original, seizure_request_id)
      SELECT ${importId}, 1 + row_number() OVER (ORDER BY id), '{}'::jsonb, id FROM seizure_requests
      WHERE law_company_id = ${alfa} AND (license_plate LIKE 'ZY%' OR (license_plate LIKE 'ZZ%' AND chassi <= ${'ZZCHASSI' + String(TOUCHED - 1).padStart(9, '0')}))`);
    await server.db.execute(
      sql`UPDATE imports SET current = ${ROWS + TOUCHED}, total = ${ROWS + TOUCHED} WHERE id = ${importId}`,
    );
    // What the closing must archive: the company's open cases from before the import, but the touched.
    toClose = Number(
      (
        await one<{ n: number }>(sql`SELECT count(*)::int AS n FROM seizure_requests s WHERE s.law_company_id = ${alfa}
      AND s.deleted_at IS NULL AND s.closed_at IS NULL AND s.status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')
      AND s.created_at < (SELECT created_at FROM imports WHERE id = ${importId})
      AND NOT EXISTS (SELECT 1 FROM import_records r WHERE r.import_id = ${importId} AND r.seizure_request_id = s.id)`)
      ).n,
    );
    expect(toClose).toBeGreaterThan(OLD - TOUCHED);

    const finish = await call('POST', `/admin/import/${importId}/finish`, { total: ROWS + TOUCHED });
    expect(finish.body).toMatchObject({ id: importId, status: 'closing' });
    const firstHalf = await healthWhile(async () => (await importRow(importId)).changes_closed_count >= 1_000);
    expect(firstHalf.calls).toBeGreaterThan(0);
    expect(firstHalf.longest).toBeLessThan(1_000);

    // The server stops (SIGTERM's path: app.close runs the runner's stop before the database closes).
    const stopping = performance.now();
    await server.app.close();
    expect(performance.now() - stopping).toBeLessThan(5_000);
    server = await createPgliteTestApp(dir);
    token = (await login(server.app, 'casos@demo.test')).accessToken;
    const paused = await importRow(importId);
    expect(paused.status).toBe('closing');
    expect(paused.changes_closed_count).toBeGreaterThanOrEqual(1_000);
    expect(paused.changes_closed_count).toBeLessThan(toClose);
  }, 300_000);

  it('resumes after the restart, with a second runner joining: every missing case closed once, audited once, counters exact', async () => {
    const { resume } = await runImportJob(server.db, new Date(), true);
    expect(resume).toEqual([importId]);
    expect(closingRunner(server.ctx).start(importId)).toBe(true);
    const resumed = await healthWhile(async () => (await importRow(importId)).changes_closed_count >= 2_000);
    expect(resumed.longest).toBeLessThan(1_000);
    // Another process taking the same closing over (a node that thought it stale): chunks in turn.
    // (Not timed: two runners on one PGlite only happen here; in production each node has its own database connection.)
    const other = new ClosingRunner(server.db, quiet);
    expect(other.start(importId)).toBe(true);
    await healthWhile(async () => (await importRow(importId)).status !== 'closing');
    await Promise.all([closingRunner(server.ctx).idle(), other.idle()]);

    expect(await importRow(importId)).toMatchObject({
      status: 'completed',
      changes_closed_count: toClose,
      error: null,
    });
    const after = await one<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM import_changes WHERE import_id = ${importId} AND type = 'closed') AS changes,
      (SELECT count(DISTINCT seizure_request_id)::int FROM import_changes WHERE import_id = ${importId} AND type = 'closed') AS cases,
      (SELECT count(*)::int FROM audit_log WHERE action = 'case.closed' AND data->>'importId' = ${String(importId)}) AS audits,
      (SELECT count(DISTINCT entity_id)::int FROM audit_log WHERE action = 'case.closed' AND data->>'importId' = ${String(importId)}) AS audited,
      (SELECT count(*)::int FROM seizure_requests s JOIN import_changes c ON c.seizure_request_id = s.id AND c.import_id = ${importId} AND c.type = 'closed'
        WHERE s.status = 'archived' AND s.closed_by = 'import' AND s.closed_at IS NOT NULL) AS archived,
      (SELECT count(*)::int FROM seizure_requests s JOIN import_records r ON r.seizure_request_id = s.id AND r.import_id = ${importId}
        WHERE s.closed_at IS NOT NULL) AS touched_closed`);
    expect(after).toEqual({
      changes: toClose,
      cases: toClose,
      audits: toClose,
      audited: toClose,
      archived: toClose,
      touched_closed: 0,
    });
    // Open: the file's cases only.
    expect(await openCount()).toBe(ROWS + TOUCHED);
    const diff = await one<{ n: number }>(caseCountsDrift);
    expect(diff.n).toBe(0);
  }, 300_000);

  it('a chunk that keeps failing ends the closing closingFailed, keeping what the earlier chunks archived', async () => {
    const starter = Number((await one<{ id: number }>(sql`SELECT id FROM users WHERE email = 'casos@demo.test'`)).id);
    const beta = Number((await one<{ id: number }>(sql`SELECT id FROM law_companies WHERE name = 'Beta'`)).id);
    const [{ id }] = await query<{
      id: number;
    }>(sql`INSERT INTO imports (law_company_id, starter_id, filename, status, close_others)
      VALUES (${beta}, ${starter}, 'x.xlsx', 'closing', true) RETURNING id`);
    let calls = 0;
    const runner = new ClosingRunner(server.db, quiet, {
      retryMs: 1,
      chunk: async (db, importId, scan) => {
        calls++;
        if (calls === 1) return closeChunk(db, importId, new Date(), Math.min(scan, 5));
        throw new Error('the database went away');
      },
    });
    runner.start(Number(id));
    await runner.idle();
    expect(calls).toBe(4);
    const row = await importRow(Number(id));
    expect(row).toMatchObject({ status: 'closingFailed', error: 'Falha ao encerrar os casos ausentes da planilha.' });
    const archived = await one<{
      n: number;
    }>(sql`SELECT count(*)::int AS n FROM import_changes c JOIN seizure_requests s ON s.id = c.seizure_request_id
      WHERE c.import_id = ${id} AND c.type = 'closed' AND s.status = 'archived'`);
    expect(row.changes_closed_count).toBe(archived.n);
    expect(archived.n).toBeGreaterThan(0);
  }, 60_000);
});
