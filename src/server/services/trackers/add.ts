import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { TRACKER_MESSAGES, trackerAddSchema } from '../../../domain/schemas/trackers';
import {
  acceptsTrackerChanges,
  trackerAddSearchQuerySchema,
  type TrackerAddSearchQuery,
  type TrackerCandidate,
  type TrackerRequest,
} from '../../../domain/trackers';
import type { Page } from '../../../domain/wire';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { trackerRequests } from '../../db/schema';
import { refused, parse } from '../errors';
import { findCase } from '../cases/access';
import { auditAll, caseOf, notifyTrackers } from '../shared/outbox';
import { pagedList } from '../shared/pagedList';
import { countOf, escapeLike, rowCount, rowsOf } from '../shared/sql';
import { getTrackerRequest } from './list';
import { folded, foldTerm, recountTrackers } from './shared';

interface CandidateRow {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  state: string | null;
  city: string | null;
  experience_score: number | null;
  is_pro: boolean;
}

/** An app user who may work cases: role tracker, active, not removed (`u`: users). */
const ACTIVE_TRACKER = sql`u.roles @> ARRAY['tracker']::text[] AND u.status = 'active' AND u.deleted_at IS NULL`;

/**
 * Who may not be added to the case: a tracker holding a live request on it (pending or approved)
 * and one who declined it (a declined tracker comes back only through a new request of his own).
 */
const onCase = (caseId: number) =>
  sql`EXISTS (SELECT 1 FROM tracker_requests x WHERE x.seizure_request_id = ${caseId} AND x.user_id = u.id
    AND x.status IN ('pending', 'approved', 'declined'))`;

/**
 * GET /admin/trackers/add/search: the trackers a case admin may add to the case, by name (or
 * e-mail) or by location (the user's address, or one of his search regions; a region without a
 * city covers its whole state). Paged `{ total, result }`.
 */
export async function searchAddableTrackers(
  db: Db,
  auth: AccessClaims,
  rawQuery: unknown,
): Promise<Page<TrackerCandidate>> {
  const query = parse(trackerAddSearchQuerySchema, rawQuery);
  const row = await findCase(db, auth, query.seizureRequestId);
  const where = sql.join([ACTIVE_TRACKER, sql`NOT ${onCase(row.id)}`, ...filtersOf(query)], sql` AND `);
  const dir = query.sortDirection === 'asc' ? 'ASC' : 'DESC';
  const order = {
    name: `u.name ${dir}, u.id ${dir}`,
    experienceScore: `u.experience_score ${dir} NULLS LAST, u.name ASC, u.id ASC`,
    createdAt: `u.created_at ${dir}, u.id ${dir}`,
  }[query.sortField];
  return pagedList({
    query,
    total: () => countOf(db, sql`SELECT count(*)::int AS total FROM users u WHERE ${where}`),
    rows: async ({ offset, limit }) =>
      rowsOf<CandidateRow>(
        await db.execute(sql`SELECT u.id, u.name, u.email, u.phone, u.avatar, u.state, u.city, u.experience_score,
            coalesce(p.type = 'pro' AND p.expiration_date > now(), false) AS is_pro
          FROM users u LEFT JOIN user_plans p ON p.user_id = u.id
          WHERE ${where} ORDER BY ${sql.raw(order)} LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)}`),
      ),
    present: toCandidate,
  });
}

function toCandidate(r: CandidateRow): TrackerCandidate {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    phone: r.phone,
    avatar: r.avatar,
    state: r.state,
    city: r.city,
    experienceScore: r.experience_score,
    isPro: r.is_pro,
  };
}

