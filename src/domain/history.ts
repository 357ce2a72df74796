// The history shown where decisions are made (issue 25 item 10): the audit rows of one record,
// newest first, each in words. The server reads audit_log and describes each row with
// `describeAudit`; the console shows `label`, `detail`, who and when (docs/decisions.md "History").
import { formatDate } from './format';
import { ROLE_LABELS, type Role } from './roles';
import {
  CASE_STATUS_LABELS,
  LAW_COMPANY_STATUS_LABELS,
  PLAN_TYPE_LABELS,
  VERIFICATION_DOCUMENT_STATUS_LABELS,
  VERIFICATION_DOCUMENT_TYPE_LABELS,
  type CaseStatus,
  type LawCompanyStatus,
  type PlanType,
  type VerificationDocumentStatus,
  type VerificationDocumentType,
} from './statuses';

/** One decision of a record's history. */
export interface HistoryEntry {
  id: number;
  /** The audit action ('user.update', 'lawCompany.settings', …). */
  action: string;
  /** What happened, in words ('Perfis alterados'). */
  label: string;
  /** What changed or why ('Nome: Ana → Ana Souza'; the reason given), or null. */
  detail: string | null;
  /** Who did it (null: the system, or a user since removed from the list of names). */
  by: string | null;
  at: Date;
}

/** At most this many entries answer (the newest). */
export const HISTORY_LIMIT = 50;

const USER_FIELDS: Record<string, string> = { name: 'Nome', email: 'E-mail', roles: 'Perfis' };
const SETTINGS_FIELDS: Record<string, string> = {
  name: 'Nome fantasia',
  contactName: 'Responsável',
  contactEmail: 'E-mail',
  contactPhone: 'Telefone',
  contactWhatsapp: 'WhatsApp',
  zipcode: 'CEP',
  state: 'Estado',
  city: 'Cidade',
  neighborhood: 'Bairro',
  street: 'Logradouro',
  number: 'Número',
  complement: 'Complemento',
};

type Data = Record<string, unknown>;
const record = (value: unknown): Data =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : {};
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

function shown(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (field === 'roles' && Array.isArray(value)) {
    const labels = value.map((role) => ROLE_LABELS[role as Role]).filter(Boolean);
    return labels.length > 0 ? labels.join(', ') : '—';
  }
  return String(value);
}

/** 'Nome: Ana → Ana Souza; Perfis: — → Administrador' for the fields that differ. */
function changes(before: Data, after: Data, names: Record<string, string>): string | null {
  const parts: string[] = [];
  for (const [field, name] of Object.entries(names)) {
    if (!(field in after) && !(field in before)) continue;
    const from = shown(field, before[field]);
    const to = shown(field, after[field]);
    if (from !== to) parts.push(`${name}: ${from} → ${to}`);
  }
  return parts.length > 0 ? parts.join('; ') : null;
}

const reasonOf = (data: Data) => text(data.reason);
const caseStatus = (status: unknown) => CASE_STATUS_LABELS[status as CaseStatus] ?? String(status);
const statusLabel = (status: unknown) => LAW_COMPANY_STATUS_LABELS[status as LawCompanyStatus] ?? text(status) ?? '—';

/**
 * A plan-time grant (appUser.addTime {days, type, from, to}): 'Tempo PRO adicionado: 30 dias' or
 * '… removido: 10 dias', and the expiry it left ('Validade: 31/12/2026 (antes: PRO até 01/12/2026)').
 */
function planGrant(data: Data): Pick<HistoryEntry, 'label' | 'detail'> {
  const days = typeof data.days === 'number' ? data.days : 0;
  const typeLabel = (type: unknown) => PLAN_TYPE_LABELS[type as PlanType] ?? text(type) ?? '—';
  const amount = Math.abs(days) === 1 ? '1 dia' : `${Math.abs(days).toLocaleString('pt-BR')} dias`;
  const expiry = (plan: unknown) => text(record(plan).expirationDate);
  const after = expiry(data.to);
  const from = data.from ? record(data.from) : null;
  const before = from
    ? `${typeLabel(from.type)}${expiry(from) ? ` até ${formatDate(expiry(from)!)}` : ''}`
    : 'sem plano';
  return {
    label: `Tempo ${typeLabel(data.type)} ${days < 0 ? 'removido' : 'adicionado'}: ${amount}`,
    detail: `${after ? `Validade: ${formatDate(after)} ` : ''}(antes: ${before})`,
  };
}

