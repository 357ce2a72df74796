import { sql, type SQL } from 'drizzle-orm';
import type { CaseListItem } from '../../../domain/cases';
import type { CategoryType } from '../../../domain/categories';
import { offsetOf } from '../../../domain/listQuery';
import type { Page } from '../../../domain/wire';
import type { CaseStatus } from '../../../domain/statuses';
import type { AccessClaims } from '../../auth/tokens';
import { companyScope } from '../../auth/guard';
import type { Db } from '../../db/connection';
import { statementCache, type StatementValues } from '../../db/statementCache';
import { parse } from '../errors';
import { pagedList } from '../shared/pagedList';
import { dateOf, rowCount, rowsOf } from '../shared/sql';
import { countCases, countSql, totalOf } from './counts';
import { capFor } from '../shared/totals';
import { filterConditions, tabCondition, type CaseFilter } from './filters';
import { caseListQuerySchema, SORT_COLUMNS, TABS, type CaseListQuery } from './tabs';

interface ListRow {
  id: number;
  category_id: number;
  category_title: string;
  category_type: CategoryType;
  chassi: string | null;
  license_plate: string | null;
  process_number: string | null;
  law_company_id: number;
  law_company_name: string;
  law_company_document: string;
  main_address_city: string | null;
  main_address_state: string | null;
  total_approved_trackers: number;
  total_pending_trackers: number;
  status: CaseStatus;
  created_at: Date | string;
}

/** A list call, checked and scoped: what both the total and the page are computed from. */
export function planList(auth: AccessClaims, rawQuery: unknown) {
  const query = parse(caseListQuerySchema, rawQuery);
  const scope = companyScope(auth);
  const support = scope === null;
  const filter: CaseFilter = {
    // Support may pick a company; everybody else is held to their own, whatever they ask.
    lawCompanyId: support ? (query.filters.lawCompanyId ?? null) : scope,
    tab: query.status,
    state: query.filters.state,
    withPending: query.filters.withPending === true,
    prefixes: {
      chassi: query.filters.chassi,
      license_plate: query.filters.licensePlate,
      process_number: query.filters.processNumber,
    },
  };
  return { query, filter, support, offset: offsetOf(query) };
}
export type ListPlan = ReturnType<typeof planList>;

/**
 * GET /admin/seizure-requests. The total comes from counters (or a bounded index range for a
 * prefix), so it never scans; the page is an ordered index scan, see docs/cases.md "Case list".
 */
export async function listCases(db: Db, auth: AccessClaims, rawQuery: unknown): Promise<Page<CaseListItem>> {
  const plan = planList(auth, rawQuery);
  const cap = capFor(plan.query);
  if (!sortsByText(plan)) {
    // The total and the page in one round trip: the page does not depend on the total here.
    const rows = rowsOf<Partial<ListRow> & { total: number | string | null }>(
      await db.execute(listStatement(plan, cap)),
    );
    const { total, more } = totalOf(plan.filter, cap, rows[0]?.total);
    const result = rows
      .filter((row): row is ListRow & { total: number } => row.id != null)
      .map((row) => toListItem(row, plan.support));
    return { total, result, ...(more ? { moreThanTotal: true as const } : {}) };
  }
  return pagedList({
    query: plan.query,
    total: () => countCases(db, plan.filter, cap),
    rows: async ({ total }) => rowsOf<ListRow>(await db.execute(pageSql(plan, await gathers(db, plan, total)))),
    present: (row) => toListItem(row, plan.support),
  });
}

/**
 * The rows of a list call, every page of it up to `max` rows, `chunk` at a time (the case export):
 * the same filters, order and scope as the list, each chunk one indexed read, never the whole table.
 */
export async function* listCaseChunks(db: Db, auth: AccessClaims, rawQuery: unknown, max: number, chunk: number) {
  const base = planList(auth, { ...(rawQuery as object), page: 1 });
  const total = Math.min((await countCases(db, base.filter, max)).total, max);
  for (let offset = 0; offset < total; offset += chunk) {
    const plan: ListPlan = { ...base, offset, query: { ...base.query, perPage: Math.min(chunk, total - offset) } };
    const rows = rowsOf<ListRow>(await db.execute(pageSql(plan, await gathers(db, plan, total))));
    yield rows.map((row) => toListItem(row, base.support));
  }
}

/** The statements a list call runs, in order (the benchmark times them bare). */
export async function listStatements(db: Db, plan: ListPlan): Promise<SQL[]> {
  const cap = capFor(plan.query);
  if (!sortsByText(plan)) return [pageWithTotalSql(plan, cap)];
  const { total } = await countCases(db, plan.filter, cap);
  const statements = [countSql(plan.filter, cap)];
  if (total === 0 || plan.offset >= total) return statements;
  statements.push(countSql(walkedBy(plan.filter), cap));
  return [...statements, pageSql(plan, await gathers(db, plan, total))];
}

