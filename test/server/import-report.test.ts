// What an import tells (issue 24 items 2-4): the preview says whether closeOthers will run and
// counts the drafts; the finish, history and details say what was not closed and why, and list the
// draft rows with their missing fields; a batch the server cannot write is recorded on the import
// at once, and the sender resumes after the last applied batch.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_ABANDON_AFTER_MS } from '../../src/domain/imports';
import { imports } from '../../src/server/db/schema';
import { runImportJob } from '../../src/server/services/imports';
import { client, rows, setupApi, type ApiEnv, type Who } from '../support/api';
import { lines, saveConfigs, sheetRow, someCase, startImport, type ImportWho } from './import.support';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let configs: Record<ImportWho, number>;

beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  configs = await saveConfigs(api, env.db);
});
afterAll(() => env.app.close());

const start = (who: ImportWho, closeOthers: boolean) => startImport(api, configs, who, closeOthers);
const details = async (id: number, who: Who = 'casos', query = '') =>
  (await api.get(`/admin/import/${id}${query}`, who)).body;
const openCount = async (lawCompanyId: number) =>
  (
    await rows<{ n: number }>(
      env.db,
      sql`SELECT count(*)::int AS n FROM seizure_requests WHERE law_company_id = ${lawCompanyId}
    AND deleted_at IS NULL AND closed_at IS NULL AND status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`,
    )
  )[0].n;

/** A row missing its model and financier: a 'Rascunho' case. */
const draftRow = () => sheetRow({ D: '', K: '' });

