// Every enum of the spec with its pt-BR label, so the server, the console and the tests agree on
// values and texts. Arrays are the source of truth (validation, selects); types derive from them.

// ---- Cases ----------------------------------------------------------------------------------

export const CASE_STATUSES = [
  'draft',
  'readyAndOpenedForTrackers',
  'readyAndClosedForTrackers',
  'completedSized',
  'completedNotSized',
  'archived',
] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const CASE_STATUS_LABELS: Record<CaseStatus, string> = {
  draft: 'Rascunho',
  readyAndOpenedForTrackers: 'Disponível',
  readyAndClosedForTrackers: 'Disponível',
  completedSized: 'Apreendido',
  completedNotSized: 'Encerrado',
  archived: 'Encerrado',
};

export const READY_CASE_STATUSES = ['readyAndOpenedForTrackers', 'readyAndClosedForTrackers'] as const;

export function isReadyCaseStatus(status: string): status is (typeof READY_CASE_STATUSES)[number] {
  return (READY_CASE_STATUSES as readonly string[]).includes(status);
}

/** A ready case reads 'Atribuído' once any tracker is approved, 'Disponível' before. */
export function caseStatusLabel(status: CaseStatus, totalApprovedTrackers = 0): string {
  if (isReadyCaseStatus(status)) return totalApprovedTrackers > 0 ? 'Atribuído' : 'Disponível';
  return CASE_STATUS_LABELS[status] ?? status;
}

export const CASE_CLOSED_BY = ['manual', 'report', 'import'] as const;
export type CaseClosedBy = (typeof CASE_CLOSED_BY)[number];
export const CASE_CLOSED_BY_LABELS: Record<CaseClosedBy, string> = {
  manual: 'Manual',
  report: 'Laudo',
  import: 'Importação',
};

/** The case list tabs (spec case list); the server maps each one to its statuses. */
export const CASE_TABS = ['active', 'withoutTracker', 'withTracker', 'all', 'draft', 'sized', 'notSized'] as const;
export type CaseTab = (typeof CASE_TABS)[number];
export const CASE_TAB_LABELS: Record<CaseTab, string> = {
  active: 'Ativos',
  withoutTracker: 'Disponível',
  withTracker: 'Atribuído',
  all: 'Todos',
  draft: 'Rascunho',
  sized: 'Apreendido',
  notSized: 'Encerrado',
};

// ---- Trackers and reports ---------------------------------------------------------------------

export const TRACKER_REQUEST_STATUSES = ['pending', 'approved', 'reproved', 'declined'] as const;
export type TrackerRequestStatus = (typeof TRACKER_REQUEST_STATUSES)[number];
export const TRACKER_REQUEST_STATUS_LABELS: Record<TrackerRequestStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  reproved: 'Reprovado',
  declined: 'Abandonado',
};
export const TRACKER_AUTO_APPROVED_LABEL = 'Auto. Aprovado';
export const TRACKER_BLOCKED_LABEL = 'Bloqueado';

/** The tag of a request: a blocked user wins, then auto-approval, then the plain status. */
export function trackerRequestLabel(
  status: TrackerRequestStatus,
  opts: { autoApprovedAt?: Date | string | null; userStatus?: string | null } = {},
): string {
  if (opts.userStatus && opts.userStatus !== 'active') return TRACKER_BLOCKED_LABEL;
  if (status === 'approved' && opts.autoApprovedAt) return TRACKER_AUTO_APPROVED_LABEL;
  return TRACKER_REQUEST_STATUS_LABELS[status] ?? status;
}

export const SEIZURE_REPORT_STATUSES = ['draft', 'pending', 'accepted', 'rejected'] as const;
export type SeizureReportStatus = (typeof SEIZURE_REPORT_STATUSES)[number];
export const SEIZURE_REPORT_STATUS_LABELS: Record<SeizureReportStatus, string> = {
  draft: 'Rascunho',
  pending: 'Pendente',
  accepted: 'Aprovado',
  rejected: 'Reprovado',
};

// ---- Law companies ----------------------------------------------------------------------------

export const LAW_COMPANY_STATUSES = ['pending', 'active', 'blocked', 'reproved'] as const;
export type LawCompanyStatus = (typeof LAW_COMPANY_STATUSES)[number];
export const LAW_COMPANY_STATUS_LABELS: Record<LawCompanyStatus, string> = {
  pending: 'Pendente',
  active: 'Ativo',
  blocked: 'Bloqueado',
  reproved: 'Reprovado',
};

/** Allowed moves (spec §4): a reproved company is final. */
export const LAW_COMPANY_TRANSITIONS: Record<LawCompanyStatus, readonly LawCompanyStatus[]> = {
  pending: ['reproved', 'active'],
  active: ['blocked'],
  blocked: ['active'],
  reproved: [],
};

export function canChangeLawCompanyStatus(from: LawCompanyStatus, to: LawCompanyStatus): boolean {
  // Own-property check: the values may come straight from the database or a request.
  return Object.hasOwn(LAW_COMPANY_TRANSITIONS, from) && LAW_COMPANY_TRANSITIONS[from].includes(to);
}

