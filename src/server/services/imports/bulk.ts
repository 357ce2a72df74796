// Many rows in one INSERT, given column by column: one array parameter per column whatever the
// number of rows, so neither the query builder nor the server's parser pays per value (a batch's
// 1,000 rows as VALUES lists cost more to build than to write). Each column's array travels as
// the array literal built here ('{"a","b",NULL}'), a string both drivers send as is: pg's own
// conversion (prepareValue, then two regex replaces per element) was ≈ 6 % of a batch's server CPU.
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';

const NEEDS_ESCAPE = /["\\]/;
/** One value as an array element: NULL, or quoted (jsonb values are objects, given as their JSON). */
function element(value: unknown, json: boolean): string {
  if (value === null || value === undefined) return 'NULL';
  const text =
    json || (typeof value === 'object' && !(value instanceof Date))
      ? JSON.stringify(value)
      : value instanceof Date
        ? value.toISOString()
        : String(value);
  return NEEDS_ESCAPE.test(text) ? `"${text.replace(/[\\"]/g, '\\$&')}"` : `"${text}"`;
}

/** A PostgreSQL array literal of one column of `rows` (`pick` reads the value), of type `type`. */
export function arrayLiteral<R>(rows: readonly R[], pick: (row: R) => unknown, type: string): string {
  const json = type === 'jsonb';
  let out = '{';
  for (let i = 0; i < rows.length; i++) {
    if (i > 0) out += ',';
    out += element(pick(rows[i]), json);
  }
  return `${out}}`;
}

/** `$n::type[]` of one column of `rows`, as one parameter. */
export const columnParam = <R>(rows: readonly R[], pick: (row: R) => unknown, type: string): SQL =>
  sql`${sql.param(arrayLiteral(rows, pick, type))}::${sql.raw(type)}[]`;

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
  const keys = Object.keys(types) as K[];
  const names = sql.join(
    keys.map((k) => sql.identifier(toSnakeCase(k))),
    sql`, `,
  );
  const arrays = sql.join(
    keys.map((k) => columnParam(rows, (r) => r[k], types[k])),
    sql`, `,
  );
  return sql`insert into ${sql.identifier(getTableName(table))} (${names}) select * from unnest(${arrays})`;
}
