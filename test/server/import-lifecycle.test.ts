import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMPORT_ABANDON_AFTER_MS } from '../../src/domain/imports';
import { importChanges, imports } from '../../src/server/db/schema';
import { runImportJob } from '../../src/server/services/imports';
import { CLOSING_STALE_MS } from '../../src/server/services/imports/closing';
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
/** The company's open (ready, not closed) cases, by id. */
async function openCases(lawCompanyId: number) {
  const found = await rows<{ id: number }>(
    env.db,
    sql`select id from seizure_requests where law_company_id = ${lawCompanyId} and deleted_at is null and closed_at is null
      and status in ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') order by id`,
  );
  return found.map((r) => Number(r.id));
}
const statusOf = async (id: number, who: Who = 'casos') => (await api.get(`/admin/import/${id}`, who)).body.status;

describe('closeOthers', () => {
  it('is not applied when the import has an error row: completed, nothing archived', async () => {
    const before = await openCases(env.alfa);
    const id = await start('casos', true);
    await api.post(`/admin/import/${id}/batches`, 'casos', {
      seq: 0,
      rows: lines([sheetRow(), sheetRow({ A: 'AB12' })]),
    });
    const res = await api.post(`/admin/import/${id}/finish`, 'casos', { total: 2 });
    expect(res.body).toMatchObject({ id, status: 'completed', closingBlockedBy: 'errors' });
    expect((await openCases(env.alfa)).filter((c) => before.includes(c))).toEqual(before);
  });

  it('is not applied when rows are missing (interrupted) or the import was cancelled', async () => {
    const before = await openCases(env.alfa);
    const id = await start('casos', true);
    await api.post(`/admin/import/${id}/batches`, 'casos', { seq: 0, rows: lines([sheetRow()]) });
    const early = await api.post(`/admin/import/${id}/finish`, 'casos', { total: 3 });
    expect(early.status).toBe(400);
    expect(early.body.message).toBe('Nem todas as linhas da planilha foram recebidas.');
    expect((await api.post(`/admin/import/${id}/cancel`, 'casos')).body).toMatchObject({
      id,
      status: 'cancelled',
      current: 1,
    });
    expect((await api.post(`/admin/import/${id}/finish`, 'casos', { total: 1 })).status).toBe(400);
    expect((await api.post(`/admin/import/${id}/batches`, 'casos', { seq: 1, rows: lines([sheetRow()]) })).status).toBe(
      400,
    );
    expect((await openCases(env.alfa)).filter((c) => before.includes(c))).toEqual(before);
  });

  it('archives, in the background, the open cases missing from a complete and clean file', async () => {
    const kept = await someCase(env.db, env.beta, false);
    const before = await openCases(env.beta);
    expect(before.length).toBeGreaterThan(1);
    const id = await start('beta', true);
    const fresh = sheetRow();
    await api.post(`/admin/import/${id}/batches`, 'beta', {
      seq: 0,
      rows: lines([fresh, sheetRow({ A: kept.licensePlate, B: '' })]),
    });
    const res = await api.post(`/admin/import/${id}/finish`, 'beta', { total: 2 });
    expect(res.body).toEqual({ id, status: 'closing', closingBlockedBy: null, notClosedCount: 0 });
    // The archive runs after the answer: wait for the import to leave 'closing'.
    await vi.waitFor(async () => expect(await statusOf(id, 'beta')).not.toBe('closing'), {
      timeout: 60_000,
      interval: 100,
    });
    const after = await openCases(env.beta);
    expect(after).toContain(kept.id);
    expect(after.filter((c) => before.includes(c))).toEqual([kept.id]);
    const closed = await env.db
      .select()
      .from(importChanges)
      .where(and(eq(importChanges.importId, id), eq(importChanges.type, 'closed')));
    expect(closed.map((c) => c.seizureRequestId).sort((a, b) => a - b)).toEqual(before.filter((c) => c !== kept.id));
    const [archived] = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from seizure_requests where id in (select seizure_request_id from import_changes where import_id = ${id} and type = 'closed')
        and status = 'archived' and closed_by = 'import'`,
    );
    expect(archived.n).toBe(before.length - 1);
    const details = (await api.get(`/admin/import/${id}`, 'beta')).body;
    expect(details).toMatchObject({
      status: 'completed',
      changesClosedCount: before.length - 1,
      closedAt: expect.any(String),
    });
  });
});

describe('the import job', () => {
  it('abandons a processing import without a batch for the abandon time, and leaves a recent one', async () => {
    const stale = await start('casos', true);
    await api.post(`/admin/import/${stale}/batches`, 'casos', { seq: 0, rows: lines([sheetRow()]) });
    const recent = await start('casos', false);
    await env.db
      .update(imports)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(imports.id, recent));
    // The clock the job is given: five minutes before the recent import would be due.
    const now = new Date(Date.now() + IMPORT_ABANDON_AFTER_MS - 5 * 60_000);
    await env.db
      .update(imports)
      .set({ updatedAt: new Date(now.getTime() - IMPORT_ABANDON_AFTER_MS - 1000) })
      .where(eq(imports.id, stale));
    const [due] = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from imports where status = 'processing' and updated_at < ${new Date(now.getTime() - IMPORT_ABANDON_AFTER_MS).toISOString()}::timestamptz`,
    );
    const done = await runImportJob(env.db, now);
    // The stale one, and the demo's own processing import if it is that old.
    expect(done.abandoned).toBe(due.n);
    expect(due.n).toBeGreaterThanOrEqual(1);
    expect(await statusOf(stale)).toBe('abandoned');
    expect(await statusOf(recent)).toBe('processing');
    const [row] = await env.db.select().from(imports).where(eq(imports.id, stale));
    expect(row).toMatchObject({ error: 'A importação parou de responder e foi abandonada.', closedAt: now });
    // A batch arriving afterwards changes nothing.
    expect(
      (await api.post(`/admin/import/${stale}/batches`, 'casos', { seq: 1, rows: lines([sheetRow()]) })).status,
    ).toBe(400);
  });
});

describe('a closing nobody moves on', () => {
  it('is answered by the job for resuming once stale (every closing at a process start); a fresh one is left alone', async () => {
    const starter = (await rows<{ id: number }>(env.db, sql`select id from users where email = 'casos@demo.test'`))[0]
      .id;
    const [orphan] = await env.db
      .insert(imports)
      .values({ lawCompanyId: env.alfa, starterId: starter, filename: 'x.xlsx', status: 'closing', closeOthers: true })
      .returning();
    expect((await runImportJob(env.db, new Date(Date.now() + 1_000))).resume).not.toContain(orphan.id);
    expect((await runImportJob(env.db, new Date(Date.now() + 1_000), true)).resume).toContain(orphan.id);
    expect((await runImportJob(env.db, new Date(Date.now() + CLOSING_STALE_MS + 1_000))).resume).toContain(orphan.id);
    // Answered, not changed: the closing goes on from its cursor (import-closing-chunks.test.ts).
    expect(await statusOf(orphan.id)).toBe('closing');
    await env.db.update(imports).set({ status: 'completed' }).where(eq(imports.id, orphan.id));
    expect((await runImportJob(env.db, new Date(Date.now() + CLOSING_STALE_MS + 1_000), true)).resume).not.toContain(
      orphan.id,
    );
  });
});
