// closeOthers (the company's open cases missing from the file are archived) and the import job
// (abandoned imports, closings a dead process left behind). docs/imports.md.
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { IMPORT_ABANDON_AFTER_MS, IMPORT_MESSAGES } from '../../../domain/imports';
import { CASE_MESSAGES } from '../../../domain/schemas/case';
import { READY_CASE_STATUSES } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { imports } from '../../db/schema';

/** A closing still at 'closing' this long after it began had its process die (docs/imports.md). */
export const CLOSING_STALE_MS = 5 * 60_000;

/**
 * Archives the company's ready cases that no row of the import touched, then completes the import.
 * One transaction holding the import's row lock and checking its status: a second process running
 * the same closing waits, then finds it completed and does nothing. A failure leaves closingFailed.
 * Set-based whatever the number of cases (a list of ids was one bind parameter each, past
 * PostgreSQL's 65,535 above ~10,900 cases): the cases to close are written first as the import's
 * 'closed' changes, and every later statement joins that key table. Answers how many were closed.
 */
export async function closeMissingCases(db: Db, importId: number, now: Date = new Date()): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update');
      if (!row || row.status !== 'closing') return 0;
      const closed = await markMissing(tx, row, now);
      if (closed > 0) await archiveMarked(tx, row, now);
      await tx
        .update(imports)
        .set({ status: 'completed', closedAt: now, changesClosedCount: sql`${imports.changesClosedCount} + ${closed}` })
        .where(eq(imports.id, importId));
      return closed;
    });
  } catch (error) {
    await db
      .update(imports)
      .set({ status: 'closingFailed', error: IMPORT_MESSAGES.closingFailed, closedAt: now })
      .where(and(eq(imports.id, importId), eq(imports.status, 'closing')));
    throw error;
  }
}

type ImportRow = typeof imports.$inferSelect;
/** Cases archived per UPDATE (see archiveMarked). */
const CLOSE_CHUNK = 250;
const READY = sql.join(READY_CASE_STATUSES.map((s) => sql`${s}`), sql`, `);

/** The company's ready open cases created before the import that none of its rows touched (as `s`). */
const missingCases = (row: ImportRow) => sql`FROM seizure_requests s
    WHERE s.law_company_id = ${row.lawCompanyId} AND s.deleted_at IS NULL AND s.closed_at IS NULL
      AND s.status IN (${READY}) AND s.created_at < ${row.createdAt.toISOString()}::timestamptz
      AND NOT EXISTS (SELECT 1 FROM import_records r WHERE r.import_id = ${row.id} AND r.seizure_request_id = s.id)`;

/** How many cases the closing would archive now (a closeOthers not applied reports them). */
export async function countMissingCases(tx: Db, row: ImportRow): Promise<number> {
  return Number(rowsOf<{ n: number }>(await tx.execute(sql`SELECT count(*)::int AS n ${missingCases(row)}`))[0].n);
}

/** Those cases, locked and recorded as the import's 'closed' changes (one INSERT … SELECT). Answers how many. */
async function markMissing(tx: Db, row: ImportRow, now: Date): Promise<number> {
  const marked = await tx.execute(sql`WITH marked AS (INSERT INTO import_changes (import_id, seizure_request_id, type, created_at)
    SELECT ${row.id}, s.id, 'closed', ${now.toISOString()}::timestamptz ${missingCases(row)}
    ORDER BY s.id
    FOR UPDATE OF s
    RETURNING 1) SELECT count(*)::int AS n FROM marked`);
  return Number(rowsOf<{ n: number }>(marked)[0].n);
}

/**
 * The marked cases archived with what a manual close does (cases/lifecycle.ts), a statement per
 * table: each case's audit row (as before: from, notified, rejected), the approved trackers told
 * (caseClosed), the pending requests rejected ('Caso encerrado') and told, the chats closed.
 */
