// 'Exportar' on the lists of the case work (issue 25 item 10, last part): /aprovacao-automatica, a
// case's 'Localizadores' and 'Laudos', the dashboard's 'Pendências', /importar's 'Histórico' and
// /mensagens. Each reads its list's own service through exportList (scope, tab, filters and order
// are the list's) and writes the columns the screen shows, in its words (docs/decisions.md "Export").
import type { Chat } from '../../../domain/chat';
import { formatPhone, formatPlate } from '../../../domain/format';
import type { ImportHistoryItem } from '../../../domain/imports';
import type { SeizureReport } from '../../../domain/reports';
import { isSupport } from '../../../domain/roles';
import { IMPORT_STATUS_LABELS, SEIZURE_REPORT_STATUS_LABELS } from '../../../domain/statuses';
import { requestTags, type TrackerRequest } from '../../../domain/trackers';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { pendingReports, pendingTrackers } from '../badges';
import { listChats } from '../chat/list';
import { listImports } from '../imports/read';
import { listReports } from '../reports/list';
import { listTrackerRequests } from '../trackers/list';
import { dateCell, exportList, numberCell, textCell, type ExportColumn } from './export';

/** The case as its lists name it: the plate, else the chassi, else 'Caso 12'. */
const caseName = (c: { id: number; licensePlate: string | null; chassi?: string | null }) =>
  c.licensePlate ? formatPlate(c.licensePlate) : (c.chassi ?? `Caso ${c.id}`);
const yesNo = (value: boolean) => textCell(value ? 'Sim' : 'Não');
const tags = (r: TrackerRequest) =>
  textCell(
    requestTags(r)
      .map((t) => t.label)
      .join(', '),
  );
const queryOf = (rawQuery: unknown) => (rawQuery ?? {}) as Record<string, unknown>;

/** Support's lists span every company: a column says whose row it is (as the screens do). */
const companyColumn = <T>(auth: AccessClaims, name: (row: T) => string | undefined): ExportColumn<T>[] =>
  isSupport(auth.roles) ? [{ label: 'Assessoria', cell: (row) => textCell(name(row)) }] : [];

/**
 * GET /admin/trackers/export. With `seizureRequestId`: a case's 'Localizadores' as tabbed and
 * filtered (who, PRO, status tags, requested, viewed). Without: /aprovacao-automatica's tab (who,
 * case, company for support, requested, approved or due).
 */
export function exportTrackerRequests(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const query = queryOf(rawQuery);
  const who: ExportColumn<TrackerRequest>[] = [
    { label: 'Localizador', cell: (r) => textCell(r.user.name) },
    { label: 'E-mail', cell: (r) => textCell(r.user.email) },
  ];
  const columns: ExportColumn<TrackerRequest>[] =
    query.seizureRequestId !== undefined
      ? [
          ...who,
          { label: 'Telefone', cell: (r) => textCell(formatPhone(r.user.phone)) },
          { label: 'PRO', cell: (r) => yesNo(r.user.isPro) },
          { label: 'Status', cell: tags },
          { label: 'Solicitado em', cell: (r) => dateCell(r.createdAt) },
          { label: 'Visualizado em', cell: (r) => dateCell(r.viewedAt) },
        ]
      : [
          ...who,
          { label: 'Caso', cell: (r) => textCell(caseName(r.seizureRequest)) },
          ...companyColumn<TrackerRequest>(auth, (r) => r.lawCompany?.name),
          { label: 'Solicitado em', cell: (r) => dateCell(r.createdAt) },
          query.status === 'nextAutoApproved'
            ? { label: 'Aprovação em', cell: (r) => dateCell(r.autoApprovesAt) }
            : { label: 'Aprovado em', cell: (r) => dateCell(r.autoApprovedAt) },
        ];
  return exportList((q) => listTrackerRequests(db, auth, q), rawQuery, columns, 'Localizadores');
}

