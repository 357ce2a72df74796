// The end of an import: finished (completed, or closing the cases missing from the file) or
// cancelled; its start and batches are in run.ts, docs/imports.md.
import { eq } from 'drizzle-orm';
import {
  IMPORT_MESSAGES,
  closingBlockOf,
  importFinishSchema,
  type ImportCancelled,
  type ImportFinished,
} from '../../../domain/imports';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { imports } from '../../db/schema';
import { parse, refused } from '../errors';
import { countMissingCases } from './closing';
import { findImport, invalidCount } from './run';

/**
 * POST /admin/import/{id}/finish {total}: every line arrived. With closeOthers, no error and no
 * invalid row, the import goes to closing (the caller runs closeMissingCases in the background);
 * otherwise it is completed, and a closeOthers not applied says why and how many cases it left open.
 * Finishing a finished import answers it again.
 */
export async function finishImport(
  db: Db,
  auth: AccessClaims,
  id: number,
  input: unknown,
): Promise<ImportFinished & { closes: boolean }> {
  const { total } = parse(importFinishSchema, input);
  return db.transaction(async (tx) => {
    const row = await findImport(tx, auth, id, true);
    if (row.status !== 'processing') {
      if (row.status === 'cancelled' || row.status === 'abandoned') throw refused(IMPORT_MESSAGES.notProcessing);
      return {
        id,
        status: row.status,
        closingBlockedBy: row.closingBlockedBy,
        notClosedCount: row.notClosedCount,
        closes: false,
      };
    }
    if (row.current < total) throw refused(IMPORT_MESSAGES.rowsMissing);
    const closingBlockedBy = row.closeOthers ? closingBlockOf(row.changesErrorCount, await invalidCount(tx, id)) : null;
    const closes = row.closeOthers && !closingBlockedBy;
    const notClosedCount = closingBlockedBy ? await countMissingCases(tx, row) : 0;
    const status = closes ? 'closing' : 'completed';
    await tx
      .update(imports)
      .set({ status, total, closedAt: closes ? null : new Date(), closingBlockedBy, notClosedCount })
      .where(eq(imports.id, id));
    return { id, status, closingBlockedBy, notClosedCount, closes };
  });
}

/**
 * POST /admin/import/{id}/cancel: stops a processing import; what it imported stays, nothing is
 * closed. Answers what the server had written: the lock waits for a batch being written, so the
 * counts include every batch that got in before the cancel (issue 34: the console said what it
 * had seen answered, 2,000, while 4,000 were written).
 */
export async function cancelImport(db: Db, auth: AccessClaims, id: number): Promise<ImportCancelled> {
  return db.transaction(async (tx) => {
    const row = await findImport(tx, auth, id, true);
    const status = row.status === 'processing' ? 'cancelled' : row.status;
    if (row.status === 'processing')
      await tx.update(imports).set({ status, closedAt: new Date() }).where(eq(imports.id, id));
    const { current, total, changesCreateCount, changesUpdateCount } = row;
    return { id, status, current, total: Math.max(total, current), changesCreateCount, changesUpdateCount };
  });
}
