import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { direction, listQuerySchema, offsetOf, queryInt, sortField } from '../../../domain/listQuery';
import { INVALID } from '../../../domain/schemas/messages';
import { TIME_ZONE } from '../../../domain/format';
import type { Db } from '../../db/connection';
import { countOf, dateOrNull, rowCount, rowsOf } from '../shared/sql';
import { folded } from '../trackers/shared';

/**
 * The all-trackers report (GET /admin/support/analytics/all-trackers, docs/dashboard.md
 * "Analytics"). Sorted by name or registration date (both read from the trackers themselves):
 * the page of trackers is chosen first, then each tracker's counts are read through its own
 * indexes (tracker_requests_user_idx, seizure_reports_user_idx), so a page costs the same at
 * 1 M cases as at 1,000. Sorting by a count would aggregate every request of every tracker:
 * not offered.
 */
export const REPORT_SORT_FIELDS = ['name', 'createdAt'] as const;
export type ReportSortField = (typeof REPORT_SORT_FIELDS)[number];
export const REPORT_PER_PAGE = 50;
/** The most rows one .xlsx carries (the first ones in the chosen order). */
export const XLSX_MAX_ROWS = 5_000;

export const reportQuerySchema = listQuerySchema({
  perPage: queryInt(1, 100, REPORT_PER_PAGE),
  sortField: sortField(REPORT_SORT_FIELDS, 'name'),
  sortDirection: direction('asc'),
  format: z.enum(['html', 'xlsx'], { error: INVALID }).default('html'),
});
export type ReportQuery = z.output<typeof reportQuerySchema>;

export interface TrackerReportRow {
  id: number;
  name: string;
  email: string;
  createdAt: Date;
  requests: number;
  approvals: number;
  reproves: number;
  reportsSent: number;
  reportsAccepted: number;
  casesSeized: number;
  lastActivity: Date | null;
  plan: { type: 'scanner' | 'pro'; expirationDate: Date | null } | null;
}

export interface MonthCount {
  /** 'YYYY-MM' in São Paulo time. */
  month: string;
  total: number;
}

const TRACKERS = sql`u.roles @> ARRAY['tracker']::text[] AND u.deleted_at IS NULL`;
// Names compare as the searches do: accents stripped, lower case ('Fábio' between 'Fabiana' and 'Felipe').
const ORDER: Record<ReportSortField, SQL> = { name: folded(sql.raw('name')), createdAt: sql.raw('created_at') };

function orderBy(query: Pick<ReportQuery, 'sortField' | 'sortDirection'>): SQL {
  const dir = sql.raw(query.sortDirection === 'desc' ? 'DESC' : 'ASC');
  return sql`${ORDER[query.sortField]} ${dir}, id ${dir}`;
}

type RawRow = Record<string, string | number | Date | null>;

/** One page of trackers (or the first XLSX_MAX_ROWS for the .xlsx), with their counts. */
export async function trackerRows(
  db: Db,
  query: ReportQuery,
  limit: number,
  offset: number,
): Promise<TrackerReportRow[]> {
  const order = orderBy(query);
  const raw = rowsOf<RawRow>(
    await db.execute(sql`
      WITH page AS (
        SELECT u.id, u.name, u.email, u.created_at FROM users u WHERE ${TRACKERS}
        ORDER BY ${order} LIMIT ${rowCount(limit)} OFFSET ${rowCount(offset)}
      )
      SELECT p.id, p.name, p.email, p.created_at, r.requests, r.approvals, r.reproves, r.last_request,
             s.sent, s.accepted, s.seized, s.last_report, pl.type AS plan_type, pl.expiration_date
        FROM page p
        LEFT JOIN LATERAL (
          SELECT count(*)::int AS requests, count(*) FILTER (WHERE t.status = 'approved')::int AS approvals,
                 count(*) FILTER (WHERE t.status = 'reproved')::int AS reproves, max(t.created_at) AS last_request
            FROM tracker_requests t WHERE t.user_id = p.id) r ON true
        LEFT JOIN LATERAL (
          SELECT count(*) FILTER (WHERE sr.status <> 'draft')::int AS sent,
                 count(*) FILTER (WHERE sr.status = 'accepted')::int AS accepted,
                 count(DISTINCT sr.seizure_request_id) FILTER (WHERE sr.status = 'accepted')::int AS seized,
                 max(sr.created_at) FILTER (WHERE sr.status <> 'draft') AS last_report
            FROM seizure_reports sr WHERE sr.user_id = p.id) s ON true
        LEFT JOIN user_plans pl ON pl.user_id = p.id
       ORDER BY ${order}`),
  );
  return raw.map((row) => {
    const last = [dateOrNull(row.last_request as string), dateOrNull(row.last_report as string)].filter(
      (d): d is Date => d !== null,
    );
    return {
      id: Number(row.id),
      name: String(row.name),
      email: String(row.email),
      createdAt: new Date(row.created_at as string),
      requests: Number(row.requests ?? 0),
      approvals: Number(row.approvals ?? 0),
      reproves: Number(row.reproves ?? 0),
      reportsSent: Number(row.sent ?? 0),
      reportsAccepted: Number(row.accepted ?? 0),
      casesSeized: Number(row.seized ?? 0),
      lastActivity: last.length ? new Date(Math.max(...last.map((d) => d.getTime()))) : null,
      plan: row.plan_type
        ? { type: row.plan_type as 'scanner' | 'pro', expirationDate: dateOrNull(row.expiration_date as string) }
        : null,
    };
  });
}

/** How many trackers the report has (the users' roles index). */
export const countTrackers = (db: Db) => countOf(db, sql`SELECT count(*)::int AS total FROM users u WHERE ${TRACKERS}`);

/**
 * Seizures per month over the last 12 months (this one included): accepted reports by the month
 * they were sent, counted over seizure_reports_status_idx (status, created_at). Months without
 * any are there with 0.
 */
export async function seizuresPerMonth(db: Db, now = new Date()): Promise<MonthCount[]> {
  const months = lastMonths(now, 12);
  const since = `${months[0]}-01`;
  const raw = rowsOf<{ month: string; total: number | string }>(
    await db.execute(sql`
      SELECT to_char(created_at AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM') AS month, count(*)::int AS total
        FROM seizure_reports
       WHERE status = 'accepted' AND created_at >= (${since}::timestamp AT TIME ZONE ${TIME_ZONE})
       GROUP BY 1`),
  );
  const byMonth = new Map(raw.map((row) => [row.month, Number(row.total)]));
  return months.map((month) => ({ month, total: byMonth.get(month) ?? 0 }));
}

/** The `count` months ending with `now`'s month in São Paulo, oldest first, as 'YYYY-MM'. */
export function lastMonths(now: Date, count: number): string[] {
  const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

export { offsetOf };