const sortsByText = (plan: ListPlan) =>
  plan.query.sortField !== 'createdAt' && !Object.values(plan.filter.prefixes).some(Boolean);
/** What a text-sorted page walks: its company's tab (per-tab indexes), or every case (support). */
const walkedBy = (filter: CaseFilter): CaseFilter => ({
  lawCompanyId: filter.lawCompanyId,
  tab: filter.lawCompanyId === null ? 'all' : filter.tab,
  withPending: false,
  prefixes: {},
});

/**
 * A page sorted by plate, chassi or process number walks that field's index over the company's
 * tab (or, for support, every case) and skips the rows outside the filters: about
 * (offset + perPage) × walked / total rows. When that is more than all the matches (a rare state,
 * a small tab, a deep page), the page gathers the matches through their own index and sorts them
 * instead. Both counts are exact (no prefix: counters, never capped) and cost a few counter rows:
 * the choice rests on facts, not on the planner's estimates.
 */
async function gathers(db: Db, plan: ListPlan, total: number): Promise<boolean> {
  if (!sortsByText(plan)) return false;
  const { total: walked } = await countCases(db, walkedBy(plan.filter), 0);
  return (plan.offset + plan.query.perPage) * walked > total * total;
}

function toListItem(row: ListRow, support: boolean): CaseListItem {
  return {
    id: row.id,
    category: { id: row.category_id, title: row.category_title, type: row.category_type },
    chassi: row.chassi,
    licensePlate: row.license_plate,
    processNumber: row.process_number,
    ...(support
      ? { lawCompany: { id: row.law_company_id, name: row.law_company_name, document: row.law_company_document } }
      : {}),
    mainAddressCity: row.main_address_city,
    mainAddressState: row.main_address_state,
    trackers: { totalApproved: row.total_approved_trackers, totalPending: row.total_pending_trackers },
    status: row.status,
    createdAt: dateOf(row.created_at),
  };
}

const and = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((c): c is SQL => !!c),
    sql` AND `,
  );

/** Empty plates, chassis and process numbers (NULL) go last in both directions. */
function orderBy(query: CaseListQuery, prefix = '') {
  const dir = sql.raw(query.sortDirection === 'asc' ? 'ASC' : 'DESC');
  const column = SORT_COLUMNS[query.sortField];
  const key =
    query.sortField === 'createdAt' ? sql.raw(`${prefix}${column}`) : sql.raw(`${prefix}${column} COLLATE "C"`);
  const nulls = sql.raw(query.sortField === 'createdAt' ? '' : ' NULLS LAST');
  return sql`${key} ${dir}${nulls}, ${sql.raw(`${prefix}id`)} ${dir}`;
}

/**
 * One ordered, limited read of the rows matching `conditions`. The text indexes hold NULLs last
 * going up, so a descending walk would meet them first: descending, the filled values (the index
 * walked backwards) and the empty ones (in id order) are read apart, and the caller's ORDER BY
 * merges them with the empty ones last.
 */
function orderedReads(query: CaseListQuery, conditions: (SQL | undefined)[], limit: number): SQL[] {
  const column = SORT_COLUMNS[query.sortField];
  const key = sql.raw(column);
  const order = orderBy(query);
  if (query.sortField === 'createdAt' || query.sortDirection === 'asc') {
    return [
      sql`(SELECT id, ${key} FROM seizure_requests WHERE ${and(conditions)} ORDER BY ${order} LIMIT ${rowCount(limit)})`,
    ];
  }
  // The filled values in the text index's own order walked backwards (NULLS FIRST, of which there
  // are none here: spelled NULLS LAST, the planner would sort); the empty ones from their own
  // partial index (cases_company_tab_no_*_idx, cases_no_*_idx), newest id first.
  return [
    sql`(SELECT id, ${key} FROM seizure_requests WHERE ${and([...conditions, sql.raw(`${column} IS NOT NULL`)])} ORDER BY ${key} COLLATE "C" DESC, id DESC LIMIT ${rowCount(limit)})`,
    sql`(SELECT id, ${key} FROM seizure_requests WHERE ${and([...conditions, sql.raw(`${column} IS NULL`)])} ORDER BY id DESC LIMIT ${rowCount(limit)})`,
  ];
}

const ALL_LIST_TABS = [1, 2, 3, 4, 5];

/**
 * The list_tab values whose index ranges are read one by one and merged, or null for one plain
 * ordered scan. Every list index starts with (company, list_tab) or (list_tab), so a tab made of
 * several values (active; all, when no index without list_tab fits) would be an IN list that no
 * index returns in order: each value's range is read in order instead, at most offset + perPage
 * rows each, and the branches are merged.
 */
function branchTabs({ filter, query }: ListPlan): number[] | null {
  if (Object.values(filter.prefixes).some(Boolean)) return null; // the prefix's range, then a sort
  const { listTabs } = TABS[filter.tab];
  let tabs: number[] | null;
  if (query.sortField === 'createdAt') tabs = listTabs ?? (filter.state || filter.withPending ? ALL_LIST_TABS : null);
  else tabs = filter.lawCompanyId === null ? null : (listTabs ?? ALL_LIST_TABS);
  return tabs && tabs.length > 1 ? tabs : null;
}

