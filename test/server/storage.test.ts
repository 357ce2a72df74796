import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/server/config';
import { openStorage } from '../../src/server/start/database';
import { serve } from '../../src/server/start/serve';
import { createStorage, StorageError, type FileStore } from '../../src/server/storage';
import { S3_TEST_BUCKET, s3Env, startS3rver, type TestS3 } from '../support/s3';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { expectErrorBody } from '../support/errorBody';

// The storage contract, on both stores: the data folder and a real S3-compatible server (s3rver,
// started here). Then what an operator meets when S3 fails: at the start, and during a request.

const KEY = '2026/11/0123456789abcdef0123456789abcdef.png';
const OTHER = '2026/12/fedcba9876543210fedcba9876543210.pdf';

async function bytes(store: FileStore, key: string): Promise<Buffer | null> {
  const file = await store.get(key);
  if (!file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.body) chunks.push(chunk as Buffer);
  const all = Buffer.concat(chunks);
  expect(all.length, `${key}: the announced length`).toBe(file.size);
  return all;
}

/** The smallest PNG the upload takes (its signature), and POST /content/upload of it as foto.png. */
const PNG_BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
function uploadPng(app: TestApp, accessToken: string) {
  const boundary = '----recuperastorage';
  return app.inject({
    method: 'POST',
    url: '/content/upload',
    headers: { ...bearer(accessToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_BYTES,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

let s3: TestS3;
let dataDir: string;
beforeAll(async () => {
  s3 = await startS3rver();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-storage-'));
});
afterAll(async () => {
  await s3.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const storeOf = (kind: 'local' | 's3') =>
  createStorage(
    loadConfig({ DATA_DIR: fs.mkdtempSync(path.join(dataDir, 'd-')), ...(kind === 's3' ? s3Env(s3.endpoint) : {}) }),
  );

describe.each(['local', 's3'] as const)('the %s store', (kind) => {
  it('keeps bytes and local files under their key, with their length', async () => {
    const store = storeOf(kind);
    expect(store.kind).toBe(kind);
    await store.check();
    const content = Buffer.from('um arquivo qualquer, com acentuação');
    await store.put(KEY, content, 'image/png');
    expect(await bytes(store, KEY)).toEqual(content);

    // A scratch file is taken whole and is gone afterwards (the local store renames it).
    const scratch = await store.scratchFile('2026/12', 'fedcba9876543210fedcba9876543210');
    const big = Buffer.alloc(3 * 1024 * 1024 + 7, 0x2a);
    fs.writeFileSync(scratch, big);
    await store.put(OTHER, { file: scratch }, 'application/pdf');
    expect(fs.existsSync(scratch)).toBe(false);
    expect((await bytes(store, OTHER))?.equals(big)).toBe(true);
    expect(await store.list()).toEqual([KEY, OTHER]);

    // Replaced, then removed; a missing key is null, never an error.
    await store.put(KEY, Buffer.from('outro'), 'image/png');
    expect((await bytes(store, KEY))?.toString()).toBe('outro');
    await store.delete(KEY);
    expect(await store.get(KEY)).toBeNull();
    await store.delete(KEY);
    expect(await store.list()).toEqual([OTHER]);
  });

  it('serves only keys inside the store', async () => {
    const store = storeOf(kind);
    await store.put(KEY, Buffer.from('x'), 'image/png');
    for (const key of ['../jwt-secret', '../../package.json', '/etc/passwd', '2026/11/../../../package.json']) {
      expect(await store.get(key), key).toBeNull();
    }
  });
});

describe('the local store', () => {
  it('keeps the layout of every earlier version: DATA_DIR/uploads/YYYY/MM/<hex>.<ext>, mode 0600', async () => {
    const dir = fs.mkdtempSync(path.join(dataDir, 'layout-'));
    const store = createStorage(loadConfig({ DATA_DIR: dir }));
    // A file an earlier version wrote is served as it is.
    fs.mkdirSync(path.join(dir, 'uploads', '2025', '01'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'uploads', '2025', '01', `${'a'.repeat(32)}.pdf`), '%PDF-antigo');
    expect((await bytes(store, `2025/01/${'a'.repeat(32)}.pdf`))?.toString()).toBe('%PDF-antigo');
    await store.put(KEY, Buffer.from('novo'), 'image/png');
    const file = path.join(dir, 'uploads', ...KEY.split('/'));
    expect(fs.readFileSync(file, 'utf8')).toBe('novo');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    await expect(store.put('../fora.png', Buffer.from('x'), 'image/png')).rejects.toThrow(/outside the uploads folder/);
  });
});

describe('S3 that cannot be used', () => {
  it('stops the start with a message saying what is wrong', async () => {
    // PORT 0: were the check ever skipped, the server would listen on a free port, not on 8080.
    const env = (extra: Record<string, string>, endpoint = s3.endpoint) =>
      loadConfig({ DATA_DIR: dataDir, PORT: '0', ...s3Env(endpoint), ...extra });
    // serve() checks the store before it opens the database or listens.
    await expect(serve(env({ S3_BUCKET: 'nao-existe' }), false)).rejects.toThrow(
      `S3_BUCKET: o bucket "nao-existe" não existe em s3://nao-existe/`,
    );
    await expect(openStorage(env({ AWS_ACCESS_KEY_ID: 'desconhecida' }))).rejects.toThrow(
      new RegExp(`^S3_BUCKET: acesso negado ao bucket "${S3_TEST_BUCKET}" .*confira as credenciais`),
    );
    const gone = await startS3rver();
    await gone.stop();
    const error = await openStorage(env({}, gone.endpoint)).catch((err: unknown) => err);
    expect(error).toBeInstanceOf(StorageError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^S3_BUCKET: o armazenamento s3://${S3_TEST_BUCKET}/t-[0-9a-f]+/ \\(${gone.endpoint}\\) não respondeu \\(.*ECONNREFUSED`,
      ),
    );
    await expect(openStorage(env({}))).resolves.toMatchObject({ kind: 's3' });
  });

  it('answers 503 with its own message when S3 fails during a request, and keeps no row of a failed upload', async () => {
    const own = await startS3rver();
    const { app, db } = await createTestApp({}, { s3: own.endpoint });
    try {
      const { accessToken } = await login(app, 'casos@demo.test');
      const send = () => uploadPng(app, accessToken);
      const stored = await send();
      expect(stored.statusCode).toBe(200);
      const url = `/content/${stored.json().path}`;
      expect(
        (await app.inject({ method: 'GET', url, headers: bearer(accessToken) })).rawPayload.equals(PNG_BYTES),
      ).toBe(true);
      const count = async () =>
        Number(
          ((await db.execute(sql`SELECT count(*) AS n FROM uploads`)) as unknown as { rows: { n: string }[] }).rows[0]
            .n,
        );
      const rows = await count();

      await own.stop();
      const message = 'Os arquivos estão indisponíveis no momento. Tente novamente em instantes.';
      const read = await app.inject({ method: 'GET', url, headers: bearer(accessToken) });
      expect(read.statusCode).toBe(503);
      expectErrorBody(read, { statusCode: 503, error: 'Service Unavailable', message });
      const write = await send();
      expect(write.statusCode).toBe(503);
      expect(write.json().message).toBe(message);
      expect(await count()).toBe(rows);
      // The access check still comes first: who may not see the file learns nothing about S3.
      const { accessToken: other } = await login(app, 'beta@demo.test');
      expect((await app.inject({ method: 'GET', url, headers: bearer(other) })).statusCode).toBe(404);
    } finally {
      await app.close();
      await own.stop();
    }
  });

  it("answers 503 with the files' message when the disk is full, and keeps no row of the upload", async () => {
    const { app, db, ctx } = await createTestApp({}, 'local');
    try {
      const { accessToken } = await login(app, 'casos@demo.test');
      const count = async () =>
        Number(
          ((await db.execute(sql`SELECT count(*) AS n FROM uploads`)) as unknown as { rows: { n: string }[] }).rows[0]
            .n,
        );
      const rows = await count();
      // The store's write meets a full disk: /dev/full, where the kernel answers every write ENOSPC.
      ctx.storage.put = async () => {
        await fs.promises.writeFile('/dev/full', Buffer.alloc(4096, 1));
      };
      const full = await uploadPng(app, accessToken);
      expectErrorBody(full, {
        statusCode: 503,
        error: 'Service Unavailable',
        message: 'Os arquivos estão indisponíveis no momento. Tente novamente em instantes.',
      });
      expect(await count()).toBe(rows);
    } finally {
      await app.close();
    }
  });
});