// ---- Import -----------------------------------------------------------------------------------

export const IMPORT_STATUSES = [
  'processing',
  'abandoned',
  'completed',
  'cancelled',
  'closing',
  'closingFailed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_STATUS_LABELS: Record<ImportStatus, string> = {
  processing: 'Processando',
  abandoned: 'Abandonado',
  completed: 'Concluído',
  cancelled: 'Cancelado',
  closing: 'Encerrando casos', // archiving the open cases missing from the file
  closingFailed: 'Concluído com falha', // imported, but closing the missing cases failed
};

export const IMPORT_CHANGE_TYPES = ['created', 'updated', 'closed'] as const;
export type ImportChangeType = (typeof IMPORT_CHANGE_TYPES)[number];
export const IMPORT_CHANGE_TYPE_LABELS: Record<ImportChangeType, string> = {
  created: 'Criado',
  updated: 'Atualizado',
  closed: 'Encerrado',
};

export const IMPORT_CATEGORY_STRATEGIES = ['match', 'override'] as const;
export type ImportCategoryStrategy = (typeof IMPORT_CATEGORY_STRATEGIES)[number];
export const IMPORT_CATEGORY_STRATEGY_LABELS: Record<ImportCategoryStrategy, string> = {
  match: 'Associar pelo texto da planilha',
  override: 'Usar uma única categoria',
};

// ---- Chat -------------------------------------------------------------------------------------

/** The chat list tabs ('my' matches the /admin/chat/count/my call). */
export const CHAT_STATUSES = ['pending', 'my', 'closed', 'all'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];
export const CHAT_STATUS_LABELS: Record<ChatStatus, string> = {
  pending: 'Pendentes',
  my: 'Atribuídos a mim',
  closed: 'Encerrados',
  all: 'Todos',
};

export const CHAT_FILTER_TYPES = ['unread', 'abandoned'] as const;
export type ChatFilterType = (typeof CHAT_FILTER_TYPES)[number];
export const CHAT_FILTER_TYPE_LABELS: Record<ChatFilterType, string> = {
  unread: 'Não lidas',
  abandoned: 'Abandonadas',
};

// ---- Tracker notifications (outbox) ------------------------------------------------------------

/** What the server tells a tracker about; one outbox row per kind, written in the same transaction. */
export const NOTIFICATION_KINDS = [
  'trackerApproved',
  'trackerReproved',
  'trackerAdded',
  'requestRejected',
  'caseClosed',
  'caseReopened',
  'caseRemoved',
  'reportApproved',
  'reportRejected',
  'chatMessage',
  'verificationApproved',
  'verificationReproved',
  'verificationBlocked',
  'transferCompleted',
  'transferRejected',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, string> = {
  trackerApproved: 'Solicitação aprovada',
  trackerReproved: 'Solicitação reprovada',
  trackerAdded: 'Você foi adicionado a um caso',
  requestRejected: 'Solicitação rejeitada',
  caseClosed: 'Caso encerrado',
  caseReopened: 'Caso reaberto',
  caseRemoved: 'Caso removido',
  reportApproved: 'Laudo aprovado',
  reportRejected: 'Laudo reprovado',
  chatMessage: 'Nova mensagem',
  verificationApproved: 'Cadastro aprovado',
  verificationReproved: 'Cadastro: reenvie um documento',
  verificationBlocked: 'Cadastro bloqueado',
  transferCompleted: 'Transferência Pix realizada',
  transferRejected: 'Transferência Pix rejeitada',
};

// ---- App users: transfers -----------------------------------------------------------------------

export const TRANSFER_STATUSES = ['pending', 'completed', 'rejected', 'cancelled'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];
export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  pending: 'Pendente',
  completed: 'Completo',
  rejected: 'Rejeitado',
  cancelled: 'Cancelado',
};
export const TRANSFER_WAITING_LABEL = 'Em espera';

/** A pending transfer inside the security waiting period reads 'Em espera'. */
export function transferStatusLabel(status: TransferStatus, isWaiting = false): string {
  if (status === 'pending' && isWaiting) return TRANSFER_WAITING_LABEL;
  return TRANSFER_STATUS_LABELS[status] ?? status;
}

/** The transfers tabs: the `type` query of GET /admin/app-transfers. */
export const TRANSFER_TYPES = ['pending', 'waiting', 'completed', 'rejected', 'all'] as const;
export type TransferType = (typeof TRANSFER_TYPES)[number];
export const TRANSFER_TYPE_LABELS: Record<TransferType, string> = {
  pending: 'Pendentes',
  waiting: 'Em espera',
  completed: 'Aprovados',
  rejected: 'Rejeitados',
  all: 'Todos',
};

export const PIX_TYPES = ['document', 'email', 'phone', 'uniqueKey'] as const;
export type PixType = (typeof PIX_TYPES)[number];
export const PIX_TYPE_LABELS: Record<PixType, string> = {
  document: 'Documento',
  email: 'E-mail',
  phone: 'Telefone',
  uniqueKey: 'Chave única',
};

