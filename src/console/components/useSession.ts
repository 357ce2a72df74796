import { useMemo, useSyncExternalStore } from 'react';
import { getTokens, onSessionChange, readClaims, STORAGE_KEY } from '../providers/session';

export interface SessionView {
  signedIn: boolean;
  /** The user's id from the token (`sub`), null when signed out. */
  userId: string | null;
  roles: readonly string[];
  lawCompanyId: number | null;
}

// Same-tab changes come from session.ts's listeners; another tab's sign-in or sign-out from
// the 'storage' event, so every open tab shows the login modal when one of them signs out.
function subscribe(onChange: () => void): () => void {
  const stop = onSessionChange(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

// A string snapshot: stable between calls, so React re-renders only on a real change.
const accessTokenSnapshot = () => getTokens()?.accessToken ?? null;

/**
 * Who is signed in, read synchronously from the stored access token (the same claims
 * authProvider.getPermissions answers). Synchronous on purpose: the menu and the route guards
 * never flash a "not found" or an empty menu while a permissions query is pending.
 */
export function useSession(): SessionView {
  const accessToken = useSyncExternalStore(subscribe, accessTokenSnapshot, accessTokenSnapshot);
  return useMemo(() => {
    const claims = accessToken ? readClaims(accessToken) : null;
    return {
      signedIn: accessToken !== null,
      userId: claims?.sub ?? null,
      roles: claims?.roles ?? [],
      lawCompanyId: claims?.lawCompanyId ?? null,
    };
  }, [accessToken]);
}
