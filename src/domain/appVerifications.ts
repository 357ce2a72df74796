// The app verifications screen's contract (spec 001 §2 "App verifications screen", §3, §4
// "Verification status", §5 "Reasons", §6, §7; docs/app-users.md "Verifications"): the rows and
// details the API answers, the list query, the decision payload and the decision rules of §4 as
// pure functions (the console offers what they allow; the server refuses what they refuse).
import { z } from 'zod';
import { ruled } from './schemas/documented';
import type { PostalAddress } from './address';
import type { Decider } from './decider';
import { formatDateTime } from './format';
import type { AppUserProfile } from './appPlans';
import { direction, filtersOf, listQuerySchema, queryText, sortField, tabField } from './listQuery';
import { enumField, idField, INVALID, maxLength, objectOf, REQUIRED } from './schemas/messages';
import {
  VERIFICATION_DOCUMENT_TYPES,
  type UserStatus,
  type VerificationDocumentStatus,
  type VerificationDocumentType,
  type VerificationStatus,
} from './statuses';

// ---- Wire records ---------------------------------------------------------------------------

export type VerificationDocuments = Partial<
  Record<VerificationDocumentType, { path: string; status: VerificationDocumentStatus }>
>;

/** A row of GET /admin/app-users/verifications: the user, and its verification's status (null: never started). */
export interface VerificationRow {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  status: VerificationStatus | null;
  /** The verification's last change (the user's, when it never started). */
  updatedAt: Date;
  /** The user's sign-up. */
  createdAt: Date;
}

/** The verification part of GET /admin/app-users/verifications/{userId}. */
export interface VerificationState {
  status: VerificationStatus;
  reason: string | null;
  verifier: { name: string; email: string } | null;
  documents: VerificationDocuments;
  createdAt: Date;
  /** What a decision sends back as `seenAt` (the state the user saw). */
  updatedAt: Date;
}

/** GET /admin/app-users/verifications/{userId}: the user with its verification (null: never started). */
export interface VerificationDetails {
  user: AppUserProfile &
    PostalAddress & {
      status: UserStatus;
      createdAt: Date;
    };
  verification: VerificationState | null;
}

export interface VerificationDecisionResult {
  userId: number;
  message: string;
}

// ---- List query -----------------------------------------------------------------------------

/** The tabs: the `status` query (spec §2). 'incompleted' holds incompleted and abandoned; 'non-verified' no verification. */
export const VERIFICATION_TABS = ['pending', 'reproved', 'approved', 'blocked', 'incompleted', 'non-verified'] as const;
export type VerificationTab = (typeof VERIFICATION_TABS)[number];
export const VERIFICATION_TAB_LABELS: Record<VerificationTab, string> = {
  pending: 'Pendente',
  reproved: 'Solicitado',
  approved: 'Aprovado',
  blocked: 'Bloqueado',
  incompleted: 'Incompletos',
  'non-verified': 'Não Verificados',
};
/** Each tab's info note (spec §2; the three the spec words, and ours for the rest). */
export const VERIFICATION_TAB_NOTES: Record<VerificationTab, string> = {
  pending: 'Usuários que enviaram os documentos e aguardam a análise.',
  reproved: 'Usuários reprovados que precisam reenviar algum documento.',
  approved: 'Usuários com a identidade verificada.',
  blocked: 'Usuários bloqueados. Desbloquear aprova a verificação.',
  incompleted: 'Usuários que iniciaram a verificação mas não continuaram.',
  'non-verified': 'Usuários que nunca iniciaram a verificação.',
};

export const VERIFICATION_SORT_FIELDS = ['name', 'updatedAt', 'createdAt'] as const;
const blankIsDefault = (v: unknown) => (v === '' ? undefined : v);

/** GET /admin/app-users/verifications: Atualizado em ascending by default (spec §9). */
export const verificationListQuerySchema = listQuerySchema({
  status: tabField(VERIFICATION_TABS, 'pending'),
  sortField: z.preprocess(blankIsDefault, sortField(VERIFICATION_SORT_FIELDS, 'updatedAt')),
  sortDirection: z.preprocess(blankIsDefault, direction('asc')),
  filters: filtersOf({ name: queryText(150) }),
});
export type VerificationListQuery = z.output<typeof verificationListQuerySchema>;

// ---- Rules (spec §4) ------------------------------------------------------------------------

type Seen = Pick<VerificationState, 'status' | 'documents'> | null | undefined;

const docStatuses = (documents: VerificationDocuments) =>
  VERIFICATION_DOCUMENT_TYPES.map((type) => documents[type]?.status);

/** A document is still to be reviewed. */
export const hasPendingDocument = (documents: VerificationDocuments) =>
  docStatuses(documents).some((s) => s === 'pending');
/** The three documents were sent and approved. */
export const allDocumentsApproved = (documents: VerificationDocuments) =>
  docStatuses(documents).every((s) => s === 'approved');

/** Documents are approved or reproved only while the verification is pending. */
export const canDecideDocuments = (v: Seen) => v?.status === 'pending';

/** A pending verification with a document to review: no decision is offered (the tooltip says why). */
export const awaitsDocumentReview = (v: Seen) => v?.status === 'pending' && hasPendingDocument(v.documents);

export type VerificationDecision = 'approve' | 'reprove' | 'block' | 'unblock';
/** The status each decision sets (unblock approves, spec §4). */
export const DECISION_STATUS = {
  approve: 'approved',
  reprove: 'reproved',
  block: 'blocked',
  unblock: 'approved',
} as const;

