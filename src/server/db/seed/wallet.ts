// Pix withdrawals in every status and Pix type (some inside the security wait), and the wallet
// statements behind them: rewards of accepted reports, withdrawals and refunds.
import type { PixType, TransferStatus } from '../../../domain/statuses';
import { walletHistory, walletTransfers } from '../schema';
import type { SeedContext, SeededTracker, Staff } from './context';
import { insertMany, reserveIds } from '../bulkInsert';
import type { AcceptedReport } from './reports';
import { DAY, HOUR, MINUTE, addMs } from './random';

interface TransferSpec {
  status: TransferStatus;
  /** A key never used before: a pending transfer with it waits out the security period. */
  fresh?: 'waiting' | 'waited';
}

const SPECS: readonly TransferSpec[] = [
  ...Array.from({ length: 11 }, (): TransferSpec => ({ status: 'completed' })),
  ...Array.from({ length: 6 }, (): TransferSpec => ({ status: 'pending' })),
  { status: 'pending', fresh: 'waiting' },
  { status: 'pending', fresh: 'waiting' },
  { status: 'pending', fresh: 'waiting' },
  { status: 'pending', fresh: 'waited' },
  ...Array.from({ length: 6 }, (): TransferSpec => ({ status: 'rejected' })),
  ...Array.from({ length: 5 }, (): TransferSpec => ({ status: 'cancelled' })),
];
const REJECT_REASONS = [
  'A chave Pix não pertence ao titular da conta.',
  'Dados bancários divergentes do cadastro.',
  'Solicitação duplicada.',
  'Saldo bloqueado para análise de recompensa contestada.',
];
const PIX_TYPES: readonly PixType[] = ['document', 'email', 'phone', 'uniqueKey'];

export async function seedWallet(
  ctx: SeedContext,
  trackers: SeededTracker[],
  accepted: AcceptedReport[],
  staff: Staff,
): Promise<void> {
  const rng = ctx.rng.fork('wallet');
  const { now } = ctx;
  const owners = trackers.filter((t) => t.verified && t.status === 'active').slice(0, 14);
  const randomKeys = new Map(owners.map((t) => [t.id, rng.uuid()]));
  const keyOf = (t: SeededTracker, type: PixType) =>
    type === 'document'
      ? t.document
      : type === 'email'
        ? t.email
        : type === 'phone'
          ? `+55${t.phone}`
          : randomKeys.get(t.id)!;

  const transfers: (typeof walletTransfers.$inferInsert)[] = [];
  // Ids first: each debit and refund in the history points at its transfer.
  const transferIds = await reserveIds(ctx.db, walletTransfers, SPECS.length);
  SPECS.forEach((spec, i) => {
    const owner = owners[i % owners.length];
    const preferred = PIX_TYPES[owners.indexOf(owner) % PIX_TYPES.length];
    const pixType: PixType = spec.fresh ? 'uniqueKey' : i % 5 === 4 ? PIX_TYPES[i % 4] : preferred;
    const pix = spec.fresh ? rng.uuid() : keyOf(owner, pixType);
    const createdAt =
      spec.fresh === 'waiting'
        ? addMs(now, -rng.int(30, 20 * 60) * MINUTE)
        : spec.fresh === 'waited'
          ? addMs(now, -3 * DAY)
          : spec.status === 'pending'
            ? addMs(now, -rng.int(2, 72) * HOUR)
            : addMs(now, -rng.int(4, 150) * DAY - rng.int(0, 23) * HOUR);
    const decided = spec.status === 'completed' || spec.status === 'rejected';
    const updatedAt = spec.status === 'pending' ? createdAt : addMs(createdAt, rng.int(2, 40) * HOUR);
    transfers.push({
      id: transferIds[i],
      userId: owner.id,
      amount: rng.money(50, 2500),
      pixType,
      pix,
      reason: spec.status === 'rejected' ? rng.pick(REJECT_REASONS) : null,
      status: spec.status,
      receipt: spec.status === 'completed' ? ctx.files.path('pixReceipt') : null,
      // 'waited': the security period of its new key ended two days ago, so it is plain pending.
      waitingUntil: spec.fresh ? addMs(createdAt, 24 * HOUR) : null,
      decidedById: decided ? (i % 3 ? staff.support : staff.admin) : null,
      createdAt,
      updatedAt,
    });
  });
  await insertMany(ctx.db, walletTransfers, transfers);

  const history: (typeof walletHistory.$inferInsert)[] = [];
  const owned = new Set(owners.map((o) => o.id));
  for (const r of accepted) {
    history.push({
      userId: r.trackerId,
      amount: r.reward,
      description: r.plate ? `Recompensa do caso ${r.plate}` : `Recompensa do caso #${r.caseId}`,
      source: 'seizureReport',
      viewedAt: addMs(r.at, rng.int(1, 48) * HOUR),
      createdAt: r.at,
    });
  }
  for (const owner of owners) {
    const at = addMs(owner.createdAt, 2 * DAY);
    history.push({
      userId: owner.id,
      amount: 50,
      description: 'Bônus de boas-vindas',
      source: 'campaign',
      viewedAt: addMs(at, HOUR),
      createdAt: at,
    });
  }
  for (const t of transfers) {
    if (!owned.has(t.userId)) continue;
    const amount = t.amount as number;
    history.push({
      userId: t.userId,
      amount: -amount,
      description: 'Transferência Pix solicitada',
      source: 'transfer',
      transferId: t.id,
      viewedAt: t.createdAt,
      createdAt: t.createdAt,
    });
    if (t.status === 'rejected' || t.status === 'cancelled') {
      const label = t.status === 'rejected' ? 'rejeitada' : 'cancelada';
      history.push({
        userId: t.userId,
        amount,
        description: `Estorno de transferência ${label}`,
        source: 'transfer',
        transferId: t.id,
        hidden: rng.chance(0.2),
        viewedAt: rng.chance(0.5) ? t.updatedAt : null,
        createdAt: t.updatedAt,
      });
    }
  }
  await insertMany(ctx.db, walletHistory, history);
}
