// The columns of each list's 'Exportar' (issue 25 item 10): what the screen's table shows, in the
// same words (docs/decisions.md "Export").
import { subscriptionText, type AppUserRow } from '../../../domain/appPlans';
import type { TransferRow } from '../../../domain/appTransfers';
import type { VerificationRow } from '../../../domain/appVerifications';
import { formatCnpj, formatPhone, formatPix } from '../../../domain/format';
import type { LawCompanyRow } from '../../../domain/lawCompanies';
import {
  LAW_COMPANY_STATUS_LABELS,
  PIX_TYPE_LABELS,
  PLAN_METHOD_LABELS,
  PLAN_TYPE_LABELS,
  transferStatusLabel,
  VERIFICATION_STATUS_LABELS,
} from '../../../domain/statuses';
import { shownRoles, type AdminUser } from '../../../domain/users';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { listAppUsers } from '../appPlans/list';
import { listTransfers } from '../appTransfers/list';
import { listVerifications } from '../appVerifications/list';
import { listWithReasons as listLawCompaniesWithReasons } from '../lawCompanies/read';
import { list as listUsers } from '../users/read';
import { dateCell, exportList, numberCell, textCell, type ExportColumn } from './export';

/** GET /admin/users/export: the caller's side, as /usuarios or /suporte lists it; the roles the caller can see. */
export function exportUsers(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const columns: ExportColumn<AdminUser>[] = [
    { label: 'ID', cell: (u) => numberCell(u.id) },
    { label: 'Nome', cell: (u) => textCell(u.name) },
    { label: 'E-mail', cell: (u) => textCell(u.email) },
    {
      label: 'Perfis',
      cell: (u) =>
        textCell(
          shownRoles(auth.roles, u.roles)
            .map((r) => r.label)
            .join(', '),
        ),
    },
    { label: 'Cadastrado em', cell: (u) => dateCell(u.createdAt) },
  ];
  return exportList((query) => listUsers(db, auth, query), rawQuery, columns, 'Usuários');
}

/** GET /admin/law-companies/export (support): /assessoria-juridicas as filtered. */
export function exportLawCompanies(db: Db, rawQuery: unknown) {
  const columns: ExportColumn<LawCompanyRow & { statusReason: string | null }>[] = [
    { label: 'Nome fantasia', cell: (c) => textCell(c.name) },
    { label: 'Razão social', cell: (c) => textCell(c.companyName) },
    { label: 'CNPJ', cell: (c) => textCell(formatCnpj(c.document)) },
    { label: 'Responsável', cell: (c) => textCell(c.contactName) },
    { label: 'E-mail', cell: (c) => textCell(c.contactEmail) },
    { label: 'Telefone', cell: (c) => textCell(formatPhone(c.contactPhone)) },
    { label: 'Status', cell: (c) => textCell(LAW_COMPANY_STATUS_LABELS[c.status]) },
    // Why it is blocked or reproved (issue 34), as the drawer's 'Motivo'.
    { label: 'Motivo', cell: (c) => textCell(c.statusReason) },
    { label: 'Cadastrado em', cell: (c) => dateCell(c.createdAt) },
  ];
  return exportList((query) => listLawCompaniesWithReasons(db, query), rawQuery, columns, 'Assessorias');
}

/** GET /admin/app-transfers/export (support): /app/transferencias as filtered. */
export function exportTransfers(db: Db, rawQuery: unknown) {
  const columns: ExportColumn<TransferRow>[] = [
    { label: 'Usuário', cell: (t) => textCell(t.user.name) },
    { label: 'E-mail', cell: (t) => textCell(t.user.email) },
    { label: 'Chave Pix', cell: (t) => textCell(formatPix(t.pix, t.pixType)) },
    { label: 'Tipo da chave', cell: (t) => textCell(PIX_TYPE_LABELS[t.pixType]) },
    { label: 'Valor (R$)', cell: (t) => ({ value: t.amount, type: Number, format: '#,##0.00' }) },
    { label: 'Status', cell: (t) => textCell(transferStatusLabel(t.status, t.isWaiting)) },
    { label: 'Motivo', cell: (t) => textCell(t.reason) },
    { label: 'Solicitada em', cell: (t) => dateCell(t.createdAt) },
  ];
  return exportList((query) => listTransfers(db, query), rawQuery, columns, 'Transferências');
}

/** GET /admin/app-users/export (support): /app/pro as tabbed and filtered. */
export function exportAppUsers(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const columns: ExportColumn<AppUserRow>[] = [
    { label: 'Nome', cell: (u) => textCell(u.name) },
    { label: 'E-mail', cell: (u) => textCell(u.email) },
    { label: 'Telefone', cell: (u) => textCell(formatPhone(u.phone)) },
    {
      label: 'Plano',
      cell: (u) =>
        textCell(u.plan ? `${PLAN_TYPE_LABELS[u.plan.type]} · ${PLAN_METHOD_LABELS[u.plan.method]}` : 'Sem plano'),
    },
    { label: 'Expira em', cell: (u) => dateCell(u.plan?.expirationDate ?? null) },
    // The subscription's state as the row's tag says it ('Ativo', 'Cancelado · Reembolsado'; issue 34).
    { label: 'Assinatura', cell: (u) => textCell(subscriptionText(u.plan)) },
    { label: 'Cadastrado em', cell: (u) => dateCell(u.createdAt) },
  ];
  return exportList((query) => listAppUsers(db, auth, query), rawQuery, columns, 'Usuários do aplicativo');
}

/** GET /admin/app-users/verifications/export (support): /app/cadastros as tabbed and searched. */
export function exportVerifications(db: Db, rawQuery: unknown) {
  const columns: ExportColumn<VerificationRow>[] = [
    { label: 'Nome', cell: (v) => textCell(v.name) },
    { label: 'E-mail', cell: (v) => textCell(v.email) },
    { label: 'Status', cell: (v) => textCell(v.status ? VERIFICATION_STATUS_LABELS[v.status] : 'Não verificado') },
    { label: 'Atualizado em', cell: (v) => dateCell(v.updatedAt) },
    { label: 'Cadastrado em', cell: (v) => dateCell(v.createdAt) },
  ];
  return exportList((query) => listVerifications(db, query), rawQuery, columns, 'Cadastros');
}
