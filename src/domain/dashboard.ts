// The dashboard area's contract (spec §2 "Dashboard", §7): the law company's two pending lists,
// the two doughnuts of cases and support's counters of law companies and app registrations.
// Each list answers `{ total, result }`: `total` is also what the menu badge shows, `result` one
// page (the trackers' and the reports' own rows; the tab is fixed by the call).
//
// Dates are `Date` (see ./wire.ts).
import type { z } from 'zod';
import { direction, listQuerySchema } from './listQuery';
import type { SeizureReport } from './reports';
import { CASE_TAB_LABELS, LAW_COMPANY_STATUSES, VERIFICATION_STATUSES, type CaseTab } from './statuses';
import type { TrackerRequest } from './trackers';
import type { Page } from './wire';

/** GET /admin/dashboard/trackers/pending and /admin/dashboard/seizure-requests/reports/pending. */
export const dashboardListQuerySchema = listQuerySchema({ sortDirection: direction('desc') });
export type DashboardListQuery = z.output<typeof dashboardListQuerySchema>;

/** The query of both dashboard lists as the console sends it. */
export interface PageParams {
  page?: number;
  perPage?: number;
}

/** GET /admin/dashboard/trackers/pending: pending requests on ready, live cases. */
export type PendingTrackers = Page<TrackerRequest>;
/** GET /admin/dashboard/seizure-requests/reports/pending: pending reports on live cases. */
export type PendingReports = Page<SeizureReport>;

/** The fields of a pending request the dashboard's list shows. */
export type PendingTrackerRow = Pick<TrackerRequest, 'id' | 'createdAt'> & {
  user: Pick<TrackerRequest['user'], 'id' | 'name'>;
  seizureRequest: Pick<TrackerRequest['seizureRequest'], 'id' | 'licensePlate'>;
};

// ---- The doughnuts: GET /admin/dashboard/seizure-requests/graph/{lawCompanyId?} -----------------

/** The active doughnut's slices and the inactive one's: the case list's own tabs, so each slice
 * equals the count of its tab in /casos. */
export const ACTIVE_CASE_SLICES = ['withoutTracker', 'withTracker'] as const satisfies readonly CaseTab[];
export const INACTIVE_CASE_SLICES = ['draft', 'sized', 'notSized'] as const satisfies readonly CaseTab[];
export type CaseSliceKey = (typeof ACTIVE_CASE_SLICES)[number] | (typeof INACTIVE_CASE_SLICES)[number];
export const CASE_SLICE_LABELS: Record<CaseSliceKey, string> = {
  withoutTracker: CASE_TAB_LABELS.withoutTracker,
  withTracker: CASE_TAB_LABELS.withTracker,
  draft: CASE_TAB_LABELS.draft,
  sized: CASE_TAB_LABELS.sized,
  notSized: CASE_TAB_LABELS.notSized,
};

export interface CaseSlice {
  key: CaseSliceKey;
  total: number;
}

/** Live cases by slice, of one company (`lawCompanyId`) or of every company (null, support). */
export interface CaseGraph {
  lawCompanyId: number | null;
  active: CaseSlice[];
  inactive: CaseSlice[];
}

// ---- Support's counters: GET /admin/dashboard/{law-companies|from-app}/{status|total} -----------

/** What a counter answers (the same shape as the menu badges). */
export interface Counter {
  total: number;
}

/** The law-company counters: one per status, and 'total'. */
export const LAW_COMPANY_COUNTERS = [...LAW_COMPANY_STATUSES, 'total'] as const;
export type LawCompanyCounter = (typeof LAW_COMPANY_COUNTERS)[number];

/** The app-registration counters: one per verification status, and 'total' (every app user). */
export const FROM_APP_COUNTERS = [...VERIFICATION_STATUSES, 'total'] as const;
export type FromAppCounter = (typeof FROM_APP_COUNTERS)[number];
