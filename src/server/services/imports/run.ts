// An import's life: started (processing) and fed in batches; its end (finished, cancelled) is in
// finish.ts, what a row's record says in records.ts; docs/imports.md.
import { wellFormedBatch } from './wellFormedBatch';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  IMPORT_MESSAGES,
  importBatchSchema,
  importErrorSchema,
  importStartSchema,
  type ImportConfigBody,
  type ImportField,
  type ImportProgress,
  type ImportStarted,
} from '../../../domain/imports';
import { mapRow, type RowOutcome } from '../../../domain/importRows';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { rowsOf } from '../../db/rows';
import { importChanges, importRecords, imports, seizureRequests } from '../../db/schema';
import { categoryTypes } from '../cases/read';
import { ERROR_TEXTS } from '../../../domain/errors';
import { notFound, parse, refused, ServiceError } from '../errors';
import { importRows } from '../../metrics/registry';
import { companyOf, findConfig } from './configs';
import { insertFromArrays } from './bulk';
import { reserveIds } from '../../db/bulkInsert';
import { upsertCases, type UpsertContext } from './upsert';
import { RECORD_COLUMNS, recordOf, type RecordInsert } from './records';
import { oneStatement } from './write';

export type ImportRow = typeof imports.$inferSelect;

/** POST /admin/import {filename, closeOthers, configId}: the configuration is copied onto the import. */
export async function startImport(db: Db, auth: AccessClaims, input: unknown): Promise<ImportStarted> {
  const { filename, closeOthers, configId, fileHash } = parse(importStartSchema, input);
  const config = await findConfig(db, auth, configId);
  const [row] = await db
    .insert(imports)
    .values({
      lawCompanyId: companyOf(auth),
      configId,
      starterId: auth.userId,
      filename,
      closeOthers,
      configApplied: config.config,
      fileHash: fileHash ?? null,
    })
    .returning();
  return { id: row.id, createdAt: row.createdAt, closeOthers: row.closeOthers, configApplied: config.config };
}

/** The company's import, locked for the rest of the transaction when asked; another company's is 404. */
export async function findImport(db: Db, auth: AccessClaims, id: number, forUpdate = false): Promise<ImportRow> {
  const query = db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.lawCompanyId, companyOf(auth))))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

/** Rows imported with fields dropped by the row-edit rules. */
export async function invalidCount(db: Db, importId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(importRecords)
    .where(
      and(
        eq(importRecords.importId, importId),
        sql`${importRecords.error} IS NULL AND ${importRecords.invalidFields} IS NOT NULL`,
      ),
    );
  return row.n;
}

/** The first seq missing from the run 0, 1, 2… among `batches` (a relation of `seq`): lastSeq + 1, 0 when none. */
const nextSeqOf = (batches: SQL) => sql`(SELECT CASE WHEN NOT EXISTS (SELECT 1 FROM ${batches} z WHERE z.seq = 0) THEN 0
  ELSE (SELECT min(b.seq + 1) FROM ${batches} b WHERE NOT EXISTS (SELECT 1 FROM ${batches} c WHERE c.seq = b.seq + 1)) END)::int`;
const batchesOf = (importId: number) => sql`(SELECT seq FROM import_batches WHERE import_id = ${importId})`;
const invalidOf = (importId: number) =>
  sql`(SELECT count(*)::int FROM import_records WHERE import_id = ${importId} AND error IS NULL AND invalid_fields IS NOT NULL)`;
const draftsOf = (importId: number) =>
  sql`(SELECT count(*)::int FROM import_records WHERE import_id = ${importId} AND error IS NULL AND missing_fields IS NOT NULL)`;
type Counts = { invalid: number; drafts: number; next: number };
const countsOf = (row: Counts) => ({
  invalid: Number(row.invalid),
  drafts: Number(row.drafts),
  lastSeq: Number(row.next) === 0 ? null : Number(row.next) - 1,
});

/**
 * The counts a progress adds to the import's row, in one statement (each from its partial index):
 * invalid rows, draft rows, and the last batch of the unbroken run from 0 (where a sender resumes).
 */
