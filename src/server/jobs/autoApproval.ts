import { sql } from 'drizzle-orm';
import type { AppContext } from '../context';
import type { Db } from '../db/connection';
import { auditAll, notifyTrackers } from '../services/shared/outbox';
import { at, rowsOf } from '../services/shared/sql';
import { autoApprovalCutoff, autoApprovalDue, READY_SQL, recountTrackers } from '../services/trackers/shared';
import { startPeriodicJob, type JobLog } from './periodic';

/** Cases handled per transaction: keeps each one short, however late the job is. */
const BATCH = 200;
export const AUTO_APPROVAL_INTERVAL_MS = 60_000;

interface Claimed {
  id: number;
  user_id: number;
  seizure_request_id: number;
  law_company_id: number;
  license_plate: string | null;
  main_address_city: string | null;
  main_address_state: string | null;
}

/**
 * Approves every request the terms' 48 hours have run out on (the rule: autoApprovalDue in
 * services/trackers/shared.ts; docs/trackers.md "Auto-approval") and answers how many.
 *
 * Safe to run twice at once, in one process or several: each batch, in one transaction, first
 * locks its cases (FOR UPDATE SKIP LOCKED: a case another run or a case admin is working on is
 * left for the next minute), then claims the requests with ONE guarded statement (UPDATE … WHERE
 * status = 'pending' … RETURNING), so a request is approved, counted, notified and audited once,
 * by the run that claimed it. Every writer of a case's requests locks the case first, in the same
 * order, so nothing deadlocks.
 */
export async function runAutoApproval(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = autoApprovalCutoff(now);
  let approved = 0;
  for (;;) {
    const { claimed, locked } = await db.transaction((tx) => approveBatch(tx, cutoff, now));
    approved += claimed;
    if (locked < BATCH) return approved;
  }
}

async function approveBatch(tx: Db, cutoff: Date, now: Date) {
  const cases = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT c.id FROM seizure_requests c
      WHERE c.id IN (SELECT t.seizure_request_id FROM tracker_requests t JOIN seizure_requests s ON s.id = t.seizure_request_id
          WHERE t.law_company_id IN (SELECT id FROM law_companies WHERE enable_trackers_auto_approve AND status = 'active')
            AND ${autoApprovalDue(cutoff)})
        AND c.status IN ${READY_SQL} AND c.deleted_at IS NULL
      ORDER BY c.id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`),
  ).map((r) => Number(r.id));
  if (cases.length === 0) return { claimed: 0, locked: 0 };
  const ids = sql.join(
    cases.map((id) => sql`${id}`),
    sql`, `,
  );
  const claimed = rowsOf<Claimed>(
    await tx.execute(sql`UPDATE tracker_requests t SET status = 'approved', auto_approved_at = ${at(now)},
        updated_at = ${at(now)}, reason = NULL, decided_by_id = NULL
      FROM seizure_requests s
      WHERE s.id = t.seizure_request_id AND t.seizure_request_id IN (${ids}) AND ${autoApprovalDue(cutoff)}
      RETURNING t.id, t.user_id, t.seizure_request_id, t.law_company_id, s.license_plate, s.main_address_city, s.main_address_state`),
  );
  if (claimed.length > 0) {
    await recountTrackers(
      tx,
      claimed.map((r) => Number(r.seizure_request_id)),
    );
    const notified = claimed.map((r) => ({
      userId: Number(r.user_id),
      seizureRequestId: Number(r.seizure_request_id),
      licensePlate: r.license_plate,
      mainAddressCity: r.main_address_city,
      mainAddressState: r.main_address_state,
    }));
    await notifyTrackers(tx, notified, 'trackerApproved', { auto: true });
    await auditAll(
      tx,
      claimed.map((r) => ({
        actorId: null,
        lawCompanyId: Number(r.law_company_id),
        action: 'tracker.autoApproved',
        entity: 'trackerRequest' as const,
        entityId: Number(r.id),
        data: { seizureRequestId: Number(r.seizure_request_id) },
      })),
    );
  }
  return { claimed: claimed.length, locked: cases.length };
}

/**
 * Runs the job now and every minute until the returned function is called (the loop of
 * ./periodic.ts: errors logged, never thrown; runs never overlap).
 */
export function startAutoApprovalJob(
  ctx: Pick<AppContext, 'database'>,
  log: JobLog,
  intervalMs = AUTO_APPROVAL_INTERVAL_MS,
) {
  return startPeriodicJob({
    name: 'autoApproval',
    run: () => runAutoApproval(ctx.database.db),
    outcomes: (approved) => ({ approved }),
    intervalMs,
    log,
    report: (approved, log) => {
      if (approved > 0) log.info({ approved }, 'auto-approval: tracker requests approved');
    },
    failureMessage: 'auto-approval failed; trying again at the next tick',
  });
}
