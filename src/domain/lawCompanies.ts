// The law companies' contract (spec 000 §3 "Law company", §4, §5 "Law-company status change",
// §7 "Law companies"; docs/law-companies.md): the records GET /admin/law-companies and
// /admin/law-companies/{id} answer, the list query, the status change and the rules both the
// server and the console decide on. Dates are `Date` (see ./wire.ts).
import type { PostalAddress } from './address';
import { z } from 'zod';
import { filtersOf, listQuerySchema, queryText, tabField } from './listQuery';
import { formatDateTime } from './format';
import { lawCompanyStatusSchema } from './schemas/lawCompany';
import { enumField } from './schemas/messages';
import {
  canChangeLawCompanyStatus,
  LAW_COMPANY_STATUS_LABELS,
  LAW_COMPANY_STATUSES,
  LAW_COMPANY_TRANSITIONS,
  type LawCompanyStatus,
} from './statuses';

/** The longest search of the law-company list (the search box takes no more, so it never answers 422). */
export const LAW_COMPANY_SEARCH_MAX = 150;

// ---- Wire records ---------------------------------------------------------------------------

/** A row of GET /admin/law-companies: what support needs to tell companies apart. */
export interface LawCompanyRow {
  id: number;
  /** Nome fantasia. */
  name: string;
  /** Razão social. */
  companyName: string;
  /** CNPJ unmasked, upper case (numeric or alphanumeric). */
  document: string;
  contactName: string;
  contactEmail: string;
  contactPhone: string;
  status: LawCompanyStatus;
  createdAt: Date;
}

export type LawCompanyAddress = PostalAddress;

/**
 * What a history entry records: a status change by support, one of the two switches, or the
 * firm's own steps (its registration, a resubmission after a reproval, the e-mail confirmed, the
 * e-mail corrected before confirming: from/to are then the addresses).
 */
export type LawCompanyChangeKind =
  'status' | 'autoApprove' | 'shadowMode' | 'registered' | 'resubmitted' | 'emailConfirmed' | 'emailChanged';

/** Kinds whose from/to are statuses. */
export const STATUS_CHANGE_KINDS: readonly LawCompanyChangeKind[] = ['status', 'registered', 'resubmitted'];

/** One decision of the audit log on the company (who, when, from, to, reason). */
export interface LawCompanyHistoryEntry {
  id: number;
  kind: LawCompanyChangeKind;
  /** A status for the STATUS_CHANGE_KINDS; 'enabled' / 'disabled' for a switch; null otherwise. */
  from: string | null;
  to: string | null;
  reason: string | null;
  /** The name of who decided (null: unknown or the system). */
  by: string | null;
  at: Date;
}

/** GET /admin/law-companies/{id} (and what a change answers): every field of spec §3 and the history. */
export interface LawCompanyDetails extends LawCompanyRow {
  contactWhatsapp: string | null;
  statusReason: string | null;
  enableTrackersAutoApprove: boolean;
  enableShadowMode: boolean;
  /** When the contact e-mail was confirmed with its code (null: not yet; issue 26 item 1). */
  emailConfirmedAt: Date | null;
  updatedAt: Date;
  address: LawCompanyAddress | null;
  /** Newest first. */
  history: LawCompanyHistoryEntry[];
}

// ---- List query -----------------------------------------------------------------------------

export const LAW_COMPANY_TABS = ['all', 'pending', 'active', 'reproved', 'blocked'] as const;
export type LawCompanyTab = (typeof LAW_COMPANY_TABS)[number];
export const LAW_COMPANY_TAB_LABELS: Record<LawCompanyTab, string> = {
  all: 'Todos',
  pending: LAW_COMPANY_STATUS_LABELS.pending,
  active: LAW_COMPANY_STATUS_LABELS.active,
  reproved: LAW_COMPANY_STATUS_LABELS.reproved,
  blocked: LAW_COMPANY_STATUS_LABELS.blocked,
};

/** GET /admin/law-companies: a tab, and `filters[term]` (a name or the start of a CNPJ). Newest first. */
export const lawCompanyListQuerySchema = listQuerySchema({
  status: tabField(LAW_COMPANY_TABS, 'all'),
  filters: filtersOf({ term: queryText(LAW_COMPANY_SEARCH_MAX) }),
});
export type LawCompanyListQuery = z.output<typeof lawCompanyListQuerySchema>;

/** The query as the console sends it. */
export interface LawCompanyListParams {
  status: LawCompanyTab;
  page: number;
  perPage: number;
  filters?: { term?: string };
}

/**
 * The start of a CNPJ a search term may be, masked or not ('12.345', '12ABC', 'a7k2'): its
 * characters without the mask, upper case; null when the term cannot start a CNPJ (a name: no
 * digit at all, or other characters).
 */
export function cnpjPrefixOf(term: string): string | null {
  const compact = term.replace(/[./\-\s]/g, '').toUpperCase();
  if (!compact || compact.length > 14 || !/^[0-9A-Z]+$/.test(compact) || !/\d/.test(compact)) return null;
  return compact;
}

