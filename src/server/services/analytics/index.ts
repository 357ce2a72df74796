import type { Db } from '../../db/connection';
import { parse } from '../errors';
import { renderReport, type ReportPage } from './html';
import {
  countTrackers,
  offsetOf,
  reportQuerySchema,
  seizuresPerMonth,
  trackerRows,
  XLSX_MAX_ROWS,
  type ReportQuery,
} from './report';
import { reportXlsx } from './xlsx';

export type ReportAnswer = { kind: 'html'; body: string } | { kind: 'xlsx'; body: Buffer; filename: string };

/**
 * GET /admin/support/analytics/all-trackers: the HTML page (a page of trackers, the chart of
 * seizures per month) or, with format=xlsx, the first XLSX_MAX_ROWS trackers in the same order.
 * `link` builds the report's own address for the page's links (sort, pages, download).
 */
export async function allTrackersReport(
  db: Db,
  rawQuery: unknown,
  link: (query: ReportQuery) => string,
  now = new Date(),
): Promise<ReportAnswer> {
  const query = parse(reportQuerySchema, rawQuery);
  if (query.format === 'xlsx') {
    const rows = await trackerRows(db, query, XLSX_MAX_ROWS, 0);
    const day = now.toISOString().slice(0, 10);
    return { kind: 'xlsx', body: await reportXlsx(rows, now), filename: `localizadores-${day}.xlsx` };
  }
  const [rows, total, months] = await Promise.all([
    trackerRows(db, query, query.perPage, offsetOf(query)),
    countTrackers(db),
    seizuresPerMonth(db, now),
  ]);
  const page: ReportPage = {
    query,
    rows,
    total,
    months,
    now,
    link: (changes) => link({ ...query, format: 'html', ...changes } as ReportQuery),
  };
  return { kind: 'html', body: renderReport(page) };
}

export { CONSOLE_ANALYTICS_PATH, REOPEN_TEXTS, renderForbidden, renderReopen } from './html';
