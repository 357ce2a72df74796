import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { SeizureReportStatus, TrackerRequestStatus } from '../../../domain/statuses';
import { at, createdAt, id, updatedAt } from './columns';
import { seizureRequests } from './cases';
import { lawCompanies } from './lawCompanies';
import { users } from './users';

/** Where a report's file belongs on the report screen. */
export type SeizureReportDocumentKind = 'photo' | 'other' | 'warrant' | 'searchWarrant';

/** A tracker's request to work a case. */
export const trackerRequests = pgTable(
  'tracker_requests',
  {
    id: id(),
    seizureRequestId: integer()
      .notNull()
      .references(() => seizureRequests.id),
    /**
     * The case's law company, copied so company-wide lists and the auto-approval job read one
     * index. Filled by a BEFORE INSERT trigger when not given (migration 0003_tracker_lists); a
     * case never changes company. Always set in the database, optional here for the inserts.
     */
    lawCompanyId: integer().references(() => lawCompanies.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text().$type<TrackerRequestStatus>().notNull().default('pending'),
    manual: boolean().notNull().default(false),
    message: text(),
    reason: text(),
    wasDeclined: boolean().notNull().default(false),
    wasReproved: boolean().notNull().default(false),
    lastReprovedReason: text(),
    hasFound: boolean().notNull().default(false),
    hasScanner: boolean().notNull().default(false),
    hasPhotos: boolean().notNull().default(false),
    canEmitReceipt: boolean().notNull().default(false),
    viewedAt: at(),
    autoApprovedAt: at(),
    decidedById: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('tracker_requests_case_status_idx').on(t.seizureRequestId, t.status, t.createdAt.desc().nullsFirst()),
    index('tracker_requests_status_created_idx').on(t.status, t.createdAt),
    index('tracker_requests_user_idx').on(t.userId),
    index('tracker_requests_auto_approved_idx').on(t.autoApprovedAt.desc()),
    // Company-wide lists (docs/trackers.md "Lists and indexes"); ids break ties.
    index('tracker_requests_company_status_created_idx').on(
      t.lawCompanyId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tracker_requests_company_created_idx').on(
      t.lawCompanyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('tracker_requests_company_auto_idx')
      .on(t.lawCompanyId, t.autoApprovedAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.autoApprovedAt} IS NOT NULL`),
    index('tracker_requests_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

export const trackerRequestPhotos = pgTable(
  'tracker_request_photos',
  {
    id: id(),
    trackerRequestId: integer()
      .notNull()
      .references(() => trackerRequests.id, { onDelete: 'cascade' }),
    value: text().notNull(),
  },
  (t) => [
    index('tracker_request_photos_request_idx').on(t.trackerRequestId),
    // By path: GET /content/<path> asks which request a file belongs to.
    index('tracker_request_photos_value_idx').on(t.value),
  ],
);

/** A seizure report ("laudo") sent by a tracker. */
export const seizureReports = pgTable(
  'seizure_reports',
  {
    id: id(),
    seizureRequestId: integer()
      .notNull()
      .references(() => seizureRequests.id),
    /** The case's law company, filled by the same trigger as tracker_requests.law_company_id. */
    lawCompanyId: integer().references(() => lawCompanies.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    status: text().$type<SeizureReportStatus>().notNull().default('pending'),
    reason: text(),
    notes: text(),
    decidedById: integer().references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('seizure_reports_case_status_idx').on(t.seizureRequestId, t.status, t.createdAt.desc().nullsFirst()),
    index('seizure_reports_status_idx').on(t.status, t.createdAt),
    index('seizure_reports_company_status_created_idx').on(
      t.lawCompanyId,
      t.status,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('seizure_reports_company_created_idx').on(
      t.lawCompanyId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('seizure_reports_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // The analytics report's per-tracker counts (services/analytics): one tracker's reports.
    index('seizure_reports_user_idx').on(t.userId, t.status),
  ],
);

export const seizureReportDocuments = pgTable(
  'seizure_report_documents',
  {
    id: id(),
    reportId: integer()
      .notNull()
      .references(() => seizureReports.id, { onDelete: 'cascade' }),
    kind: text().$type<SeizureReportDocumentKind>().notNull(),
    value: text().notNull(),
    filename: text(),
  },
  (t) => [
    index('seizure_report_documents_report_idx').on(t.reportId),
    index('seizure_report_documents_value_idx').on(t.value),
  ],
);