/** An audit row in words. Unknown actions keep their name, so nothing recorded is hidden. */
export function describeAudit(
  action: string,
  rawData: unknown,
  subject: string | null = null,
): Pick<HistoryEntry, 'label' | 'detail'> {
  const data = record(rawData);
  const about = (label: string) => (subject ? `${label}: ${subject}` : label);
  switch (action) {
    case 'case.created':
      return { label: 'Caso cadastrado', detail: null };
    case 'case.updated':
      return { label: 'Caso alterado', detail: null };
    case 'case.closed':
      return { label: 'Caso encerrado', detail: data.status ? `Status: ${caseStatus(data.status)}` : null };
    case 'case.reopened':
      return { label: 'Caso reaberto', detail: null };
    case 'case.removed':
      return { label: 'Caso removido', detail: null };
    case 'case.listingOpened':
      return { label: 'Listado no aplicativo', detail: null };
    case 'case.listingClosed':
      return { label: 'Retirado da lista do aplicativo', detail: null };
    case 'case.attachmentAdded':
      return { label: 'Anexo adicionado', detail: text(data.filename) };
    case 'case.attachmentRemoved':
      return { label: 'Anexo removido', detail: text(data.filename) };
    case 'case.notesUpdated':
      return { label: 'Observações alteradas', detail: null };
    case 'tracker.approved':
      return { label: about('Localizador aprovado'), detail: reasonOf(data) };
    case 'tracker.reproved':
      return { label: about('Localizador reprovado'), detail: reasonOf(data) };
    case 'tracker.added':
      return { label: about('Localizador adicionado'), detail: null };
    case 'tracker.requested':
      return { label: about('Solicitação de localizador'), detail: null };
    case 'report.accepted':
      return { label: about('Laudo aprovado'), detail: null };
    case 'report.rejected':
      return { label: about('Laudo reprovado'), detail: reasonOf(data) };
    case 'report.submitted':
      return { label: about('Laudo enviado'), detail: null };
    case 'user.create':
      return { label: 'Usuário criado', detail: `Perfis: ${shown('roles', record(data.after).roles)}` };
    case 'user.update':
      return { label: 'Usuário alterado', detail: changes(record(data.before), record(data.after), USER_FIELDS) };
    case 'user.resendPassword':
      return { label: 'Nova senha enviada por e-mail', detail: null };
    case 'user.remove':
      return { label: 'Usuário removido', detail: null };
    case 'lawCompany.settings':
      return { label: 'Configurações alteradas', detail: changes(record(data.from), record(data.to), SETTINGS_FIELDS) };
    case 'lawCompany.status':
      return { label: `Status: ${statusLabel(data.from)} → ${statusLabel(data.to)}`, detail: reasonOf(data) };
    case 'lawCompany.register':
      return { label: 'Cadastro enviado', detail: null };
    case 'lawCompany.emailChanged':
      return { label: 'E-mail do cadastro corrigido', detail: `${text(data.from) ?? '—'} → ${text(data.to) ?? '—'}` };
    case 'lawCompany.emailConfirmed':
      return { label: 'E-mail do cadastro confirmado', detail: text(data.email) };
    case 'lawCompany.resubmit':
      return {
        label: 'Cadastro corrigido e reenviado para análise',
        detail: changes(record(data.before), record(data.after), SETTINGS_FIELDS),
      };
    case 'lawCompany.autoApprove':
    case 'lawCompany.shadowMode': {
      const name = action === 'lawCompany.autoApprove' ? 'Aprovação automática de localizadores' : 'Modo simplificado';
      return { label: `${name}: ${data.to === 'enabled' ? 'ativado' : 'desativado'}`, detail: null };
    }
    case 'transfer.completed':
      return {
        label: 'Transferência concluída',
        detail: data.continued ? 'Decidida durante o período de espera (Continuar)' : null,
      };
    case 'transfer.rejected':
      return {
        label: 'Transferência rejeitada',
        detail:
          [reasonOf(data), data.continued ? 'Decidida durante o período de espera (Continuar)' : null]
            .filter(Boolean)
            .join(' · ') || null,
      };
    case 'appUser.addTime':
      return planGrant(data);
    case 'appUser.verification.approve':
      return { label: 'Verificação aprovada', detail: null };
    case 'appUser.verification.reprove':
      return { label: 'Modificação solicitada', detail: reasonOf(data) };
    case 'appUser.verification.block':
      return { label: 'Usuário bloqueado', detail: reasonOf(data) };
    case 'appUser.verification.unblock':
      return { label: 'Usuário desbloqueado', detail: null };
    case 'appUser.verificationDocuments': {
      const documents = Object.entries(record(data.documents)).map(([type, decision]) => {
        const status = record(decision).status as VerificationDocumentStatus;
        return `${VERIFICATION_DOCUMENT_TYPE_LABELS[type as VerificationDocumentType] ?? type}: ${VERIFICATION_DOCUMENT_STATUS_LABELS[status] ?? String(status)}`;
      });
      return { label: 'Documento analisado', detail: documents.join('; ') || null };
    }
    default:
      return { label: action, detail: reasonOf(data) };
  }
}
