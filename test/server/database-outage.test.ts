import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext } from '../../src/server/context';
import { isConnectionError, openDatabase } from '../../src/server/db/connection';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres';
import { bearer, login, type TestApp } from '../support/server';
import { expectErrorBody } from '../support/errorBody';

// Issue 9 item 1: PostgreSQL dropping the API's connections must not end the process; calls during
// an outage answer 503 with the catalogue's text, calls after it work without a restart.
//
// This file always starts a PostgreSQL of its own (test/support/postgres.ts), even when
// DATABASE_URL is set: it crashes and restarts the server, which must never happen to a shared one.

let server: ThrowawayPostgres;
let app: TestApp;
const lost: Error[] = [];

beforeAll(async () => {
  server = await startThrowawayPostgres();
  const config = loadConfig({ DATA_DIR: '/nonexistent-test-data', SEED_DEMO: 'false', DATABASE_URL: server.url });
  const database = await openDatabase({ databaseUrl: server.url, onConnectionError: (err) => lost.push(err) });
  await database.migrate();
  await seedDemoData(database.db);
  app = await buildApp(createContext(config, database, 'test-secret-'.padEnd(48, 'x')), { logger: { level: 'error' } });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await server?.remove();
});

async function terminateBackends(): Promise<number> {
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ n: number }>(
      `SELECT count(pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
    );
    return rows[0].n;
  } finally {
    await admin.end();
  }
}

async function until(check: () => boolean, timeoutMs = 5_000) {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const UNAVAILABLE = { statusCode: 503, error: 'Service Unavailable', message: 'Algo deu errado...' };

describe('a dropped database connection', () => {
  it('is dropped from the pool when PostgreSQL terminates it; the next calls open a new one', async () => {
    const { accessToken } = await login(app, 'casos@demo.test');
    // Several idle connections in the pool.
    const warm = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ url: '/auth/me', headers: bearer(accessToken) })),
    );
    expect(warm.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const terminated = await terminateBackends();
    expect(terminated).toBeGreaterThan(0);
    await until(() => lost.length > 0);
    expect(lost[0].message).toMatch(/terminat/i);
    // Each idle connection hears of its end on its own: a call made before the last one has would
    // take it from the pool (the outage's own 503). Wait for them all (bounded), then expect 200s.
    await until(() => lost.length >= terminated, 2_000).catch(() => undefined);
    const after = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ url: '/auth/me', headers: bearer(accessToken) })),
    );
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  });

  it('answers 503 while PostgreSQL is down and works again once it is back, without a restart', async () => {
    const { accessToken } = await login(app, 'suporte@demo.test');
    expect((await app.inject({ url: '/auth/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    await server.crash();
    try {
      const me = await app.inject({ url: '/auth/me', headers: bearer(accessToken) });
      expect(me.statusCode).toBe(503);
      expectErrorBody(me, UNAVAILABLE);
      const list = await app.inject({ url: '/admin/seizure-requests', headers: bearer(accessToken) });
      expect(list.statusCode).toBe(503);
      // The limits' counters are in the database too: a sign-in is 503, not 500 nor a free guess.
      const signIn = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'suporte@demo.test', password: 'demo1234' },
      });
      expect(signIn.statusCode).toBe(503);
      expectErrorBody(signIn, UNAVAILABLE);
      const health = await app.inject({ url: '/health' });
      expect(health.statusCode).toBe(503);
      expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres' });
    } finally {
      await server.start();
    }
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok', database: 'postgres' });
    expect((await app.inject({ url: '/auth/me', headers: bearer(accessToken) })).statusCode).toBe(200);
    const listed = await app.inject({ url: '/admin/seizure-requests', headers: bearer(accessToken) });
    expect(listed.statusCode, listed.body).toBe(200);
    await login(app, 'suporte@demo.test');
  });
});

describe('isConnectionError', () => {
  it('tells an unreachable database from a wrong query, through drizzle’s wrapping', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const wrapped = Object.assign(new Error('Failed query: select 1'), { cause: refused });
    expect(isConnectionError(refused)).toBe(true);
    expect(isConnectionError(wrapped)).toBe(true);
    expect(isConnectionError(Object.assign(new Error('terminating connection'), { code: '57P01' }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('x'), { code: '08006' }))).toBe(true);
    expect(isConnectionError(new Error('Connection terminated unexpectedly'))).toBe(true);
    // A full disk (PGlite's or the server's): every write fails, so the call is told 503, not a bug's 500.
    const full = Object.assign(new Error('could not extend file: No space left on device'), { code: '53100' });
    expect(isConnectionError(Object.assign(new Error('Failed query: insert'), { cause: full }))).toBe(true);
    expect(isConnectionError(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionError(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isConnectionError(new Error('something else'))).toBe(false);
    expect(isConnectionError(null)).toBe(false);
  });
});
