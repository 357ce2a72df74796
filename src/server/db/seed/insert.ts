// Batched inserts and id reservation shared by the demo seed and the case generator.
import { getTableName } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Db } from '../connection';

/** Inserts `rows` a batch at a time (PostgreSQL takes at most 65,535 parameters per statement). */
export async function insertMany<TTable extends PgTable>(
  db: Db,
  table: TTable,
  rows: PgInsertValue<TTable>[],
  batchSize = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += batchSize) {
    await db.insert(table).values(rows.slice(i, i + batchSize));
  }
}

/**
 * Takes `count` ids from the table's serial sequence, so rows and the rows that point at them can be
 * built in memory before anything is written. Ascending, as nextval hands them out.
 */
export async function reserveIds(db: Db, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const name = getTableName(table);
  const result = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${name}, 'id'))::int as id from generate_series(1, ${count}::int)`,
  );
  // Both drivers (node-postgres and PGlite) answer an object with `rows`.
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  return rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}
