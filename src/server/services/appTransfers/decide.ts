import { and, eq } from 'drizzle-orm';
import { RECEIPT_MIME_TYPES, TRANSFER_TEXTS, transferDecisionSchema, type TransferRow } from '../../../domain/appTransfers';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { notifications, uploads, walletHistory, walletTransfers } from '../../db/schema';
import { conflict, invalid, notFound, parse } from '../errors';
import { auditAll } from '../shared/outbox';
import { getTransfer } from './list';

/** The receipt must be a file the caller uploaded (never someone else's), of a receipt's type. */
async function checkReceipt(tx: Db, auth: AccessClaims, path: string) {
  const [file] = await tx
    .select({ mimeType: uploads.mimeType })
    .from(uploads)
    .where(and(eq(uploads.path, path), eq(uploads.uploadedById, auth.userId)));
  if (!file) throw invalid({ receipt: TRANSFER_TEXTS.receiptNotFound });
  if (!(RECEIPT_MIME_TYPES as readonly string[]).includes(file.mimeType)) throw invalid({ receipt: TRANSFER_TEXTS.receiptType });
}

/**
 * POST /admin/app-transfers {id, status, reason | receipt}: support completes a pending transfer
 * (the money already left the wallet on request) or rejects it, which returns the amount to the
 * wallet with a history entry carrying the reason. A transfer is decided once: the UPDATE only
 * takes a row still pending, so of two decisions at once exactly one changes it and the other
 * gets 409 with what happened; nothing else is written for the loser. Decision, refund, the app
 * user's notification and the audit row (with the receipt) are one transaction.
 */
export async function decideTransfer(db: Db, auth: AccessClaims, input: unknown, now = new Date()): Promise<TransferRow> {
  const decision = parse(transferDecisionSchema, input);
  return db.transaction(async (tx) => {
    if (decision.status === 'completed') await checkReceipt(tx, auth, decision.receipt);
    const set =
      decision.status === 'completed'
        ? { status: decision.status, receipt: decision.receipt, reason: null }
        : { status: decision.status, reason: decision.reason };
    const [updated] = await tx
      .update(walletTransfers)
      .set({ ...set, decidedById: auth.userId, updatedAt: now })
      .where(and(eq(walletTransfers.id, decision.id), eq(walletTransfers.status, 'pending')))
      .returning();
    if (!updated) {
      const [current] = await tx.select({ status: walletTransfers.status }).from(walletTransfers).where(eq(walletTransfers.id, decision.id));
      if (!current) throw notFound();
      throw conflict(TRANSFER_TEXTS.alreadyDecided(current.status));
    }
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
        data: { userId: updated.userId, amount, pix: updated.pix, reason: updated.reason, receipt: updated.receipt },
      },
    ]);
    return getTransfer(tx, updated.id, now);
  });
}