async function recordCounts(db: Db, importId: number) {
  const [row] = rowsOf<Counts>(
    await db.execute(
      sql`SELECT ${invalidOf(importId)} AS invalid, ${draftsOf(importId)} AS drafts, ${nextSeqOf(batchesOf(importId))} AS next`,
    ),
  );
  return countsOf(row);
}

type ProgressRow = Pick<ImportRow, 'total' | 'current' | 'error' | 'changesErrorCount'>;
const progressFrom = (row: ProgressRow, counts: ReturnType<typeof countsOf>): ImportProgress => {
  const total = Math.max(row.total, row.current);
  return {
    percent: total === 0 ? 0 : Math.floor((row.current * 100) / total),
    current: row.current,
    total,
    error: row.error,
    errorRecords: row.changesErrorCount,
    invalidRecords: counts.invalid,
    draftRecords: counts.drafts,
    lastSeq: counts.lastSeq,
  };
};

export async function progressOf(db: Db, row: ImportRow): Promise<ImportProgress> {
  return progressFrom(row, await recordCounts(db, row.id));
}

/** The fields the configuration maps, as the case's fields. */
export const mappedFields = (config: ImportConfigBody) => new Set(Object.keys(config.columns) as ImportField[]);

/** How long a batch sent with `after` waits for that batch to be applied, and how often it looks. */
export const IMPORT_TURN_WAIT_MS = 30_000;
const TURN_POLL_MS = 10;
const NOT_YET = Symbol('not yet');

/**
 * POST /admin/import/{id}/batches {seq, total?, after?, rows}: each row validated by the case rules
 * and upserted, every row and change recorded, in one transaction with the import row locked (the
 * batches of one import never interleave). A batch whose seq was applied already changes nothing.
 * With `after` (the console keeps two batches in flight) it is applied only once batch `after` is:
 * until then it lets the lock go and looks again, so the file's order holds whichever arrives first.
 */
export async function applyBatch(db: Db, auth: AccessClaims, id: number, input: unknown): Promise<ImportProgress> {
  const batch = wellFormedBatch(input) ?? parse(importBatchSchema, input);
  try {
    return await applyInTurn(db, auth, id, batch);
  } catch (error) {
    // A refusal (not processing, not found, a wrong row) is the caller's answer; anything else is
    // stored on the import at once, so the history says why instead of abandoning it 10 minutes later.
    if (!(error instanceof ServiceError) || error.kind === 'unavailable')
      await recordBatchFailure(db, auth, id, batch, error);
    throw error;
  }
}

async function applyInTurn(
  db: Db,
  auth: AccessClaims,
  id: number,
  batch: z.output<typeof importBatchSchema>,
): Promise<ImportProgress> {
  // Mapped before the lock, while another batch of the import writes: the configuration is the
  // import's copy, fixed at its start; the status is checked again under the lock.
  const { configApplied: config } = await findImport(db, auth, id);
  const types = await categoryTypes(db);
  const outcomes = await mapInSlices(batch.rows, ({ line, cells }) => ({
    line,
    cells,
    outcome: mapRow(config!, cells, types),
  }));
  // The new cases' ids taken before the lock, one per row (the unused ones are gaps in the
  // sequence, as a rolled-back insert leaves): one statement less while the import is locked.
  const ids = await reserveIds(db, seizureRequests, outcomes.filter((o) => o.outcome.ok).length);
  for (const started = Date.now(); ; await new Promise((resolve) => setTimeout(resolve, TURN_POLL_MS))) {
    const written: RowCounts = { created: 0, updated: 0, errors: 0 };
    const answer = await db.transaction(async (tx) => {
      const { row, seqApplied, afterApplied } = await lockImport(tx, auth, id, batch);
      if (batch.after != null && row.status === 'processing' && !afterApplied) return NOT_YET;
      if (seqApplied) return progressOf(tx, row);
      return writeRows(tx, auth, row, batch, outcomes, ids, written);
    });
    if (answer !== NOT_YET) {
      // Counted once committed (GET /metrics): a batch sent again writes nothing and counts nothing.
      for (const [outcome, n] of Object.entries(written)) if (n > 0) importRows.inc({ outcome }, n);
      return answer;
    }
    // The earlier batch never came (its sender gave up): a 503, which the sender may retry.
    if (Date.now() - started > IMPORT_TURN_WAIT_MS)
      throw new ServiceError('unavailable', IMPORT_MESSAGES.turnMissed(batch.after!));
  }
}

