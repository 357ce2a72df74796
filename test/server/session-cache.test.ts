import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext, type AppContext } from '../../src/server/context';
import { openDatabase } from '../../src/server/db/connection';
import { seedDemoData } from '../../src/server/db/seed/demo';
import { postgresUrl } from '../support/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres';
import { bearer, login, type TestApp } from '../support/server';

// Issue 27 item 3: a session's check is kept between calls until what it read changes; another
// process's change reaches the API by the 'auth_changed' notification (migration 0030). Runs on
// PostgreSQL (a database of its own, on DATABASE_URL's server or a throwaway one): PGlite has no
// other process.

let server: ThrowawayPostgres | undefined;
let url: string;
let dropDatabase: (() => Promise<void>) | undefined;
let app: TestApp;
let ctx: AppContext;
/** Another process's connection: its writes reach the API only by the notification. */
let outside: pg.Client;

beforeAll(async () => {
  const given = postgresUrl();
  if (given) {
    const name = `recupera_cache_${crypto.randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: given });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const u = new URL(given);
    u.pathname = `/${name}`;
    url = u.toString();
    dropDatabase = async () => {
      const drop = new pg.Client({ connectionString: given });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    };
  } else {
    server = await startThrowawayPostgres();
    url = server.url;
  }
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  await seedDemoData(database.db);
  ctx = createContext(
    loadConfig({ SEED_DEMO: 'false', DATABASE_URL: url, RATE_LIMIT_MAX: '1000' }),
    database,
    'test-secret-'.padEnd(48, 'x'),
  );
  app = await buildApp(ctx);
  outside = new pg.Client({ connectionString: url });
  await outside.connect();
}, 120_000);

afterAll(async () => {
  await outside?.end();
  await app?.close();
  await dropDatabase?.();
  await server?.remove();
});

const list = (token: string) => app.inject({ method: 'GET', url: '/admin/seizure-requests', headers: bearer(token) });

/** Waits (at most 5 s) until `done` holds. */
async function until(done: () => boolean, what: string) {
  const deadline = Date.now() + 5_000;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the session check kept between calls', () => {
  it('is read once, then kept; another process blocking the company is honoured once its notification arrives', async () => {
    const { accessToken } = await login(app, 'beta@demo.test');
    const checks = ctx.tokens.sessionChecks;
    expect((await list(accessToken)).statusCode).toBe(200);
    expect(checks.size).toBeGreaterThan(0);

    await outside.query(`UPDATE law_companies SET status = 'blocked' WHERE name = 'Beta'`);
    await until(() => checks.size === 0, 'the API heard of the block');
    expect((await list(accessToken)).statusCode).toBe(401);

    await outside.query(`UPDATE law_companies SET status = 'active' WHERE name = 'Beta'`);
    await until(() => checks.size === 0, 'the API heard of the unblock');
    expect((await list(accessToken)).statusCode).toBe(200);
  });

  it("this process's own change counts at its commit, without waiting for the notification", async () => {
    const { accessToken } = await login(app, 'leitura@demo.test');
    expect((await list(accessToken)).statusCode).toBe(200);
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(
        sql`UPDATE users SET roles = ARRAY['lawCompanySeizureRequestAdmin'] WHERE email = 'leitura@demo.test'`,
      );
    });
    // Rights changed since the token was signed: 401, at the very next call.
    expect((await list(accessToken)).statusCode).toBe(401);
  });

  it('keeps nothing while its listening connection is lost, and listens again by itself', async () => {
    const { accessToken } = await login(app, 'casos@demo.test');
    const checks = ctx.tokens.sessionChecks;
    const { rows } = await outside.query<{ pid: number }>(
      `SELECT pid FROM pg_stat_activity WHERE query = 'LISTEN auth_changed' AND datname = current_database()`,
    );
    expect(rows).toHaveLength(1);
    await outside.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await until(() => !checks.isListening, 'the API saw its listening connection go');
    expect((await list(accessToken)).statusCode).toBe(200);
    expect(checks.size).toBe(0);
    await until(() => checks.isListening, 'the API listens again');
    expect((await list(accessToken)).statusCode).toBe(200);
    expect(checks.size).toBeGreaterThan(0);
  });
});
