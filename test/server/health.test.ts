import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import type { Lifecycle } from '../../src/server/http/health';
import { openTestDatabase } from '../support/database';

// Issue 36 §5: liveness and readiness apart. Readiness is what the balancer checks (HAProxy in
// test/server/cluster.test.ts); draining on SIGTERM turns it false before the process stops.

const lifecycle: Lifecycle = { draining: false };
let app: Awaited<ReturnType<typeof buildApp>>;
let database: Awaited<ReturnType<typeof openTestDatabase>>;

beforeAll(async () => {
  database = await openTestDatabase(inject('templateDump'));
  const ctx = createContext(loadConfig({ SEED_DEMO: 'false' }), database, 'test-secret-'.padEnd(48, 'x'));
  app = await buildApp(ctx, { lifecycle });
});

afterAll(async () => {
  await app?.close();
});

describe('health probes', () => {
  it('answers live, ready and the compatible /health while the database answers', async () => {
    const live = await app.inject({ url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'ok' }]);
    const ready = await app.inject({ url: '/health/ready' });
    expect([ready.statusCode, ready.json()]).toEqual([200, { status: 'ok', database: database.kind, draining: false }]);
    const health = await app.inject({ url: '/health' });
    expect([health.statusCode, health.json()]).toEqual([200, { status: 'ok', database: database.kind }]);
  });

  it('is not ready while draining, yet live and serving', async () => {
    lifecycle.draining = true;
    try {
      const ready = await app.inject({ url: '/health/ready' });
      expect([ready.statusCode, ready.json()]).toEqual([
        503,
        { status: 'unavailable', database: database.kind, draining: true },
      ]);
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
      // Requests the balancer already sent still get their answer.
      expect((await app.inject({ url: '/admin/seizure-requests/categories' })).statusCode).toBe(401);
    } finally {
      lifecycle.draining = false;
    }
    expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(200);
  });

  it('is neither ready nor healthy when the database does not answer, but still live', async () => {
    const ping = database.ping;
    database.ping = async () => false;
    try {
      expect((await app.inject({ url: '/health/ready' })).statusCode).toBe(503);
      expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'unavailable', database: database.kind });
      expect((await app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      database.ping = ping;
    }
  });
});
