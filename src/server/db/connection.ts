import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { ListenHandlers, Unlisten } from './listen';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type every service uses, whichever engine is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when it is the one in use (tests dump it as a template). */
  pglite?: PGlite;
  migrate(): Promise<void>;
  /** Follows the notifications of `channel` (db/listen.ts), until the answered function is called. */
  listen(channel: string, handlers: ListenHandlers): Promise<Unlisten>;
  /** Whether the database answers now (GET /health), within `timeoutMs`. */
  ping(timeoutMs?: number): Promise<boolean>;
  /** PostgreSQL's pool as it is now (GET /metrics); absent on PGlite, one connection. */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  close(): Promise<void>;
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent, embedded PGlite is used. */
  databaseUrl?: string;
  /**
   * Told of a PostgreSQL connection that failed outside a query (the server restarted, an idle
   * connection was terminated): the pool has already dropped it and opens a new one when needed.
   */
  onConnectionError?: (err: Error) => void;
  /** Directory of the embedded database; absent means in memory (tests). */
  dataDir?: string;
  /** A PGlite data-directory dump to start from (tests load a migrated template). */
  loadDataDir?: Blob;
  /** PostgreSQL: the listener's heartbeat timing (db/listen.ts; tests shorten it). */
  heartbeat?: { everyMs?: number; withinMs?: number };
}

// Each engine's driver is loaded when it is the one opened: a PostgreSQL server never loads
// PGlite, and the other way round.
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const [
      { default: pg },
      { drizzle: drizzlePg },
      { migrate: migratePg },
      { namingPolicy, preparingClient },
      listening,
    ] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
      import('./preparing'),
      import('./listen'),
    ]);
    // Who follows 'auth_changed' in this process: told of this process's own writes at commit.
    const ownChanges = new Set<() => void>();
    const watch = { writes: listening.AUTH_WRITES, changed: () => ownChanges.forEach((notify) => notify()) };
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      // The statements sent again and again are planned once per connection (db/preparing.ts).
      Client: preparingClient(namingPolicy(), watch),
      max: 10,
      // During an outage a call fails in seconds (503) instead of waiting on a connect forever.
      connectionTimeoutMillis: 5_000,
      keepAlive: true,
    });
    // Without these listeners a connection dropped by PostgreSQL ("Unhandled 'error' event")
    // ends the process. An idle one is reported by the pool, which removes it; a checked-out one
    // fails its query (answered 503) and is discarded when released.
    const report =
      options.onConnectionError ?? ((err: Error) => console.error('database connection lost:', err.message));
    pool.on('error', (err) => report(err));
    pool.on('connect', (client) => client.on('error', () => {}));
    // Dates stay Date objects; numeric comes back as string and drizzle's mode: 'number' converts it.
    const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { casing: 'snake_case' }), { migrationsFolder }),
      listen: async (channel, handlers) => {
        // The heartbeat goes through the pool: heard back, it proves the whole path end to end.
        const stop = await listening.listenPostgres(options.databaseUrl!, channel, handlers, {
          send: (to, payload) => pool.query('SELECT pg_notify($1, $2)', [to, payload]),
          ...options.heartbeat,
        });
        if (channel !== listening.AUTH_CHANGED) return stop;
        ownChanges.add(handlers.notify);
        return async () => {
          ownChanges.delete(handlers.notify);
          await stop();
        };
      },
      ping: (timeoutMs) => answers(pool.query('SELECT 1'), timeoutMs),
      pool,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) fs.mkdirSync(options.dataDir, { recursive: true });
  const [{ PGlite }, { pg_trgm }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    // The app users' name search index (migration 0014) is a trigram index.
    extensions: { pg_trgm },
  });
  const pgliteDb = drizzlePglite(client, { schema, casing: 'snake_case' });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    listen: async (channel, handlers) => (await import('./listen')).listenPglite(client, channel, handlers),
    ping: (timeoutMs) => answers(client.query('SELECT 1'), timeoutMs),
    close: () => client.close(),
  };
}

/** True when the query answers within the time; false when it fails or takes longer. */
async function answers(query: Promise<unknown>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      query.then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

// SQLSTATE classes and codes meaning "the database is not reachable now", not "the query is wrong":
// 08 connection exception, 57P01-57P03 shut down / starting up, 53300 too many connections, 53100
// disk full (issue 39 item 3: PGlite on a full disk failed every write with a 500).
const UNAVAILABLE_SQLSTATES = /^(08...|57P0[123]|53300|53100)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres says these in words, without a code.
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|not queryable/i;

/** Whether an error (or its cause) is the database's disk full (SQLSTATE 53100, both engines). */
export function isDiskFullError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '53100') return true;
  }
  return false;
}

/**
 * Whether an error (or its cause: drizzle wraps the driver's) is the database being unreachable,
 * which the API answers 503 (http/errors.ts) and a later call may not meet.
 */
export function isConnectionError(err: unknown): boolean {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATES.test(code) || UNAVAILABLE_NODE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}