// ---- Status changes -------------------------------------------------------------------------

export { LAW_COMPANY_TRANSITIONS, canChangeLawCompanyStatus };

/** The status reason's limit (spec §5, §9). */
export const LAW_COMPANY_REASON_MAX = 300;

/** The statuses a company may move to from `from` (spec §4): the actions the drawer offers. */
export const nextLawCompanyStatuses = (from: LawCompanyStatus): readonly LawCompanyStatus[] =>
  Object.hasOwn(LAW_COMPANY_TRANSITIONS, from) ? LAW_COMPANY_TRANSITIONS[from] : [];

/** Reprove and block need a reason; activating (approve, unblock) does not (spec §4, §5). */
export const lawCompanyReasonRequired = (to: LawCompanyStatus) => to !== 'active';

/** The action's name on its button, by the move it makes. */
export function lawCompanyActionLabel(from: LawCompanyStatus, to: LawCompanyStatus): string {
  if (to === 'active') return from === 'blocked' ? 'Desbloquear' : 'Aprovar';
  return to === 'reproved' ? 'Reprovar' : 'Bloquear';
}

/**
 * POST /admin/law-companies/status {id, status, expectedStatus, reason}: the reason rule of spec
 * §5 (./schemas/lawCompany) plus the status the user saw; another one answers 409.
 */
export const lawCompanyStatusChangeSchema = lawCompanyStatusSchema.safeExtend({
  expectedStatus: enumField(LAW_COMPANY_STATUSES),
});
export type LawCompanyStatusChangeInput = z.input<typeof lawCompanyStatusChangeSchema>;

/**
 * A registration whose e-mail was not confirmed yet is not for review (issue 35; docs/public.md):
 * it is neither in the 'Pendente' queue nor counted in its badge, and it cannot be decided.
 */
export const AWAITING_CONFIRMATION =
  'Este cadastro aguarda a confirmação do e-mail: a assessoria precisa digitar o código que enviamos. Depois disso ele segue para análise.';
export const awaitsConfirmation = (company: { status: LawCompanyStatus; emailConfirmedAt: Date | string | null }) =>
  company.status === 'pending' && !company.emailConfirmedAt;

/** Why a move is refused, or null when it may be made. */
export function lawCompanyTransitionError(from: LawCompanyStatus, to: LawCompanyStatus): string | null {
  if (canChangeLawCompanyStatus(from, to)) return null;
  return `Não é possível alterar o status de ${LAW_COMPANY_STATUS_LABELS[from]} para ${LAW_COMPANY_STATUS_LABELS[to]}.`;
}

/**
 * The 409 when the company is no longer in the status the user saw ('O status desta assessoria
 * já foi alterado para Bloqueado por Fulano em 22/11/2026 14:03. A lista foi atualizada.').
 */
export function staleLawCompanyMessage(change: {
  status: LawCompanyStatus;
  by: string | null;
  at: Date | string;
}): string {
  const who = change.by ? ` por ${change.by}` : '';
  return `O status desta assessoria já foi alterado para ${LAW_COMPANY_STATUS_LABELS[change.status]}${who} em ${formatDateTime(change.at)}. A lista foi atualizada.`;
}

// ---- The switches ---------------------------------------------------------------------------

/** POST /admin/law-companies/{id}/config/{auto-approve|shadow-mode}/{enable|disable}. */
export const LAW_COMPANY_SWITCHES = { autoApprove: 'auto-approve', shadowMode: 'shadow-mode' } as const;
export type LawCompanySwitch = keyof typeof LAW_COMPANY_SWITCHES;
export const SWITCH_ACTIONS = ['enable', 'disable'] as const;
export type SwitchAction = (typeof SWITCH_ACTIONS)[number];

/** The success texts of the switches (the spec names them without wording: docs/decisions.md). */
export const SWITCH_SUCCESS: Record<LawCompanySwitch, Record<SwitchAction, string>> = {
  autoApprove: {
    enable: 'Aprovação automática de localizadores ativada.',
    disable: 'Aprovação automática de localizadores desativada.',
  },
  shadowMode: {
    enable: 'Modo simplificado ativado.',
    disable: 'Modo simplificado desativado.',
  },
};

// ---- A company that may not use the console --------------------------------------------------

/**
 * Why a company's users may not sign in or call the API, or null when they may (active): pending
 * (under review), reproved (with the reason) or blocked. The sign-in and the API's guard answer it.
 */
export function lawCompanyAccessRefusal(company: {
  status: LawCompanyStatus;
  statusReason: string | null;
}): string | null {
  const given = company.statusReason?.trim();
  const reason = given ? ` Motivo: ${given}${/[.!?]$/.test(given) ? '' : '.'}` : '';
  switch (company.status) {
    case 'active':
      return null;
    case 'pending':
      return 'O cadastro da sua assessoria está em análise. Você poderá entrar assim que o suporte aprová-lo.';
    case 'reproved':
      return `O cadastro da sua assessoria foi reprovado.${reason}`;
    default:
      return `O acesso da sua assessoria está suspenso.${reason} Entre em contato com o suporte.`;
  }
}
