import type { AreaData } from './types';

/** What the providers need of the area of resources/cases: its resource, role rules and API paths. */
export const casesData: AreaData = {
  resource: 'seizure-requests',
  access: { read: 'cases', write: 'caseAdmin' },
  api: {
    'seizure-requests': '/admin/seizure-requests',
    trackers: '/admin/trackers',
    reports: '/admin/seizure-requests/reports',
  },
};
