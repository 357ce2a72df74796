// The Idempotency-Key rules (http/idempotency.ts, docs/api.md): the first answer comes back to a
// repeat without running again; another request under the key is refused; a key still running is
// 409; failures of the server release it; old keys go. The database is the real one.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TEXTS } from '../../src/domain/idempotency';
import { idempotencyKeys, seizureRequests } from '../../src/server/db/schema';
import { clearExpiredIdempotencyKeys, IDEMPOTENCY_TTL_MS } from '../../src/server/http/idempotency';
import { bearer } from '../support/server';
import { useApi, type Who } from '../support/api';
import { categoryOf, countWhere, validCase } from './cases.support';

const { env } = useApi();

function call(who: Who | null, method: 'POST' | 'DELETE', url: string, key: string | null, payload?: object) {
  return env.app.inject({
    method,
    url,
    headers: { ...(who ? bearer(env.tokens[who]) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const platesCount = (plate: string) => countWhere(env.db, sql`license_plate = ${plate}`);

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer, marked as replayed, and creates the case once', async () => {
    const body = validCase(await categoryOf(env.db, 'car'));
    const key = randomUUID();
    const first = await call('casos', 'POST', '/admin/seizure-requests', key, body);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await call('casos', 'POST', '/admin/seizure-requests', key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(await platesCount(body.licensePlate)).toBe(1);
    // The same body with the keys in another order is the same request.
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    expect(
      (await call('casos', 'POST', '/admin/seizure-requests', key, reordered)).headers['idempotent-replayed'],
    ).toBe('true');
  });

  it('changes nothing without the header: a second create runs again', async () => {
    const body = validCase(await categoryOf(env.db, 'car'));
    expect((await call('casos', 'POST', '/admin/seizure-requests', null, body)).statusCode).toBe(201);
    expect(
      (await call('casos', 'POST', '/admin/seizure-requests', null, body)).headers['idempotent-replayed'],
    ).toBeUndefined();
  });

  it('refuses the same key with another body (422), and keeps the keys of two users apart', async () => {
    const category = await categoryOf(env.db, 'car');
    const key = randomUUID();
    expect((await call('casos', 'POST', '/admin/seizure-requests', key, validCase(category))).statusCode).toBe(201);
    const other = validCase(category);
    const refused = await call('casos', 'POST', '/admin/seizure-requests', key, other);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(IDEMPOTENCY_TEXTS.otherRequest);
    expect(await platesCount(other.licensePlate)).toBe(0);
    // Another user's key is another key, even if the value is the same.
    const beta = await call('beta', 'POST', '/admin/seizure-requests', key, validCase(category));
    expect(beta.statusCode).toBe(201);
    expect(beta.headers['idempotent-replayed']).toBeUndefined();
  });

  it('refuses a key too short to be random (400), before anything runs', async () => {
    const body = validCase(await categoryOf(env.db, 'car'));
    const res = await call('casos', 'POST', '/admin/seizure-requests', 'abc', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(IDEMPOTENCY_TEXTS.invalidKey);
    expect(await platesCount(body.licensePlate)).toBe(0);
  });

  it('runs two simultaneous requests with one key once: the other is told it is in progress, or gets the first answer', async () => {
    const body = validCase(await categoryOf(env.db, 'car'));
    const key = randomUUID();
    const answers = await Promise.all([1, 2, 3].map(() => call('casos', 'POST', '/admin/seizure-requests', key, body)));
    expect(await platesCount(body.licensePlate)).toBe(1);
    const ran = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((a) => a !== ran[0])) {
      if (other.statusCode === 409) expect(other.json().message).toBe(IDEMPOTENCY_TEXTS.inProgress);
      else expect(other.json()).toEqual(ran[0].json());
    }
  });

  it("answers a second DELETE of a case the first one's result, not 404", async () => {
    const created = await call(
      'casos',
      'POST',
      '/admin/seizure-requests',
      null,
      validCase(await categoryOf(env.db, 'car')),
    );
    const url = `/admin/seizure-requests/${created.json().id}`;
    const key = randomUUID();
    const first = await call('casos', 'DELETE', url, key);
    expect(first.statusCode).toBe(200);
    const again = await call('casos', 'DELETE', url, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect((await call('casos', 'DELETE', url, randomUUID())).statusCode).toBe(404);
  });

  it('keeps a refusal too: the repeat of a 4xx answers the same 4xx without running again', async () => {
    const key = randomUUID();
    const first = await call('casos', 'POST', '/admin/seizure-requests/2147483000/reopen', key);
    expect(first.statusCode).toBe(404);
    const again = await call('casos', 'POST', '/admin/seizure-requests/2147483000/reopen', key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.statusCode).toBe(404);
  });

  it('reserves nothing for a call refused before it runs (no session, a role), so the re-send after signing in runs', async () => {
    const body = validCase(await categoryOf(env.db, 'car'));
    const key = randomUUID();
    expect((await call(null, 'POST', '/admin/seizure-requests', key, body)).statusCode).toBe(401);
    expect((await call('localizador', 'POST', '/admin/seizure-requests', key, body)).statusCode).toBe(403);
    const signedIn = await call('casos', 'POST', '/admin/seizure-requests', key, body);
    expect(signedIn.statusCode).toBe(201);
    expect(signedIn.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores the answer unreadable without the key: the row holds neither the key nor the answer in clear', async () => {
    const key = randomUUID();
    const body = validCase(await categoryOf(env.db, 'car'));
    await call('casos', 'POST', '/admin/seizure-requests', key, body);
    const all = await env.db.select().from(idempotencyKeys);
    expect(all.some((row) => row.keyHash.includes(key) || row.response?.includes(body.licensePlate))).toBe(false);
    expect(all.some((row) => row.status === 201 && row.response)).toBe(true);
  });

  it('lets a key run again once it is past its 24 h, and the periodic clean-up deletes such rows', async () => {
    const category = await categoryOf(env.db, 'car');
    const key = randomUUID();
    const first = await call('casos', 'POST', '/admin/seizure-requests', key, validCase(category));
    const old = new Date(Date.now() - IDEMPOTENCY_TTL_MS - 60_000);
    await env.db.update(idempotencyKeys).set({ createdAt: old });
    // Past its day the key is new again: another case under it runs (no 422 for another body).
    const again = await call('casos', 'POST', '/admin/seizure-requests', key, validCase(category));
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.json().id).not.toBe(first.json().id);
    const remaining = await env.db.select().from(idempotencyKeys);
    const deleted = await clearExpiredIdempotencyKeys(env.db);
    expect(deleted).toBe(remaining.filter((row) => row.createdAt < new Date(Date.now() - IDEMPOTENCY_TTL_MS)).length);
    expect(deleted).toBeGreaterThan(0);
    expect(
      (await env.db.select().from(idempotencyKeys)).every(
        (row) => row.createdAt >= new Date(Date.now() - IDEMPOTENCY_TTL_MS),
      ),
    ).toBe(true);
  });

  it('takes over a key whose first request was lost (marked running for over 5 minutes)', async () => {
    const body = validCase(await categoryOf(env.db, 'car'));
    const key = randomUUID();
    await call('casos', 'POST', '/admin/seizure-requests', key, body);
    // As if the process died while running it: the row is still marked running, long ago.
    await env.db
      .update(idempotencyKeys)
      .set({ status: null, response: null, createdAt: new Date(Date.now() - 6 * 60_000) })
      .where(eq(idempotencyKeys.status, 201));
    await env.db.delete(seizureRequests).where(eq(seizureRequests.licensePlate, body.licensePlate));
    const again = await call('casos', 'POST', '/admin/seizure-requests', key, body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
  });
});
