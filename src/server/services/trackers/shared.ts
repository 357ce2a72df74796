import { sql, type SQL } from 'drizzle-orm';
import { AUTO_APPROVAL_HOURS } from '../../../domain/trackers';
import type { Db } from '../../db/connection';
import { at } from '../shared/sql';

// The auto-approval rule and the tracker counters, shared by the tracker services and the job.
export { AUTO_APPROVAL_HOURS, NEXT_AUTO_APPROVAL_HOURS } from '../../../domain/trackers';
const HOUR_MS = 3_600_000;

export const READY_SQL = sql.raw(`('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`);

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

// ---- Search: accents and case ignored ---------------------------------------------------------

const ACCENTED = 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ';
const PLAIN = 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy';

/**
 * A column folded for search: accents stripped by translate() (built in, so PGlite and any
 * PostgreSQL agree without the unaccent extension), then lower(), which folds ASCII in every
 * collation. The term is folded the same way by `foldTerm`. docs/decisions.md "Trackers".
 */
export const folded = (column: SQL) => sql`lower(translate(${column}, ${ACCENTED}, ${PLAIN}))`;

/** The search term as `folded` compares it: accents stripped, lower case. */
export const foldTerm = (term: string) =>
  term
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A phone is searched only for a term without letters that has at least this many digits. */
export const PHONE_SEARCH_MIN_DIGITS = 8;

/** The digits to look for in phones, or null when the term does not look like a phone ('Maria 1' does not). */
export function phoneDigits(term: string): string | null {
  if (/\p{L}/u.test(term)) return null;
  const digits = term.replace(/\D/g, '');
  return digits.length >= PHONE_SEARCH_MIN_DIGITS ? digits : null;
}

/**
 * Sets the cases' tracker counters to the real counts (seizure_requests.totalApprovedTrackers and
 * totalPendingTrackers feed the case list and case_counts). The caller holds the cases' row locks.
 */
export async function recountTrackers(tx: Db, caseIds: number[]) {
  if (caseIds.length === 0) return;
  const ids = sql.join(
    [...new Set(caseIds)].sort((a, b) => a - b).map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`UPDATE seizure_requests s SET
      total_approved_trackers = (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'approved'),
      total_pending_trackers = (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'pending')
    WHERE s.id IN (${ids})`);
}
