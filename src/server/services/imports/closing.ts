// closeOthers (the company's open cases missing from the file are archived) and the import job
// (abandoned imports, closings a dead process left behind). docs/imports.md.
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { IMPORT_ABANDON_AFTER_MS, IMPORT_MESSAGES } from '../../../domain/imports';
import { CASE_MESSAGES } from '../../../domain/schemas/case';
import { READY_CASE_STATUSES } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { chats, importChanges, importRecords, imports, seizureRequests } from '../../db/schema';
import { auditAll } from '../shared/outbox';
import { notifyApprovedTrackers, rejectPendingRequests } from '../cases/trackers';

/** A closing still at 'closing' this long after it began had its process die (docs/imports.md). */
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
      // One statement for the cases; the per-case steps only where there is someone to tell.
      const ids = missing.map((c) => c.id);
      const closedRows = ids.length === 0 ? [] : await tx
        .update(seizureRequests)
        .set({ status: 'archived', closedAt: now, closedBy: 'import' })
        .where(inArray(seizureRequests.id, ids))
        .returning();
      const audits = [];
      for (const closed of closedRows) {
        const from = missing.find((c) => c.id === closed.id)!;
        let notified = 0;
        let rejected = 0;
        if (from.totalApprovedTrackers > 0) notified = await notifyApprovedTrackers(tx, closed, 'caseClosed', { status: 'archived' });
        if (from.totalPendingTrackers > 0) rejected = await rejectPendingRequests(tx, closed, CASE_MESSAGES.closedReason, row.starterId);
        audits.push({ actorId: row.starterId, lawCompanyId: closed.lawCompanyId, action: 'case.closed', entity: 'seizureRequest' as const, entityId: closed.id, data: { from: from.status, status: 'archived', closedBy: 'import', importId, notified, rejected } });
      }
      await auditAll(tx, audits);
      // Conversations end with the case (cases/trackers.ts closeChats), for all of them at once.
      if (ids.length > 0) await tx.update(chats).set({ closed: true }).where(and(inArray(chats.seizureRequestId, ids), eq(chats.closed, false)));
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
 * The import job, one statement per rule (a batch or a closing arriving meanwhile either commits
 * first, and the row no longer matches, or finds the import no longer processing):
 * - a processing import without a batch for IMPORT_ABANDON_AFTER_MS is abandoned;
 * - a closing whose process died (its transaction rolled back, the status left at closing) ends
 *   closingFailed: nothing was archived, and archiving a portfolio is not redone without the user.
 * A closing still running holds the import's row lock: the job waits for it and then skips it.
 */
export async function runImportJob(db: Db, now: Date = new Date()): Promise<{ abandoned: number; failed: number }> {
  const abandoned = await db
    .update(imports)
    .set({ status: 'abandoned', error: IMPORT_MESSAGES.abandoned, closedAt: now })
    .where(and(eq(imports.status, 'processing'), lt(imports.updatedAt, new Date(now.getTime() - IMPORT_ABANDON_AFTER_MS))))
    .returning({ id: imports.id });
  const failed = await db
    .update(imports)
    .set({ status: 'closingFailed', error: IMPORT_MESSAGES.closingFailed, closedAt: now })
    .where(and(eq(imports.status, 'closing'), lt(imports.updatedAt, new Date(now.getTime() - CLOSING_STALE_MS))))
    .returning({ id: imports.id });
  return { abandoned: abandoned.length, failed: failed.length };
}
