// Moved to the reports and dashboard contracts (src/domain/reports.ts, src/domain/dashboard.ts);
// re-exported while imports move over.
export { REPORT_TABS, type ReportFile, type ReportListParams, type ReportPhoto, type ReportTab, type SeizureReport } from '../../../domain/reports';
export type { TrackerUser } from '../../../domain/trackers';
export type { PageParams, PendingTrackerRow } from '../../../domain/dashboard';
