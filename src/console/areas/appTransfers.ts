import type { AreaData } from './types';

/** What the providers need of the area of resources/appTransfers: its resource, role rules and API paths. */
export const appTransfersData: AreaData = {
  resource: 'app-transfers',
  access: { read: 'app' },
  api: { 'app-transfers': '/admin/app-transfers' },
  listTab: 'type',
  badgePaths: {
    pendingTransfers: '/admin/app-transfers/badge',
  },
};
