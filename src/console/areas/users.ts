import type { AreaData } from './types';

/** What the providers need of the area of resources/users: its resource, role rules and API paths. */
export const usersData: AreaData = {
  resource: 'users',
  access: { read: 'users' },
  api: { users: '/admin/users' },
};
