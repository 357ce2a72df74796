import type { AreaData } from './types';

/** What the providers need of the area of resources/appVerifications: its resource, role rules and API paths. */
export const appVerificationsData: AreaData = {
  resource: 'app-verifications',
  access: { read: 'app' },
  api: { 'app-verifications': '/admin/app-users/verifications' },
  badgePaths: {
    pendingVerifications: '/admin/dashboard/from-app/pending',
  },
};