/** Why a batch was not written, in words the history can show (the database's own message when it has one). */
function failureReason(error: unknown): string {
  if (error instanceof ServiceError) return error.message;
  // The query builder wraps the database's error ('Failed query: …' with the statement and its
  // values): the innermost cause is the reason, and it carries no row's data.
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const text = inner instanceof Error ? inner.message : String(inner);
  return (text.trim() || ERROR_TEXTS.unknown).slice(0, 300);
}

async function recordBatchFailure(
  db: Db,
  auth: AccessClaims,
  id: number,
  batch: z.output<typeof importBatchSchema>,
  error: unknown,
) {
  const lines = batch.rows.map((r) => r.line);
  const message = IMPORT_MESSAGES.batchFailed(
    batch.seq,
    lines.length > 0 ? Math.min(...lines) : null,
    lines.length > 0 ? Math.max(...lines) : null,
    failureReason(error),
  );
  try {
    await db
      .update(imports)
      // The first failure since the last applied batch is the cause: a batch waiting for this one
      // and giving up 30 s later does not overwrite it.
      .set({ error: sql`coalesce(${imports.error}, ${message})` })
      .where(and(eq(imports.id, id), eq(imports.lawCompanyId, companyOf(auth)), eq(imports.status, 'processing')));
  } catch {
    // The database itself is out of reach: the answer's 5xx is all there is to say.
  }
}

/** POST /admin/import/{id}/error {message}: the sender's own failure stored on a processing import (it stays resumable). */
export async function recordSenderError(
  db: Db,
  auth: AccessClaims,
  id: number,
  input: unknown,
): Promise<ImportProgress> {
  const { message } = parse(importErrorSchema, input);
  const row = await findImport(db, auth, id);
  if (row.status !== 'processing') throw refused(IMPORT_MESSAGES.notProcessing);
  const [updated] = await db.update(imports).set({ error: message }).where(eq(imports.id, id)).returning();
  return progressOf(db, updated);
}

const applied = (importId: number, seq: number | null | undefined) =>
  seq == null
    ? sql<boolean>`false`
    : sql<boolean>`EXISTS (SELECT 1 FROM import_batches b WHERE b.import_id = ${importId} AND b.seq = ${seq})`;

/**
 * The company's import locked, then whether this batch and the one it comes after are applied (one
 * statement). Not in the locking statement: its snapshot is taken before it waits for the lock, so
 * it would not see the batch whose commit it waited for.
 */
async function lockImport(tx: Db, auth: AccessClaims, id: number, batch: { seq: number; after?: number | null }) {
  const row = await findImport(tx, auth, id, true);
  const [flags] = rowsOf<{ seqApplied: boolean; afterApplied: boolean }>(
    await tx.execute(
      sql`SELECT ${applied(id, batch.seq)} AS "seqApplied", ${applied(id, batch.after)} AS "afterApplied"`,
    ),
  );
  return { row, seqApplied: flags.seqApplied, afterApplied: flags.afterApplied };
}

const MAP_SLICE = 100;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
/**
 * The rows mapped a slice at a time, letting the event loop turn between slices: a 1,000-row batch
 * mapped in one go held the process for ≈ 30 ms, and the batch writing under the import's lock
 * (the one in flight before this) waited that long to send its next statement.
 */
async function mapInSlices<T, R>(items: T[], map: (item: T) => R): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += MAP_SLICE) {
    if (i > 0) await nextTurn();
    for (const item of items.slice(i, i + MAP_SLICE)) out.push(map(item));
  }
  return out;
}

type Outcomes = { line: number; cells: Record<string, unknown>; outcome: RowOutcome }[];

/** The rows a batch wrote, by what they became. */
type RowCounts = { created: number; updated: number; errors: number };

