// closeOthers (the company's open cases missing from the file are archived) and the import job
// (abandoned imports, closings a dead process left behind). docs/imports.md.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { IMPORT_ABANDON_AFTER_MS, IMPORT_MESSAGES } from '../../../domain/imports';
import { CASE_MESSAGES } from '../../../domain/schemas/case';
import { READY_CASE_STATUSES } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { importChanges, importRecords, imports, seizureRequests } from '../../db/schema';
import { auditAll } from '../shared/outbox';
import { closeChats, notifyApprovedTrackers, rejectPendingRequests } from '../cases/trackers';

/** A closing whose process died is taken up again by the job after this long. */
export const CLOSING_STALE_MS = 5 * 60_000;

/**
 * Archives the company's ready cases that no row of the import touched, then completes the import.
 * One transaction holding the import's row lock and checking its status: a second process running
 * the same closing waits, then finds it completed and does nothing. A failure leaves closingFailed.
 * Answers how many cases were closed.
 */
export async function closeMissingCases(db: Db, importId: number, now: Date = new Date()): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update');
      if (!row || row.status !== 'closing') return 0;
      const missing = await tx
        .select()
        .from(seizureRequests)
        .where(
          and(
            eq(seizureRequests.lawCompanyId, row.lawCompanyId),
            isNull(seizureRequests.deletedAt),
            isNull(seizureRequests.closedAt),
            inArray(seizureRequests.status, [...READY_CASE_STATUSES]),
            lt(seizureRequests.createdAt, row.createdAt),
            sql`${seizureRequests.id} NOT IN (SELECT ${importRecords.seizureRequestId} FROM ${importRecords}
              WHERE ${importRecords.importId} = ${importId} AND ${importRecords.seizureRequestId} IS NOT NULL)`,
          ),
        )
        .for('update');
      for (const c of missing) {
        const [closed] = await tx
          .update(seizureRequests)
          .set({ status: 'archived', closedAt: now, closedBy: 'import' })
          .where(eq(seizureRequests.id, c.id))
          .returning();
        const notified = await notifyApprovedTrackers(tx, closed, 'caseClosed', { status: 'archived' });
        const rejected = await rejectPendingRequests(tx, closed, CASE_MESSAGES.closedReason, row.starterId);
        await closeChats(tx, c.id);
        await auditAll(tx, [{ actorId: row.starterId, lawCompanyId: c.lawCompanyId, action: 'case.closed', entity: 'seizureRequest', entityId: c.id, data: { from: c.status, status: 'archived', closedBy: 'import', importId, notified, rejected } }]);
      }
      if (missing.length > 0) {
        await tx.insert(importChanges).values(missing.map((c) => ({ importId, seizureRequestId: c.id, type: 'closed' as const, createdAt: now })));
      }
      await tx
        .update(imports)
        .set({ status: 'completed', closedAt: now, changesClosedCount: sql`${imports.changesClosedCount} + ${missing.length}` })
        .where(eq(imports.id, importId));
      return missing.length;
    });
  } catch (error) {
    await db
      .update(imports)
      .set({ status: 'closingFailed', error: IMPORT_MESSAGES.closingFailed, closedAt: now })
      .where(and(eq(imports.id, importId), eq(imports.status, 'closing')));
    throw error;
  }
}

/**
 * The import job: a processing import without a batch for IMPORT_ABANDON_AFTER_MS is abandoned
 * (one statement: a batch that arrives later finds it no longer processing), and a closing left
 * by a dead process is run again. Answers what it did.
 */
export async function runImportJob(db: Db, now: Date = new Date()): Promise<{ abandoned: number; closed: number }> {
  const abandoned = await db
    .update(imports)
    .set({ status: 'abandoned', error: IMPORT_MESSAGES.abandoned, closedAt: now })
    .where(and(eq(imports.status, 'processing'), lt(imports.updatedAt, new Date(now.getTime() - IMPORT_ABANDON_AFTER_MS))))
    .returning({ id: imports.id });
  const stale = await db
    .select({ id: imports.id })
    .from(imports)
    .where(and(eq(imports.status, 'closing'), lt(imports.updatedAt, new Date(now.getTime() - CLOSING_STALE_MS))));
  let closed = 0;
  for (const { id } of stale) closed += await closeMissingCases(db, id, now);
  return { abandoned: abandoned.length, closed };
}
