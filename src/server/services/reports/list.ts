import { sql, type SQL } from 'drizzle-orm';
import { reportListQuerySchema, type ReportFile, type SeizureReport } from '../../../domain/reports';
import type { CaseClosedBy, CaseStatus, SeizureReportStatus } from '../../../domain/statuses';
import type { Page } from '../../../domain/wire';
import { companyScope } from '../../auth/guard';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import type { SeizureReportDocumentKind } from '../../db/schema';
import { parse } from '../errors';
import { findCase } from '../cases/access';
import { pagedSelect } from '../shared/pagedList';
import { dateOf, dateOrNull, jsonOf, rowsOf } from '../shared/sql';

interface Row {
  id: number;
  seizure_request_id: number;
  status: SeizureReportStatus;
  reason: string | null;
  notes: string | null;
  created_at: Date | string;
  updated_at: Date | string;
  user_id: number;
  user_name: string;
  user_email: string;
  user_phone: string | null;
  user_avatar: string | null;
  case_license_plate: string | null;
  case_chassi: string | null;
  case_status: CaseStatus;
  case_closed_at: Date | string | null;
  case_closed_by: CaseClosedBy | null;
  documents: Document[] | string | null;
}

interface Document {
  id: number;
  kind: SeizureReportDocumentKind;
  value: string;
  filename: string | null;
}

/**
 * GET /admin/seizure-requests/reports: the reports of a case (seizureRequestId) or of the user's
 * company (support: every company), by status, newest first, paged. 'all' leaves out drafts (a
 * draft is still the tracker's, in the app); status=draft lists them.
 */
export async function listReports(db: Db, auth: AccessClaims, rawQuery: unknown): Promise<Page<SeizureReport>> {
  const query = parse(reportListQuerySchema, rawQuery);
  const scope = companyScope(auth);
  if (query.seizureRequestId !== undefined) await findCase(db, auth, query.seizureRequestId);
  const list: SQL[] = [sql`s.deleted_at IS NULL`];
  if (scope !== null) list.push(sql`r.law_company_id = ${scope}`);
  if (query.seizureRequestId !== undefined) list.push(sql`r.seizure_request_id = ${query.seizureRequestId}`);
  list.push(query.status === 'all' ? sql`r.status <> 'draft'` : sql`r.status = ${query.status}`);
  const where = sql.join(list, sql` AND `);
  const from = sql`seizure_reports r JOIN seizure_requests s ON s.id = r.seizure_request_id`;
  const dir = query.sortDirection === 'asc' ? 'ASC' : 'DESC';
  const order = sql.raw(`r.${query.sortField === 'updatedAt' ? 'updated_at' : 'created_at'} ${dir}, r.id ${dir}`);
  return pagedSelect(db, { query, from, where, order, id: sql`r.id`, select: rowsSql(), present: toReport });
}

function rowsSql(): SQL {
  return sql`SELECT r.id, r.seizure_request_id, r.status, r.reason, r.notes, r.created_at, r.updated_at,
      u.id AS user_id, u.name AS user_name, u.email AS user_email, u.phone AS user_phone, u.avatar AS user_avatar,
      s.license_plate AS case_license_plate, s.chassi AS case_chassi, s.status AS case_status,
      s.closed_at AS case_closed_at, s.closed_by AS case_closed_by,
      coalesce((SELECT json_agg(json_build_object('id', d.id, 'kind', d.kind, 'value', d.value, 'filename', d.filename) ORDER BY d.id)
        FROM seizure_report_documents d WHERE d.report_id = r.id), '[]'::json) AS documents
    FROM seizure_reports r JOIN seizure_requests s ON s.id = r.seizure_request_id JOIN users u ON u.id = r.user_id`;
}

/** A file's name: the one sent, or the last part of its path. */
const fileOf = (d: Document): ReportFile => ({
  id: Number(d.id),
  value: d.value,
  filename: d.filename ?? d.value.split('/').pop() ?? d.value,
});

function toReport(row: Row): SeizureReport {
  const documents = jsonOf(row.documents) ?? [];
  const first = (kind: SeizureReportDocumentKind) => {
    const found = documents.find((d) => d.kind === kind);
    return found ? fileOf(found) : null;
  };
  return {
    id: row.id,
    seizureRequestId: row.seizure_request_id,
    status: row.status,
    reason: row.reason,
    notes: row.notes,
    createdAt: dateOf(row.created_at),
    updatedAt: dateOf(row.updated_at),
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      phone: row.user_phone,
      avatar: row.user_avatar,
    },
    seizureRequest: {
      id: row.seizure_request_id,
      licensePlate: row.case_license_plate,
      chassi: row.case_chassi,
      status: row.case_status,
      closedAt: dateOrNull(row.case_closed_at),
      closedBy: row.case_closed_by,
    },
    documents: {
      photos: documents.filter((d) => d.kind === 'photo').map((d) => ({ id: Number(d.id), value: d.value })),
      others: documents.filter((d) => d.kind === 'other').map(fileOf),
      warrant: first('warrant'),
      searchWarrant: first('searchWarrant'),
    },
  };
}

/** One report in the list's shape (what a decision answers). */
export async function getReport(db: Db, id: number): Promise<SeizureReport> {
  const [row] = rowsOf<Row>(await db.execute(sql`${rowsSql()} WHERE r.id = ${id}`));
  return toReport(row);
}
