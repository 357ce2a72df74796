import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importChanges, importRecords, notifications, trackerRequests } from '../../src/server/db/schema';
import { client, rows, setupApi, type ApiEnv } from '../support/api';
import { carCategory, caseByPlate, configInput, lines, sheetRow, someCase } from './import.support';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let configId: number;

beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  const saved = await api.post('/admin/import/config', 'casos', configInput(await carCategory(env.db)));
  expect(saved.status).toBe(200);
  configId = saved.body.id;
});
afterAll(() => env.app.close());

async function start(closeOthers = false) {
  const res = await api.post('/admin/import', 'casos', { filename: 'carteira.xlsx', closeOthers, configId });
  expect(res.status).toBe(201);
  return res.body.id as number;
}
/** Everything the database holds about an import's effects, to compare before and after. */
async function footprint(importId: number) {
  const [counts] = await rows<Record<string, number>>(
    env.db,
    sql`select (select count(*)::int from import_records where import_id = ${importId}) as records,
      (select count(*)::int from import_changes where import_id = ${importId}) as changes,
      (select count(*)::int from seizure_requests where law_company_id = ${env.alfa} and deleted_at is null) as cases,
      (select count(*)::int from notifications) as notifications,
      (select count(*)::int from audit_log) as audits,
      (select current from imports where id = ${importId}) as current`,
  );
  return counts;
}

/** The import's audit rows. */
const batchAudits = (importId: number) =>
  rows<{ action: string; entity_id: number; data: unknown }>(
    env.db,
    sql`select action, entity_id, data from audit_log where entity = 'import' and entity_id = ${importId} order by id`,
  );

/** The case-count counters (migration 0002) equal a recount of the cases. */
async function countersMatch() {
  const [diff] = await rows<{ n: number }>(
    env.db,
    sql`select count(*)::int as n from (
      select law_company_id, status, coalesce(main_address_state, '') as state, total_approved_trackers > 0, total_pending_trackers > 0, count(*)::int
        from seizure_requests where deleted_at is null group by 1, 2, 3, 4, 5
      except select law_company_id, status, state, has_approved, has_pending, total from case_counts where total <> 0) d`,
  );
  expect(diff.n).toBe(0);
}

describe('configurations', () => {
  it('lists, edits and removes the company’s own; another company sees 404, support 403', async () => {
    const list = await api.get('/admin/import/config', 'casos');
    expect(list.body.map((c: { id: number }) => c.id)).toContain(configId);
    const other = await api.post('/admin/import/config', 'casos', {
      ...configInput(await carCategory(env.db), 'Outra'),
    });
    const edited = await api.post('/admin/import/config', 'casos', {
      ...configInput(await carCategory(env.db), 'Renomeada'),
      id: other.body.id,
    });
    expect(edited.body).toMatchObject({ id: other.body.id, name: 'Renomeada' });
    expect((await api.del(`/admin/import/config/${other.body.id}`, 'beta')).status).toBe(404);
    expect((await api.get('/admin/import/config', 'suporte')).status).toBe(403);
    expect((await api.get('/admin/import/config', 'leitura')).status).toBe(403);
    expect((await api.del(`/admin/import/config/${other.body.id}`, 'casos')).body).toEqual({
      id: other.body.id,
      success: true,
    });
    expect((await api.get('/admin/import/config', 'casos')).body.map((c: { id: number }) => c.id)).not.toContain(
      other.body.id,
    );
  });

  it('refuses a configuration breaking the shared schema, with its messages', async () => {
    const input = configInput(await carCategory(env.db));
    const res = await api.post('/admin/import/config', 'casos', {
      ...input,
      config: { ...input.config, columns: { ...input.config.columns, city: 'A' } },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'config.columns.city': 'Já selecionado' });
  });
});

