// Batched inserts and id reservation: the demo seed, the case generator and the import's batches.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './connection';
import { rowsOf } from './rows';

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
  return rowsOf<{ id: number }>(result)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

/**
 * Rows gathered column by column and written with `INSERT … SELECT * FROM unnest($1::int[], …)`:
 * one parameter per column whatever the number of rows, so neither the query builder nor the
 * server's parser pays per value. For bulk loads (the case generator); `types` are PostgreSQL types.
 */
export class ColumnBatch<K extends string> {
  private columns: Record<K, unknown[]>;

  constructor(
    private readonly table: PgTable,
    private readonly types: Record<K, string>,
  ) {
    this.columns = this.empty();
  }

  get size(): number {
    const first = Object.keys(this.types)[0] as K;
    return this.columns[first].length;
  }

  push(row: Record<K, unknown>): void {
    for (const key of Object.keys(this.types) as K[]) {
      const value = row[key];
      this.columns[key].push(value instanceof Date ? value.toISOString() : (value ?? null));
    }
  }

  async flush(db: Db): Promise<void> {
    if (this.size === 0) return;
    await db.execute(this.statement());
    this.columns = this.empty();
  }

  /** The INSERT of the rows pushed so far, unsent (a caller may make it one part of a larger statement). */
  statement(): SQL {
    const keys = Object.keys(this.types) as K[];
    const names = sql.join(
      keys.map((k) => sql.identifier(k)),
      sql`, `,
    );
    const arrays = sql.join(
      keys.map((k) => sql`${sql.param(this.columns[k])}::${sql.raw(this.types[k])}[]`),
      sql`, `,
    );
    return sql`insert into ${sql.identifier(getTableName(this.table))} (${names}) select * from unnest(${arrays})`;
  }

  private empty(): Record<K, unknown[]> {
    return Object.fromEntries(Object.keys(this.types).map((k) => [k, []])) as unknown as Record<K, unknown[]>;
  }
}
