import { sql, type SQL } from 'drizzle-orm';
import type { CaseTab } from '../../../domain/statuses';
import { escapeLike } from '../shared/sql';

/** What a case list is filtered by, after scoping. */
export interface CaseFilter {
  /** null: every company (support without a company filter). */
  lawCompanyId: number | null;
  tab: CaseTab;
  state?: string;
  withPending: boolean;
  /** Prefix filters by column name, already normalised. */
  prefixes: { chassi?: string; license_plate?: string; process_number?: string };
}

/** The WHERE of the list and of a prefix count, without the tab (see tabCondition). */
export function filterConditions(filter: CaseFilter): SQL[] {
  const conditions: SQL[] = [sql`deleted_at IS NULL`];
  if (filter.lawCompanyId !== null) conditions.push(sql`law_company_id = ${filter.lawCompanyId}`);
  if (filter.state) conditions.push(sql`main_address_state = ${filter.state}`);
  if (filter.withPending) conditions.push(sql`total_pending_trackers > 0`);
  for (const [column, value] of Object.entries(filter.prefixes)) {
    if (value) conditions.push(sql`${sql.raw(column)} COLLATE "C" LIKE ${`${escapeLike(value)}%`}`);
  }
  return conditions;
}

export function tabCondition(listTabs: number[] | null): SQL | undefined {
  if (listTabs === null) return undefined;
  return listTabs.length === 1
    ? sql`list_tab = ${listTabs[0]}`
    : sql`list_tab IN (${sql.join(
        listTabs.map((t) => sql`${t}`),
        sql`, `,
      )})`;
}
