// How far a list counts its matches. An exact COUNT of a short prefix ('Q', '9') walks every match:
// 18-385 ms at 1,000,000 cases, where a page takes 1-2 ms. So a filtered list counts up to a cap,
// and says when there are more (`moreThanTotal`: the console shows 'de mais de 1.000'); the cap
// moves with the page, so every page stays reachable and its count costs what reading it does.
import { sql, type SQL } from 'drizzle-orm';
import { offsetOf } from '../../../domain/listQuery';
import type { Db } from '../../db/connection';
import { countOf, rowCount } from './sql';

/** The fewest matches a list counts exactly (docs/performance.md "Capped totals"). */
export const TOTAL_CAP = 1_000;

/** A list's total: exact, or (`more`) a lower bound the list stopped counting at. */
export interface Total {
  total: number;
  more: boolean;
}

/**
 * Where a page's count stops: the cap, or, for a page near or beyond it, one page past this one, so
 * that a list with more always has a next page to go to ('Próxima página' stays enabled).
 */
export const capFor = (query: { page: number; perPage: number }) =>
  Math.max(TOTAL_CAP, offsetOf(query) + 2 * query.perPage);

/** The matches of `FROM … WHERE …` counted up to `cap`: one more row read tells whether there are more. */
export async function cappedCount(db: Db, from: SQL, where: SQL, cap: number): Promise<Total> {
  const n = await countOf(
    db,
    sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${from} WHERE ${where} LIMIT ${rowCount(cap + 1)}) AS matches`,
  );
  return n > cap ? { total: cap, more: true } : { total: n, more: false };
}

/** An exact total (a counter's, or a COUNT known to be cheap) in the same shape. */
export const exact = (total: number): Total => ({ total, more: false });