describe('the preview', () => {
  it('says the closing will not run with error rows, and why; counts the drafts with their lines and missing fields', async () => {
    const res = await api.post('/admin/import/preview', 'casos', {
      configId: configs.casos,
      rows: lines([sheetRow(), draftRow(), sheetRow({ A: 'AB12' })]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      create: 2,
      error: 1,
      drafts: 1,
      closingBlockedBy: 'errors',
      firstDrafts: [{ line: 3, missingFields: ['model', 'financier'] }],
    });
    expect(res.body.closeOthers).toBeGreaterThan(0);
  });

  it("says 'invalid' for a row losing a field, and null (the closing runs) for drafts alone", async () => {
    const invalid = await api.post('/admin/import/preview', 'casos', {
      configId: configs.casos,
      rows: lines([sheetRow(), sheetRow({ E: 1800 })]),
    });
    expect(invalid.body).toMatchObject({
      error: 0,
      invalid: 1,
      closingBlockedBy: 'invalid',
      drafts: 0,
      firstDrafts: [],
    });
    const drafts = await api.post('/admin/import/preview', 'casos', {
      configId: configs.casos,
      rows: lines([sheetRow(), draftRow()]),
    });
    expect(drafts.body).toMatchObject({ error: 0, invalid: 0, closingBlockedBy: null, drafts: 1 });
  });
});

describe('a closeOthers not applied', () => {
  it('finishes completed saying why and how many open cases it left open; history and details say the same', async () => {
    const open = await openCount(env.alfa);
    const id = await start('casos', true);
    const kept = await someCase(env.db, env.alfa, false);
    await api.post(`/admin/import/${id}/batches`, 'casos', {
      seq: 0,
      rows: lines([sheetRow({ A: kept.licensePlate, B: '' }), sheetRow({ A: 'AB12' })]),
    });
    const res = await api.post(`/admin/import/${id}/finish`, 'casos', { total: 2 });
    expect(res.body).toEqual({ id, status: 'completed', closingBlockedBy: 'errors', notClosedCount: open - 1 });
    expect(await openCount(env.alfa)).toBe(open);
    expect(await details(id)).toMatchObject({
      status: 'completed',
      closingBlockedBy: 'errors',
      notClosedCount: open - 1,
      changesClosedCount: 0,
    });
    const history = (await api.get('/admin/import', 'casos')).body.result.find((i: { id: number }) => i.id === id);
    expect(history).toMatchObject({ closingBlockedBy: 'errors', notClosedCount: open - 1 });
    // Finishing again answers the same.
    expect((await api.post(`/admin/import/${id}/finish`, 'casos', { total: 2 })).body).toEqual(res.body);
  });

  it('an import without closeOthers, or whose closing ran, has nothing to report', async () => {
    const id = await start('casos', false);
    await api.post(`/admin/import/${id}/batches`, 'casos', { seq: 0, rows: lines([sheetRow({ A: 'AB12' })]) });
    expect((await api.post(`/admin/import/${id}/finish`, 'casos', { total: 1 })).body).toEqual({
      id,
      status: 'completed',
      closingBlockedBy: null,
      notClosedCount: 0,
    });
  });
});

describe('draft rows', () => {
  it('are counted in the progress and listed with their lines and missing fields; they do not block the closing', async () => {
    const id = await start('beta', true);
    const batch = await api.post(`/admin/import/${id}/batches`, 'beta', {
      seq: 0,
      rows: lines([sheetRow(), draftRow(), sheetRow({ G: '' })]),
    });
    expect(batch.body).toMatchObject({ current: 3, draftRecords: 2, invalidRecords: 0, errorRecords: 0, lastSeq: 0 });
    const listed = await details(id, 'beta', '?filter=draft');
    expect(listed.records.total).toBe(2);
    expect(
      listed.records.result.map((r: { line: number; missingFields: string[] }) => [r.line, r.missingFields]),
    ).toEqual([
      [3, ['model', 'financier']],
      [4, ['debtorName']],
    ]);
    const all = await details(id, 'beta');
    expect(all.records.result.find((r: { line: number }) => r.line === 2).missingFields).toBeNull();
    const [made] = await rows<{ status: string }>(
      env.db,
      sql`SELECT s.status FROM seizure_requests s JOIN import_records r ON r.seizure_request_id = s.id WHERE r.import_id = ${id} AND r.line = 3`,
    );
    expect(made.status).toBe('draft');
    expect((await api.post(`/admin/import/${id}/finish`, 'beta', { total: 3 })).body).toMatchObject({
      status: 'closing',
      closingBlockedBy: null,
    });
    await vi.waitFor(async () => expect((await details(id, 'beta')).status).toBe('completed'), {
      timeout: 30_000,
      interval: 100,
    });
    expect(await details(id, 'beta')).toMatchObject({ draftRecords: 2, changesClosedCount: expect.any(Number) });
  });
});

describe('a batch that fails', () => {
  it('is recorded on the import at once; the sender resumes after lastSeq and the next batch clears the error', async () => {
    const id = await start('casos', false);
    expect((await details(id)).lastSeq).toBeNull();
    expect(
      (
        await api.post(`/admin/import/${id}/batches`, 'casos', {
          seq: 0,
          total: 4,
          rows: lines([sheetRow(), sheetRow()]),
        })
      ).body.lastSeq,
    ).toBe(0);
    // A real failure inside the batch's transaction: the database refuses one of its records.
    await env.db.execute(sql`CREATE FUNCTION import_test_fail() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'falha simulada do banco na linha %', NEW.line; END $$`);
    await env.db.execute(sql`CREATE TRIGGER import_test_fail BEFORE INSERT ON import_records FOR EACH ROW
      WHEN (NEW.original->>'A' = 'FAL1A23') EXECUTE FUNCTION import_test_fail()`);
    const second = { seq: 1, after: 0, total: 4, rows: lines([sheetRow({ A: 'FAL1A23' }), sheetRow()], 4) };
    const startedAt = Date.now();
    const failed = await api.post(`/admin/import/${id}/batches`, 'casos', second);
    expect(failed.status).toBe(500);
    expect(Date.now() - startedAt).toBeLessThan(5_000);
    expect(await details(id)).toMatchObject({
      status: 'processing',
      current: 2,
      lastSeq: 0,
      error: 'O lote 2 (linhas 4 a 5) não foi gravado: falha simulada do banco na linha 4',
    });
    // The same batch failing again keeps the first cause (a batch waiting for it would fail too).
    const again = { ...second, rows: lines([sheetRow(), sheetRow({ A: 'FAL1A23' })], 4) };
    expect((await api.post(`/admin/import/${id}/batches`, 'casos', again)).status).toBe(500);
    expect((await details(id)).error).toBe(
      'O lote 2 (linhas 4 a 5) não foi gravado: falha simulada do banco na linha 4',
    );
    await env.db.execute(sql`DROP TRIGGER import_test_fail ON import_records`);
    await env.db.execute(sql`DROP FUNCTION import_test_fail()`);
    // Resumed from lastSeq + 1; a batch already applied, sent again, changes nothing.
    expect((await api.post(`/admin/import/${id}/batches`, 'casos', second)).body).toMatchObject({
      current: 4,
      lastSeq: 1,
      error: null,
    });
    expect(
      (
        await api.post(`/admin/import/${id}/batches`, 'casos', {
          seq: 0,
          total: 4,
          rows: lines([sheetRow(), sheetRow()]),
        })
      ).body,
    ).toMatchObject({ current: 4, lastSeq: 1 });
    expect((await api.post(`/admin/import/${id}/finish`, 'casos', { total: 4 })).body.status).toBe('completed');
  });

  it("the sender's own failure is stored, the import stays resumable, and an abandon keeps it after the generic sentence", async () => {
    const id = await start('casos', false);
    expect((await api.post(`/admin/import/${id}/error`, 'casos', { message: '' })).status).toBe(422);
    expect((await api.post(`/admin/import/${id}/error`, 'beta', { message: 'x' })).status).toBe(404);
    const res = await api.post(`/admin/import/${id}/error`, 'casos', { message: 'Sem conexão com a internet' });
    expect(res.body).toMatchObject({ error: 'Sem conexão com a internet', lastSeq: null });
    expect(await details(id)).toMatchObject({ status: 'processing', error: 'Sem conexão com a internet' });
    const now = new Date(Date.now() + IMPORT_ABANDON_AFTER_MS + 60_000);
    await runImportJob(env.db, now);
    const [row] = await env.db.select().from(imports).where(eq(imports.id, id));
    expect(row).toMatchObject({
      status: 'abandoned',
      error: 'A importação parou de responder e foi abandonada. Sem conexão com a internet',
    });
    expect((await api.post(`/admin/import/${id}/error`, 'casos', { message: 'outra' })).status).toBe(400);
  });
});