/** The decisions offered in this state, in the order the modal shows them. */
export function availableDecisions(v: Seen): VerificationDecision[] {
  if (v?.status === 'blocked') return ['unblock'];
  if (awaitsDocumentReview(v)) return [];
  const out: VerificationDecision[] = [];
  if (v?.status === 'pending') out.push(allDocumentsApproved(v.documents) ? 'approve' : 'reprove');
  out.push('block');
  return out;
}

/** The decision a status of the payload means in this state (approved on a blocked user unblocks). */
export const decisionOf = (v: Seen, status: VerificationDecisionStatus): VerificationDecision =>
  status === 'blocked' ? 'block' : status === 'reproved' ? 'reprove' : v?.status === 'blocked' ? 'unblock' : 'approve';

/** Why this status cannot be set now, or null when it can. */
export function decisionError(v: Seen, status: VerificationDecisionStatus): string | null {
  if (awaitsDocumentReview(v)) return VERIFICATION_TEXTS.reviewDocumentsFirst;
  return availableDecisions(v).includes(decisionOf(v, status)) ? null : VERIFICATION_TEXTS.notNow;
}

/** Why documents cannot be decided now, or null. */
export const documentDecisionError = (v: Seen) =>
  canDecideDocuments(v) ? null : VERIFICATION_TEXTS.documentsNotPending;

// ---- Decision payload -----------------------------------------------------------------------

export const VERIFICATION_REASON_MAX = 500;
export const VERIFICATION_DECISION_STATUSES = ['approved', 'reproved', 'blocked'] as const;
export type VerificationDecisionStatus = (typeof VERIFICATION_DECISION_STATUSES)[number];
/** A reason is required to reprove or block (spec §5). */
export const needsReason = (status: VerificationDecisionStatus) => status !== 'approved';

const reasonField = z
  .string({ error: INVALID })
  .trim()
  .max(VERIFICATION_REASON_MAX, maxLength(VERIFICATION_REASON_MAX))
  .nullish()
  .transform((v) => v || undefined);
const documentDecision = objectOf({ status: enumField(['approved', 'reproved'] as const) });

/**
 * POST /admin/app-users/verifications (spec §7): userId plus either `documents` (each with its
 * new status) or `status` with `reason`. `seenAt` is the verification's updatedAt the user saw: a
 * verification changed since answers 409 (docs/decisions.md "App users").
 */
export const verificationDecisionSchema = objectOf({
  userId: idField(),
  documents: z
    .partialRecord(z.enum(VERIFICATION_DOCUMENT_TYPES, { error: INVALID }), documentDecision, { error: INVALID })
    .optional(),
  status: enumField(VERIFICATION_DECISION_STATUSES).optional(),
  reason: ruled(reasonField, 'Obrigatório quando status pede um motivo (reprovação).'),
  seenAt: z.coerce.date({ error: INVALID }).optional().meta({ type: 'string', format: 'date-time' }),
})
  .superRefine((body, ctx) => {
    const hasDocuments = !!body.documents && Object.keys(body.documents).length > 0;
    if (hasDocuments === !!body.status)
      ctx.addIssue({
        code: 'custom',
        path: [hasDocuments ? 'status' : 'documents'],
        message: hasDocuments ? INVALID : REQUIRED,
      });
    if (body.status && needsReason(body.status) && !body.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: REQUIRED });
  })
  .meta({ 'x-rule': 'documents (ao menos um) ou status, um dos dois; reason quando o status pede um motivo.' });
export type VerificationDecisionInput = z.input<typeof verificationDecisionSchema>;

/** The reason dialog's check of one reason (the same field as the payload's). */
export const verificationReasonSchema = z.object({ reason: reasonField.pipe(z.string({ error: REQUIRED })) });

// ---- Texts ----------------------------------------------------------------------------------

export const VERIFICATION_TEXTS = {
  documentUpdated: 'Documento atualizado com sucesso',
  changed: 'Alterado com sucesso',
  reviewDocumentsFirst: 'Todas as imagens devem ser revisadas antes de uma decisão.',
  notNow: 'Esta decisão não está disponível no estado atual da verificação.',
  documentsNotPending: 'Os documentos só podem ser avaliados enquanto a verificação está pendente.',
  documentMissing: 'Documento não enviado pelo usuário.',
  /**
   * The state seen is no longer the verification's: who changed it and when (a staff member by
   * name, the caller in another tab, the app user sending documents again), as the server knows it.
   */
  stale: (decider: Decider, at: Date | string | null) => {
    const when = at === null ? '' : ` em ${formatDateTime(at)}`;
    if (decider.kind === 'self')
      return `Você já alterou esta verificação${when}, em outra aba ou janela. Os dados foram atualizados.`;
    if (decider.kind === 'appUser')
      return `O usuário do app alterou esta verificação${when}, enquanto você a via. Os dados foram atualizados.`;
    return `Esta verificação foi alterada por ${decider.name ?? 'outra pessoa'}${when}, enquanto você a via. Os dados foram atualizados.`;
  },

  notStarted: 'Processo de verificação não iniciado pelo usuário',
  noDocuments: 'Nenhum documento enviado',
} as const;

/** What the app user is told of a decision (the notification's message; its title is the kind's label). */
export const VERIFICATION_NOTICES: Record<VerificationDecisionStatus, string> = {
  approved: 'Seu cadastro foi aprovado.',
  reproved: 'Seu cadastro precisa de ajustes: reenvie o documento indicado.',
  blocked: 'Seu cadastro foi bloqueado.',
};

export const DECISION_LABELS: Record<VerificationDecision, string> = {
  approve: 'Aprovar',
  reprove: 'Solicitar modificação',
  block: 'Bloquear',
  unblock: 'Desbloquear',
};
