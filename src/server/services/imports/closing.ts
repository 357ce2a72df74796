// closeOthers (the company's open cases missing from the file are archived) and the import job
// (abandoned imports, closings to resume). docs/imports.md "The closing".
import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import { IMPORT_ABANDON_AFTER_MS, IMPORT_MESSAGES } from '../../../domain/imports';
import { CASE_MESSAGES } from '../../../domain/schemas/case';
import { READY_CASE_STATUSES } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { imports } from '../../db/schema';

/**
 * A closing nobody has moved on for this long is taken over by the import job (its process died
 * or was stopped between chunks): a running closing touches its import at every chunk.
 */
export const CLOSING_STALE_MS = 30_000;
/** The company's cases looked at per chunk by default (one transaction): bounds a chunk's time whatever the portfolio. The runner sizes it to the chunks' time. */
export const CLOSING_SCAN = 200;
/** Cases archived per UPDATE inside a chunk (see archive). */
const UPDATE_SLICE = 250;
const READY = sql.join(
  READY_CASE_STATUSES.map((s) => sql`${s}`),
  sql`, `,
);

type ImportRow = typeof imports.$inferSelect;
export type ChunkResult = { closed: number; done: boolean };

/**
 * One chunk of a closing, in one transaction holding the import's row lock: the next CLOSING_SCAN
 * cases of the company, walked from the import's start back (created_at, id descending, on
 * cases_company_created_idx; created_at never changes, so the walk misses none and sees none
 * twice), those ready, open and touched by no row of the import (import_records_case_idx) locked,
 * recorded as the import's 'closed' changes and archived as a manual close does; the cursor moves
 * past the chunk. The last chunk completes the import. A second process running the same closing
 * waits for the lock and goes on from the cursor: every case is closed once. The cost is linear in
 * the company's cases, and each transaction is short, so on PGlite (one connection) other calls
 * are served between chunks.
 */
export async function closeChunk(
  db: Db,
  importId: number,
  now: Date = new Date(),
  scan = CLOSING_SCAN,
): Promise<ChunkResult> {
  return db.transaction(async (tx) => {
    // The cursor travels as text: a Date would cut created_at's microseconds and skip cases. It is
    // read first and sent as values: joined to imports, PGlite (no statistics) sorted the whole
    // portfolio at every chunk instead of reading cases_company_created_idx in its order.
    const [row] = await tx.select().from(imports).where(eq(imports.id, importId)).for('update');
    if (!row || row.status !== 'closing') return { closed: 0, done: true };
    const [cursor] = rowsOf<{ at: string; id: number }>(
      await tx.execute(sql`SELECT coalesce(closing_cursor_at, created_at)::text AS at,
      coalesce(closing_cursor_id, 0) AS id FROM imports WHERE id = ${importId}`),
    );
    const scanned = rowsOf<{ id: number; at: string }>(
      await tx.execute(sql`SELECT s.id, s.created_at::text AS at FROM seizure_requests s
      WHERE s.law_company_id = ${row.lawCompanyId} AND s.deleted_at IS NULL
        AND (s.created_at, s.id) < (${cursor.at}::timestamptz, ${Number(cursor.id)}::int)
      ORDER BY s.created_at DESC, s.id DESC LIMIT ${scan}`),
    );
    const ids = await lockMissing(
      tx,
      row,
      scanned.map((s) => Number(s.id)),
    );
    if (ids.length > 0) await archive(tx, row, ids, now);
    const done = scanned.length < scan;
    const last = scanned.at(-1);
    await tx
      .update(imports)
      .set({
        changesClosedCount: sql`${imports.changesClosedCount} + ${ids.length}`,
        ...(last ? { closingCursorAt: sql`${last.at}::timestamptz`, closingCursorId: Number(last.id) } : {}),
        ...(done ? { status: 'completed' as const, closedAt: now } : {}),
        updatedAt: now,
      })
      .where(eq(imports.id, importId));
    return { closed: ids.length, done };
  });
}

/** Of the scanned cases, those to archive: ready, open, touched by no row of the import; locked, ids ascending. */
async function lockMissing(tx: Db, row: ImportRow, scanned: number[]): Promise<number[]> {
  if (scanned.length === 0) return [];
  const found = rowsOf<{ id: number }>(
    await tx.execute(sql`SELECT s.id FROM seizure_requests s
    WHERE s.id = ANY(${sql.param(scanned)}::int[]) AND s.deleted_at IS NULL AND s.closed_at IS NULL AND s.status IN (${READY})
      AND NOT EXISTS (SELECT 1 FROM import_records r WHERE r.import_id = ${row.id} AND r.seizure_request_id = s.id)
    ORDER BY s.id FOR UPDATE OF s`),
  );
  return found.map((r) => Number(r.id));
}

/**
 * The chunk's cases archived with what a manual close does (cases/lifecycle.ts), a statement per
 * table: the import's 'closed' changes, each case's audit row (from, notified, rejected), the
 * approved trackers told (caseClosed), the pending requests rejected ('Caso encerrado') and told,
 * the cases themselves, their chats closed.
 */
