import { and, eq } from 'drizzle-orm';
import { waitingUntil } from '../../../domain/appTransfers';
import type { PixType } from '../../../domain/statuses';
import type { Db } from '../../db/connection';
import { walletTransfers, walletHistory } from '../../db/schema';

export interface TransferRequest {
  userId: number;
  amount: number;
  pixType: PixType;
  pix: string;
}

/**
 * An app user asks for a withdrawal (the mobile app's side; the console only decides): the amount
 * leaves the wallet now (a negative history entry pointing at the transfer), and a key never paid
 * by a completed transfer waits `waitingHours` (PIX_WAITING_HOURS) before it is 'Pendente'.
 */
export async function requestTransfer(db: Db, request: TransferRequest, waitingHours: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [paid] = await tx
      .select({ id: walletTransfers.id })
      .from(walletTransfers)
      .where(and(eq(walletTransfers.pix, request.pix), eq(walletTransfers.status, 'completed')))
      .limit(1);
    const [transfer] = await tx
      .insert(walletTransfers)
      .values({
        ...request,
        status: 'pending',
        waitingUntil: waitingUntil(now, !!paid, waitingHours),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(walletHistory).values({
      userId: request.userId,
      amount: -request.amount,
      description: 'Transferência Pix solicitada',
      source: 'transfer',
      transferId: transfer!.id,
      createdAt: now,
    });
    return transfer!;
  });
}
