// Issue 36 §5: the backup drill (scripts/backup/run.ts, docs/operations.md "Backup and restore").
// PostgreSQL: a live database with the demo data, written to while pg_dump runs, backed up with
// its store, restored into a NEW database of the same server and a new bucket (or folder), then
// served by a second app: same lists, same sign-in, same bytes. Without DATABASE_URL the
// PostgreSQL part runs on a throwaway cluster. The one-machine path (PGlite, server stopped) runs
// in every run, on PostgreSQL runs too.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { backup, restore, type Manifest } from '../../scripts/backup/run';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { openDatabase, type Database } from '../../src/server/db/connection';
import { DEMO_SEED, seedDemoData } from '../../src/server/db/seed/demo';
import { demoFileContents, writeDemoFiles } from '../../src/server/db/seed/files';
import { createStorage } from '../../src/server/storage';
import { rows } from '../support/api';
import { postgresUrl } from '../support/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres';
import { s3Env } from '../support/s3';
import { bearer, login, runStorage, storageEnv, type TestApp } from '../support/server';
import { alfaChat, type Conversation } from './chat.support';

const SECRET = 'test-secret-'.padEnd(48, 'x');
const sha256 = (bytes: Buffer | string) => crypto.createHash('sha256').update(bytes).digest('hex');
const randomName = (prefix: string) => `${prefix}_${crypto.randomBytes(4).toString('hex')}`;