/** The ids of the page (see branchTabs and gathers). */
function idsSql(plan: ListPlan, gather: boolean): SQL {
  const { filter, query, offset } = plan;
  const base = filterConditions(filter);
  const { listTabs } = TABS[filter.tab];
  const key = sql.raw(SORT_COLUMNS[query.sortField]);
  const order = orderBy(query);
  const page = sql`LIMIT ${rowCount(query.perPage)} OFFSET ${rowCount(offset)}`;
  if (gather) {
    // OFFSET 0 keeps the subquery apart: it is planned for its filters alone, then sorted.
    const matches = sql`SELECT id, ${key} FROM seizure_requests WHERE ${and([...base, tabCondition(listTabs)])} OFFSET 0`;
    return sql`SELECT id FROM (${matches}) matches ORDER BY ${order} ${page}`;
  }
  const tabs = branchTabs(plan);
  const textDesc = query.sortField !== 'createdAt' && query.sortDirection === 'desc';
  if (!tabs && (!textDesc || Object.values(filter.prefixes).some(Boolean))) {
    // A prefix never matches an empty value: one read, whatever the direction.
    return sql`SELECT id FROM seizure_requests WHERE ${and([...base, tabCondition(listTabs)])} ORDER BY ${order} ${page}`;
  }
  const limit = offset + query.perPage;
  const branches = tabs
    ? tabs.flatMap((tab) => orderedReads(query, [...base, sql`list_tab = ${tab}`], limit))
    : orderedReads(query, [...base, tabCondition(listTabs)], limit);
  return sql`SELECT id FROM (${sql.join(branches, sql` UNION ALL `)}) branches ORDER BY ${order} ${page}`;
}

/** One round trip: the page's ids, then their rows with category and law company. */
function pageSql(plan: ListPlan, gather: boolean): SQL {
  const { query } = plan;
  return sql`WITH page AS (${idsSql(plan, gather)}) ${PAGE_COLUMNS}
    FROM page JOIN seizure_requests s ON s.id = page.id
      JOIN case_categories c ON c.id = s.category_id
      JOIN law_companies l ON l.id = s.law_company_id
    ORDER BY ${orderBy(query, 's.')}`;
}

const PAGE_COLUMNS = sql`SELECT s.id, s.category_id, c.title AS category_title, c.type AS category_type, s.chassi, s.license_plate,
      s.process_number, s.law_company_id, l.name AS law_company_name, l.document AS law_company_document,
      s.main_address_city, s.main_address_state, s.total_approved_trackers, s.total_pending_trackers, s.status, s.created_at`;

const statements = statementCache();

/**
 * pageWithTotalSql, its text compiled once per shape (db/statementCache.ts): the company and the
 * state are its values; everything else its text depends on is the shape. Prefix filters (LIKE
 * patterns) are built at each call.
 */
function listStatement(plan: ListPlan, cap: number): SQL {
  const { filter, query } = plan;
  if (Object.values(filter.prefixes).some(Boolean)) return pageWithTotalSql(plan, cap);
  const values: StatementValues = {};
  if (filter.lawCompanyId !== null) values.company = filter.lawCompanyId;
  if (filter.state) values.state = filter.state;
  const shape = JSON.stringify([
    filter.tab,
    filter.withPending,
    filter.lawCompanyId !== null,
    !!filter.state,
    query.sortField,
    query.sortDirection,
    query.perPage,
    plan.offset,
    plan.support,
    cap,
  ]);
  return statements(shape, values, (v) =>
    pageWithTotalSql(
      {
        ...plan,
        // Nothing of the request's own filters is reachable: the values come from `v` only.
        query: { ...query, filters: {} },
        filter: {
          ...filter,
          lawCompanyId: typeof v.company === 'number' ? v.company : null,
          state: typeof v.state === 'string' ? v.state : undefined,
        },
      },
      cap,
    ),
  );
}

/**
 * The total (countSql's one row) and the page's rows in one statement: one row per case, each
 * carrying the total, or a single row of the total alone when the page is empty (past the end,
 * or nothing matches).
 */
function pageWithTotalSql(plan: ListPlan, cap: number): SQL {
  const { query } = plan;
  return sql`WITH counted AS (${countSql(plan.filter, cap)}), page AS (${idsSql(plan, false)}),
    listed AS (${PAGE_COLUMNS}
      FROM page JOIN seizure_requests s ON s.id = page.id
        JOIN case_categories c ON c.id = s.category_id
        JOIN law_companies l ON l.id = s.law_company_id)
    SELECT counted.total, s.* FROM counted LEFT JOIN listed s ON true
    ORDER BY ${orderBy(query, 's.')}`;
}
