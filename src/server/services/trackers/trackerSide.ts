import { and, eq, isNull, sql } from 'drizzle-orm';
import { TRACKER_MESSAGES } from '../../../domain/schemas/trackers';
import { TRACKER_SIDE_MESSAGES, trackerCaseRequestSchema } from '../../../domain/trackerSide';
import { acceptsTrackerChanges, type TrackerRequest } from '../../../domain/trackers';
import type { Db } from '../../db/connection';
import { seizureRequests, trackerRequestPhotos, trackerRequests } from '../../db/schema';
import { invalid, notFound, parse, refused } from '../errors';
import { auditAll } from '../shared/outbox';
import { rowsOf } from '../shared/sql';
import { activeTracker, trackerHistoryOnCase } from './add';
import { getTrackerRequest } from './list';
import { recountTrackers } from './shared';

/**
 * The tracker's side (the mobile app is not ours: `npm run simulate` and tests act through these;
 * no route). The case row under lock, as every writer of a case's requests does.
 */
export async function lockLiveCase(tx: Db, id: number) {
  const [row] = await tx
    .select()
    .from(seizureRequests)
    .where(and(eq(seizureRequests.id, id), isNull(seizureRequests.deletedAt)))
    .for('update');
  if (!row) throw notFound();
  return row;
}

/** Files a tracker's call may carry: only his own uploads (`field` names the input that failed). */
export async function assertOwnUploads(tx: Db, userId: number, paths: string[], field: string) {
  const unique = [...new Set(paths)];
  if (unique.length === 0) return;
  const list = sql.join(
    unique.map((p) => sql`${p}`),
    sql`, `,
  );
  const own = rowsOf<{ path: string }>(
    await tx.execute(sql`SELECT path FROM uploads WHERE path IN (${list}) AND uploaded_by_id = ${userId}`),
  );
  if (own.length !== unique.length) throw invalid({ [field]: TRACKER_SIDE_MESSAGES.fileNotOurs });
}

/**
 * A tracker asks to work a case: only a case open for trackers (readyAndOpenedForTrackers, not
 * closed nor removed), only an active tracker, never twice while a request of his is pending or
 * approved. A tracker declined or reproved before may ask again: the new request carries that
 * history (wasDeclined, wasReproved, lastReprovedReason), as a manual add does. The request is
 * pending, as the seed and the demo arrivals write them, so it lands in the case's and the
 * dashboard's pending lists and the case's counters; the auto-approval job takes it from there.
 */
export async function requestCaseAsTracker(
  db: Db,
  trackerId: number,
  input: unknown,
  now = new Date(),
): Promise<TrackerRequest> {
  const { seizureRequestId, message, photos } = parse(trackerCaseRequestSchema, input);
  return db.transaction(async (tx) => {
    const row = await lockLiveCase(tx, seizureRequestId);
    if (row.status !== 'readyAndOpenedForTrackers' || !acceptsTrackerChanges(row))
      throw refused(TRACKER_SIDE_MESSAGES.caseNotOpen);
    const user = await activeTracker(tx, trackerId);
    if (!user) throw refused(TRACKER_MESSAGES.notATracker);
    const { earlier, live, reproved } = await trackerHistoryOnCase(tx, row.id, trackerId);
    if (live) throw refused(TRACKER_SIDE_MESSAGES.alreadyRequested);
    await assertOwnUploads(tx, trackerId, photos, 'photos');
    const [created] = await tx
      .insert(trackerRequests)
      .values({
        seizureRequestId: row.id,
        lawCompanyId: row.lawCompanyId,
        userId: trackerId,
        message: message ?? null,
        wasDeclined: earlier.some((r) => r.wasDeclined),
        wasReproved: !!reproved,
        lastReprovedReason: reproved?.lastReprovedReason ?? null,
        hasScanner: user.has_scanner,
        hasPhotos: photos.length > 0,
        canEmitReceipt: user.verified,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (photos.length > 0)
      await tx.insert(trackerRequestPhotos).values(photos.map((value) => ({ trackerRequestId: created.id, value })));
    await recountTrackers(tx, [row.id]);
    // A case a tracker asked for may no longer go back to draft (as the demo arrivals record it;
    // raw SQL: the case itself did not change, its updatedAt stays).
    if (row.canBeDraft) await tx.execute(sql`UPDATE seizure_requests SET can_be_draft = false WHERE id = ${row.id}`);
    await auditAll(tx, [
      {
        actorId: trackerId,
        lawCompanyId: row.lawCompanyId,
        action: 'tracker.requested',
        entity: 'trackerRequest',
        entityId: created.id,
        data: { seizureRequestId: row.id },
      },
    ]);
    return getTrackerRequest(tx, created.id);
  });
}
