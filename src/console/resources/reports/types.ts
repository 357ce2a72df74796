import type { CaseClosedBy, CaseStatus, SeizureReportStatus } from '../../../domain/statuses';

/** Shapes of the report and dashboard calls (spec 000 §3, §7; docs/trackers.md), dates revived. */

/** A stored file of a report: `value` is its path on the content host. */
export interface ReportPhoto {
  id: number;
  value: string;
}

export interface ReportFile extends ReportPhoto {
  filename: string;
}

/** Who sent a report or a tracker request. */
export interface TrackerUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
}

/** A row of GET /admin/seizure-requests/reports (and of the dashboard's pending reports). */
export interface SeizureReport {
  id: number;
  seizureRequestId: number;
  status: SeizureReportStatus;
  /** The rejection reason, on rejected reports. */
  reason: string | null;
  notes: string | null;
  createdAt: Date;
  updatedAt: Date;
  user: TrackerUser;
  seizureRequest: {
    id: number;
    licensePlate: string | null;
    chassi?: string | null;
    status?: CaseStatus;
    closedAt?: Date | null;
    closedBy?: CaseClosedBy | null;
  };
  documents: {
    photos: ReportPhoto[];
    others: ReportFile[];
    warrant: ReportFile | null;
    searchWarrant: ReportFile | null;
  };
}

/** The fields of a tracker request the dashboard's pending list shows (GET /admin/trackers rows). */
export interface PendingTrackerRow {
  id: number;
  createdAt: Date;
  user: Pick<TrackerUser, 'id' | 'name'>;
  seizureRequest: { id: number; licensePlate: string | null };
}

/** The report section's tabs: the `status` of the list call. */
export const REPORT_TABS = ['all', 'pending', 'accepted', 'rejected'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export interface ReportListParams {
  seizureRequestId?: number;
  status?: ReportTab;
  page?: number;
  perPage?: number;
}

export interface PageParams {
  page?: number;
  perPage?: number;
}
