import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  text,
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
    createdById: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at(),
  },
  (t) => {
    const live = sql`${t.deletedAt} IS NULL`;
    return [
      index('cases_company_created_idx').on(t.lawCompanyId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
      index('cases_company_status_created_idx')
        .on(t.lawCompanyId, t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
        .where(live),
      index('cases_status_created_idx').on(t.status, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
      index('cases_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()).where(live),
      // Prefix search (LIKE 'ABC%') needs the pattern operator class whatever the collation.
      index('cases_plate_prefix_idx').on(sql`${t.licensePlate} text_pattern_ops`).where(live),
      index('cases_chassi_prefix_idx').on(sql`${t.chassi} text_pattern_ops`).where(live),
      index('cases_process_prefix_idx').on(sql`${t.processNumber} text_pattern_ops`).where(live),
      index('cases_company_plate_idx').on(t.lawCompanyId, t.licensePlate).where(live),
      index('cases_company_chassi_idx').on(t.lawCompanyId, t.chassi).where(live),
      index('cases_state_idx').on(t.mainAddressState, t.createdAt.desc().nullsFirst()).where(live),
    ];
  },
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
  (t) => [index('case_attachments_case_idx').on(t.seizureRequestId)],
);