async function archive(tx: Db, row: ImportRow, ids: number[], now: Date) {
  const list = sql`${sql.param(ids)}::int[]`;
  const at = sql`${now.toISOString()}::timestamptz`;
  const reason = CASE_MESSAGES.closedReason;
  await tx.execute(sql`INSERT INTO import_changes (import_id, seizure_request_id, type, created_at)
    SELECT ${row.id}, id, 'closed', ${at} FROM unnest(${list}) AS id`);
  // The audit first: it reads the status and the trackers as they were.
  await tx.execute(sql`INSERT INTO audit_log (actor_id, law_company_id, action, entity, entity_id, data)
    SELECT ${row.starterId}, s.law_company_id, 'case.closed', 'seizureRequest', s.id, jsonb_build_object(
      'from', s.status, 'status', 'archived', 'closedBy', 'import', 'importId', ${row.id}::int,
      'notified', (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'approved'),
      'rejected', (SELECT count(*)::int FROM tracker_requests t WHERE t.seizure_request_id = s.id AND t.status = 'pending'))
    FROM seizure_requests s WHERE s.id = ANY(${list}) ORDER BY s.id`);
  await tx.execute(sql`INSERT INTO notifications (user_id, kind, seizure_request_id, payload)
    SELECT t.user_id, 'caseClosed', s.id, ${payload(sql`'status', 'archived'`)}
    FROM tracker_requests t JOIN seizure_requests s ON s.id = t.seizure_request_id
    WHERE t.seizure_request_id = ANY(${list}) AND t.status = 'approved' ORDER BY s.id, t.id`);
  await tx.execute(sql`WITH rejected AS (
      UPDATE tracker_requests t SET status = 'reproved', reason = ${reason}, was_reproved = true, last_reproved_reason = ${reason},
        decided_by_id = ${row.starterId}, updated_at = now()
      WHERE t.seizure_request_id = ANY(${list}) AND t.status = 'pending'
      RETURNING t.id, t.user_id, t.seizure_request_id)
    INSERT INTO notifications (user_id, kind, seizure_request_id, payload)
    SELECT r.user_id, 'requestRejected', s.id, ${payload(sql`'reason', ${reason}::text`)}
    FROM rejected r JOIN seizure_requests s ON s.id = r.seizure_request_id ORDER BY s.id, r.id`);
  // Each UPDATE runs the statement-level triggers (case counts, chat versions) once, and
  // chat_versions_cases joins its old and new rows, which PGlite plans as a nested loop
  // (30,000 cases in one UPDATE did not finish in minutes; 250 a statement take ~35 ms).
  for (let i = 0; i < ids.length; i += UPDATE_SLICE) {
    await tx.execute(sql`UPDATE seizure_requests SET status = 'archived', closed_at = ${at}, closed_by = 'import',
        total_pending_trackers = 0, updated_at = now()
      WHERE id = ANY(${sql.param(ids.slice(i, i + UPDATE_SLICE))}::int[])`);
  }
  // Conversations end with the case (cases/trackers.ts closeChats).
  await tx.execute(sql`UPDATE chats SET closed = true WHERE seizure_request_id = ANY(${list}) AND closed = false`);
}

/** A notification's payload (outbox.ts payloadOf) built in SQL from the case row `s`. */
const payload = (extra: SQL) =>
  sql`jsonb_build_object('licensePlate', s.license_plate, 'mainAddressCity', s.main_address_city, 'mainAddressState', s.main_address_state, ${extra})`;

/** How many cases the closing would archive now (a closeOthers not applied reports them). One anti-join on import_records_case_idx. */
export async function countMissingCases(tx: Db, row: ImportRow): Promise<number> {
  return Number(
    rowsOf<{ n: number }>(
      await tx.execute(sql`SELECT count(*)::int AS n FROM seizure_requests s
    WHERE s.law_company_id = ${row.lawCompanyId} AND s.deleted_at IS NULL AND s.closed_at IS NULL
      AND s.status IN (${READY}) AND s.created_at < (SELECT created_at FROM imports WHERE id = ${row.id})
      AND NOT EXISTS (SELECT 1 FROM import_records r WHERE r.import_id = ${row.id} AND r.seizure_request_id = s.id)`),
    )[0].n,
  );
}

/** Marks a closing failed for good (its chunks kept failing): what was archived stays, and is counted. */
export async function failClosing(db: Db, importId: number, now: Date = new Date()) {
  await db
    .update(imports)
    .set({ status: 'closingFailed', error: IMPORT_MESSAGES.closingFailed, closedAt: now })
    .where(and(eq(imports.id, importId), eq(imports.status, 'closing')));
}

/**
 * The import job's rules, one statement each (a batch arriving meanwhile either commits first, and
 * the row no longer matches, or finds the import no longer processing):
 * - a processing import without a batch for IMPORT_ABANDON_AFTER_MS is abandoned;
 * - a closing nobody moved on for CLOSING_STALE_MS (every one, with `allClosings`: this process
 *   has just started and runs none) is answered in `resume`, for the caller to go on with.
 */
export async function runImportJob(
  db: Db,
  now: Date = new Date(),
  allClosings = false,
): Promise<{ abandoned: number; resume: number[] }> {
  const abandoned = await db
    .update(imports)
    // A failure recorded meanwhile (a batch, the sender's) stays after the generic sentence.
    .set({
      status: 'abandoned',
      error: sql`${IMPORT_MESSAGES.abandoned} || coalesce(' ' || ${imports.error}, '')`,
      closedAt: now,
    })
    .where(
      and(eq(imports.status, 'processing'), lt(imports.updatedAt, new Date(now.getTime() - IMPORT_ABANDON_AFTER_MS))),
    )
    .returning({ id: imports.id });
  const stale = await db
    .select({ id: imports.id })
    .from(imports)
    .where(
      and(
        eq(imports.status, 'closing'),
        allClosings ? undefined : lt(imports.updatedAt, new Date(now.getTime() - CLOSING_STALE_MS)),
      ),
    )
    .orderBy(imports.id);
  return { abandoned: abandoned.length, resume: stale.map((r) => r.id) };
}
