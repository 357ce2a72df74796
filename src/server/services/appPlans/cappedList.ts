// A filtered app-user list (a name search; Plano on a tab other than Todos), whose total no counter
// holds: its matches are read up to FILTERED_TOTAL_CAP, which gives the total and, when fewer, the
// ids the page is read among (docs/app-users.md "Indexes and totals").
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pagedList, type PagedSelect } from '../shared/pagedList';
import { rowsOf } from '../shared/sql';

/**
 * At most this many matches are read and counted: a common surname (42,000 users) or a large tab
 * with Plano would otherwise be counted row by row. A list with more answers this as its total.
 */
export const FILTERED_TOTAL_CAP = 1_000;

/**
 * First any FILTERED_TOTAL_CAP matches' ids, in whatever order the planner finds them fastest (a
 * rare term: its trigram lists once; a common one: the first rows that hold it). Fewer than the cap
 * are every match: the total is exact and the page is read among those ids. Otherwise the total is
 * the cap and the page is the list's ordered read, which finds a page fast where matches are dense.
 */
export function cappedList<Row, Item>(db: Db, { query, from, where, order, id, select, present }: Omit<PagedSelect<Row, Item>, 'total'>) {
  let ids: number[] = [];
  return pagedList({
    query,
    total: async () => {
      ids = rowsOf<{ id: number }>(await db.execute(sql`SELECT ${id} AS id FROM ${from} WHERE ${where} LIMIT ${FILTERED_TOTAL_CAP}`)).map((row) =>
        Number(row.id),
      );
      return ids.length;
    },
    rows: async ({ offset, limit }) => {
      const among = ids.length < FILTERED_TOTAL_CAP ? sql`${id} IN (${sql.join(ids.map((one) => sql`${one}`), sql`, `)})` : where;
      return rowsOf<Row>(
        await db.execute(sql`WITH page AS (SELECT ${id} FROM ${from} WHERE ${among} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset})
          ${select} WHERE ${id} IN (SELECT id FROM page) ORDER BY ${order}`),
      );
    },
    present,
  });
}
