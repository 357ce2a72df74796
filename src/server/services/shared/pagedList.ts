// The one paged-list path of the services: every list call answers `{ total, result }` the same way.
import type { Page } from '../../../domain/wire';
import { offsetOf } from '../../../domain/listQuery';

export interface PagedList<Row, Item> {
  /** page and perPage, already checked (the list query's). */
  query: { page: number; perPage: number };
  /** The exact number of matches (a COUNT, or the cases' trigger-kept counters). */
  total: () => Promise<number>;
  /** The rows of one page, in the list's order. */
  rows: (page: { offset: number; limit: number; total: number }) => Promise<Row[]>;
  /** Turns a row into the wire record of the area's contract. */
  present: (row: Row) => Item;
}

/** Counts, and reads the page only when it has rows (past the end: an empty page, not an error). */
export async function pagedList<Row, Item>({ query, total: count, rows, present }: PagedList<Row, Item>): Promise<Page<Item>> {
  const total = await count();
  const offset = offsetOf(query);
  if (total === 0 || offset >= total) return { total, result: [] };
  return { total, result: (await rows({ offset, limit: query.perPage, total })).map(present) };
}
