import type { AreaData } from './types';

/** What the providers need of the area of resources/supportUsers: its resource, role rules and API paths. */
export const supportUsersData: AreaData = {
  resource: 'support-users',
  access: { read: 'supportUsers' },
  api: { 'support-users': '/admin/users' },
};
