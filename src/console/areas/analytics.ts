import type { AreaData } from './types';

/** What the providers need of the area of resources/analytics: its resource, role rules and API paths. */
export const analyticsData: AreaData = {
  resource: 'analytics',
  access: { read: 'analytics' },
};