// ---- App users: verifications ------------------------------------------------------------------

export const VERIFICATION_STATUSES = [
  'incompleted',
  'abandoned',
  'pending',
  'approved',
  'reproved',
  'blocked',
] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];
export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  incompleted: 'Incompleto',
  abandoned: 'Abandonado',
  pending: 'Pendente',
  approved: 'Aprovado',
  reproved: 'Solicitado', // the user was asked to resend a document (tab 'Solicitado')
  blocked: 'Bloqueado',
};

export const VERIFICATION_DOCUMENT_TYPES = ['frontDocument', 'backDocument', 'selfie'] as const;
export type VerificationDocumentType = (typeof VERIFICATION_DOCUMENT_TYPES)[number];
export const VERIFICATION_DOCUMENT_TYPE_LABELS: Record<VerificationDocumentType, string> = {
  frontDocument: 'Frente do documento',
  backDocument: 'Verso do documento',
  selfie: 'Selfie',
};

export const VERIFICATION_DOCUMENT_STATUSES = ['pending', 'approved', 'reproved'] as const;
export type VerificationDocumentStatus = (typeof VERIFICATION_DOCUMENT_STATUSES)[number];
export const VERIFICATION_DOCUMENT_STATUS_LABELS: Record<VerificationDocumentStatus, string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  reproved: 'Reprovado',
};

// ---- App users: accounts, plans, purchases -------------------------------------------------------

export const USER_STATUSES = ['pending', 'active', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_LABELS: Record<UserStatus, string> = {
  pending: 'Pendente',
  active: 'Ativo',
  blocked: 'Bloqueado',
};

export const PLAN_TYPES = ['scanner', 'pro'] as const;
export type PlanType = (typeof PLAN_TYPES)[number];
export const PLAN_TYPE_LABELS: Record<PlanType, string> = {
  scanner: 'Scanner',
  pro: 'PRO',
};

export const PLAN_METHODS = ['manual', 'campaign', 'web', 'appStore', 'playStore'] as const;
export type PlanMethod = (typeof PLAN_METHODS)[number];
export const PLAN_METHOD_LABELS: Record<PlanMethod, string> = {
  manual: 'Manual',
  campaign: 'Campanha',
  web: 'Web',
  appStore: 'App Store',
  playStore: 'Google Play',
};

export const SUBSCRIPTION_STATUSES = ['active', 'paused', 'expired', 'cancelled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  active: 'Ativo',
  paused: 'Pausado',
  expired: 'Expirado',
  cancelled: 'Cancelado',
};

/** The plans list 'Plano' filter: no 'expired', but 'refunded' (a flag of the plan, not a status). */
export const SUBSCRIPTION_FILTERS = ['active', 'paused', 'cancelled', 'refunded'] as const;
export type SubscriptionFilter = (typeof SUBSCRIPTION_FILTERS)[number];
export const SUBSCRIPTION_FILTER_LABELS: Record<SubscriptionFilter, string> = {
  active: 'Ativo',
  paused: 'Pausado',
  cancelled: 'Cancelado',
  refunded: 'Reembolsado',
};

/** The plans tabs: the `type` query of GET /admin/app-users. */
export const APP_USER_TYPES = ['all', 'active', 'inactive', 'manual', 'scanner', 'none', 'non-verified'] as const;
export type AppUserType = (typeof APP_USER_TYPES)[number];
export const APP_USER_TYPE_LABELS: Record<AppUserType, string> = {
  all: 'Todos',
  active: 'Ativos',
  inactive: 'Inativos',
  manual: 'Manual',
  scanner: 'Scanner',
  none: 'Sem Plano',
  'non-verified': 'Não Verificados',
};

export const EXPERIENCE_SCORES = [0, 10, 20, 50, 60] as const;
export type ExperienceScore = (typeof EXPERIENCE_SCORES)[number];
export const EXPERIENCE_SCORE_LABELS: Record<ExperienceScore, string> = {
  0: 'Estou começando agora',
  10: '1 a 10',
  20: '10 a 20',
  50: '20 a 50',
  60: '50+',
};

export const EMAIL_CODE_PURPOSES = ['createAccount', 'deleteAccount'] as const;
export type EmailCodePurpose = (typeof EMAIL_CODE_PURPOSES)[number];
export const EMAIL_CODE_PURPOSE_LABELS: Record<EmailCodePurpose, string> = {
  createAccount: 'Criar conta',
  deleteAccount: 'Excluir conta',
};

export const PURCHASE_STATUSES = ['started', 'processing', 'success', 'cancelled', 'error'] as const;
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number];
export const PURCHASE_STATUS_LABELS: Record<PurchaseStatus, string> = {
  started: 'Iniciado',
  processing: 'Processando',
  success: 'Concluído',
  cancelled: 'Cancelado',
  error: 'Erro',
};
