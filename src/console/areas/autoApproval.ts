import type { AreaData } from './types';

/** What the providers need of the area of resources/autoApproval: its resource, role rules and API paths. */
export const autoApprovalData: AreaData = {
  resource: 'auto-approval',
  access: { read: 'autoApproval' },
};