describe('rows', () => {
  it('creates, updates, reopens (trackers told) and keeps a broken row with its fields', async () => {
    const open = await someCase(env.db, env.alfa, false);
    const closed = await someCase(env.db, env.alfa, true);
    const approved = await env.db
      .select({ userId: trackerRequests.userId })
      .from(trackerRequests)
      .where(and(eq(trackerRequests.seizureRequestId, closed.id), eq(trackerRequests.status, 'approved')));
    const created = sheetRow();
    const dropped = sheetRow({ B: '9BD1234', E: 1850 });
    const id = await start();
    const res = await api.post(`/admin/import/${id}/batches`, 'casos', {
      seq: 0,
      total: 5,
      rows: lines([
        created,
        sheetRow({ A: open.licensePlate, B: '', D: 'Modelo Importado' }),
        sheetRow({ A: closed.licensePlate, B: '' }),
        sheetRow({ A: 'AB12', J: '' }),
        dropped,
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      percent: 100,
      current: 5,
      total: 5,
      error: null,
      errorRecords: 1,
      invalidRecords: 1,
      draftRecords: 1,
      lastSeq: 0,
    });

    const made = await caseByPlate(env.db, env.alfa, String(created.A));
    expect(made).toMatchObject({
      status: 'readyAndOpenedForTrackers',
      model: 'Gol 1.0',
      reward: 1500,
      mainAddressCity: 'São Paulo',
    });
    expect(await caseByPlate(env.db, env.alfa, open.licensePlate!)).toMatchObject({
      id: open.id,
      model: 'Modelo Importado',
      chassi: open.chassi,
    });
    expect(await caseByPlate(env.db, env.alfa, closed.licensePlate!)).toMatchObject({
      id: closed.id,
      closedAt: null,
      status: 'readyAndOpenedForTrackers',
    });
    const told = await env.db
      .select({ userId: notifications.userId })
      .from(notifications)
      .where(and(eq(notifications.seizureRequestId, closed.id), eq(notifications.kind, 'caseReopened')));
    expect(told.map((n) => n.userId).sort()).toEqual(approved.map((a) => a.userId).sort());
    // A chassi without 17 characters and a year out of range are dropped: the case is kept, as a draft without its chassi.
    expect(await caseByPlate(env.db, env.alfa, String(dropped.A))).toMatchObject({
      status: 'draft',
      chassi: null,
      year: null,
    });

    const records = await env.db
      .select()
      .from(importRecords)
      .where(eq(importRecords.importId, id))
      .orderBy(importRecords.line);
    expect(records.map((r) => r.line)).toEqual([2, 3, 4, 5, 6]);
    expect(records[3]).toMatchObject({
      seizureRequestId: null,
      original: { A: 'AB12', J: '' },
      invalidFields: { licensePlate: 'Placa Inválida', city: 'Obrigatório' },
    });
    expect(records[3].error).toContain('Placa Inválida');
    expect(records[4]).toMatchObject({
      error: null,
      invalidFields: { chassi: 'Chassi Inválido', year: 'Deve ser maior ou igual a 1900' },
    });
    const changes = await env.db
      .select()
      .from(importChanges)
      .where(eq(importChanges.importId, id))
      .orderBy(importChanges.id);
    expect(changes.map((c) => [c.seizureRequestId, c.type])).toEqual([
      [made.id, 'created'],
      [open.id, 'updated'],
      [closed.id, 'updated'],
      [records[4].seizureRequestId, 'created'],
    ]);
    // One audit row for the batch, with its lines and counts; none per case (each has its change row).
    expect(await batchAudits(id)).toEqual([
      {
        action: 'import.batch',
        entity_id: id,
        data: {
          seq: 0,
          firstLine: 2,
          lastLine: 6,
          created: 2,
          updated: 2,
          reopened: 1,
          invalid: 1,
          drafts: 1,
          errors: 1,
        },
      },
    ]);
    const [{ n: perCase }] = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from audit_log where entity = 'seizureRequest' and entity_id = any(${sql.param(changes.map((c) => c.seizureRequestId))}::int[])
        and created_at >= (select created_at from imports where id = ${id})`,
    );
    expect(perCase).toBe(0);

    const details = await api.get(`/admin/import/${id}?filter=error`, 'casos');
    expect(details.body).toMatchObject({
      changesCreateCount: 2,
      changesUpdateCount: 2,
      changesErrorCount: 1,
      status: 'processing',
      starter: { email: 'casos@demo.test' },
    });
    expect(details.body.records).toMatchObject({ total: 1, result: [{ line: 5 }] });
    expect((await api.get(`/admin/import/${id}?filter=invalid`, 'casos')).body.records).toMatchObject({
      total: 1,
      result: [{ line: 6 }],
    });
    await countersMatch();
  });

  it('a plate moving from one case to another within one batch: both updated, counters kept', async () => {
    // Two open cases with a chassi: the first row gives the first a new plate (found by its chassi),
    // the second gives the second the plate the first had (found by its chassi, the plate now free).
    // The second case is the older one: the UPDATE may reach it before the first.
    const [b, a] = await rows<{ id: number; license_plate: string; chassi: string }>(
      env.db,
      sql`select id, license_plate, chassi from seizure_requests where law_company_id = ${env.alfa} and deleted_at is null
        and license_plate is not null and length(chassi) = 17 and closed_at is null order by id limit 2`,
    );
    const fresh = sheetRow();
    const id = await start();
    const res = await api.post(`/admin/import/${id}/batches`, 'casos', {
      seq: 0,
      rows: lines([sheetRow({ A: fresh.A, B: a.chassi }), sheetRow({ A: a.license_plate, B: b.chassi })]),
    });
    expect(res.status).toBe(200);
    expect(await caseByPlate(env.db, env.alfa, String(fresh.A))).toMatchObject({ id: a.id });
    expect(await caseByPlate(env.db, env.alfa, a.license_plate)).toMatchObject({ id: b.id });
    await countersMatch();
  });

  it('a batch sent twice changes nothing the second time', async () => {
    const id = await start();
    const batch = { seq: 0, total: 2, rows: lines([sheetRow(), sheetRow()]) };
    const first = await api.post(`/admin/import/${id}/batches`, 'casos', batch);
    const before = await footprint(id);
    const again = await api.post(`/admin/import/${id}/batches`, 'casos', batch);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await footprint(id)).toEqual(before);
    expect(before).toMatchObject({ records: 2, changes: 2, current: 2 });
    expect((await batchAudits(id)).length).toBe(1);
  });

  it('two batches in flight: the one sent `after` the other waits for it, whichever arrives first', async () => {
    const id = await start();
    const first = sheetRow();
    const one = lines([first])[0];
    const again = lines([sheetRow({ A: first.A, B: '', D: 'Segunda Linha' })], 3)[0];
    // Batch 1 repeats batch 0's plate and is sent first: applied second, it updates what batch 0 created.
    const later = api.post(`/admin/import/${id}/batches`, 'casos', { seq: 1, after: 0, total: 2, rows: [again] });
    const earlier = api.post(`/admin/import/${id}/batches`, 'casos', { seq: 0, total: 2, rows: [one] });
    const [b1, b0] = await Promise.all([later, earlier]);
    expect([b0.status, b1.status]).toEqual([200, 200]);
    expect(b1.body).toMatchObject({ current: 2, percent: 100 });
    const made = await caseByPlate(env.db, env.alfa, String(first.A));
    expect(made).toMatchObject({ model: 'Segunda Linha' });
    const changes = await env.db
      .select()
      .from(importChanges)
      .where(eq(importChanges.importId, id))
      .orderBy(importChanges.id);
    expect(changes.map((c) => [c.seizureRequestId, c.type])).toEqual([
      [made.id, 'created'],
      [made.id, 'updated'],
    ]);
    // Sent again, it changes nothing.
    const before = await footprint(id);
    expect(
      (await api.post(`/admin/import/${id}/batches`, 'casos', { seq: 1, after: 0, total: 2, rows: [again] })).body,
    ).toEqual(b1.body);
    expect(await footprint(id)).toEqual(before);
  });

  it('a plate twice in one batch: the first line creates the case, the second updates it', async () => {
    const id = await start();
    const first = sheetRow();
    await api.post(`/admin/import/${id}/batches`, 'casos', {
      seq: 0,
      rows: lines([first, sheetRow(), sheetRow({ A: first.A, B: '', D: 'Segunda Linha' })]),
    });
    const made = await caseByPlate(env.db, env.alfa, String(first.A));
    expect(made).toMatchObject({ model: 'Segunda Linha', chassi: first.B });
    const changes = await env.db
      .select()
      .from(importChanges)
      .where(eq(importChanges.importId, id))
      .orderBy(importChanges.id);
    expect(changes.map((c) => c.type)).toEqual(['created', 'created', 'updated']);
    expect(changes[2].seizureRequestId).toBe(made.id);
    const [{ n }] = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from case_addresses where seizure_request_id = ${made.id}`,
    );
    expect(n).toBe(1);
  });

  it('corrects a broken row: the case is imported and the record cleared', async () => {
    const id = await start();
    const broken = sheetRow({ H: '12345678900' });
    await api.post(`/admin/import/${id}/batches`, 'casos', { seq: 0, rows: lines([broken]) });
    const [record] = (await api.get(`/admin/import/${id}?filter=error`, 'casos')).body.records.result;
    expect(record.invalidFields).toEqual({ debtorDocument: 'Documento Inválido' });
    const wrong = await api.post(`/admin/import/${id}/save`, 'casos', {
      line: record.line,
      model: { ...record.model, debtorDocument: '111' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ debtorDocument: 'Documento Inválido' });
    const res = await api.post(`/admin/import/${id}/save`, 'casos', {
      line: record.line,
      model: { ...record.model, debtorDocument: '52998224725' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      type: 'created',
      record: { line: record.line, error: null, invalidFields: null },
    });
    expect(await caseByPlate(env.db, env.alfa, String(broken.A))).toMatchObject({
      id: res.body.record.seizureRequestId,
      debtorDocument: '52998224725',
    });
    expect((await api.get(`/admin/import/${id}`, 'casos')).body).toMatchObject({
      changesErrorCount: 0,
      changesCreateCount: 1,
    });
    expect((await batchAudits(id)).map((a) => [a.action, a.data])).toEqual([
      ['import.batch', expect.objectContaining({ errors: 1, created: 0 })],
      [
        'import.recordSaved',
        { line: record.line, caseId: res.body.record.seizureRequestId, type: 'created', reopened: false },
      ],
    ]);
  });

  it('another company’s import is 404 on every call; support is 403', async () => {
    const id = await start();
    for (const call of [
      api.get(`/admin/import/${id}`, 'beta'),
      api.get(`/admin/import/${id}/changes`, 'beta'),
      api.post(`/admin/import/${id}/batches`, 'beta', { seq: 0, rows: lines([sheetRow()]) }),
      api.post(`/admin/import/${id}/finish`, 'beta', { total: 0 }),
      api.post(`/admin/import/${id}/cancel`, 'beta'),
      api.post(`/admin/import/${id}/save`, 'beta', { line: 2, model: {} }),
    ])
      expect((await call).status).toBe(404);
    expect((await api.get('/admin/import', 'suporte')).status).toBe(403);
    expect((await api.get('/admin/import', 'beta')).body.result.map((i: { id: number }) => i.id)).not.toContain(id);
    expect(await footprint(id)).toMatchObject({ records: 0, current: 0 });
  });

  it('the preview counts what rows would do and writes nothing', async () => {
    const open = await someCase(env.db, env.alfa, false);
    const [before] = await rows<Record<string, number>>(
      env.db,
      sql`select (select count(*)::int from seizure_requests) as cases, (select count(*)::int from imports) as imports`,
    );
    const res = await api.post('/admin/import/preview', 'casos', {
      configId,
      rows: lines([
        sheetRow(),
        sheetRow({ A: open.licensePlate, B: '' }),
        sheetRow({ A: 'AB12' }),
        sheetRow({ E: 1700 }),
      ]),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      create: 2,
      update: 1,
      reopen: 0,
      error: 1,
      invalid: 1,
      firstErrors: [{ line: 4 }],
    });
    const [{ n }] = await rows<{ n: number }>(
      env.db,
      sql`select count(*)::int as n from seizure_requests where law_company_id = ${env.alfa} and deleted_at is null and closed_at is null
        and status in ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') and id <> ${open.id}`,
    );
    expect(res.body.closeOthers).toBe(n);
    // With the file's keys (all its plates and chassis), a second open case named only there is not counted either.
    const other = await someCase(env.db, env.alfa, false, [open.id]);
    const withKeys = await api.post('/admin/import/preview', 'casos', {
      configId,
      rows: lines([sheetRow()]),
      keys: [open.licensePlate, other.licensePlate!.toLowerCase()],
    });
    expect(withKeys.body.closeOthers).toBe(n - 1);
    const [after] = await rows<Record<string, number>>(
      env.db,
      sql`select (select count(*)::int from seizure_requests) as cases, (select count(*)::int from imports) as imports`,
    );
    expect(after).toEqual(before);
  });

  it("a 100,000-row file's preview (every plate and chassi, ≈ 2.6 MB) is taken past the app's 1 MB body limit", async () => {
    const keys = Array.from({ length: 200_000 }, (_, i) =>
      i % 2 ? `9BWKEYS${String(i).padStart(10, '0')}` : `QKY${String(i).padStart(4, '0')}`,
    );
    const res = await api.post('/admin/import/preview', 'casos', { configId, rows: lines([sheetRow()]), keys });
    expect(JSON.stringify(keys).length).toBeGreaterThan(1024 * 1024);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ create: 1, error: 0 });
  });
});
