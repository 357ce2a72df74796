// Many rows in one INSERT, given column by column (db/bulkInsert.ts ColumnBatch): one array
// parameter per column whatever the number of rows, so neither the query builder nor the server's
// parser pays per value (a batch's 1,000 rows as VALUES lists cost more to build than to write).
import type { SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { ColumnBatch } from '../../db/bulkInsert';

/** `types`: the table's columns by their drizzle names, with PostgreSQL types; jsonb values are objects. */
export async function insertArrays<K extends string>(
  tx: Db,
  table: PgTable,
  types: Record<K, string>,
  rows: Partial<Record<NoInfer<K>, unknown>>[],
) {
  if (rows.length > 0) await tx.execute(insertFromArrays(table, types, rows));
}

/** The same INSERT, unsent: one part of a batch's single write statement (write.ts). */
export function insertFromArrays<K extends string>(
  table: PgTable,
  types: Record<K, string>,
  rows: Partial<Record<NoInfer<K>, unknown>>[],
): SQL {
  // Column names and kinds worked out once, not per row (a batch's rows × columns added up to ≈ 60 ms).
  const columns = (Object.keys(types) as K[]).map((key) => ({
    key,
    name: toSnakeCase(key),
    json: types[key] === 'jsonb',
  }));
  const batch = new ColumnBatch(table, Object.fromEntries(columns.map((c) => [c.name, types[c.key]])));
  for (const row of rows) {
    const values: Record<string, unknown> = {};
    for (const { key, name, json } of columns)
      values[name] = json && row[key] != null ? JSON.stringify(row[key]) : row[key];
    batch.push(values);
  }
  return batch.statement();
}
