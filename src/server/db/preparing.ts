import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * Statements PostgreSQL plans once per connection instead of at every call (issue 27 item 3).
 *
 * A list call's statements are the same text each time with other parameters, and PostgreSQL
 * spent more time planning them than running them (0.3-0.6 ms against 0.1 ms). A statement this
 * process has sent `HOT_AFTER` times gets a name (a hash of its text): node-postgres then parses
 * it once on each pooled connection, and PostgreSQL keeps its plan. After five runs PostgreSQL
 * compares its generic plan with the custom ones and keeps planning per call when the generic
 * one would cost more (a prefix `LIKE $1`, which needs the value to use the index range), so
 * naming never picks a worse plan than the one sent today; LIMIT and OFFSET are written into the
 * text (services/shared/sql.ts rowCount) so that a generic plan knows where it stops.
 *
 * Bounded: at most `MAX_NAMED` texts are named (each costs a plan's memory in every connection's
 * backend); a text seen fewer times, or past the bound, is sent unnamed as before. Only
 * SELECT/INSERT/UPDATE/DELETE/WITH statements are named; transaction control and the rest are not.
 */
export const HOT_AFTER = 3;
export const MAX_NAMED = 300;
const MAX_TRACKED = 5_000;
const PLANNABLE = /^\s*(select|insert|update|delete|with)\b/i;

/** Which texts are named, and how: one policy per process, shared by its pool's connections. */
export function namingPolicy({ hotAfter = HOT_AFTER, maxNamed = MAX_NAMED } = {}) {
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  return function nameFor(text: string): string | undefined {
    const known = names.get(text);
    if (known) return known;
    if (names.size >= maxNamed || !PLANNABLE.test(text)) return undefined;
    const times = (seen.get(text) ?? 0) + 1;
    if (times < hotAfter) {
      // Texts seen once or twice (a rare filter, a deep page) are forgotten in bulk, not kept forever.
      if (seen.size >= MAX_TRACKED) seen.clear();
      seen.set(text, times);
      return undefined;
    }
    seen.delete(text);
    const name = `q_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    names.set(text, name);
    return name;
  };
}

type QueryConfig = { text?: unknown; name?: unknown };

/**
 * Writes this process makes that others learn of by a notification (migration 0030's tables and
 * 'auth_changed'): `changed` is called as soon as such a write is committed, before the code that
 * made it goes on, so this process never waits for its own notification (which arrives a moment
 * later, on another connection).
 */
export interface WriteWatch {
  /** Matches the statements that write the watched tables (`UPDATE "users" …`). */
  writes: RegExp;
  changed: () => void;
}

const TRANSACTION = /^\s*(begin|start transaction|commit|end|rollback)\b/i;

/**
 * A node-postgres Client class that names the hot statements (the pool's `Client` option) and,
 * with `watch`, says when a watched write is committed: at once for a statement on its own, at
 * COMMIT for one in a transaction (never for one rolled back).
 */
export function preparingClient(
  nameFor: (text: string) => string | undefined = namingPolicy(),
  watch?: WriteWatch,
): typeof pg.Client {
  class PreparingClient extends pg.Client {
    /** A watched write ran in the open transaction. */
    private watchedWrite = false;
    private inTransaction = false;

    /** What to call once `text` has run (a watched write committed), if anything. */
    afterStatement(text: string, { writes, changed }: WriteWatch): (() => void) | undefined {
      const control = TRANSACTION.exec(text)?.[1]?.toLowerCase();
      if (control === 'begin' || control === 'start transaction') {
        this.inTransaction = true;
        this.watchedWrite = false;
        return undefined;
      }
      if (control) {
        const committed = this.watchedWrite && (control === 'commit' || control === 'end');
        this.inTransaction = false;
        this.watchedWrite = false;
        return committed ? changed : undefined;
      }
      if (!writes.test(text)) return undefined;
      if (this.inTransaction) {
        this.watchedWrite = true;
        return undefined;
      }
      return changed;
    }
  }
  // node-postgres' query has many overloads; only a config object ({ text, values, … }) is named.
  (PreparingClient.prototype as unknown as { query: (...args: unknown[]) => unknown }).query = function (
    this: PreparingClient,
    ...args: unknown[]
  ) {
    const config = args[0] as QueryConfig | string | undefined;
    const text = typeof config === 'string' ? config : typeof config?.text === 'string' ? config.text : undefined;
    if (config && typeof config === 'object' && text !== undefined && !config.name) {
      const name = nameFor(text);
      if (name) args[0] = { ...config, name };
    }
    const after = watch && text !== undefined ? this.afterStatement(text, watch) : undefined;
    // Looked up at each call, not kept: whatever wraps node-postgres' own query (the benches'
    // statement recorder) still sees every statement.
    const send = () => (pg.Client.prototype.query as (...a: unknown[]) => unknown).apply(this, args);
    if (!after) return send();
    // The pool passes a callback; drizzle on a checked-out client awaits a promise: both wait for `after`.
    const callback = args[args.length - 1];
    if (typeof callback === 'function') {
      args[args.length - 1] = (err: unknown, result: unknown) => {
        if (!err) after();
        return (callback as (e: unknown, r: unknown) => unknown)(err, result);
      };
      return send();
    }
    return (send() as Promise<unknown>).then((result) => {
      after();
      return result;
    });
  };
  return PreparingClient;
}
