import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ABANDON_AFTER_MS, IMPORT_BATCH_MAX_ROWS } from '../../src/domain/imports';
import { openDatabase } from '../../src/server/db/connection';
import { runImportJob } from '../../src/server/services/imports';
import { childDatabase, startChildServer, type ChildDatabase, type ChildServer } from '../support/childServer';
import { configInput, lines, sheetRow } from './import.support';

// Issue 13 item 7: the server is killed (SIGKILL, a real child process) while an import with
// closeOthers sends its batches. What the spreadsheet had written stays whole (each batch is one
// transaction), no case is archived (closeOthers runs only after a complete, clean finish),
// nothing is duplicated, and after a restart the import ends 'abandoned' once it has been silent
// for IMPORT_ABANDON_AFTER_MS (the job's clock is moved past it here rather than waited for).

const READY = 'Console e API:';
let database: ChildDatabase;
let server: ChildServer;
let sql: pg.Client;

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Row `i` of the test's spreadsheet: a plate and a chassi of its own ('QX' plates: not in the demo). */
const uniqueRow = (i: number) =>
  sheetRow({
    A: `QX${LETTERS[Math.floor(i / 26) % 26]}1${LETTERS[i % 26]}${String(Math.floor(i / 676)).padStart(2, '0')}`,
    B: `QXCRASH${String(i).padStart(10, '0')}`,
  });

const rowsOf = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

async function signIn() {
  const res = await server.call('POST', '/auth/login', { email: 'casos@demo.test', password: 'demo1234' });
  return { authorization: `Bearer ${res.json<{ accessToken: string }>().accessToken}` };
}

/** The company's open cases (what closeOthers would archive), by id. */
const openCases = async (lawCompanyId: number) =>
  (
    await rowsOf<{ id: number }>(
      `select id from seizure_requests where law_company_id = $1 and deleted_at is null and closed_at is null order by id`,
      [lawCompanyId],
    )
  ).map((r) => r.id);

/** Plates present more than once among the company's live cases. */
const duplicatePlates = async (lawCompanyId: number) =>
  rowsOf<{ license_plate: string }>(
    `select license_plate from seizure_requests where law_company_id = $1 and deleted_at is null and license_plate is not null
      group by license_plate having count(*) > 1`,
    [lawCompanyId],
  );

beforeAll(async () => {
  database = await childDatabase('recupera_import_crash');
  server = await startChildServer(
    database.url,
    { SEED_DEMO: 'true', RATE_LIMIT_MAX: '1000', AUTO_APPROVAL: 'false' },
    READY,
  );
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
}, 150_000);

afterAll(async () => {
  await sql?.end();
  await server?.kill();
  server?.remove();
  await database?.remove();
}, 60_000);

describe('an import interrupted by a killed server', { timeout: 120_000 }, () => {
  it('archives nothing, duplicates nothing, and ends abandoned after a restart', async () => {
    const headers = await signIn();
    const [{ law_company_id: company }] = await rowsOf<{ law_company_id: number }>(
      `select law_company_id from users where email = 'casos@demo.test'`,
    );
    const [{ id: carId }] = await rowsOf<{ id: number }>(`select id from case_categories where type = 'car'`);
    const config = await server.call('POST', '/admin/import/config', configInput(carId, 'Carteira semanal'), headers);
    expect(config.status).toBeLessThan(300);
    const openBefore = await openCases(company);
    const duplicatesBefore = await duplicatePlates(company);

    const started = await server.call(
      'POST',
      '/admin/import',
      { filename: 'carteira.xlsx', closeOthers: true, configId: config.json<{ id: number }>().id },
      headers,
    );
    expect(started.status).toBe(201);
    const importId = started.json<{ id: number }>().id;
    const batch = (seq: number) => ({
      seq,
      rows: lines(
        Array.from({ length: IMPORT_BATCH_MAX_ROWS }, (_, i) => uniqueRow(seq * IMPORT_BATCH_MAX_ROWS + i)),
        2 + seq * IMPORT_BATCH_MAX_ROWS,
      ),
    });
    const first = await server.call('POST', `/admin/import/${importId}/batches`, batch(0), headers);
    expect(first.status).toBe(200);

    // The second batch is in flight when the process dies: its transaction commits whole or not at all.
    const second = server
      .call('POST', `/admin/import/${importId}/batches`, batch(1), headers)
      .catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await server.kill();
    await second;

    const [{ n: written }] = await rowsOf<{ n: number }>(
      `select count(*)::int as n from import_records where import_id = $1`,
      [importId],
    );
    expect([IMPORT_BATCH_MAX_ROWS, 2 * IMPORT_BATCH_MAX_ROWS]).toContain(written);
    const [{ n: created }] = await rowsOf<{ n: number }>(
      `select count(*)::int as n from import_changes where import_id = $1 and type = 'created'`,
      [importId],
    );
    expect(created).toBe(written);
    expect((await openCases(company)).filter((id) => openBefore.includes(id))).toEqual(openBefore);
    expect(await duplicatePlates(company)).toEqual(duplicatesBefore);
    const [{ status }] = await rowsOf<{ status: string }>(`select status from imports where id = $1`, [importId]);
    expect(status).toBe('processing');

    // A restart: the server answers again; the import, silent since the crash, is abandoned by the job.
    server.remove();
    server = await startChildServer(
      database.url,
      { SEED_DEMO: 'true', RATE_LIMIT_MAX: '1000', AUTO_APPROVAL: 'false' },
      READY,
    );
    const job = await openDatabase({ databaseUrl: database.url });
    try {
      const later = new Date(Date.now() + IMPORT_ABANDON_AFTER_MS + 60_000);
      expect((await runImportJob(job.db, later)).abandoned).toBeGreaterThanOrEqual(1);
    } finally {
      await job.close();
    }
    const again = await signIn();
    const details = await server.call('GET', `/admin/import/${importId}`, undefined, again);
    expect(details.json<{ status: string }>().status).toBe('abandoned');
    // Nothing more is accepted for it, and still nothing archived.
    expect((await server.call('POST', `/admin/import/${importId}/finish`, { total: written }, again)).status).toBe(400);
    expect((await openCases(company)).filter((id) => openBefore.includes(id))).toEqual(openBefore);
    expect(await duplicatePlates(company)).toEqual(duplicatesBefore);
  });
});
