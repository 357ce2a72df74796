import { and, eq, sql } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { chats, seizureRequests, trackerRequests } from '../../db/schema';
import { caseOf, notifyTrackers } from '../shared/outbox';
import type { CaseRow } from './access';

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
  await notifyTrackers(
    db,
    approved.map(({ userId }) => ({ ...caseOf(row), userId })),
    kind,
    extra,
  );
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
  await notifyTrackers(
    db,
    rejected.map(({ userId }) => ({ ...caseOf(row), userId })),
    'requestRejected',
    { reason },
  );
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
  await db
    .update(chats)
    .set({ closed: true })
    .where(and(eq(chats.seizureRequestId, caseId), eq(chats.closed, false)));
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
