// Many rows in one INSERT, given column by column (db/bulkInsert.ts ColumnBatch): one array
// parameter per column whatever the number of rows, so neither the query builder nor the server's
// parser pays per value (a batch's 1,000 rows as VALUES lists cost more to build than to write).
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { ColumnBatch } from '../../db/bulkInsert';

/** `types`: the table's columns by their drizzle names, with PostgreSQL types; jsonb values are objects. */
export async function insertArrays<K extends string>(tx: Db, table: PgTable, types: Record<K, string>, rows: Partial<Record<NoInfer<K>, unknown>>[]) {
  if (rows.length === 0) return;
  const keys = Object.keys(types) as K[];
  const batch = new ColumnBatch(table, Object.fromEntries(keys.map((k) => [toSnakeCase(k), types[k]])));
  for (const row of rows) {
    batch.push(Object.fromEntries(keys.map((k) => [toSnakeCase(k), types[k] === 'jsonb' && row[k] != null ? JSON.stringify(row[k]) : row[k]])));
  }
  await batch.flush(tx);
}
