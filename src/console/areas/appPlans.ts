import type { AreaData } from './types';

/** What the providers need of the area of resources/appPlans: its resource, role rules and API paths. */
export const appPlansData: AreaData = {
  resource: 'app-users',
  access: { read: 'app' },
  api: { 'app-users': '/admin/app-users' },
  listTab: 'type',
};
