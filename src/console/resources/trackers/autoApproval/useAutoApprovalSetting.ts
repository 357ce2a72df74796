import { isSupport } from '../../../../domain/roles';
import { readClaims } from '../../../providers/session';
import { useAccessToken } from '../../../components/useAccessToken';

export type AutoApprovalSetting = 'support' | 'enabled' | 'disabled';

/**
 * Whether the user's law company has the auto-approval on, from the access token's claim
 * `lawCompany.enableTrackersAutoApprove` (read again at each refresh). Support sees every company.
 */
export function useAutoApprovalSetting(): AutoApprovalSetting {
  const claims = readClaims(useAccessToken() || undefined);
  if (isSupport(claims?.roles)) return 'support';
  return claims?.lawCompany?.enableTrackersAutoApprove ? 'enabled' : 'disabled';
}
