// The tracker services (spec 000 §7 "Trackers"), one concern per file; docs/trackers.md.
export { listTrackerRequests, getTrackerRequest } from './list';
export { decideTracker, markViewed, VIEW_RECORDING_ROLE } from './decide';
export { addTracker, searchAddableTrackers } from './add';
export { AUTO_APPROVAL_HOURS, NEXT_AUTO_APPROVAL_HOURS } from './shared';
export { requestCaseAsTracker } from './trackerSide';
