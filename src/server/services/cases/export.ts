import writeXlsxFile, { type Row } from 'write-excel-file/node';
import type { CaseListItem } from '../../../domain/cases';
import { CASE_EXPORT_CHUNK, CASE_EXPORT_MAX_ROWS } from '../../../domain/cases';
import { formatPlate, localDateTime } from '../../../domain/format';
import { caseStatusLabel } from '../../../domain/statuses';
import type { AccessClaims } from '../../auth/tokens';
import { companyScope } from '../../auth/guard';
import type { Db } from '../../db/connection';
import { listCaseChunks } from './list';

interface Column {
  label: string;
  /** Support's list spans every company: the company column is theirs only. */
  supportOnly?: boolean;
  cell: (item: CaseListItem) => Row[number];
}

const text = (value: string | null | undefined) => ({ value: value ?? '', type: String });

const COLUMNS: Column[] = [
  { label: 'Placa', cell: (c) => text(formatPlate(c.licensePlate)) },
  { label: 'Chassi', cell: (c) => text(c.chassi) },
  { label: 'Processo', cell: (c) => text(c.processNumber) },
  { label: 'Categoria', cell: (c) => text(c.category.title) },
  { label: 'Assessoria', supportOnly: true, cell: (c) => text(c.lawCompany?.name) },
  { label: 'Cidade', cell: (c) => text(c.mainAddressCity) },
  { label: 'UF', cell: (c) => text(c.mainAddressState) },
  { label: 'Localizadores aprovados', cell: (c) => ({ value: c.trackers.totalApproved, type: Number }) },
  { label: 'Localizadores pendentes', cell: (c) => ({ value: c.trackers.totalPending, type: Number }) },
  { label: 'Status', cell: (c) => text(caseStatusLabel(c.status, c.trackers.totalApproved)) },
  // São Paulo's wall-clock time as the cell's date: a spreadsheet has no time zone.
  {
    label: 'Cadastrado em',
    cell: (c) => ({ value: localDateTime(c.createdAt), type: Date, format: 'dd/mm/yyyy hh:mm' }),
  },
];

/**
 * GET /admin/seizure-requests/export: the case list as the caller filtered it (tab, filters, sort),
 * as an .xlsx of at most CASE_EXPORT_MAX_ROWS rows, read CASE_EXPORT_CHUNK at a time through the
 * list's own indexed reads (docs/cases.md "Export").
 */
export async function exportCases(db: Db, auth: AccessClaims, rawQuery: unknown) {
  const support = companyScope(auth) === null;
  const columns = COLUMNS.filter((c) => support || !c.supportOnly);
  const rows: Row[] = [columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const }))];
  for await (const chunk of listCaseChunks(db, auth, rawQuery, CASE_EXPORT_MAX_ROWS, CASE_EXPORT_CHUNK)) {
    for (const item of chunk) rows.push(columns.map((column) => column.cell(item)));
  }
  return writeXlsxFile(rows, { sheet: 'Casos', stickyRowsCount: 1 }).toBuffer();
}
