// Shared by the trackers*, reports*, autoApproval* and dashboard* tests: the demo data's cases and
// requests picked by shape, the outbox and audit rows of a case, and the counter checks.
import { and, eq, gt, sql, type SQL } from 'drizzle-orm';
import { expect } from 'vitest';
import { auditLog, notifications, seizureRequests, trackerRequests } from '../../src/server/db/schema';
import { rows, type ApiEnv as CasesEnv, type Db } from '../support/api';

export { asUser } from '../support/api';

export const READY = sql`('readyAndOpenedForTrackers', 'readyAndClosedForTrackers')`;

/**
 * The tracker counters of every live case equal the real counts of its requests, and case_counts
 * equals a recount of the cases (the list totals read it): checked after each change.
 */
export async function countersMatch(db: Db) {
  const [wrong] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from seizure_requests s where s.deleted_at is null and (
      s.total_approved_trackers <> (select count(*) from tracker_requests t where t.seizure_request_id = s.id and t.status = 'approved')
      or s.total_pending_trackers <> (select count(*) from tracker_requests t where t.seizure_request_id = s.id and t.status = 'pending'))`,
  );
  expect(wrong.n).toBe(0);
  const [diff] = await rows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (
      select law_company_id, status, coalesce(main_address_state, '') as state, total_approved_trackers > 0, total_pending_trackers > 0, count(*)::int
        from seizure_requests where deleted_at is null group by 1, 2, 3, 4, 5
      except select law_company_id, status, state, has_approved, has_pending, total from case_counts where total <> 0) d`,
  );
  expect(diff.n).toBe(0);
}

export type RequestRow = typeof trackerRequests.$inferSelect;
export type CaseRow = typeof seizureRequests.$inferSelect;

/**
 * A request of `company` matching `where` (over `t` and `s`), on a case no earlier call of this
 * test file was handed: tests do not step on each other's cases.
 */
const usedCases = new Set<number>();
export async function takeRequest(env: CasesEnv, where: SQL, company = env.alfa): Promise<RequestRow> {
  const found = await rows<{ id: number; case_id: number }>(
    env.db,
    sql`select t.id, t.seizure_request_id as case_id from tracker_requests t join seizure_requests s on s.id = t.seizure_request_id
      where s.law_company_id = ${company} and s.deleted_at is null and ${where} order by t.id`,
  );
  const next = found.find((r) => !usedCases.has(Number(r.case_id)));
  if (!next) throw new Error('no request left of that shape in the demo data');
  usedCases.add(Number(next.case_id));
  return requestOf(env.db, Number(next.id));
}

/** A live case of `company` matching `where` (over `s`), not handed out before. */
export async function takeCase(env: CasesEnv, where: SQL, company = env.alfa): Promise<CaseRow> {
  const found = await rows<{ id: number }>(
    env.db,
    sql`select s.id from seizure_requests s where s.law_company_id = ${company} and s.deleted_at is null and ${where} order by s.id`,
  );
  const next = found.find((r) => !usedCases.has(Number(r.id)));
  if (!next) throw new Error('no case left of that shape in the demo data');
  usedCases.add(Number(next.id));
  return caseOf(env.db, Number(next.id));
}

export async function caseOf(db: Db, id: number): Promise<CaseRow> {
  const [row] = await db.select().from(seizureRequests).where(eq(seizureRequests.id, id));
  return row;
}

export async function requestOf(db: Db, id: number): Promise<RequestRow> {
  const [row] = await db.select().from(trackerRequests).where(eq(trackerRequests.id, id));
  return row;
}

export async function requestsOfCase(db: Db, caseId: number): Promise<RequestRow[]> {
  return db.select().from(trackerRequests).where(eq(trackerRequests.seizureRequestId, caseId));
}

/** Notifications written by the tests only: the demo data has its own (see markOutbox). */
let outboxBaseline = 0;
export async function markOutbox(db: Db) {
  const [row] = await rows<{ id: number }>(db, sql`select coalesce(max(id), 0)::int as id from notifications`);
  outboxBaseline = Number(row.id);
}

/** The outbox rows of a case, of one kind, written since markOutbox. */
export async function outbox(db: Db, caseId: number, kind: string) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.seizureRequestId, caseId),
        eq(notifications.kind, kind as 'trackerApproved'),
        gt(notifications.id, outboxBaseline),
      ),
    )
    .orderBy(notifications.id);
}

export async function auditOf(db: Db, entity: string, entityId: number) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
}

export const TEXT_501 = 'x'.repeat(501);
export const TEXT_500 = 'y'.repeat(500);
