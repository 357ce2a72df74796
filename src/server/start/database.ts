import path from 'node:path';
import type { Config } from '../config';
import { openDatabase } from '../db/connection';
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
    await database.migrate();
    return config.SEED_DEMO ? await seedDemo(database, storage) : false;
  } finally {
    await database.close();
  }
}

/** The demo data (SEED_DEMO), loaded only when asked: a database already seeded skips it at once. */
export async function seedDemo(database: Awaited<ReturnType<typeof openDatabase>>, storage: FileStore): Promise<boolean> {
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
