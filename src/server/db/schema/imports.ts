import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { ImportClosingBlock, ImportConfigBody } from '../../../domain/imports';
import type { ImportChangeType, ImportStatus } from '../../../domain/statuses';

/** How a spreadsheet's columns map onto case fields (cases spec §3, import config): domain/imports.ts. */
export type { ImportConfigBody };
import { at, createdAt, id, updatedAt } from './columns';
import { lawCompanies } from './lawCompanies';
import { users } from './users';

export const importConfigs = pgTable(
  'import_configs',
  {
    id: id(),
    lawCompanyId: integer()
      .notNull()
      .references(() => lawCompanies.id),
    name: text().notNull(),
    config: jsonb().$type<ImportConfigBody>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: at(),
  },
  (t) => [index('import_configs_company_idx').on(t.lawCompanyId)],
);

export const imports = pgTable(
  'imports',
  {
    id: id(),
    lawCompanyId: integer()
      .notNull()
      .references(() => lawCompanies.id),
    configId: integer().references(() => importConfigs.id),
    starterId: integer()
      .notNull()
      .references(() => users.id),
    filename: text().notNull(),
    status: text().$type<ImportStatus>().notNull().default('processing'),
    closeOthers: boolean().notNull().default(false),
    configApplied: jsonb().$type<ImportConfigBody>(),
    total: integer().notNull().default(0),
    current: integer().notNull().default(0),
    error: text(),
    changesCreateCount: integer().notNull().default(0),
    changesUpdateCount: integer().notNull().default(0),
    changesClosedCount: integer().notNull().default(0),
    changesErrorCount: integer().notNull().default(0),
    /** closeOthers asked but not applied (set at finish), and how many open cases it left open. */
    closingBlockedBy: text().$type<ImportClosingBlock>(),
    notClosedCount: integer().notNull().default(0),
    /**
     * Where a closing has got to (services/imports/closing.ts): the company's cases are walked
     * from the import's start back, newest first, a chunk a transaction; the last case looked at.
     */
    closingCursorAt: at(),
    closingCursorId: integer(),
    /** SHA-256 of the file (hex) as the console computed it at the start: the same file imported twice at once is told (issue 34). */
    fileHash: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: at(),
  },
  (t) => [
    index('imports_company_created_idx').on(t.lawCompanyId, t.createdAt.desc().nullsFirst()),
    // Only the imports still running are searched by their file.
    index('imports_running_file_idx')
      .on(t.lawCompanyId, t.fileHash)
      .where(sql`status = 'processing'`),
  ],
);

/** One spreadsheet line: what was read, what it became, and why it failed if it did. */
export const importRecords = pgTable(
  'import_records',
  {
    id: id(),
    // No foreign keys on this log and import_changes: each row is written by the batch's own
    // transaction, holding its import locked and its cases just written or locked, so a per-row
    // key check re-proves what that transaction guarantees, at ≈ 10 ms a 1,000-row batch inside the
    // import's lock (docs/performance.md "Issue 24 item 9"). Imports and cases are never deleted.
    importId: integer().notNull(),
    line: integer().notNull(),
    model: jsonb().$type<Record<string, unknown>>(),
    original: jsonb().$type<Record<string, unknown>>(),
    error: text(),
    invalidFields: jsonb().$type<Record<string, string>>(),
    /** A row imported as a draft: the ready fields it lacked. */
    missingFields: jsonb().$type<string[]>(),
    seizureRequestId: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    index('import_records_import_line_idx').on(t.importId, t.line),
    // Whether a row of the import touched a case: the closing's anti-join probes it once per case.
    index('import_records_case_idx')
      .on(t.importId, t.seizureRequestId)
      .where(sql`${t.seizureRequestId} IS NOT NULL`),
    // The invalid rows alone: each batch's progress counts them (invalidRecords) without reading every record so far.
    index('import_records_invalid_idx')
      .on(t.importId)
      .where(sql`${t.error} IS NULL AND ${t.invalidFields} IS NOT NULL`),
    index('import_records_draft_idx')
      .on(t.importId)
      .where(sql`${t.error} IS NULL AND ${t.missingFields} IS NOT NULL`),
  ],
);

export const importChanges = pgTable(
  'import_changes',
  {
    id: id(),
    // No foreign keys: see import_records.
    importId: integer().notNull(),
    seizureRequestId: integer().notNull(),
    type: text().$type<ImportChangeType>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('import_changes_import_idx').on(t.importId, t.type)],
);

/**
 * The batches an import has applied, by the sequence number the sender gave them: a batch sent
 * again (a retry after a timeout) finds its row here and changes nothing.
 */
export const importBatches = pgTable(
  'import_batches',
  {
    importId: integer()
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    seq: integer().notNull(),
    rows: integer().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.importId, t.seq] })],
);
