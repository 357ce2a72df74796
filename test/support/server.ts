import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createContext, type AppContext } from '../../src/server/context';
import { createStorage } from '../../src/server/storage';
import { openDatabase } from '../../src/server/db/connection';
import { seedDemoData } from '../../src/server/db/seed/demo';
import type { ResponseCheck } from '../../src/server/http/openapi';
import { openTestDatabase } from './database';
import { s3Env } from './s3';

export type TestApp = Awaited<ReturnType<typeof buildApp>>;

/** Where a test app keeps its files: its data folder, or an S3-compatible server. */
export type TestStorage = 'local' | { s3: string };

/** The run's store: S3 when the suite runs with TEST_STORAGE=s3 (globalSetup), otherwise local. */
export const runStorage = (): TestStorage => {
  const endpoint = inject('s3Endpoint');
  return endpoint ? { s3: endpoint } : 'local';
};

/** The configuration variables of a test store (a bucket prefix of its own for S3). */
export const storageEnv = (storage: TestStorage = runStorage()): Record<string, string> =>
  storage === 'local' ? {} : s3Env(storage.s3);

/**
 * An API server on its own copy of the demo database, driven with app.inject.
 * `env` overrides configuration (e.g. a small rate limit); `storage` where its files go.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  storage: TestStorage = runStorage(),
  logger: BuildOptions['logger'] = false,
) {
  // Its own data folder: e-mails (.eml) and uploads a test causes land there, never in the tree.
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-api-test-'));
  const config = loadConfig({ SEED_DEMO: 'false', ...storageEnv(storage), ...env, DATA_DIR: dataDir });
  const database = await openTestDatabase(inject('templateDump'));
  const ctx: AppContext = createContext(config, database, 'test-secret-'.padEnd(48, 'x'));
  // Every JSON answer of the API suite is checked against its route's declared response schema
  // (src/domain/responses.ts, the OpenAPI document's): a mismatch fails the test file at close.
  const responseChecks: ResponseCheck[] = [];
  const app = await buildApp(ctx, { logger, checkResponses: (check) => responseChecks.push(check) });
  app.addHook('onClose', async () => {
    const mismatches = responseChecks.filter((check) => check.issues.length > 0);
    if (mismatches.length > 0)
      throw new Error(`answers not matching their declared schema:\n${mismatches.map(describeMismatch).join('\n')}`);
  });
  if (!env.DATA_DIR) app.addHook('onClose', async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return { app, ctx, db: database.db, responseChecks };
}

/**
 * An API server on an embedded PGlite kept in `dataDir`, whatever database the run uses: for what
 * depends on PGlite itself (one connection for every call). Migrated and seeded at its first open;
 * opened again on the same folder, it is a restart. Its files stay in the data folder.
 */
export async function createPgliteTestApp(dataDir: string, env: Record<string, string> = {}) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  await database.migrate();
  await seedDemoData(database.db);
  const config = loadConfig({ SEED_DEMO: 'false', ...env, DATA_DIR: dataDir });
  const ctx: AppContext = createContext(config, database, 'test-secret-'.padEnd(48, 'x'), createStorage(config));
  const app = await buildApp(ctx, {});
  return { app, ctx, db: database.db };
}

function describeMismatch(check: ResponseCheck) {
  const issues = check.issues.slice(0, 5).map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `${check.method} ${check.url} ${check.status}: ${issues.join('; ')}`;
}

export const DEMO_PASSWORD = 'demo1234';

/** Signs in through the real endpoint and returns the tokens. */
export async function login(app: TestApp, email: string, password = DEMO_PASSWORD) {
  const res = await app.inject({ method: 'POST', url: '/auth/login', payload: { email, password } });
  if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
