import { EXPIRY_TAG_LABELS, expiryTag } from '../../../domain/appPlans';
import { formatDate, formatDateTime } from '../../../domain/format';
import { PLAN_TYPE_LABELS } from '../../../domain/statuses';
import type { TrackerReportRow } from './report';

/** The report's columns, in order, with how each cell reads (the page and the .xlsx agree). */
export const REPORT_COLUMNS = [
  { key: 'name', label: 'Localizador' },
  { key: 'email', label: 'E-mail' },
  { key: 'createdAt', label: 'Cadastro' },
  { key: 'requests', label: 'Solicitações' },
  { key: 'approvals', label: 'Aprovações' },
  { key: 'reproves', label: 'Reprovações' },
  { key: 'reportsSent', label: 'Laudos enviados' },
  { key: 'reportsAccepted', label: 'Laudos aceitos' },
  { key: 'casesSeized', label: 'Casos apreendidos' },
  { key: 'lastActivity', label: 'Última atividade' },
  { key: 'plan', label: 'Plano' },
] as const;
export type ReportColumnKey = (typeof REPORT_COLUMNS)[number]['key'];

export const NO_PLAN = 'Sem plano';
export const NO_ACTIVITY = 'Nenhuma';

/** 'PRO · Ativo', 'Scanner · Expirado', 'Sem plano' (the plans screen's own tags). */
export function planLabel(plan: TrackerReportRow['plan'], now: Date): string {
  if (!plan) return NO_PLAN;
  return `${PLAN_TYPE_LABELS[plan.type]} · ${EXPIRY_TAG_LABELS[expiryTag(plan.expirationDate, now)]}`;
}

/** A cell as text. */
export function cellText(row: TrackerReportRow, key: ReportColumnKey, now: Date): string {
  switch (key) {
    case 'createdAt':
      return formatDate(row.createdAt);
    case 'lastActivity':
      return row.lastActivity ? formatDateTime(row.lastActivity) : NO_ACTIVITY;
    case 'plan':
      return planLabel(row.plan, now);
    case 'name':
    case 'email':
      return row[key];
    default:
      return row[key].toLocaleString('pt-BR');
  }
}

/** 'YYYY-MM' as 'jan/2026'. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const name = new Intl.DateTimeFormat('pt-BR', { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, m - 1, 1)),
  );
  return `${name.replace('.', '')}/${year}`;
}
