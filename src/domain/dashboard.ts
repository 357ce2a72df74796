// The dashboard area's contract (spec §2 "Dashboard", §7): the law company's two pending lists.
// Each answers `{ total, result }`: `total` is also what the menu badge shows, `result` one page
// (the trackers' and the reports' own rows; the tab is fixed by the call).
//
// Dates are `Date` (see ./wire.ts).
import type { z } from 'zod';
import { direction, listQuerySchema } from './listQuery';
import type { SeizureReport } from './reports';
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
