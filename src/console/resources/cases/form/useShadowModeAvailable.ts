import { useSession } from '../../../components/useSession';
import { readClaims, getTokens } from '../../../providers/session';

/**
 * Whether the signed-in user's law company has simplified mode (the access token's
 * `lawCompany.enableShadowMode`). A case already in simplified mode keeps the switch, so it can
 * be turned off after the company disabled the mode (the server allows that).
 */
export function useShadowModeAvailable(caseIsSimplified = false): boolean {
  useSession(); // re-render when the token changes
  const claims = readClaims(getTokens()?.accessToken);
  return caseIsSimplified || claims?.lawCompany?.enableShadowMode === true;
}
