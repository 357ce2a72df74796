// A filtered list whose total no counter holds (an app-user name search, Plano on a tab other than
// Todos, the transfers' user filter): its matches are read up to FILTERED_TOTAL_CAP, which gives
// the total and, when fewer, the ids the page is read among (docs/app-users.md "Indexes and totals").
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { pagedList, type PagedSelect } from './pagedList';
import { rowCount, rowsOf } from './sql';
import { capFor, TOTAL_CAP } from './totals';
import type { Page } from '../../../domain/wire';

/**
 * At most this many matches are counted (or up to the page, for a page beyond it: shared/totals.ts):
 * a common surname (42,000 users) or a large tab with Plano would otherwise be counted row by row.
 * A list with more answers the cap as its total and says so (`moreThanTotal`: 'de mais de 1.000').
 */
export const FILTERED_TOTAL_CAP = TOTAL_CAP;

export interface CappedSelect<Row, Item> extends Omit<PagedSelect<Row, Item>, 'total'> {
  /**
   * The same rows for the ordered read, where it differs (a name search leaves out its word lists
   * there: the planner would read every match and sort them instead of walking the list's order).
   */
  walk?: SQL;
}

/**
 * First any FILTERED_TOTAL_CAP + 1 matches' ids, in whatever order the planner finds them fastest
 * (a rare term: its trigram lists once; a common one: the first rows that hold it). Up to the cap
 * they are every match: the total is exact and the page is read among those ids. Beyond it the
 * total is the cap, flagged, and the page is the list's ordered read, which finds a page fast where
 * matches are dense.
 */
export function cappedList<Row, Item>(db: Db, list: CappedSelect<Row, Item>): Promise<Page<Item>> {
  // One transaction for its own settings, both for reads that stop early (LIMIT): no parallel
  // workers (guessing the filter rare, the planner gathered a 1–2 ms walk from two workers whose
  // start took 6 ms), and a scan of the whole table starts at its first page, not where the last
  // scan stopped (synchronized scans made a short term's 1,001 matches read other pages each call,
  // uncached: 12–64 ms).
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    await tx.execute(sql`SET LOCAL synchronize_seqscans = off`);
    return cappedRead(tx, list);
  });
}

async function cappedRead<Row, Item>(
  db: Db,
  { query, from, where, walk = where, order, id, select, present }: CappedSelect<Row, Item>,
): Promise<Page<Item>> {
  let ids: number[] = [];
  const cap = capFor(query);
  const capped = () => ids.length > cap;
  return pagedList({
    query,
    total: async () => {
      ids = rowsOf<{ id: number }>(
        await db.execute(sql`SELECT ${id} AS id FROM ${from} WHERE ${where} LIMIT ${rowCount(cap + 1)}`),
      ).map((row) => Number(row.id));
      return { total: Math.min(ids.length, cap), more: capped() };
    },
    rows: async ({ offset, limit }) => {
      // The ids as one array parameter: hundreds of parameters cost more to bind and plan than the read.
      const among = capped() ? walk : sql`${id} = ANY(${`{${ids.join(',')}}`}::int[])`;
      return rowsOf<Row>(
        await db.execute(sql`WITH page AS (SELECT ${id} FROM ${from} WHERE ${among} ORDER BY ${order} LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)})
          ${select} WHERE ${id} IN (SELECT id FROM page) ORDER BY ${order}`),
      );
    },
    present,
  });
}
