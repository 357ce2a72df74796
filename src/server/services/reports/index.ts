// The seizure-report services (spec 000 §7 "Reports"); docs/trackers.md.
export { listReports, getReport } from './list';
export { decideReport } from './decide';
export { submitReportAsTracker } from './submit';