let tmp: string;
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-backup-'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** A store of its own, empty: a prefix of its own in a NEW bucket on S3 runs, else DATA_DIR/uploads. */
async function newStoreEnv(): Promise<Record<string, string>> {
  const storage = runStorage();
  if (storage === 'local') return {};
  const bucket = randomName('recupera-restore').replace(/_/g, '-');
  const env = s3Env(storage.s3, bucket);
  const client = new S3Client({
    endpoint: storage.s3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: env.AWS_ACCESS_KEY_ID, secretAccessKey: env.AWS_SECRET_ACCESS_KEY },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  client.destroy();
  return env;
}

async function appOn(config: Config, database: Database) {
  return buildApp(createContext(config, database, SECRET, createStorage(config)));
}

/** A PNG of its own: a demo placeholder with bytes of its own after its end (the type is read from its head). */
async function uniquePng() {
  const [first] = (await demoFileContents(DEMO_SEED)).filter((f) => f.mimeType === 'image/png');
  return Buffer.concat([first.bytes, crypto.randomBytes(64)]);
}

async function upload(app: TestApp, token: string, content: Buffer): Promise<string> {
  const boundary = `----recupera${crypto.randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/content/upload',
    payload,
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().path as string;
}

/** What a person sees of the installation: the case lists' totals of a company and of support, a file's hash. */
async function served(app: TestApp, file: string) {
  const casos = (await login(app, 'casos@demo.test')).accessToken;
  const suporte = (await login(app, 'suporte@demo.test')).accessToken;
  const total = async (token: string, status: string) =>
    (
      await app.inject({ method: 'GET', url: `/admin/seizure-requests?status=${status}`, headers: bearer(token) })
    ).json().total as number;
  const content = await app.inject({ method: 'GET', url: `/content/${file}`, headers: bearer(casos) });
  return {
    alfaAll: await total(casos, 'all'),
    alfaActive: await total(casos, 'active'),
    supportAll: await total(suporte, 'all'),
    file: content.statusCode === 200 ? sha256(content.rawPayload) : content.statusCode,
  };
}

function report(kind: string, manifest: Manifest, restoreMs: { database: number; files: number }) {
  const rows = Object.values(manifest.database.rows).reduce((a, b) => a + b, 0);
  console.log(
    `backup drill (${kind}): ${rows} rows, ${(manifest.database.bytes / 1e6).toFixed(1)} MB dump, ${manifest.files.count} files; backup ${manifest.durationMs.database} + ${manifest.durationMs.files} ms, restore ${restoreMs.database} + ${restoreMs.files} ms (database + files)`,
  );
}

describe('PostgreSQL: a live database and its store, restored into a new database and store', () => {
  let throwaway: ThrowawayPostgres | null = null;
  let adminUrl: string;
  const names = { source: randomName('recupera_backup_src'), target: randomName('recupera_backup_dst') };
  const urlOf = (name: string) => Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
  let sourceConfig: Config;
  let source: Database;
  let sourceApp: TestApp;
  let restoredApp: TestApp | null = null;
  let chat: Conversation;

  beforeAll(async () => {
    throwaway = postgresUrl() ? null : await startThrowawayPostgres();
    adminUrl = postgresUrl() ?? throwaway!.url;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${names.source}`);
    await admin.query(`CREATE DATABASE ${names.target}`);
    await admin.end();
    sourceConfig = loadConfig({
      SEED_DEMO: 'false',
      ...storageEnv(),
      DATABASE_URL: urlOf(names.source),
      DATA_DIR: path.join(tmp, 'pg-source'),
    });
    source = await openDatabase({ databaseUrl: sourceConfig.DATABASE_URL });
    await source.migrate();
    // As a start with SEED_DEMO does: the rows, and the files they point at in the store.
    await seedDemoData(source.db, { storage: createStorage(sourceConfig) });
    sourceApp = await appOn(sourceConfig, source);
    chat = await alfaChat(source.db);
  }, 60_000);

  afterAll(async () => {
    await sourceApp?.close();
    await restoredApp?.close();
    if (throwaway) return throwaway.remove();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of Object.values(names)) await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }, 30_000);

  it('backs up while the server writes, and the restored copy serves the same data', async () => {
    const token = (await login(sourceApp, 'casos@demo.test')).accessToken;
    const kept = await upload(sourceApp, token, await uniquePng());
    const before = await served(sourceApp, kept);
    const duringDump = `escrita durante o pg_dump ${crypto.randomBytes(4).toString('hex')}`;
    let lateFile = '';

    const to = path.join(tmp, 'pg-backup');
    const manifest = await backup(sourceConfig, {
      to,
      // After the snapshot, while pg_dump runs: a chat message and an upload (its row and its file).
      whileDumping: async () => {
        const res = await sourceApp.inject({
          method: 'POST',
          url: '/admin/chat/send',
          headers: bearer(token),
          payload: { seizureRequestId: chat.seizureRequestId, userId: chat.userId, message: duringDump },
        });
        expect(res.statusCode, res.body).toBe(201);
        lateFile = await upload(sourceApp, token, await uniquePng());
      },
    });
    expect(manifest.engine).toBe('postgres');
    expect(manifest.uploads.missing).toEqual([]);
    // The manifest is the snapshot's: the writes made during the dump are not in it…
    const [{ n: uploadsNow }] = await rows<{ n: number }>(source.db, sql`SELECT count(*)::int AS n FROM uploads`);
    expect(manifest.database.rows.uploads).toBe(uploadsNow - 1);
    // …but the file uploaded then is in the copy of the store (taken after the dump): an orphan.
    const keys = manifest.files.list.map((f) => f.key);
    expect(keys).toEqual(expect.arrayContaining([kept, lateFile]));

    const targetConfig = loadConfig({
      SEED_DEMO: 'false',
      ...(await newStoreEnv()),
      DATABASE_URL: urlOf(names.target),
      DATA_DIR: path.join(tmp, 'pg-target'),
    });
    const result = await restore(targetConfig, to);
    report(runStorage() === 'local' ? 'PostgreSQL + folder' : 'PostgreSQL + S3', manifest, result.durationMs);

    const restored = await openDatabase({ databaseUrl: targetConfig.DATABASE_URL });
    // As the server's start does: nothing to apply, the migrations' table came along.
    await restored.migrate();
    restoredApp = await appOn(targetConfig, restored);
    expect(await served(restoredApp, kept)).toEqual(before);
    expect(before.file).toBe(sha256(fs.readFileSync(path.join(to, 'files', kept))));
    const count = async (db: Database['db']) =>
      (
        await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM chat_messages WHERE message = ${duringDump}`)
      )[0].n;
    expect([await count(source.db), await count(restored.db)]).toEqual([1, 0]);
    // The orphan is stored but served to no one: no row of `uploads` names it.
    const casos = (await login(restoredApp, 'casos@demo.test')).accessToken;
    expect(
      (await restoredApp.inject({ method: 'GET', url: `/content/${lateFile}`, headers: bearer(casos) })).statusCode,
    ).toBe(404);
    // A restored database serves writes too (its sequences came along).
    expect(await upload(restoredApp, casos, await uniquePng())).toMatch(/\.png$/);

    // Never over something: the target now holds data.
    await expect(restore(targetConfig, to)).rejects.toThrow(/não está vazio/);
  }, 60_000);
});

/**
 * The one-machine database, seeded: from the suite's PGlite template when the suite runs on
 * PGlite; on a PostgreSQL run (CI) the template lives in PostgreSQL, so it is migrated and seeded
 * here — the PGlite drill runs in every run.
 */
async function openPgliteSource(dataDir: string): Promise<Database> {
  if (!postgresUrl()) {
    return openDatabase({ dataDir, loadDataDir: new Blob([fs.readFileSync(inject('templateDump'))]) });
  }
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await seedDemoData(database.db);
  return database;
}

describe('PGlite (one machine): the server stopped, restored into a new DATA_DIR', () => {
  it('refuses while the database is open, then restores what the stopped server served', async () => {
    const sourceConfig = loadConfig({
      SEED_DEMO: 'false',
      ...storageEnv(),
      DATA_DIR: path.join(tmp, 'pglite-source'),
    });
    const source = await openPgliteSource(path.join(sourceConfig.dataDir, 'pglite'));
    await writeDemoFiles(createStorage(sourceConfig), await demoFileContents(DEMO_SEED));
    const sourceApp = await appOn(sourceConfig, source);
    const kept = await upload(sourceApp, (await login(sourceApp, 'casos@demo.test')).accessToken, await uniquePng());
    const before = await served(sourceApp, kept);
    const to = path.join(tmp, 'pglite-backup');
    await expect(backup(sourceConfig, { to })).rejects.toThrow(/pare o servidor/);
    await sourceApp.close(); // the server stopped: its database closed

    const manifest = await backup(sourceConfig, { to });
    expect(manifest.engine).toBe('pglite');
    expect(manifest.uploads.missing).toEqual([]);
    expect(manifest.files.list.map((f) => f.key)).toContain(kept);

    const targetConfig = loadConfig({
      SEED_DEMO: 'false',
      ...(await newStoreEnv()),
      DATA_DIR: path.join(tmp, 'pglite-target'),
    });
    const result = await restore(targetConfig, to);
    report(runStorage() === 'local' ? 'PGlite + folder' : 'PGlite + S3', manifest, result.durationMs);
    const restoredApp = await appOn(
      targetConfig,
      await openDatabase({ dataDir: path.join(targetConfig.dataDir, 'pglite') }),
    );
    try {
      expect(await served(restoredApp, kept)).toEqual(before);
    } finally {
      await restoredApp.close();
    }
  }, 60_000);
});
