// Issue 34 §2, the import's lines the server answers: the preview counts a plate repeated in the
// file as the batch does (created, then updated); a cancel says what the server had written; the
// history says what a cancelled or abandoned import left applied; the file's hash kept at the start
// lets a preview of the same file say another import of it is still running.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_ABANDON_AFTER_MS } from '../../src/domain/imports';
import { runImportJob } from '../../src/server/services/imports';
import { client, setupApi, type ApiEnv } from '../support/api';
import { lines, saveConfigs, sheetRow, someCase, type ImportWho } from './import.support';

let env: ApiEnv;
let api: ReturnType<typeof client>;
let configs: Record<ImportWho, number>;

beforeAll(async () => {
  env = await setupApi();
  api = client(env);
  configs = await saveConfigs(api, env.db);
});
afterAll(() => env.app.close());

const HASH = 'ab'.repeat(32);
const start = async (who: ImportWho, fileHash?: string) =>
  (
    await api.post('/admin/import', who, {
      filename: 'carteira.xlsx',
      closeOthers: false,
      configId: configs[who],
      ...(fileHash ? { fileHash } : {}),
    })
  ).body.id as number;
const historyOf = async (id: number, who: ImportWho = 'casos') =>
  (await api.get('/admin/import', who)).body.result.find((i: { id: number }) => i.id === id);

describe('the preview of a plate repeated in the file', () => {
  it('counts one case created, then updated, as the batch writes it; a closed case named twice is reopened once', async () => {
    const closed = await someCase(env.db, env.alfa, true);
    const twice = sheetRow();
    const rows = lines([
      twice,
      sheetRow({ A: twice.A, B: twice.B, D: 'Uno' }),
      sheetRow(),
      sheetRow({ A: closed.licensePlate, B: '' }),
      sheetRow({ A: closed.licensePlate, B: '' }),
    ]);
    const preview = (await api.post('/admin/import/preview', 'casos', { configId: configs.casos, rows })).body;
    expect(preview).toMatchObject({ create: 2, update: 2, reopen: 1, error: 0 });
    // The batch writes what the preview said.
    const id = await start('casos');
    const written = await api.post(`/admin/import/${id}/batches`, 'casos', { seq: 0, total: rows.length, rows });
    expect(written.status).toBe(200);
    expect(await historyOf(id)).toMatchObject({
      changesCreateCount: preview.create,
      changesUpdateCount: preview.update + preview.reopen,
    });
  });
});

describe('a cancel', () => {
  it('answers what the server had written, and the history says the same', async () => {
    const id = await start('casos');
    const existing = await someCase(env.db, env.alfa, false);
    await api.post(`/admin/import/${id}/batches`, 'casos', {
      seq: 0,
      total: 5,
      rows: lines([sheetRow(), sheetRow({ A: existing.licensePlate, B: '' })]),
    });
    await api.post(`/admin/import/${id}/batches`, 'casos', {
      seq: 1,
      total: 5,
      after: 0,
      rows: lines([sheetRow()], 4),
    });
    const res = await api.post(`/admin/import/${id}/cancel`, 'casos');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id,
      status: 'cancelled',
      current: 3,
      total: 5,
      changesCreateCount: 2,
      changesUpdateCount: 1,
    });
    expect(await historyOf(id)).toMatchObject({
      status: 'cancelled',
      current: 3,
      total: 5,
      changesCreateCount: 2,
      changesUpdateCount: 1,
      changesClosedCount: 0,
    });
    // Cancelled again: the same figures, nothing changes.
    expect((await api.post(`/admin/import/${id}/cancel`, 'casos')).body).toEqual(res.body);
  });
});

describe('the file of an import still processing', () => {
  it('is named by a preview of the same file (its hash kept at the start), for the same company only, while it runs', async () => {
    const id = await start('casos', HASH);
    await api.post(`/admin/import/${id}/batches`, 'casos', { seq: 0, total: 4, rows: lines([sheetRow()]) });
    const preview = (rows = lines([sheetRow()]), who: ImportWho = 'casos', fileHash: string = HASH) =>
      api.post('/admin/import/preview', who, { configId: configs[who], rows, fileHash });
    const same = await preview();
    expect(same.status).toBe(200);
    expect(same.body.sameFile).toEqual({
      id,
      filename: 'carteira.xlsx',
      createdAt: expect.any(String),
      starter: { name: expect.any(String), email: 'casos@demo.test' },
      current: 1,
      total: 4,
    });
    expect((await preview(lines([sheetRow()]), 'casos', 'cd'.repeat(32))).body.sameFile).toBeNull();
    expect((await preview(lines([sheetRow()]), 'beta')).body.sameFile).toBeNull();
    // Without a hash (an older console), nothing is said.
    expect(
      (await api.post('/admin/import/preview', 'casos', { configId: configs.casos, rows: lines([sheetRow()]) })).body
        .sameFile,
    ).toBeNull();
    // Not a SHA-256 in hex: refused, on the start as on the preview.
    expect((await preview(lines([sheetRow()]), 'casos', 'xyz')).status).toBe(422);
    expect(
      (
        await api.post('/admin/import', 'casos', {
          filename: 'carteira.xlsx',
          configId: configs.casos,
          fileHash: 'XYZ',
        })
      ).status,
    ).toBe(422);
    // Ended (here abandoned by the job), it is no longer running.
    await runImportJob(env.db, new Date(Date.now() + IMPORT_ABANDON_AFTER_MS + 60_000));
    expect((await preview()).body.sameFile).toBeNull();
    // The history says what the abandoned import left applied.
    expect(await historyOf(id)).toMatchObject({
      status: 'abandoned',
      current: 1,
      total: 4,
      changesCreateCount: 1,
      changesUpdateCount: 0,
    });
  });
});