/**
 * The batch's rows written, in the transaction holding the import's lock: after the lookup (and
 * the rare statements that must go first, write.ts), ONE statement writes the cases, their
 * addresses, the records, the changes, the audit row, the applied batch and the import's counters,
 * and answers the progress (the counts read from before the statement, plus this batch's).
 */
async function writeRows(
  tx: Db,
  auth: AccessClaims,
  row: ImportRow,
  batch: z.output<typeof importBatchSchema>,
  outcomes: Outcomes,
  ids: number[],
  written: RowCounts,
): Promise<ImportProgress> {
  const id = row.id;
  if (row.status !== 'processing') throw refused(IMPORT_MESSAGES.notProcessing);
  const ctx: UpsertContext = {
    lawCompanyId: row.lawCompanyId,
    actorId: auth.userId,
    importId: id,
    mapped: mappedFields(row.configApplied!),
  };
  const { outcomes: upserts, parts } = await upsertCases(
    tx,
    ctx,
    outcomes.flatMap(({ outcome }) => (outcome.ok ? [outcome.data] : [])),
    ids,
  );
  const records: RecordInsert[] = [];
  const changes: (typeof importChanges.$inferInsert)[] = [];
  const counts = { created: 0, updated: 0, reopened: 0, invalid: 0, drafts: 0, errors: 0 };
  let next = 0;
  for (const { line, cells, outcome } of outcomes) {
    const upsert = outcome.ok ? upserts[next++] : null;
    const record = recordOf(outcome, upsert);
    records.push({ ...record, importId: id, line, original: cells });
    if (upsert?.ok) {
      changes.push({ importId: id, seizureRequestId: upsert.result.caseId, type: upsert.result.type });
      counts[upsert.result.type]++;
      if (upsert.result.reopened) counts.reopened++;
      if (record.invalidFields) counts.invalid++;
      if (record.missingFields) counts.drafts++;
    } else counts.errors++;
  }
  Object.assign(written, { created: counts.created, updated: counts.updated, errors: counts.errors });
  if (records.length > 0) parts.push(insertFromArrays(importRecords, RECORD_COLUMNS, records));
  if (changes.length > 0)
    parts.push(insertFromArrays(importChanges, { importId: 'int', seizureRequestId: 'int', type: 'text' }, changes));
  // One audit row per batch: each case's own account of the import is its import_changes row.
  const lines = batch.rows.map((r) => r.line);
  const audit = {
    seq: batch.seq,
    firstLine: lines.length > 0 ? Math.min(...lines) : null,
    lastLine: lines.length > 0 ? Math.max(...lines) : null,
    ...counts,
  };
  parts.push(sql`INSERT INTO audit_log (actor_id, law_company_id, action, entity, entity_id, data)
    VALUES (${auth.userId}, ${row.lawCompanyId}, 'import.batch', 'import', ${id}, ${JSON.stringify(audit)}::jsonb)`);
  parts.push(sql`INSERT INTO import_batches (import_id, seq, rows) VALUES (${id}, ${batch.seq}, ${batch.rows.length})`);
  const total = batch.total != null ? sql`greatest(${batch.total}::int, total)` : sql`total`;
  const [updated] = rowsOf<ProgressRow & Counts>(
    await tx.execute(
      oneStatement(
        parts,
        // A batch written after a recorded failure: the import is going again (error cleared).
        sql`UPDATE imports SET current = current + ${records.length}::int, total = ${total},
          changes_create_count = changes_create_count + ${counts.created}::int, changes_update_count = changes_update_count + ${counts.updated}::int,
          changes_error_count = changes_error_count + ${counts.errors}::int, error = NULL, updated_at = ${new Date().toISOString()}::timestamptz
        WHERE id = ${id}
        RETURNING current, total, error, changes_error_count AS "changesErrorCount",
          ${invalidOf(id)} + ${counts.invalid}::int AS invalid, ${draftsOf(id)} + ${counts.drafts}::int AS drafts,
          ${nextSeqOf(sql`(SELECT seq FROM import_batches WHERE import_id = ${id} UNION ALL SELECT ${batch.seq}::int)`)} AS next`,
      ),
    ),
  );
  return progressFrom(updated, countsOf(updated));
}
