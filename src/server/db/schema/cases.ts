import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CategoryType } from '../../../domain/categories';
import type { CaseClosedBy, CaseStatus } from '../../../domain/statuses';
import { addressColumns, at, createdAt, id, updatedAt } from './columns';
import { lawCompanies } from './lawCompanies';
import { users } from './users';

export const caseCategories = pgTable('case_categories', {
  id: id(),
  title: text().notNull(),
  order: integer().notNull().default(0),
  type: text().$type<CategoryType>().notNull(),
});

/** A seizure request ("caso"). */
export const seizureRequests = pgTable(
  'seizure_requests',
  {
    id: id(),
    lawCompanyId: integer()
      .notNull()
      .references(() => lawCompanies.id),
    categoryId: integer()
      .notNull()
      .references(() => caseCategories.id),
    status: text().$type<CaseStatus>().notNull().default('draft'),
    /** Normalised: upper case, no dash or space. */
    licensePlate: text(),
    chassi: text(),
    renavam: text(),
    maker: text(),
    model: text(),
    year: integer(),
    reward: numeric({ precision: 12, scale: 2, mode: 'number' }),
    processNumber: text(),
    financier: text(),
    debtorName: text(),
    debtorDocument: text(),
    notes: text(),
    shadowMode: boolean().notNull().default(false),
    canBeDraft: boolean().notNull().default(true),
    closedAt: at(),
    closedBy: text().$type<CaseClosedBy>(),
    /** Copies of the main address's city and state, so lists and filters need no join. */
    mainAddressCity: text(),
    mainAddressState: text(),
    /** Counters kept in the same transaction as each tracker decision, so lists need no join. */
    totalApprovedTrackers: integer().notNull().default(0),
    totalPendingTrackers: integer().notNull().default(0),
    /**
     * The case-list tab the case belongs to, kept by PostgreSQL (see TABS in
     * services/cases/tabs.ts): 1 draft, 2 ready without approved tracker, 3 ready with one,
     * 4 seized, 5 closed not seized or archived. One equality per tab lets an index give the order.
     */
    listTab: smallint().generatedAlwaysAs(
      sql`CASE WHEN status = 'draft' THEN 1 WHEN status IN ('readyAndOpenedForTrackers', 'readyAndClosedForTrackers') THEN CASE WHEN total_approved_trackers > 0 THEN 3 ELSE 2 END WHEN status = 'completedSized' THEN 4 ELSE 5 END`,
    ),
    createdById: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at(),
  },
  (t) => {
    const live = sql`${t.deletedAt} IS NULL`;
    const pending = sql`${t.deletedAt} IS NULL AND ${t.totalPendingTrackers} > 0`;
    // Text keys sort and match prefixes byte-wise (COLLATE "C"): the same order on every server
    // locale, and LIKE 'ABC%' becomes an index range. Queries spell the same collation.
    const c = (column: AnyPgColumn) => sql`${column} COLLATE "C"`;
    // A function: drizzle resets a column's order after each index takes it.
    const newest = () => [t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()] as const;
    return [
      // "all" tab
      index('cases_company_created_idx')
        .on(t.lawCompanyId, ...newest())
        .where(live),
      index('cases_created_idx')
        .on(...newest())
        .where(live),
      // one tab (active = two of them, merged)
      index('cases_company_tab_created_idx')
        .on(t.lawCompanyId, t.listTab, ...newest())
        .where(live),
      index('cases_tab_created_idx')
        .on(t.listTab, ...newest())
        .where(live),
      // state filter
      index('cases_company_tab_state_created_idx')
        .on(t.lawCompanyId, t.listTab, t.mainAddressState, ...newest())
        .where(live),
      index('cases_tab_state_created_idx')
        .on(t.listTab, t.mainAddressState, ...newest())
        .where(live),
      // 'with pending' filter: only the few cases with pending trackers
      index('cases_company_pending_idx')
        .on(t.lawCompanyId, t.listTab, ...newest())
        .where(pending),
      index('cases_pending_idx')
        .on(t.listTab, ...newest())
        .where(pending),
      // one plate per company (and plate prefixes within a company)
      uniqueIndex('cases_company_plate_key').on(t.lawCompanyId, c(t.licensePlate)).where(live),
      // a company's tab sorted by plate, chassi or process number
      index('cases_company_tab_plate_idx').on(t.lawCompanyId, t.listTab, c(t.licensePlate), t.id).where(live),
      index('cases_company_tab_chassi_idx').on(t.lawCompanyId, t.listTab, c(t.chassi), t.id).where(live),
      index('cases_company_tab_process_idx').on(t.lawCompanyId, t.listTab, c(t.processNumber), t.id).where(live),
      // prefix filters, and support's lists sorted by plate, chassi or process number
      index('cases_plate_idx').on(c(t.licensePlate), t.id).where(live),
      index('cases_chassi_idx').on(c(t.chassi), t.id).where(live),
      index('cases_process_idx').on(c(t.processNumber), t.id).where(live),
      // the empty values of those sorts, newest id first: a descending sort reads them after the
      // filled ones (empty goes last both ways), which the indexes above hand out first
      index('cases_company_tab_no_plate_idx')
        .on(t.lawCompanyId, t.listTab, t.id)
        .where(sql`${live} AND ${t.licensePlate} IS NULL`),
      index('cases_company_tab_no_chassi_idx')
        .on(t.lawCompanyId, t.listTab, t.id)
        .where(sql`${live} AND ${t.chassi} IS NULL`),
      index('cases_company_tab_no_process_idx')
        .on(t.lawCompanyId, t.listTab, t.id)
        .where(sql`${live} AND ${t.processNumber} IS NULL`),
      index('cases_no_plate_idx')
        .on(t.id)
        .where(sql`${live} AND ${t.licensePlate} IS NULL`),
      index('cases_no_chassi_idx')
        .on(t.id)
        .where(sql`${live} AND ${t.chassi} IS NULL`),
      index('cases_no_process_idx')
        .on(t.id)
        .where(sql`${live} AND ${t.processNumber} IS NULL`),
    ];
  },
);