function filtersOf(query: TrackerAddSearchQuery): SQL[] {
  const list: SQL[] = [];
  const { name, location } = query.filters;
  if (name) {
    // Accents and case ignored, as in the section's search (shared.ts `folded`).
    const like = `%${escapeLike(foldTerm(name))}%`;
    list.push(sql`(${folded(sql`u.name`)} LIKE ${like} OR ${folded(sql`u.email`)} LIKE ${like})`);
  }
  if (location?.state) {
    const { state, city } = location;
    const home = city ? sql`u.state = ${state} AND lower(u.city) = lower(${city})` : sql`u.state = ${state}`;
    const region = city ? sql`AND (r.city IS NULL OR lower(r.city) = lower(${city}))` : sql``;
    list.push(
      sql`((${home}) OR EXISTS (SELECT 1 FROM user_preference_locations r WHERE r.user_id = u.id AND r.state = ${state} ${region}))`,
    );
  }
  return list;
}

/**
 * A tracker's requests on a case, newest first: whether one is live (pending or approved: no
 * second one), and the latest reproval a new request carries on. Shared with trackerSide.ts.
 */
export async function trackerHistoryOnCase(tx: Db, caseId: number, userId: number) {
  const earlier = await tx
    .select()
    .from(trackerRequests)
    .where(and(eq(trackerRequests.seizureRequestId, caseId), eq(trackerRequests.userId, userId)))
    .orderBy(desc(trackerRequests.createdAt));
  return {
    earlier,
    live: earlier.some((r) => r.status === 'pending' || r.status === 'approved'),
    reproved: earlier.find((r) => r.wasReproved),
  };
}

/**
 * An active tracker with what his requests record of him (a live scanner plan; an approved
 * verification: he can emit receipts), or undefined. Shared with the tracker's own requests (trackerSide.ts).
 */
export async function activeTracker(tx: Db, userId: number) {
  const [user] = rowsOf<{ id: number; has_scanner: boolean; verified: boolean }>(
    await tx.execute(sql`SELECT u.id,
        EXISTS (SELECT 1 FROM user_plans p WHERE p.user_id = u.id AND p.type = 'scanner' AND p.expiration_date > now()) AS has_scanner,
        EXISTS (SELECT 1 FROM user_verifications v WHERE v.user_id = u.id AND v.status = 'approved') AS verified
      FROM users u WHERE u.id = ${userId} AND ${ACTIVE_TRACKER}`),
  );
  return user;
}

/**
 * POST /admin/trackers/add {seizureRequestId, userId}: the case admin puts a tracker on a ready
 * case: an approved, manual request; counters, the tracker's notification (trackerAdded) and the
 * audit row in the same transaction. A tracker reproved on the case before keeps that history.
 */
export async function addTracker(db: Db, auth: AccessClaims, input: unknown): Promise<TrackerRequest> {
  const { seizureRequestId, userId } = parse(trackerAddSchema, input);
  return db.transaction(async (tx) => {
    const row = await findCase(tx, auth, seizureRequestId, true);
    if (!acceptsTrackerChanges(row)) throw refused(TRACKER_MESSAGES.caseNotReady);
    const user = await activeTracker(tx, userId);
    if (!user) throw refused(TRACKER_MESSAGES.notATracker);
    const { earlier, live, reproved } = await trackerHistoryOnCase(tx, row.id, userId);
    if (live) throw refused(TRACKER_MESSAGES.alreadyOnCase);
    if (earlier.some((r) => r.status === 'declined')) throw refused(TRACKER_MESSAGES.declinedCannotAdd);
    const [created] = await tx
      .insert(trackerRequests)
      .values({
        seizureRequestId: row.id,
        lawCompanyId: row.lawCompanyId,
        userId,
        status: 'approved',
        manual: true,
        decidedById: auth.userId,
        wasReproved: !!reproved,
        lastReprovedReason: reproved?.lastReprovedReason ?? null,
        hasScanner: user.has_scanner,
        canEmitReceipt: user.verified,
      })
      .returning();
    await recountTrackers(tx, [row.id]);
    await notifyTrackers(tx, [{ ...caseOf(row), userId }], 'trackerAdded');
    await auditAll(tx, [
      {
        actorId: auth.userId,
        lawCompanyId: row.lawCompanyId,
        action: 'tracker.added',
        entity: 'trackerRequest',
        entityId: created.id,
        data: { seizureRequestId: row.id, userId },
      },
    ]);
    return getTrackerRequest(tx, created.id);
  });
}
