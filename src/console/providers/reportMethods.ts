import type { ReportDecision } from '../../domain/schemas/trackers';
import type { SeizureReportStatus } from '../../domain/statuses';
import type { SeizureReport } from '../../domain/reports';
import { request } from './httpClient';
import { pageOf, type ListMapping } from './listMapping';

const REPORTS = '/admin/seizure-requests/reports';

/**
 * getList of the reports and of the dashboard's pending tabs (spec 000 §7 "Reports", "Dashboard
 * and badges"). Reports: the filter carries the case and the tab (sent as `status`), newest first
 * by the API's default. The dashboard's tabs read a page only (their tab is the path).
 */
export const reportLists: Record<string, ListMapping> = {
  reports: {
    path: REPORTS,
    query: (params) => {
      const { tab, seizureRequestId } = (params.filter ?? {}) as Record<string, unknown>;
      return { seizureRequestId, status: tab, ...pageOf(params) };
    },
  },
  'pending-trackers': { path: '/admin/dashboard/trackers/pending', query: pageOf },
  'pending-reports': { path: '/admin/dashboard/seizure-requests/reports/pending', query: pageOf },
};

export interface ReportDecisionBody {
  id: number;
  seizureRequestId: number;
  status: ReportDecision;
  /** The status the user saw; the server answers 409 (who decided, when) if it changed. */
  expectedStatus: SeizureReportStatus;
  /** Required when rejecting (≤ 500); none (or null) when accepting. */
  reason?: string | null;
}

/**
 * The seizure reports' decision (spec 000 §7 "Reports"), spread into the dataProvider. Failures
 * reject with an HttpError carrying the catalogue text (a 400 carries the server's pt-BR refusal).
 */
export const reportMethods = {
  /** POST /admin/seizure-requests/reports: accept (closes the case as seized) or reject a pending report. */
  decideReport: (body: ReportDecisionBody) => request<SeizureReport>(REPORTS, { method: 'POST', body }),
};
