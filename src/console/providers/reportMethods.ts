import type { ReportDecision } from '../../domain/schemas/trackers';
import type { PageParams, PendingTrackerRow, ReportListParams, SeizureReport } from '../resources/reports/types';
import { request } from './httpClient';
import type { ListAnswer } from './types';

const REPORTS = '/admin/seizure-requests/reports';

export interface ReportDecisionBody {
  id: number;
  seizureRequestId: number;
  status: ReportDecision;
  /** Required when rejecting (≤ 500); not sent when accepting. */
  reason?: string;
}

/** Some answers (a badge stub, an older server) carry only `total`: the list is then empty. */
const withRows = <T>(answer: ListAnswer<T>): ListAnswer<T> => ({ total: Number(answer?.total ?? 0), result: answer?.result ?? [] });

/**
 * The seizure reports' and the law-company dashboard's calls (spec 000 §7 "Reports", "Dashboard
 * and badges"), spread into the dataProvider. Failures reject with an HttpError carrying the
 * catalogue text (a 400 carries the server's pt-BR refusal).
 */
export const reportMethods = {
  /** GET /admin/seizure-requests/reports: a case's reports by status, newest first, paged. */
  listReports: (params: ReportListParams, signal?: AbortSignal) =>
    request<ListAnswer<SeizureReport>>(REPORTS, { query: { perPage: 10, page: 1, ...params }, signal }).then(withRows),
  /** POST /admin/seizure-requests/reports: accept (closes the case as seized) or reject a pending report. */
  decideReport: (body: ReportDecisionBody) => request<SeizureReport>(REPORTS, { method: 'POST', body }),
  /** GET /admin/dashboard/trackers/pending: `total` (the badge) and a page of pending tracker requests. */
  dashboardPendingTrackers: (params: PageParams, signal?: AbortSignal) =>
    request<ListAnswer<PendingTrackerRow>>('/admin/dashboard/trackers/pending', {
      query: { perPage: 10, page: 1, ...params },
      signal,
    }).then(withRows),
  /** GET /admin/dashboard/seizure-requests/reports/pending: `total` and a page of pending reports. */
  dashboardPendingReports: (params: PageParams, signal?: AbortSignal) =>
    request<ListAnswer<SeizureReport>>('/admin/dashboard/seizure-requests/reports/pending', {
      query: { perPage: 10, page: 1, ...params },
      signal,
    }).then(withRows),
};
