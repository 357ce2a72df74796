import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { rowCount, rowsOf } from '../shared/sql';
import type { Total } from '../shared/totals';
import { filterConditions, tabCondition, type CaseFilter } from './filters';
import { TABS } from './tabs';

/**
 * The total of a list. Without a prefix filter it is exact: a SUM over the case_counts rows of the
 * company, tab, state and 'with pending' (a few dozen rows at most, whatever the number of
 * cases). A prefix filter has no counter: its matches are counted over the prefix's index range
 * up to `cap` (shared/totals.ts): a one-letter plate prefix has a third of a company's cases.
 */
export async function countCases(db: Db, filter: CaseFilter, cap: number): Promise<Total> {
  const [row] = rowsOf<{ total: number | string | null }>(await db.execute(countSql(filter, cap)));
  return totalOf(filter, cap, row?.total);
}

/** What countSql's `total` column says: a prefix's count past `cap` is a lower bound. */
export function totalOf(filter: CaseFilter, cap: number, counted: number | string | null | undefined): Total {
  const n = Number(counted ?? 0);
  return hasPrefix(filter) && n > cap ? { total: cap, more: true } : { total: n, more: false };
}

const hasPrefix = (filter: CaseFilter) => Object.values(filter.prefixes).some(Boolean);

/** The count's statement: a prefix's answers one row more than `cap` when there are more. */
export function countSql(filter: CaseFilter, cap: number): SQL {
  return hasPrefix(filter) ? prefixCountSql(filter, cap) : counterSumSql(filter);
}

function counterSumSql(filter: CaseFilter): SQL {
  const tab = TABS[filter.tab];
  const conditions: SQL[] = [];
  if (filter.lawCompanyId !== null) conditions.push(sql`law_company_id = ${filter.lawCompanyId}`);
  if (tab.statuses)
    conditions.push(
      sql`status IN (${sql.join(
        tab.statuses.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  if (tab.hasApproved !== undefined) conditions.push(sql`has_approved = ${tab.hasApproved}`);
  if (filter.state) conditions.push(sql`state = ${filter.state}`);
  if (filter.withPending) conditions.push(sql`has_pending`);
  const where = conditions.length ? sql`WHERE ${sql.join(conditions, sql` AND `)}` : sql``;
  return sql`SELECT coalesce(sum(total), 0)::int AS total FROM case_counts ${where}`;
}

function prefixCountSql(filter: CaseFilter, cap: number): SQL {
  const conditions = [...filterConditions(filter), tabCondition(TABS[filter.tab].listTabs)].filter(
    (c): c is SQL => !!c,
  );
  return sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM seizure_requests WHERE ${sql.join(conditions, sql` AND `)} LIMIT ${rowCount(cap + 1)}) AS matches`;
}
