import path from 'node:path';
import type { Config } from '../config';
import { openDatabase, type Database } from '../db/connection';
import { createStorage, type FileStore } from '../storage';

type Log = { warn(obj: object, msg: string): void };

export function openConfiguredDatabase(config: Config, log: () => Log | null = () => null) {
  return openDatabase(
    config.DATABASE_URL
      ? {
          databaseUrl: config.DATABASE_URL,
          onConnectionError: (err) => {
            const logger = log();
            if (logger) logger.warn({ err }, 'database connection lost; a new one is opened on the next call');
            else console.error('database connection lost:', err.message);
          },
        }
      : { dataDir: path.join(config.dataDir, 'pglite') },
  );
}

/** Migrations and the demo data, once, before any process serves. Answers whether it seeded. */
export async function prepareDatabase(config: Config): Promise<boolean> {
  const storage = await openStorage(config);
  const database = await openConfiguredDatabase(config);
  try {
    return await migrateAndSeed(config, database, storage);
  } finally {
    await database.close();
  }
}

/** Any constant: the key of the one advisory lock the starts of every node take (its value means nothing). */
const START_LOCK_KEY = 36_000_001;

/**
 * The migrations, then the demo data when asked, by one process at a time across every node:
 * on PostgreSQL under a session advisory lock on a connection of its own, so nodes starting at
 * once (a cluster's first start, a rolling deploy) wait for the first one, then find the
 * migrations applied and the demo seeded, and skip them. Drizzle's migrator alone is not safe
 * there: two of them both read "nothing applied" and both apply. The lock dies with its session,
 * so a node killed while migrating leaves it to the next one. PGlite is one process: no lock.
 * Answers whether it seeded.
 */
export async function migrateAndSeed(config: Config, database: Database, storage: FileStore): Promise<boolean> {
  const work = async () => {
    await database.migrate();
    return config.SEED_DEMO ? await seedDemo(database, storage) : false;
  };
  if (!config.DATABASE_URL) return work();
  const { default: pg } = await import('pg');
  const lock = new pg.Client({ connectionString: config.DATABASE_URL, connectionTimeoutMillis: 5_000 });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
    return await work();
  } finally {
    // Ending the session releases the lock even if the unlock's answer is lost.
    await lock.query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY]).catch(() => undefined);
    await lock.end().catch(() => undefined);
  }
}

/** The demo data (SEED_DEMO), loaded only when asked: a database already seeded skips it at once. */
export async function seedDemo(database: Database, storage: FileStore): Promise<boolean> {
  const { seedDemoData } = await import('../db/seed/demo');
  return seedDemoData(database.db, { storage });
}

/**
 * The configured file store, checked before anything serves: a missing bucket, refused
 * credentials or an unreachable endpoint stop the start with a StorageError saying which
 * (main.ts prints its message), rather than failing each upload later.
 */
export async function openStorage(config: Config): Promise<FileStore> {
  const storage = createStorage(config);
  await storage.check();
  return storage;
}
