import type { AreaData } from './types';

/** What the providers need of the area of resources/settings: its resource, role rules and API paths. */
export const settingsData: AreaData = {
  resource: 'settings',
  access: { read: 'settings' },
};
