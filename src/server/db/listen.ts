import crypto from 'node:crypto';
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

/** How the listener proves it still hears (docs/security.md "The kept session check"). */
export interface HeartbeatOptions {
  /** Sends a notification on `channel` with `payload` through another connection (the pool's). */
  send: (channel: string, payload: string) => Promise<unknown>;
  /** A heartbeat is sent this often (ms). */
  everyMs?: number;
  /** A heartbeat not heard back within this long (ms) means the listener is deaf. */
  withinMs?: number;
}
export const HEARTBEAT_EVERY_MS = 2_000;
export const HEARTBEAT_WITHIN_MS = 2_000;
/** A heartbeat's payload; the statement triggers of migration 0030 notify with an empty one. */
const HEARTBEAT = 'heartbeat:';
/** TCP keepalive probes start after this long idle, not the system's 2 hours. */
const KEEPALIVE_IDLE_MS = 10_000;

/**
 * LISTEN on PostgreSQL, on a connection of its own (a pooled one is shared by every query). It is
 * trusted (`state(true)`) only while it hears its own heartbeat: every 2 s this process notifies
 * the channel through the pool, and a heartbeat not heard back within 2 s (a stalled backend, a
 * connection a NAT dropped silently, a transaction pooler that never delivers) makes it say
 * `state(false)` — every call then reads the database — and open a new connection. Notifications
 * arrive in commit order, so hearing a heartbeat proves every change committed before it was
 * heard too. A lost connection is opened again, waiting longer each time (up to 30 s) until one
 * hears a heartbeat; a failure never stops the server, which then works as if nothing were kept.
 */
export async function listenPostgres(
  databaseUrl: string,
  channel: string,
  handlers: ListenHandlers,
  heartbeat: HeartbeatOptions,
): Promise<Unlisten> {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`);
  const { default: pg } = await import('pg');
  const everyMs = heartbeat.everyMs ?? HEARTBEAT_EVERY_MS;
  const withinMs = heartbeat.withinMs ?? HEARTBEAT_WITHIN_MS;
  // Other processes hear this process's heartbeats too: the random part tells ours apart.
  const ours = `${HEARTBEAT}${crypto.randomBytes(6).toString('hex')}:`;
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
    const client = new pg.Client({
      connectionString: databaseUrl,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
    });
    let lost = false;
    let trusted = false;
    let beats = 0;
    /** The heartbeat sent and not heard yet: its number and when it left. */
    let awaited: { seq: number; sentAt: number } | null = null;
    let lastSentAt = 0;
    let beat: NodeJS.Timeout | undefined;
    const lose = (err?: Error) => {
      if (lost) return;
      lost = true;
      clearInterval(beat);
      if (err) handlers.report?.(err);
      if (current === client) {
        current = null;
        handlers.state(false);
      }
      client.end().catch(() => undefined);
      schedule();
    };
    const tick = () => {
      const now = Date.now();
      if (awaited) {
        if (now - awaited.sentAt > withinMs) lose(new Error(`${channel}: heartbeat not heard within ${withinMs} ms`));
        return;
      }
      if (now - lastSentAt < everyMs) return;
      lastSentAt = now;
      awaited = { seq: ++beats, sentAt: now };
      // A heartbeat that cannot be sent is not heard either: the deadline above decides.
      heartbeat.send(channel, `${ours}${awaited.seq}`).catch(() => undefined);
    };
    const heard = (payload: string) => {
      if (!payload.startsWith(ours) || awaited?.seq !== Number(payload.slice(ours.length))) return;
      awaited = null;
      if (trusted || lost || stopped) return;
      // Heard back end to end: from here this connection's silence means nothing changed.
      trusted = true;
      delay = FIRST_RETRY_MS;
      handlers.state(true);
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.channel !== channel) return;
      const payload = message.payload ?? '';
      if (payload.startsWith(HEARTBEAT)) heard(payload);
      else handlers.notify();
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
    beat = setInterval(tick, Math.min(everyMs, withinMs) / 4);
    beat.unref();
    tick();
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
