import { and, eq, isNull, sql } from 'drizzle-orm';
import { TRACKER_MESSAGES, trackerDecisionSchema } from '../../../domain/schemas/trackers';
import { decisionBlock, staleRequestMessage, type RequestViewed, type TrackerRequest } from '../../../domain/trackers';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { trackerRequests, users } from '../../db/schema';
import { conflict, refused, notFound, parse } from '../errors';
import { findCase } from '../cases/access';
import { auditAll, caseOf, notifyTrackers } from '../shared/outbox';
import { dateOrNull } from '../shared/sql';
import { getTrackerRequest } from './list';
import { recountTrackers } from './shared';

/** The role whose views are recorded: held explicitly, not through lawCompanyAdmin (docs/trackers.md). */
export const VIEW_RECORDING_ROLE = 'lawCompanySeizureRequestAdmin';

async function requestById(db: Db, id: number) {
  const [request] = await db.select().from(trackerRequests).where(eq(trackerRequests.id, id)).limit(1);
  if (!request) throw notFound();
  return request;
}

/** The request under a row lock, with its tracker's account status and the name of who decided it last. */
async function lockRequest(tx: Db, id: number) {
  const [request] = await tx.select().from(trackerRequests).where(eq(trackerRequests.id, id)).for('update');
  if (!request) throw notFound();
  const [tracker] = await tx.select({ status: users.status }).from(users).where(eq(users.id, request.userId));
  const [decider] = request.decidedById
    ? await tx.select({ name: users.name }).from(users).where(eq(users.id, request.decidedById))
    : [];
  return {
    request,
    trackerStatus: tracker!.status,
    decidedBy: decider?.name ?? null,
    decidedById: request.decidedById,
  };
}

/**
 * POST /admin/trackers {requestId, status, expectedStatus, reason}: a case admin approves (reason: optional
 * message to the tracker) or reproves (reason required) a request. Only on a ready case, never a
 * declined request; approving an approved one or reproving a reproved one is refused. The case
 * row is locked first (as every writer of a case's requests does, the auto-approval job
 * included), then the request's, so the decision, the counters, the notification and the audit
 * row are one step. The decision is made against what the user saw: when the request is no longer
 * in `expectedStatus` (another admin or the job decided meanwhile) the answer is 409 naming who
 * decided and when, and nothing is written (of two parallel decisions, exactly one wins).
 */
export async function decideTracker(db: Db, auth: AccessClaims, input: unknown): Promise<TrackerRequest> {
  const decision = parse(trackerDecisionSchema, input);
  const { requestId, status, expectedStatus } = decision;
  const reason = decision.reason ?? null; // an approval without a message clears an earlier reason
  return db.transaction(async (tx) => {
    const found = await requestById(tx, requestId);
    const row = await findCase(tx, auth, found.seizureRequestId, true);
    const { request: current, trackerStatus, decidedBy, decidedById } = await lockRequest(tx, requestId); // again, under the locks
    if (current.status !== expectedStatus) {
      const autoApproved = current.status === 'approved' && !!current.autoApprovedAt;
      throw conflict(
        staleRequestMessage({
          status: current.status,
          by: decidedBy,
          byYou: decidedById === auth.userId,
          at: current.updatedAt,
          autoApproved,
        }),
      );
    }
    // The domain's rule, the one the console's buttons follow; its block names the message.
    const block = decisionBlock({ status: current.status, user: { status: trackerStatus } }, row, status);
    if (block) throw refused(TRACKER_MESSAGES[block]);
    const set =
      status === 'approved'
        ? // A manual approval is not the job's: the 'Auto. Aprovado' tag goes.
          { status, reason, autoApprovedAt: null, decidedById: auth.userId }
        : { status, reason, wasReproved: true, lastReprovedReason: reason, decidedById: auth.userId };
    const [updated] = await tx
      .update(trackerRequests)
      .set(set)
      .where(and(eq(trackerRequests.id, current.id), eq(trackerRequests.status, current.status)))
      .returning();
    if (!updated) throw refused(TRACKER_MESSAGES.changed);
    await recountTrackers(tx, [row.id]);
    const notified = { ...caseOf(row), userId: updated.userId };
    if (status === 'approved') await notifyTrackers(tx, [notified], 'trackerApproved', { message: reason });
    else await notifyTrackers(tx, [notified], 'trackerReproved', { reason });
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: row.lawCompanyId,
        action: `tracker.${status}`,
        entity: 'trackerRequest',
        entityId: updated.id,
        data: { seizureRequestId: row.id, from: current.status, reason },
      },
    ]);
    return getTrackerRequest(tx, updated.id);
  });
}

/**
 * GET /admin/trackers/{id}/viewed: anyone who may read the case gets the request's viewedAt; the
 * first view by a user holding lawCompanySeizureRequestAdmin is recorded.
 */
export async function markViewed(db: Db, auth: AccessClaims, id: number): Promise<RequestViewed> {
  const request = await requestById(db, id);
  await findCase(db, auth, request.seizureRequestId);
  if (request.viewedAt || !auth.roles.includes(VIEW_RECORDING_ROLE)) return { viewedAt: request.viewedAt };
  const [recorded] = await db
    .update(trackerRequests)
    // Seeing a request is not changing it: updatedAt (the 'Próximas 24hs' order) stays.
    .set({ viewedAt: new Date(), updatedAt: sql`${trackerRequests.updatedAt}` })
    .where(and(eq(trackerRequests.id, id), isNull(trackerRequests.viewedAt)))
    .returning({ viewedAt: trackerRequests.viewedAt });
  // Two first views at once: the other one won, its time stands.
  return { viewedAt: dateOrNull(recorded?.viewedAt ?? (await requestById(db, id)).viewedAt) };
}
