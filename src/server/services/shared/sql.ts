// Small SQL helpers every service uses (one home: they were copied across services/cases and
// services/trackers).
import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';

// The seed reads raw rows too (and imports no service): the helper lives in db/.
export { rowsOf };

/**
 * A row count written into the statement (LIMIT, OFFSET) instead of sent as a parameter: a
 * statement prepared once and planned generically (db/connection.ts) knows how many rows it
 * stops at, so it keeps the ordered index scan; with `LIMIT $1` the planner assumes a tenth of
 * the table and may sort it all (docs/performance.md "Prepared statements"). Only a checked,
 * non-negative integer is written.
 */
export function rowCount(n: number): SQL {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not a row count: ${n}`);
  return sql.raw(String(n));
}

/** `%` and `_` typed by the user match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** A timestamp parameter both drivers read the same way. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** A timestamp of a raw row (a Date or a string, depending on the driver) as the wire's Date. */
export const dateOf = (value: Date | string): Date => new Date(value);

/** The same, for a column that may be null. */
export const dateOrNull = (value: Date | string | null | undefined): Date | null =>
  value == null ? null : new Date(value);

/** A json_agg column: node-postgres parses it, PGlite may answer its text. */
export const jsonOf = <T>(value: T | string | null): T | null =>
  typeof value === 'string' ? (JSON.parse(value) as T) : value;

/** The number a `SELECT count(*)::int AS total …` answers. */
export async function countOf(db: { execute(query: SQL): Promise<unknown> }, query: SQL): Promise<number> {
  const [row] = rowsOf<{ total: number | string | null }>(await db.execute(query));
  return Number(row?.total ?? 0);
}