/** GET /admin/seizure-requests/reports/export: a case's 'Laudos' as tabbed, what each card shows. */
export function exportReports(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const columns: ExportColumn<SeizureReport>[] = [
    { label: 'Localizador', cell: (r) => textCell(r.user.name) },
    { label: 'E-mail', cell: (r) => textCell(r.user.email) },
    { label: 'Telefone', cell: (r) => textCell(formatPhone(r.user.phone)) },
    { label: 'Caso', cell: (r) => textCell(caseName(r.seizureRequest)) },
    { label: 'Status', cell: (r) => textCell(SEIZURE_REPORT_STATUS_LABELS[r.status]) },
    { label: 'Enviado em', cell: (r) => dateCell(r.createdAt) },
    {
      label: 'Atualizado em',
      cell: (r) => dateCell(r.status === 'accepted' || r.status === 'rejected' ? r.updatedAt : null),
    },
    { label: 'Motivo da reprovação', cell: (r) => textCell(r.status === 'rejected' ? r.reason : null) },
    { label: 'Observações', cell: (r) => textCell(r.notes) },
    { label: 'Fotos', cell: (r) => numberCell(r.documents.photos.length) },
    { label: 'Outros documentos', cell: (r) => textCell(r.documents.others.map((d) => d.filename).join(', ')) },
    { label: 'Mandado', cell: (r) => textCell(r.documents.warrant?.filename) },
    { label: 'Mandado de busca e apreensão', cell: (r) => textCell(r.documents.searchWarrant?.filename) },
  ];
  return exportList((q) => listReports(db, auth, q), rawQuery, columns, 'Laudos');
}

/** GET /admin/dashboard/trackers/pending/export: 'Localizadores pendentes' (Placa, Localizador, Status, Solicitado em). */
export function exportPendingTrackers(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const columns: ExportColumn<TrackerRequest>[] = [
    { label: 'Placa', cell: (r) => textCell(caseName({ ...r.seizureRequest, chassi: null })) },
    ...companyColumn<TrackerRequest>(auth, (r) => r.lawCompany?.name),
    { label: 'Localizador', cell: (r) => textCell(r.user.name) },
    { label: 'Status', cell: tags },
    { label: 'Solicitado em', cell: (r) => dateCell(r.createdAt) },
  ];
  return exportList((q) => pendingTrackers(db, auth, q), rawQuery, columns, 'Localizadores pendentes');
}

/** GET /admin/dashboard/seizure-requests/reports/pending/export: 'Laudos pendentes' (Placa, Localizador, Enviado em). */
export function exportPendingReports(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const columns: ExportColumn<SeizureReport>[] = [
    { label: 'Placa', cell: (r) => textCell(caseName({ ...r.seizureRequest, chassi: null })) },
    { label: 'Localizador', cell: (r) => textCell(r.user.name) },
    { label: 'Enviado em', cell: (r) => dateCell(r.createdAt) },
  ];
  return exportList((q) => pendingReports(db, auth, q), rawQuery, columns, 'Laudos pendentes');
}

/** GET /admin/import/export: /importar's 'Histórico', the company's imports newest first. */
export function exportImports(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const columns: ExportColumn<ImportHistoryItem>[] = [
    { label: 'Data', cell: (i) => dateCell(i.createdAt) },
    { label: 'Arquivo', cell: (i) => textCell(i.filename) },
    { label: 'Iniciada por', cell: (i) => textCell(i.starter.name) },
    { label: 'Status', cell: (i) => textCell(IMPORT_STATUS_LABELS[i.status]) },
    { label: 'Criados', cell: (i) => numberCell(i.changesCreateCount) },
    { label: 'Atualizados', cell: (i) => numberCell(i.changesUpdateCount) },
    { label: 'Encerrados', cell: (i) => numberCell(i.changesClosedCount) },
    { label: 'Erros', cell: (i) => numberCell(i.changesErrorCount) },
  ];
  return exportList((q) => listImports(db, auth, q), rawQuery, columns, 'Importações');
}

/** GET /admin/chat/export: /mensagens's tab and filter, the conversations as the list shows them. */
export function exportChats(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const columns: ExportColumn<Chat>[] = [
    { label: 'Localizador', cell: (c) => textCell(c.user.name) },
    ...companyColumn<Chat>(auth, (c) => c.lawCompany.name),
    { label: 'Caso', cell: (c) => textCell(caseName({ ...c.seizureRequest, chassi: null })) },
    { label: 'Modelo', cell: (c) => textCell(c.seizureRequest.model) },
    { label: 'Última mensagem em', cell: (c) => dateCell(c.lastSentAt) },
    { label: 'Última mensagem', cell: (c) => textCell(c.lastMessage) },
    { label: 'Não lidas', cell: (c) => numberCell(c.unreadCount) },
    { label: 'Abandonada', cell: (c) => yesNo(c.abandoned) },
    { label: 'Encerrada', cell: (c) => yesNo(c.closed) },
    { label: 'Atendente', cell: (c) => textCell(c.lastAttendantName) },
  ];
  return exportList((q) => listChats(db, auth, q), rawQuery, columns, 'Conversas');
}
