// The one paged-list path of the services: every list call answers `{ total, result }` the same way.
import { sql, type SQL } from 'drizzle-orm';
import { offsetOf } from '../../../domain/listQuery';
import type { Page } from '../../../domain/wire';
import type { Db } from '../../db/connection';
import { rowCount, rowsOf } from './sql';
import { capFor, cappedCount, exact, type Total } from './totals';

export interface PagedList<Row, Item> {
  /** page and perPage, already checked (the list query's). */
  query: { page: number; perPage: number };
  /** The number of matches: exact (a counter, a small count), or counted up to a cap (shared/totals.ts). */
  total: () => Promise<number | Total>;
  /** The rows of one page, in the list's order. */
  rows: (page: { offset: number; limit: number; total: number }) => Promise<Row[]>;
  /** Turns a row into the wire record of the area's contract. */
  present: (row: Row) => Item;
}

/** Counts, and reads the page only when it has rows (past the end: an empty page, not an error). */
export async function pagedList<Row, Item>({
  query,
  total: count,
  rows,
  present,
}: PagedList<Row, Item>): Promise<Page<Item>> {
  const counted = await count();
  const { total, more } = typeof counted === 'number' ? exact(counted) : counted;
  const offset = offsetOf(query);
  const flag = more ? { moreThanTotal: true as const } : {};
  if (total === 0 || offset >= total) return { total, result: [], ...flag };
  return { total, result: (await rows({ offset, limit: query.perPage, total })).map(present), ...flag };
}

export interface PagedSelect<Row, Item> {
  query: { page: number; perPage: number };
  /** The tables the list runs over, and its conditions (a COUNT over the same gives the total). */
  from: SQL;
  where: SQL;
  /** The list's order, ending with a unique key so that pages never overlap. */
  order: SQL;
  /** The listed record's id column (`t.id`). */
  id: SQL;
  /** The SELECT of every column a row shows (joins included), without its WHERE. */
  select: SQL;
  present: (row: Row) => Item;
  /** The exact total another way (trigger-kept counters); by default a COUNT over from/where, capped (shared/totals.ts). */
  total?: () => Promise<number>;
}

/**
 * A list over SQL: the total is a COUNT up to the page's cap; the page picks its ids first (the
 * narrow index scan), then reads their full rows in one round trip.
 */
export function pagedSelect<Row, Item>(
  db: Db,
  { query, from, where, order, id, select, present, total }: PagedSelect<Row, Item>,
) {
  return pagedList({
    query,
    total: total ?? (() => cappedCount(db, from, where, capFor(query))),
    rows: async ({ offset, limit }) =>
      rowsOf<Row>(
        await db.execute(sql`WITH page AS (SELECT ${id} FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)})
          ${select} WHERE ${id} IN (SELECT id FROM page) ORDER BY ${order}`),
      ),
    present,
  });
}
