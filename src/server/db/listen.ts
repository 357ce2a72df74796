import type { PGlite } from '@electric-sql/pglite';

/** What a listener is told: each notification, and whether it is listening now. */
export interface ListenHandlers {
  notify: () => void;
  /** true once listening; false when it stops (its connection lost): notifications may have been missed. */
  state: (listening: boolean) => void;
  /** Told why listening failed (it retries by itself). */
  report?: (err: Error) => void;
}
export type Unlisten = () => Promise<void>;

const CHANNEL = /^[a-z_]+$/;

/**
 * The channel migration 0030 notifies when a session, a user's rights or a law company's state
 * changes, and the statements that write those tables (so this process hears its own writes at
 * once: db/preparing.ts WriteWatch).
 */
export const AUTH_CHANGED = 'auth_changed';
export const AUTH_WRITES = /\b(update|delete\s+from)\s+"?(users|user_sessions|law_companies)"?[\s(]/i;
const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * LISTEN on PostgreSQL, on a connection of its own (a pooled one is shared by every query). A
 * lost connection says so (`state(false)`) and is opened again, waiting longer each time (up
 * to 30 s); a failure never stops the server, which then works as if nothing were kept.
 */
export async function listenPostgres(databaseUrl: string, channel: string, handlers: ListenHandlers): Promise<Unlisten> {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const { default: pg } = await import('pg');
  let stopped = false;
  let current: InstanceType<typeof pg.Client> | null = null;
  let retry: NodeJS.Timeout | undefined;
  let delay = FIRST_RETRY_MS;

  const schedule = () => {
    if (stopped) return;
    retry = setTimeout(() => void open(), delay);
    retry.unref();
    delay = Math.min(delay * 2, LAST_RETRY_MS);
  };
  const open = async () => {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    let lost = false;
    const lose = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (err) handlers.report?.(err);
      if (current === client) {
        current = null;
        handlers.state(false);
      }
      client.end().catch(() => undefined);
      schedule();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notify();
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      lose(err as Error);
      return;
    }
    if (stopped || lost) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    delay = FIRST_RETRY_MS;
    handlers.state(true);
  };

  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    handlers.state(false);
    await client?.end().catch(() => undefined);
  };
}

/** LISTEN on the embedded PGlite: one process, one connection, nothing to lose. */
export async function listenPglite(pglite: PGlite, channel: string, handlers: ListenHandlers): Promise<Unlisten> {
  const unlisten = await pglite.listen(channel, () => handlers.notify());
  handlers.state(true);
  return async () => {
    handlers.state(false);
    await unlisten();
  };
}
