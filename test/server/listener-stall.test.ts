import fs from 'node:fs';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext, type AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/connection';
import { HEARTBEAT_EVERY_MS, HEARTBEAT_WITHIN_MS } from '../../src/server/db/listen';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { childDatabase, type ChildDatabase } from '../support/childServer';
import { bearer, login, type TestApp } from '../support/server';

// Issue 39 item 1: revocation must not hang on one unwatched LISTEN connection. The audit stalled
// a process's listening backend (kill -STOP) and the old token of a removed user kept answering
// 200 until that process happened to write. Here the backend is stalled the same way; the
// heartbeat (db/listen.ts) finds the listener deaf, the process reads every check from the
// database and opens a new listener. PostgreSQL only (PGlite has no other process), on a server
// of this machine (the test signals its backend): a throwaway one, or DATABASE_URL's when local.

let database: ChildDatabase;
let app: TestApp;
let ctx: AppContext;
/** Another process's connection: its writes reach the API only by the notification. */
let outside: pg.Client;

beforeAll(async () => {
  database = await childDatabase('recupera_stall');
  const opened = await openDatabase({ databaseUrl: database.url });
  await opened.migrate();
  await seedDemoData(opened.db);
  ctx = createContext(
    loadConfig({ SEED_DEMO: 'false', DATABASE_URL: database.url, RATE_LIMIT_MAX: '1000' }),
    opened,
    'test-secret-'.padEnd(48, 'x'),
  );
  app = await buildApp(ctx);
  outside = new pg.Client({ connectionString: database.url });
  await outside.connect();
}, 120_000);

afterAll(async () => {
  await outside?.end();
  await app?.close();
  await database?.remove();
});

const list = (token: string) => app.inject({ method: 'GET', url: '/admin/seizure-requests', headers: bearer(token) });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(done: () => boolean, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await sleep(10);
  }
}

/** The backend of the API's listening connection, found as the audit did. */
async function listenerBackend(): Promise<number> {
  const { rows } = await outside.query<{ pid: number; state: string }>(
    `SELECT pid, state FROM pg_stat_activity WHERE query LIKE 'LISTEN%' AND datname = current_database() AND state = 'idle'`,
  );
  expect(rows).toHaveLength(1);
  const pid = rows[0]!.pid;
  // Signals go to this machine's processes: make sure the pid is a PostgreSQL backend here.
  const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  if (!command.startsWith('postgres'))
    throw new Error(`backend ${pid} is not a local PostgreSQL process (the stall test needs a server on this machine)`);
  return pid;
}

/** Runs `body` while the listener's backend is stopped (SIGSTOP), and lets it go on after. */
async function whileStalled(body: () => Promise<void>) {
  const pid = await listenerBackend();
  process.kill(pid, 'SIGSTOP');
  try {
    await body();
  } finally {
    process.kill(pid, 'SIGCONT');
  }
}

const removeUser = (email: string) => outside.query(`UPDATE users SET deleted_at = now() WHERE email = $1`, [email]);

describe('a stalled listener', () => {
  it('stops being trusted within the heartbeat: a removed user’s old token answers 401 from then on', async () => {
    const checks = ctx.tokens.sessionChecks;
    await until(() => checks.isListening, 'the API listens');
    const { accessToken } = await login(app, 'leitura@demo.test');
    expect((await list(accessToken)).statusCode).toBe(200);
    expect(checks.size).toBeGreaterThan(0);

    await whileStalled(async () => {
      // The audit's sequence: the user is removed by another process while the listener hears nothing.
      await removeUser('leitura@demo.test');
      const removedAt = Date.now();
      let firstRefusal = 0;
      while (!firstRefusal) {
        if ((await list(accessToken)).statusCode === 401) firstRefusal = Date.now();
        else await sleep(50);
        if (Date.now() - removedAt > 20_000) throw new Error('the removed user was still let in after 20 s');
      }
      // Deaf within one heartbeat's round: a heartbeat leaves at most EVERY after the stall and is
      // given WITHIN to come back (plus the machine's load, at most a second or two here).
      expect(firstRefusal - removedAt).toBeLessThan(HEARTBEAT_EVERY_MS + HEARTBEAT_WITHIN_MS + 2_000);
      // Every call after the first refusal is refused too (the audit saw half of them let in).
      for (let i = 0; i < 20; i++) {
        expect((await list(accessToken)).statusCode).toBe(401);
        await sleep(25);
      }
    });
  }, 60_000);

  it('a removal after the stall was found is refused at the very next call, and a new listener is trusted again', async () => {
    const checks = ctx.tokens.sessionChecks;
    await until(() => checks.isListening, 'the API listens again');
    const { accessToken } = await login(app, 'casos@demo.test');
    const other = await login(app, 'assessoria@demo.test');
    expect((await list(accessToken)).statusCode).toBe(200);

    await whileStalled(async () => {
      // Found deaf: nothing is kept while it is so, every call reads the database.
      await until(
        () => !checks.isListening,
        'the API found its listener deaf',
        HEARTBEAT_EVERY_MS + HEARTBEAT_WITHIN_MS + 5_000,
      );
      await removeUser('casos@demo.test');
      expect((await list(accessToken)).statusCode).toBe(401);

      // It listens on a new connection (the stalled backend is still stopped) once a heartbeat is heard.
      await until(() => checks.isListening, 'the API listens on a new connection', 40_000);
      expect((await list(other.accessToken)).statusCode).toBe(200);
      expect(checks.size).toBeGreaterThan(0);
      await removeUser('assessoria@demo.test');
      await until(() => checks.size === 0, 'the new listener heard of the removal');
      expect((await list(other.accessToken)).statusCode).toBe(401);
    });
  }, 90_000);
});