async function archiveMarked(tx: Db, row: ImportRow, now: Date) {
  const marked = sql`SELECT seizure_request_id FROM import_changes WHERE import_id = ${row.id} AND type = 'closed'`;
  const reason = CASE_MESSAGES.closedReason;
  // The audit first: it reads the status and the trackers as they were.
  await tx.execute(sql`INSERT INTO audit_log (actor_id, law_company_id, action, entity, entity_id, data)
    SELECT ${row.starterId}, s.law_company_id, 'case.closed', 'seizureRequest', s.id, jsonb_build_object(
      'from', s.status, 'status', 'archived', 'closedBy', 'import', 'importId', ${row.id}::int,
      'notified', (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'approved'),
      'rejected', (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'pending'))
    FROM seizure_requests s WHERE s.id IN (${marked}) ORDER BY s.id`);
  await tx.execute(sql`INSERT INTO notifications (user_id, kind, seizure_request_id, payload)
    SELECT t.user_id, 'caseClosed', s.id, ${payload(sql`'status', 'archived'`)}
    FROM tracker_requests t JOIN seizure_requests s ON s.id = t.seizure_request_id
    WHERE t.seizure_request_id IN (${marked}) AND t.status = 'approved' ORDER BY s.id, t.id`);
  await tx.execute(sql`WITH rejected AS (
      UPDATE tracker_requests t SET status = 'reproved', reason = ${reason}, was_reproved = true, last_reproved_reason = ${reason},
        decided_by_id = ${row.starterId}, updated_at = now()
      WHERE t.seizure_request_id IN (${marked}) AND t.status = 'pending'
      RETURNING t.id, t.user_id, t.seizure_request_id)
    INSERT INTO notifications (user_id, kind, seizure_request_id, payload)
    SELECT r.user_id, 'requestRejected', s.id, ${payload(sql`'reason', ${reason}::text`)}
    FROM rejected r JOIN seizure_requests s ON s.id = r.seizure_request_id ORDER BY s.id, r.id`);
  // The cases in chunks: each UPDATE runs the statement-level triggers (case counts, chat versions)
  // once, and chat_versions_cases joins its old and new rows, which PGlite planned as a nested loop
  // (30,000 cases in one UPDATE did not finish in minutes; 1,000 a statement took ~330 ms, 250 ~35 ms).
  const ids = rowsOf<{ id: number }>(await tx.execute(sql`SELECT seizure_request_id AS id FROM import_changes WHERE import_id = ${row.id} AND type = 'closed' ORDER BY 1`));
  for (let i = 0; i < ids.length; i += CLOSE_CHUNK) {
    const chunk = ids.slice(i, i + CLOSE_CHUNK).map((r) => Number(r.id));
    await tx.execute(sql`UPDATE seizure_requests SET status = 'archived', closed_at = ${now.toISOString()}::timestamptz, closed_by = 'import',
        total_pending_trackers = 0, updated_at = now()
      WHERE id = ANY(${sql.param(chunk)}::int[])`);
  }
  // Conversations end with the case (cases/trackers.ts closeChats).
  await tx.execute(sql`UPDATE chats SET closed = true WHERE seizure_request_id IN (${marked}) AND closed = false`);
}

/** A notification's payload (outbox.ts payloadOf) built in SQL from the case row `s`. */
const payload = (extra: SQL) =>
  sql`jsonb_build_object('licensePlate', s.license_plate, 'mainAddressCity', s.main_address_city, 'mainAddressState', s.main_address_state, ${extra})`;


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
    // A failure recorded meanwhile (a batch, the sender's) stays after the generic sentence.
    .set({ status: 'abandoned', error: sql`${IMPORT_MESSAGES.abandoned} || coalesce(' ' || ${imports.error}, '')`, closedAt: now })
    .where(and(eq(imports.status, 'processing'), lt(imports.updatedAt, new Date(now.getTime() - IMPORT_ABANDON_AFTER_MS))))
    .returning({ id: imports.id });
  const failed = await db
    .update(imports)
    .set({ status: 'closingFailed', error: IMPORT_MESSAGES.closingFailed, closedAt: now })
    .where(and(eq(imports.status, 'closing'), lt(imports.updatedAt, new Date(now.getTime() - CLOSING_STALE_MS))))
    .returning({ id: imports.id });
  return { abandoned: abandoned.length, failed: failed.length };
}

