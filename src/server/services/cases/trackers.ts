import { and, eq, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { chats, notifications, seizureRequests, trackerRequests } from '../../db/schema';
import type { CaseRow } from './access';

/** What a tracker's notification says about the case (the app shows the plate). */
export const payloadOf = (row: Pick<CaseRow, 'licensePlate' | 'mainAddressCity' | 'mainAddressState'>, extra: Record<string, unknown> = {}) => ({
  licensePlate: row.licensePlate,
  mainAddressCity: row.mainAddressCity,
  mainAddressState: row.mainAddressState,
  ...extra,
});

/** Notifies every tracker approved on the case; answers how many. */
export async function notifyApprovedTrackers(
  db: Db,
  row: CaseRow,
  kind: NotificationKind,
  extra: Record<string, unknown> = {},
): Promise<number> {
  const approved = await db
    .select({ userId: trackerRequests.userId })
    .from(trackerRequests)
    .where(and(eq(trackerRequests.seizureRequestId, row.id), eq(trackerRequests.status, 'approved')));
  if (approved.length === 0) return 0;
  await db
    .insert(notifications)
    .values(approved.map(({ userId }) => ({ userId, kind, seizureRequestId: row.id, payload: payloadOf(row, extra) })));
  return approved.length;
}

/**
 * Rejects the case's pending requests (status reproved with `reason`) and notifies each tracker
 * (requestRejected); the case's pending counter is recounted in the same transaction.
 */
export async function rejectPendingRequests(db: Db, row: CaseRow, reason: string, actorId: number): Promise<number> {
  const rejected = await db
    .update(trackerRequests)
    .set({ status: 'reproved', reason, wasReproved: true, lastReprovedReason: reason, decidedById: actorId })
    .where(and(eq(trackerRequests.seizureRequestId, row.id), eq(trackerRequests.status, 'pending')))
    .returning({ userId: trackerRequests.userId });
  if (rejected.length > 0) {
    await db
      .insert(notifications)
      .values(
        rejected.map(({ userId }) => ({ userId, kind: 'requestRejected' as const, seizureRequestId: row.id, payload: payloadOf(row, { reason }) })),
      );
  }
  await db
    .update(seizureRequests)
    .set({
      totalPendingTrackers: sql`(SELECT count(*)::int FROM ${trackerRequests} WHERE ${trackerRequests.seizureRequestId} = ${row.id} AND ${trackerRequests.status} = 'pending')`,
    })
    .where(eq(seizureRequests.id, row.id));
  return rejected.length;
}

/** Conversations end with the case ('Closed when the case has ended'); reopening brings back the approved trackers'. */
export async function closeChats(db: Db, caseId: number) {
  await db.update(chats).set({ closed: true }).where(and(eq(chats.seizureRequestId, caseId), eq(chats.closed, false)));
}

export async function reopenApprovedChats(db: Db, caseId: number) {
  await db
    .update(chats)
    .set({ closed: false })
    .where(
      and(
        eq(chats.seizureRequestId, caseId),
        eq(chats.closed, true),
        sql`${chats.userId} IN (SELECT ${trackerRequests.userId} FROM ${trackerRequests} WHERE ${trackerRequests.seizureRequestId} = ${caseId} AND ${trackerRequests.status} = 'approved')`,
      ),
    );
}
