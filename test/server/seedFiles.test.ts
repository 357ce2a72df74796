import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { type Database, openDatabase } from '../../src/server/db/connection';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { demoFileContents, writeDemoFiles } from '../../src/server/db/seed/files';
import { STORED_PATH, findUpload, sniff } from '../../src/server/services/uploads';
import { openTestDatabase } from '../support/database';
import { bearer, login, storageEnv, type TestApp } from '../support/server';
import { createStorage, type FileStore } from '../../src/server/storage';

// The demo seed run as the server runs it, with its store (the uploads folder, or S3 with
// TEST_STORAGE=s3): every file a row points at must be servable through GET /content/<path>.

let dataDir: string;
let storage: FileStore;
let database: Database;
let app: TestApp;
let seeded: boolean;
let token: string;

/** The bytes stored under `key`, or null. */
async function storedBytes(key: string): Promise<Buffer | null> {
  const file = await storage.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function rows<T>(db: Database['db'], query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** Every file path the demo rows refer to, with where it was found. */
const REFERENCED = sql`
  select 'tracker_request_photos' as source, value as path from tracker_request_photos
  union all select 'seizure_report_documents:' || kind, value from seizure_report_documents
  union all select 'chat_messages.images', i->>'value' from chat_messages, jsonb_array_elements(images) i
  union all select 'chat_messages.documents', d->>'value' from chat_messages, jsonb_array_elements(documents) d
  union all select 'user_verifications.' || d.key, d.value->>'path' from user_verifications, jsonb_each(documents) d
  union all select 'wallet_transfers.receipt', receipt from wallet_transfers where receipt is not null
  union all select 'users.avatar', avatar from users where avatar is not null`;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-seed-files-'));
  const config = loadConfig({ ...storageEnv(), DATA_DIR: dataDir, SEED_DEMO: 'false' });
  storage = createStorage(config);
  database = await openDatabase({});
  await database.migrate();
  seeded = await seedDemoData(database.db, { storage });
  app = await buildApp(createContext(config, database, 'test-secret-'.padEnd(48, 'x'), storage));
  ({ accessToken: token } = await login(app, 'casos@demo.test'));
});
afterAll(async () => {
  await app?.close(); // closes the database too
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('demo seed files', () => {
  it('points every photo, document, receipt and avatar at a stored upload that exists on disk', async () => {
    expect(seeded).toBe(true);
    const referenced = await rows<{ source: string; path: string }>(database.db, REFERENCED);
    const sources = new Set(referenced.map((r) => r.source));
    for (const source of [
      'tracker_request_photos',
      'seizure_report_documents:photo',
      'seizure_report_documents:other',
      'seizure_report_documents:warrant',
      'seizure_report_documents:searchWarrant',
      'chat_messages.images',
      'chat_messages.documents',
      'user_verifications.frontDocument',
      'user_verifications.backDocument',
      'user_verifications.selfie',
      'wallet_transfers.receipt',
      'users.avatar',
    ]) {
      expect(sources, source).toContain(source);
    }

    const badShape = referenced.filter((r) => !STORED_PATH.test(r.path));
    expect(badShape).toEqual([]);
    const stored = await rows<{ path: string; size: number; mime_type: string }>(
      database.db,
      sql`select path, size, mime_type from uploads`,
    );
    const byPath = new Map(stored.map((u) => [u.path, u]));
    expect(referenced.filter((r) => !byPath.has(r.path))).toEqual([]);

    const distinct = [...new Set(referenced.map((r) => r.path))];
    expect(distinct.length).toBeGreaterThanOrEqual(10);
    for (const p of distinct) {
      const bytes = await storedBytes(p);
      expect(bytes, p).not.toBeNull();
      if (!bytes) continue;
      expect(bytes.length, p).toBe(byPath.get(p)!.size);
      // The content is what the upload service itself would have accepted and recorded.
      const type = sniff(bytes.subarray(0, 64));
      expect(type && type !== 'zip' ? [type.ext, type.mime] : null, p).toEqual([
        p.split('.').pop(),
        byPath.get(p)!.mime_type,
      ]);
      const found = await findUpload(database.db, storage, p);
      found?.body.destroy();
      expect(found, p).toMatchObject({ size: bytes.length, mimeType: byPath.get(p)!.mime_type });
    }
  });

  it('names documents in pt-BR, and reports show those names', async () => {
    const names = await rows<{ kind: string; filename: string | null; original_name: string }>(
      database.db,
      sql`select distinct d.kind, d.filename, u.original_name from seizure_report_documents d join uploads u on u.path = d.value where d.kind <> 'photo'`,
    );
    expect(names.filter((n) => n.filename !== n.original_name)).toEqual([]);
    expect(names.find((n) => n.kind === 'warrant')?.filename).toBe('mandado-de-busca-e-apreensao.pdf');
    expect(names.find((n) => n.kind === 'searchWarrant')?.filename).toBe('auto-de-busca-e-apreensao.pdf');
    const chatDocs = await rows<{ filename: string; original_name: string }>(
      database.db,
      sql`select distinct d->>'filename' as filename, u.original_name from chat_messages, jsonb_array_elements(documents) d join uploads u on u.path = d->>'value'`,
    );
    expect(chatDocs).toEqual([
      { filename: 'mandado-de-busca-e-apreensao.pdf', original_name: 'mandado-de-busca-e-apreensao.pdf' },
    ]);
  });

  it('writes real PNG images and one-page PDFs', async () => {
    for (const file of await demoFileContents(20240917)) {
      const bytes = (await storedBytes(file.path))!;
      expect(bytes.length, file.originalName).toBeLessThan(30 * 1024);
      if (file.mimeType === 'image/png') {
        expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
        // IHDR: the size, 8-bit RGB; IDAT inflates to exactly one filter byte plus the pixels per row.
        expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
        const width = bytes.readUInt32BE(16);
        const height = bytes.readUInt32BE(20);
        expect([bytes[24], bytes[25]]).toEqual([8, 2]);
        const idat = bytes.indexOf('IDAT', 0, 'latin1');
        const data = bytes.subarray(idat + 4, idat + 4 + bytes.readUInt32BE(idat - 4));
        expect(zlib.inflateSync(data).length).toBe((width * 3 + 1) * height);
        expect(bytes.subarray(-8, -4).toString('latin1')).toBe('IEND');
      } else {
        expect(file.mimeType).toBe('application/pdf');
        const text = bytes.toString('latin1');
        expect(text.startsWith('%PDF-')).toBe(true);
        expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
        expect(text).toContain('(Documento de demonstra\xe7\xe3o');
        // Every cross-reference entry points at the object it names.
        const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
        expect(text.slice(xref, xref + 4)).toBe('xref');
        const entries = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
        expect(entries.length).toBeGreaterThan(3);
        entries.forEach((offset, i) =>
          expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`),
        );
      }
    }
  });

  it('writes the same rows as a seed without an uploads folder', async () => {
    const template = await openTestDatabase(inject('templateDump'));
    try {
      const fingerprint = sql`select
        (select string_agg(concat_ws('|', path, original_name, mime_type, size), ',' order by path) from uploads) as uploads,
        (select md5(string_agg(value, ',' order by id)) from tracker_request_photos) as photos,
        (select md5(string_agg(concat_ws('|', kind, value, filename), ',' order by id)) from seizure_report_documents) as documents,
        (select md5(string_agg(concat_ws('|', images::text, documents::text), ',' order by id)) from chat_messages) as chat,
        (select md5(string_agg(documents::text, ',' order by id)) from user_verifications) as verifications,
        (select md5(string_agg(coalesce(receipt, '-'), ',' order by id)) from wallet_transfers) as receipts,
        (select md5(string_agg(coalesce(avatar, '-'), ',' order by id)) from users) as avatars`;
      const [withFiles] = await rows<Record<string, string>>(database.db, fingerprint);
      const [withoutFiles] = await rows<Record<string, string>>(template.db, fingerprint);
      expect(withoutFiles).toEqual(withFiles);
    } finally {
      await template.close();
    }
  });

  it('leaves files alone on a second run, and repairs a damaged one', async () => {
    const contents = await demoFileContents(20240917);
    const [first, other] = contents;
    // Counts the writes the second run makes, whatever the store.
    const puts: string[] = [];
    const counting: FileStore = Object.assign(Object.create(storage) as FileStore, {
      put: (key: string, source: Buffer | { file: string }, type: string) => (
        puts.push(key),
        storage.put(key, source, type)
      ),
    });
    await storage.put(first.path, Buffer.from('not a png'), 'image/png');
    // The database has users: the seed does nothing, files included.
    expect(await seedDemoData(database.db, { storage: counting })).toBe(false);
    expect((await storedBytes(first.path))?.toString('latin1')).toBe('not a png');

    await writeDemoFiles(counting, contents);
    expect((await storedBytes(first.path))?.equals(first.bytes)).toBe(true);
    expect((await storedBytes(other.path))?.equals(other.bytes)).toBe(true);
    expect(puts).toEqual([first.path]);
    expect((await storage.list()).filter((n) => n.endsWith('.part'))).toEqual([]);
  });

  it('serves a seeded photo and warrant through GET /content', async () => {
    type Listed = { documents: { photos: { value: string }[]; warrant: { value: string; filename: string } | null } };
    const list = await app.inject({
      method: 'GET',
      url: '/admin/seizure-requests/reports?status=pending',
      headers: bearer(token),
    });
    expect(list.statusCode).toBe(200);
    const reports = (list.json() as { result: Listed[] }).result;
    const photo = reports[0].documents.photos[0].value;
    const res = await app.inject({ method: 'GET', url: `/content/${photo}?token=${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

    const warrant = reports.find((r) => r.documents.warrant)!.documents.warrant!;
    expect(warrant.filename).toBe('mandado-de-busca-e-apreensao.pdf');
    const pdf = await app.inject({ method: 'GET', url: `/content/${warrant.value}`, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe('attachment; filename="mandado-de-busca-e-apreensao.pdf"');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);
  });
});
