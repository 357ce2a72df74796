import { sql, type SQL } from 'drizzle-orm';
import type { NotificationKind } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { auditLog, notifications } from '../../db/schema';
import { payloadOf } from '../cases/trackers';

/** The answer time the terms promise: a request unanswered this long is approved by the job. */
export const AUTO_APPROVAL_HOURS = 48;
/** "Próximas 24hs": what the job will approve within this window. */
export const NEXT_AUTO_APPROVAL_HOURS = 24;
const HOUR_MS = 3_600_000;

export const READY_SQL = sql.raw(`('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`);

/** A timestamp parameter both drivers read the same way. */
export const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Requests created at or before this moment are due for auto-approval at `now`. */
export const autoApprovalCutoff = (now: Date) => new Date(now.getTime() - AUTO_APPROVAL_HOURS * HOUR_MS);

/**
 * The one rule of the auto-approval job, over `t` (tracker_requests) joined to `s` (its case):
 * a pending request created at or before `cutoff`, on a ready, live case of an active law company
 * with enableTrackersAutoApprove, from an active tracker. The job approves what matches with
 * cutoff = now − 48 h; the nextAutoApproved tab lists what matches with now + 24 h − 48 h.
 */
export function autoApprovalDue(cutoff: Date): SQL {
  return sql`t.status = 'pending' AND t.created_at <= ${at(cutoff)}
    AND s.status IN ${READY_SQL} AND s.deleted_at IS NULL
    AND EXISTS (SELECT 1 FROM law_companies l WHERE l.id = s.law_company_id AND l.enable_trackers_auto_approve AND l.status = 'active')
    AND EXISTS (SELECT 1 FROM users au WHERE au.id = t.user_id AND au.status = 'active' AND au.deleted_at IS NULL)`;
}

/** When a pending request will be auto-approved (null when the job never will), for the rows. */
export function autoApprovesAtSql(): SQL {
  return sql`CASE WHEN t.status = 'pending' AND s.status IN ${READY_SQL} AND s.deleted_at IS NULL
      AND l.enable_trackers_auto_approve AND l.status = 'active' AND u.status = 'active' AND u.deleted_at IS NULL
    THEN t.created_at + interval '${sql.raw(String(AUTO_APPROVAL_HOURS))} hours' END`;
}

/**
 * Sets the cases' tracker counters to the real counts (seizure_requests.totalApprovedTrackers and
 * totalPendingTrackers feed the case list and case_counts). The caller holds the cases' row locks.
 */
export async function recountTrackers(tx: Db, caseIds: number[]) {
  if (caseIds.length === 0) return;
  const ids = sql.join([...new Set(caseIds)].sort((a, b) => a - b).map((id) => sql`${id}`), sql`, `);
  await tx.execute(sql`UPDATE seizure_requests s SET
      total_approved_trackers = (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'approved'),
      total_pending_trackers = (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'pending')
    WHERE s.id IN (${ids})`);
}

export interface NotifiedRequest {
  userId: number;
  seizureRequestId: number;
  licensePlate: string | null;
  mainAddressCity: string | null;
  mainAddressState: string | null;
}

/** What a notification needs of a case row. */
export const caseOf = (row: { id: number; licensePlate: string | null; mainAddressCity: string | null; mainAddressState: string | null }) => ({
  seizureRequestId: row.id,
  licensePlate: row.licensePlate,
  mainAddressCity: row.mainAddressCity,
  mainAddressState: row.mainAddressState,
});

/** One outbox row per tracker, in the caller's transaction (the app shows the plate and place). */
export async function notifyTrackers(tx: Db, rows: NotifiedRequest[], kind: NotificationKind, extra: Record<string, unknown> = {}) {
  if (rows.length === 0) return;
  await tx.insert(notifications).values(
    rows.map((row) => ({ userId: row.userId, kind, seizureRequestId: row.seizureRequestId, payload: payloadOf(row, extra) })),
  );
}

export interface AuditEntry {
  /** null: the system (the auto-approval job). */
  actorId: number | null;
  lawCompanyId: number | null;
  action: string;
  entity: 'trackerRequest' | 'seizureReport';
  entityId: number;
  data?: Record<string, unknown>;
}

export async function auditAll(tx: Db, entries: AuditEntry[]) {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(entries.map((e) => ({ ...e, data: e.data ?? {} })));
}

/** `%` and `_` typed by the user match themselves. */
export const escapeLike = (value: string) => value.replace(/[\\%_]/g, '\\$&');

/** Rows of both drivers (node-postgres and PGlite answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const iso = (value: Date | string | null | undefined) => (value == null ? null : new Date(value).toISOString());
