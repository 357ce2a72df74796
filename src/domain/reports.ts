// The seizure reports area's contract (spec §3, §4 "Seizure report", §7 "Reports";
// docs/trackers.md): the records the API answers and the list query.
//
// Dates are `Date` (see ./wire.ts): the server's presenters return Date objects, JSON carries ISO
// strings, the console revives them. Raw JSON readers use `Json<T>`.
import type { z } from 'zod';
import { formatDateTime } from './format';
import { direction, listQuerySchema, queryId, sortField, tabField } from './listQuery';
import { SEIZURE_REPORT_STATUSES, type CaseClosedBy, type CaseStatus, type SeizureReportStatus } from './statuses';
import type { TrackerUser } from './trackers';

// ---- Wire records ---------------------------------------------------------------------------

/** A stored file of a report: `value` is its path on the content host. */
export interface ReportPhoto {
  id: number;
  value: string;
}

/** A file with its name: the one sent, or the last part of its path. */
export interface ReportFile extends ReportPhoto {
  filename: string;
}

/** A row of GET /admin/seizure-requests/reports (and of the dashboard's pending reports; a decision's answer). */
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
    chassi: string | null;
    status: CaseStatus;
    closedAt: Date | null;
    closedBy: CaseClosedBy | null;
  };
  documents: {
    photos: ReportPhoto[];
    others: ReportFile[];
    warrant: ReportFile | null;
    searchWarrant: ReportFile | null;
  };
}

// ---- List query -----------------------------------------------------------------------------

/** The statuses a list may ask for: one, or every report the tracker sent ('all' leaves out drafts, still the tracker's). */
export const REPORT_LIST_STATUSES = ['all', ...SEIZURE_REPORT_STATUSES] as const;
/** The report section's tabs (the `status` of the list call). */
export const REPORT_TABS = ['all', 'pending', 'accepted', 'rejected'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

export const REPORT_SORT_FIELDS = ['createdAt', 'updatedAt'] as const;

/** GET /admin/seizure-requests/reports. */
export const reportListQuerySchema = listQuerySchema({
  seizureRequestId: queryId(),
  status: tabField(REPORT_LIST_STATUSES, 'all'),
  sortField: sortField(REPORT_SORT_FIELDS, 'createdAt'),
  sortDirection: direction('desc'),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** The query of GET /admin/seizure-requests/reports as the console sends it. */
export interface ReportListParams {
  seizureRequestId?: number;
  status?: ReportTab;
  page?: number;
  perPage?: number;
}

// ---- A decision against a stale view ---------------------------------------------------------

/**
 * The 409 of POST /admin/seizure-requests/reports when the report is no longer in the status the
 * user saw: who decided it and when ('Este laudo já foi reprovado por Fulano em 22/11/2026 14:03.
 * A lista foi atualizada.'). Wording in docs/decisions.md "Trackers".
 */
export function staleReportMessage(change: {
  status: SeizureReportStatus;
  by: string | null;
  /** The caller decided it (another tab or window): said as 'Você', not by its own name. */
  byYou?: boolean;
  at: Date | string;
}): string {
  const when = formatDateTime(change.at);
  const by = change.by ? ` por ${change.by}` : '';
  const yours = change.status === 'accepted' ? 'aprovou' : change.status === 'rejected' ? 'reprovou' : null;
  const head =
    change.byYou && yours
      ? `Você já ${yours} este laudo em ${when}, em outra aba ou janela.`
      : change.status === 'accepted'
        ? `Este laudo já foi aprovado${by} em ${when}.`
        : change.status === 'rejected'
          ? `Este laudo já foi reprovado${by} em ${when}.`
          : `Este laudo foi alterado em ${when}.`;
  return `${head} A lista foi atualizada.`;
}
