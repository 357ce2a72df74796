// The history (GET /admin/import), one import's details with its records (GET /admin/import/{id})
// and its changes (GET /admin/import/{id}/changes).
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  importChangesQuerySchema,
  importListQuerySchema,
  importRecordsQuerySchema,
  type ImportChange,
  type ImportDetails,
  type ImportHistoryItem,
  type ImportRecord,
} from '../../../domain/imports';
import type { Page } from '../../../domain/wire';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { importChanges, importRecords, imports, users } from '../../db/schema';
import { parse } from '../errors';
import { pagedList } from '../shared/pagedList';
import { companyOf } from './configs';
import { findImport, progressOf, type ImportRow } from './run';

type Starter = { name: string; email: string };

export const presentImport = (row: ImportRow, starter: Starter): ImportHistoryItem => ({
  id: row.id,
  createdAt: row.createdAt,
  filename: row.filename,
  status: row.status,
  closeOthers: row.closeOthers,
  closedAt: row.closedAt,
  starter,
  configApplied: row.configApplied,
  changesClosedCount: row.changesClosedCount,
  changesCreateCount: row.changesCreateCount,
  changesUpdateCount: row.changesUpdateCount,
  changesErrorCount: row.changesErrorCount,
  closingBlockedBy: row.closingBlockedBy,
  notClosedCount: row.notClosedCount,
  // What it wrote, of the file's lines (the batches send the file's total).
  current: row.current,
  total: Math.max(row.total, row.current),
});

const count = async (
  db: Db,
  table: typeof imports | typeof importRecords | typeof importChanges,
  where: SQL | undefined,
) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row.n;
};

/** GET /admin/import: the company's imports, newest first. */
export function listImports(db: Db, auth: AccessClaims, rawQuery: unknown): Promise<Page<ImportHistoryItem>> {
  const query = parse(importListQuerySchema, rawQuery);
  const where = eq(imports.lawCompanyId, companyOf(auth));
  return pagedList({
    query,
    total: () => count(db, imports, where),
    rows: ({ offset, limit }) =>
      db
        .select({ row: imports, starter: { name: users.name, email: users.email } })
        .from(imports)
        .innerJoin(users, eq(users.id, imports.starterId))
        .where(where)
        .orderBy(desc(imports.createdAt), desc(imports.id))
        .limit(limit)
        .offset(offset),
    present: ({ row, starter }) => presentImport(row, starter),
  });
}

const presentRecord = (r: typeof importRecords.$inferSelect): ImportRecord => ({
  id: r.id,
  line: r.line,
  model: r.model,
  original: r.original,
  error: r.error,
  invalidFields: r.invalidFields,
  missingFields: r.missingFields,
  seizureRequestId: r.seizureRequestId,
});

/** GET /admin/import/{id}: the import, its progress and a page of its records (filter: error or invalid). */
export async function getImport(
  db: Db,
  auth: AccessClaims,
  id: number,
  rawQuery: unknown,
): Promise<ImportDetails & { records: Page<ImportRecord> }> {
  const query = parse(importRecordsQuerySchema, rawQuery);
  const row = await findImport(db, auth, id);
  const [starter] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, row.starterId));
  const where = and(
    eq(importRecords.importId, id),
    query.filter === 'error' ? isNotNull(importRecords.error) : undefined,
    query.filter === 'invalid' ? and(isNull(importRecords.error), isNotNull(importRecords.invalidFields)) : undefined,
    query.filter === 'draft' ? and(isNull(importRecords.error), isNotNull(importRecords.missingFields)) : undefined,
  );
  const records = await pagedList({
    query,
    total: () => count(db, importRecords, where),
    rows: ({ offset, limit }) =>
      db
        .select()
        .from(importRecords)
        .where(where)
        .orderBy(asc(importRecords.line), asc(importRecords.id))
        .limit(limit)
        .offset(offset),
    present: presentRecord,
  });
  return { ...presentImport(row, starter), ...(await progressOf(db, row)), records };
}

/** GET /admin/import/{id}/changes: the cases it created, updated and closed, in order. */
export async function listChanges(
  db: Db,
  auth: AccessClaims,
  id: number,
  rawQuery: unknown,
): Promise<Page<ImportChange>> {
  const query = parse(importChangesQuerySchema, rawQuery);
  await findImport(db, auth, id);
  const where = and(eq(importChanges.importId, id), query.type ? eq(importChanges.type, query.type) : undefined);
  return pagedList({
    query,
    total: () => count(db, importChanges, where),
    rows: ({ offset, limit }) =>
      db
        .select({
          seizureRequestId: importChanges.seizureRequestId,
          type: importChanges.type,
          createdAt: importChanges.createdAt,
        })
        .from(importChanges)
        .where(where)
        .orderBy(asc(importChanges.id))
        .limit(limit)
        .offset(offset),
    present: (c) => c,
  });
}
