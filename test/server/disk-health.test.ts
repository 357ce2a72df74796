// Issue 39 item 3: /health says the truth when a disk is full. A ping reads, so PGlite on a full
// disk failed every write with /health at 'ok'. Here the database refuses writes the way a full
// disk does (a trigger raising SQLSTATE 53100, on both engines), then the upload store's disk
// (/dev/full, ENOSPC); /health and /health/ready answer 503 naming the store, until a write of
// that store goes through again.
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DiskHealth } from '../../src/server/http/diskHealth';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
function uploadPng(app: TestApp, token: string) {
  const boundary = '----recuperadisk';
  return app.inject({
    method: 'POST',
    url: '/content/upload',
    headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

async function health(app: TestApp) {
  const [plain, ready] = await Promise.all([app.inject({ url: '/health' }), app.inject({ url: '/health/ready' })]);
  return { status: plain.statusCode, body: plain.json(), ready: ready.statusCode, readyBody: ready.json() };
}

describe('/health on a full disk', () => {
  it('says the database refuses writes (53100) until a write goes through, and never answers 500', async () => {
    const { app, db } = await createTestApp({}, 'local');
    try {
      const { accessToken } = await login(app, 'casos@demo.test');
      const list = await app.inject({ url: '/admin/seizure-requests?status=all', headers: bearer(accessToken) });
      const caseId = (list.json() as { result: { id: number }[] }).result[0].id;
      const note = (notes: string) =>
        app.inject({
          method: 'POST',
          url: `/admin/seizure-requests/${caseId}/notes`,
          headers: bearer(accessToken),
          payload: { notes },
        });
      const kind = (await health(app)).body.database;
      expect(await health(app)).toMatchObject({ status: 200, body: { status: 'ok', database: kind } });

      await db.execute(
        sql.raw(`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = '53100'; END $$`),
      );
      await db.execute(
        sql.raw('CREATE TRIGGER disk_full BEFORE UPDATE ON seizure_requests FOR EACH ROW EXECUTE FUNCTION disk_full()'),
      );
      const refused = await note('Sem espaço');
      expect(refused.statusCode, refused.body).toBe(503);
      // Reads still work: the ping alone said ok here.
      expect((await app.inject({ url: '/auth/me', headers: bearer(accessToken) })).statusCode).toBe(200);
      expect(await health(app)).toEqual({
        status: 503,
        body: { status: 'unavailable', database: kind, full: ['database'] },
        ready: 503,
        readyBody: { status: 'unavailable', database: kind, full: ['database'], draining: false },
      });

      // Space again: the next write goes through and /health is ok at once.
      await db.execute(sql.raw('DROP TRIGGER disk_full ON seizure_requests'));
      expect((await note('Com espaço')).statusCode).toBe(200);
      expect(await health(app)).toMatchObject({ status: 200, body: { status: 'ok', database: kind }, ready: 200 });
      expect((await health(app)).body).not.toHaveProperty('full');
    } finally {
      await app.close();
    }
  });

  it('says the upload store refuses writes (ENOSPC) until an upload goes through', async () => {
    const { app, ctx } = await createTestApp({}, 'local');
    try {
      const { accessToken } = await login(app, 'casos@demo.test');
      const put = ctx.storage.put.bind(ctx.storage);
      // /dev/full: the kernel answers every write ENOSPC.
      ctx.storage.put = async () => {
        await fs.promises.writeFile('/dev/full', Buffer.alloc(4096, 1));
      };
      expect((await uploadPng(app, accessToken)).statusCode).toBe(503);
      expect(await health(app)).toMatchObject({
        status: 503,
        body: { status: 'unavailable', full: ['files'] },
        ready: 503,
      });
      ctx.storage.put = put;
      expect((await uploadPng(app, accessToken)).statusCode).toBe(200);
      expect(await health(app)).toMatchObject({ status: 200, body: { status: 'ok' }, ready: 200 });
    } finally {
      await app.close();
    }
  });
});

describe('DiskHealth', () => {
  it('keeps a store full for the window after its last refusal, unless a write of it went through', () => {
    let now = 0;
    const disks = new DiskHealth(60_000, () => now);
    expect(disks.full()).toEqual([]);
    disks.failed('files');
    disks.failed('database');
    now = 59_999;
    expect(disks.full()).toEqual(['database', 'files']);
    disks.wrote('database');
    expect(disks.full()).toEqual(['files']);
    // No write proved it (the balancer sends nothing to a node it took out): the window ends it.
    now = 60_000;
    expect(disks.full()).toEqual([]);
  });
});
