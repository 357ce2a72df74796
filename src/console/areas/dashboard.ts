import type { AreaData } from './types';

/** What the providers need of the area of resources/dashboard: its resource, role rules and API paths. */
export const dashboardData: AreaData = {
  resource: 'dashboard',
  access: { read: 'dashboard' },
  badgePaths: {
    pendingTrackers: '/admin/dashboard/trackers/pending',
    pendingReports: '/admin/dashboard/seizure-requests/reports/pending',
  },
};
