import { and, eq, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import {
  RECEIPT_MIME_TYPES,
  TRANSFER_TEXTS,
  transferDecisionSchema,
  type TransferDecision,
  type TransferRow,
} from '../../../domain/appTransfers';
import { deciderOf } from '../../../domain/decider';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { notifications, uploads, users, walletHistory, walletTransfers } from '../../db/schema';
import { isUniqueViolation } from '../cases/save';
import { conflict, invalid, notFound, parse } from '../errors';
import { auditAll } from '../shared/outbox';
import { getTransfer } from './list';

/**
 * The receipt must be a file the caller uploaded (never someone else's), of a receipt's type, and
 * the receipt of no other transfer (one receipt proves one payment): neither the same upload nor
 * the same bytes uploaded again (its SHA-256). Answers the upload's id and hash.
 */
async function checkReceipt(
  tx: Db,
  auth: AccessClaims,
  transferId: number,
  path: string,
): Promise<{ receiptUploadId: number; receiptSha256: string | null }> {
  const [file] = await tx
    .select({ id: uploads.id, mimeType: uploads.mimeType, sha256: uploads.sha256 })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.uploadedById, auth.userId)));
  if (!file) throw invalid({ receipt: TRANSFER_TEXTS.receiptNotFound });
  if (!(RECEIPT_MIME_TYPES as readonly string[]).includes(file.mimeType))
    throw invalid({ receipt: TRANSFER_TEXTS.receiptType });
  // By path (wallet_transfers_receipt_idx), so transfers decided before migration 0024 count too;
  // two decisions at once are held by the unique index on the upload id (see decideTransfer).
  const sameFile = eq(walletTransfers.receipt, path);
  const [used] = await tx
    .select({ id: walletTransfers.id })
    .from(walletTransfers)
    .where(
      and(
        file.sha256 ? or(sameFile, eq(walletTransfers.receiptSha256, file.sha256)) : sameFile,
        ne(walletTransfers.id, transferId),
      ),
    )
    .limit(1);
  if (used) throw invalid({ receipt: TRANSFER_TEXTS.receiptUsed }, TRANSFER_TEXTS.receiptUsed);
  return { receiptUploadId: file.id, receiptSha256: file.sha256 };
}

/**
 * A transfer in its security waiting period is decided only with the 'Continuar' step
 * (`continued: true`); the condition sits in the decision's UPDATE, so it is checked on the row
 * it changes.
 */
const waitOver = (decision: TransferDecision, now: Date): SQL | undefined =>
  decision.continued ? undefined : or(isNull(walletTransfers.waitingUntil), lte(walletTransfers.waitingUntil, now));

/**
 * POST /admin/app-transfers {id, status, reason | receipt}: support completes a pending transfer
 * (the money already left the wallet on request) or rejects it, which returns the amount to the
 * wallet with a history entry carrying the reason. A transfer is decided once: the UPDATE only
 * takes a row still pending, so of two decisions at once exactly one changes it and the other
 * gets 409 with what happened; nothing else is written for the loser. Still in its waiting period
 * without `continued`: 409 TRANSFER_TEXTS.stillWaiting. A receipt already used: 422 on `receipt`.
 * Decision, refund, the app user's notification and the audit row (with the receipt) are one
 * transaction.
 */
export async function decideTransfer(
  db: Db,
  auth: AccessClaims,
  input: unknown,
  now = new Date(),
): Promise<TransferRow> {
  const decision = parse(transferDecisionSchema, input);
  try {
    return await db.transaction((tx) => decide(tx, auth, decision, now));
  } catch (error) {
    // Two transfers completed at once with one receipt (one upload, or the same bytes twice): the unique indexes let one through.
    if (
      isUniqueViolation(error, 'wallet_transfers_receipt_upload_key') ||
      isUniqueViolation(error, 'wallet_transfers_receipt_sha256_key')
    ) {
      throw invalid({ receipt: TRANSFER_TEXTS.receiptUsed }, TRANSFER_TEXTS.receiptUsed);
    }
    throw error;
  }
}

async function decide(tx: Db, auth: AccessClaims, decision: TransferDecision, now: Date): Promise<TransferRow> {
  const set =
    decision.status === 'completed'
      ? {
          status: decision.status,
          receipt: decision.receipt,
          ...(await checkReceipt(tx, auth, decision.id, decision.receipt)),
          reason: null,
        }
      : { status: decision.status, reason: decision.reason };
  const [updated] = await tx
    .update(walletTransfers)
    .set({ ...set, decidedById: auth.userId, updatedAt: now })
    .where(and(eq(walletTransfers.id, decision.id), eq(walletTransfers.status, 'pending'), waitOver(decision, now)))
    .returning();
  if (!updated) {
    const [current] = await tx
      .select({
        status: walletTransfers.status,
        decidedById: walletTransfers.decidedById,
        deciderName: users.name,
        updatedAt: walletTransfers.updatedAt,
      })
      .from(walletTransfers)
      .leftJoin(users, eq(users.id, walletTransfers.decidedById))
      .where(eq(walletTransfers.id, decision.id));
    if (!current) throw notFound();
    if (current.status === 'pending') throw conflict(TRANSFER_TEXTS.stillWaiting);
    // Decided already: by whom the row says (no staff member on a cancellation: the app user's).
    const decider = deciderOf(current, auth.userId, current.status === 'cancelled');
    throw conflict(TRANSFER_TEXTS.alreadyDecided(current.status, decider, current.updatedAt));
  }
  const waited = updated.waitingUntil !== null && updated.waitingUntil > now;
  const amount = Number(updated.amount);
  if (decision.status === 'rejected') {
    await tx.insert(walletHistory).values({
      userId: updated.userId,
      amount,
      description: `Estorno de transferência rejeitada: ${decision.reason}`,
      source: 'transfer',
      transferId: updated.id,
      createdAt: now,
    });
  }
  const kind = decision.status === 'completed' ? 'transferCompleted' : 'transferRejected';
  await tx.insert(notifications).values({
    userId: updated.userId,
    kind,
    payload: { transferId: updated.id, amount, pix: updated.pix, reason: updated.reason, receipt: updated.receipt },
  });
  await auditAll(tx, [
    {
      actorId: auth.userId,
      lawCompanyId: null,
      action: `transfer.${decision.status}`,
      entity: 'appTransfer',
      entityId: updated.id,
      data: {
        userId: updated.userId,
        amount,
        pix: updated.pix,
        reason: updated.reason,
        receipt: updated.receipt,
        // Decided inside the waiting period: the 'Continuar' step, and when the wait would have ended.
        ...(waited ? { continued: true, waitingUntil: updated.waitingUntil } : {}),
      },
    },
  ]);
  return getTransfer(tx, updated.id, now);
}