/**
 * Exact case-list totals without counting rows: one counter per (company, status, main state,
 * has approved tracker, has pending tracker), kept by a PostgreSQL trigger on seizure_requests in
 * the same transaction as every insert, update, soft delete and delete (migration
 * 0002_case_counts_trigger). A tab, company, state and 'with pending' total is a SUM of a few rows.
 */
export const caseCounts = pgTable(
  'case_counts',
  {
    lawCompanyId: integer().notNull(),
    status: text().$type<CaseStatus>().notNull(),
    /** '' when the case has no main state. */
    state: text().notNull(),
    hasApproved: boolean().notNull(),
    hasPending: boolean().notNull(),
    total: integer().notNull(),
  },
  (t) => [
    primaryKey({ name: 'case_counts_pkey', columns: [t.lawCompanyId, t.status, t.state, t.hasApproved, t.hasPending] }),
  ],
);

export const caseAddresses = pgTable(
  'case_addresses',
  {
    id: id(),
    seizureRequestId: integer()
      .notNull()
      .references(() => seizureRequests.id, { onDelete: 'cascade' }),
    description: text(),
    ...addressColumns(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    main: boolean().notNull().default(false),
  },
  (t) => [index('case_addresses_case_idx').on(t.seizureRequestId)],
);

export const caseAttachments = pgTable(
  'case_attachments',
  {
    id: id(),
    seizureRequestId: integer()
      .notNull()
      .references(() => seizureRequests.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    path: text().notNull(),
    createdById: integer().references(() => users.id),
    createdAt: createdAt(),
  },
  // By path: GET /content/<path> asks which case a file belongs to.
  (t) => [index('case_attachments_case_idx').on(t.seizureRequestId), index('case_attachments_path_idx').on(t.path)],
);
