// App users' Pix withdrawals (spec 001 §2 "Transfers screen", §3, §4, §5; issue 15 item 1): the
// list's query and row, the decision's body, the security waiting period as a pure rule, and
// the texts both sides show. docs/app-users.md "Transfers".
import { z } from 'zod';
import { ruled } from './schemas/documented';
import { direction, filtersOf, listQuerySchema, queryText, sortField, tabField } from './listQuery';
import { idField, INVALID, objectOf, REQUIRED, requiredString } from './schemas/messages';
import { TRANSFER_TYPES, type PixType, type TransferStatus, type TransferType } from './statuses';
import { STORED_PATH } from './uploads';
import { formatDateTime } from './format';
import type { Decider } from './decider';

/** The reject reason's limit (spec §5, §9). */
export const TRANSFER_REASON_MAX = 500;

/**
 * The security waiting period (spec §4: for Pix keys never used on an approved transfer; its
 * length is not in the spec): 24 hours from the request, unless PIX_WAITING_HOURS says otherwise
 * (docs/decisions.md "App transfers").
 */
export const DEFAULT_PIX_WAITING_HOURS = 24;

/**
 * When a transfer requested at `requestedAt` leaves its waiting period: a key already paid by a
 * completed transfer has none (null); a new key waits `hours` (0: none).
 */
export function waitingUntil(
  requestedAt: Date,
  keyAlreadyPaid: boolean,
  hours = DEFAULT_PIX_WAITING_HOURS,
): Date | null {
  if (keyAlreadyPaid || hours <= 0) return null;
  return new Date(requestedAt.getTime() + hours * 3_600_000);
}

/** A pending transfer is 'Em espera' until its waitingUntil has passed. */
export const isWaiting = (status: TransferStatus, until: Date | null, now: Date) =>
  status === 'pending' && until !== null && until > now;

/** Each tab's transfer status (null: Todos, any); Pendentes and Em espera differ by the waiting period. */
export const TRANSFER_TAB_STATUS: Record<TransferType, TransferStatus | null> = {
  pending: 'pending',
  waiting: 'pending',
  completed: 'completed',
  rejected: 'rejected',
  all: null,
};

export const TRANSFER_SORT_FIELDS = ['createdAt', 'amount'] as const;

/** GET /admin/app-transfers: tab `type`, filters pix and user, by request date ascending unless told. */
export const transferListQuerySchema = listQuerySchema({
  type: tabField(TRANSFER_TYPES, 'pending'),
  sortField: sortField(TRANSFER_SORT_FIELDS, 'createdAt'),
  sortDirection: direction('asc'),
  filters: filtersOf({ pix: queryText(150), user: queryText(150) }),
});
export type TransferListQuery = z.output<typeof transferListQuerySchema>;

/** A transfer as listed and as the details read it (spec §3 "Transfer row"). */
export interface TransferRow {
  id: number;
  status: TransferStatus;
  isWaiting: boolean;
  waitingUntil: Date | null;
  pix: string;
  pixType: PixType;
  amount: number;
  reason: string | null;
  receipt: string | null;
  createdAt: Date;
  /** The key was paid by a completed transfer before (no warning). */
  pixAlreadyUsed: boolean;
  user: { id: number; name: string; email: string };
}

/** GET /admin/app-transfers/:id: the row and the user's wallet balance now (the sum of its history). */
export interface TransferDetails extends TransferRow {
  walletBalance: number;
}

/**
 * The 'Continuar' step of a transfer still in its waiting period (spec §2): the decision says
 * `continued: true`, that the caller saw the wait and decides before its end. Without it the
 * server refuses to decide a waiting transfer (409 TRANSFER_TEXTS.stillWaiting); it is recorded
 * in the decision's audit row. Not needed (and ignored) once the wait is over.
 */
const continued = z.boolean({ error: INVALID }).optional();

/**
 * POST /admin/app-transfers: complete with the receipt (the path of an upload of the caller's,
 * png, jpeg or pdf, never the receipt of another transfer) or reject with a reason (required,
 * ≤ 500, trimmed); `continued` as above.
 */
export const transferDecisionSchema = z.discriminatedUnion(
  'status',
  [
    objectOf({
      id: idField(),
      status: z.literal('completed'),
      receipt: ruled(
        z.string({ error: REQUIRED }).regex(STORED_PATH, INVALID),
        'O caminho de um comprovante enviado por POST /content/upload por quem decide, ainda não usado em outra transferência.',
      ),
      continued,
    }),
    objectOf({ id: idField(), status: z.literal('rejected'), reason: requiredString(TRANSFER_REASON_MAX), continued }),
  ],
  { error: INVALID },
);
export type TransferDecision = z.output<typeof transferDecisionSchema>;

/** The receipt's types (spec §5): png, jpeg/jpg, pdf; checked by content on upload, by type here. */
export const RECEIPT_MIME_TYPES = ['image/png', 'image/jpeg', 'application/pdf'] as const;
/**
 * POST /content/upload?purpose=receipt: the upload of a receipt takes only RECEIPT_MIME_TYPES (by
 * content) and refuses anything else with TRANSFER_TEXTS.receiptType on `file`, so the dialog
 * tells it as soon as the file is picked (the generic upload also takes gif, webp and xlsx).
 */
export const RECEIPT_UPLOAD_PURPOSE = 'receipt';
export const RECEIPT_ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';

const decidedLabel = (status: TransferStatus) =>
  status === 'completed' ? 'aprovada' : status === 'rejected' ? 'rejeitada' : 'cancelada';

export const TRANSFER_TEXTS = {
  completed: 'Transferência aprovada com sucesso',
  rejected: 'Transferência rejeitada com sucesso',
  /**
   * The loser of two decisions at once, or a stale screen: who decided, as the server knows it
   * (the same user in another tab, the app user who cancelled, another staff member), and when.
   */
  alreadyDecided: (status: TransferStatus, decider: Decider, at: Date | string) => {
    const when = formatDateTime(at);
    if (decider.kind === 'self')
      return `Você já decidiu esta transferência (${decidedLabel(status)}) em ${when}, em outra aba ou janela. A tela foi atualizada.`;
    if (decider.kind === 'appUser')
      return `Esta transferência foi cancelada pelo usuário do app em ${when}. A tela foi atualizada.`;
    return `Esta transferência já foi decidida por ${decider.name ?? 'outra pessoa'} (${decidedLabel(status)}) em ${when}. A tela foi atualizada.`;
  },
  receiptNotFound: 'Comprovante não encontrado: envie o arquivo novamente',
  receiptType: 'O comprovante deve ser png, jpeg, jpg ou pdf',
  /** One receipt proves one payment: its file is already the receipt of another transfer. */
  receiptUsed: 'Este comprovante já foi usado em outra transferência: envie o comprovante deste pagamento',
  /** A transfer still in its waiting period decided without the 'Continuar' step (continued: true). */
  stillWaiting:
    'Esta transferência está no período de espera de segurança (chave Pix nunca usada em uma transferência aprovada): use Continuar para decidir antes do fim da espera.',
} as const;

export type { TransferType };
