// A filtered app-user list (a name search; Plano on a tab other than Todos), whose total no counter
// holds: its first matches in the list's order are read once, up to FILTERED_TOTAL_CAP; the total
// is their number and a page is a slice of them (docs/app-users.md "Indexes and totals").
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
 * One read of the matches' ids (`id` must be the listed record's integer id) instead of a count and
 * a page apiece: a rare term reads its trigram lists once, a common one walks the list's index
 * until FILTERED_TOTAL_CAP matches. Then the page's rows by id, in the list's order.
 */
export function cappedList<Row, Item>(db: Db, { query, from, where, order, id, select, present }: Omit<PagedSelect<Row, Item>, 'total'>) {
  let ids: number[] = [];
  return pagedList({
    query,
    total: async () => {
      ids = rowsOf<{ id: number }>(
        await db.execute(sql`SELECT ${id} AS id FROM ${from} WHERE ${where} ORDER BY ${order} LIMIT ${FILTERED_TOTAL_CAP}`),
      ).map((row) => Number(row.id));
      return ids.length;
    },
    rows: async ({ offset, limit }) =>
      rowsOf<Row>(
        await db.execute(
          sql`${select} WHERE ${id} IN (${sql.join(ids.slice(offset, offset + limit).map((one) => sql`${one}`), sql`, `)}) ORDER BY ${order}`,
        ),
      ),
    present,
  });
}
