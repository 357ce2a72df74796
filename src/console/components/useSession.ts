import { useMemo, useSyncExternalStore } from 'react';
import {
  getTokens,
  heldSession,
  onSessionChange,
  readClaims,
  STORAGE_KEY,
  type HeldSession,
} from '../providers/session';

export interface SessionView {
  signedIn: boolean;
  /**
   * The user's id from the token (`sub`); while held, the held user's (as are the roles, the
   * company and the gate: the screen kept under the login modal draws as theirs); null when
   * signed out.
   */
  userId: string | null;
  roles: readonly string[];
  lawCompanyId: number | null;
  /** The registration step the token was signed at (a hint for the first paint; /auth/me decides). */
  gate: 'confirmEmail' | 'pending' | 'reproved' | null;
  /**
   * The user whose session the server ended (or another tab's 'Sair' ended) while a screen was
   * open: the screen stays under the login modal until somebody signs in (providers/session.ts).
   */
  held: HeldSession | null;
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
const snapshot = () => {
  const held = heldSession();
  return JSON.stringify([getTokens()?.accessToken ?? null, held?.claims.sub ?? null, held?.reason ?? null]);
};

/**
 * Who is signed in, read synchronously from the stored access token (the same claims
 * authProvider.getPermissions answers). Synchronous on purpose: the menu and the route guards
 * never flash a "not found" or an empty menu while a permissions query is pending.
 */
export function useSession(): SessionView {
  const key = useSyncExternalStore(subscribe, snapshot, snapshot);
  return useMemo(() => {
    const [accessToken] = JSON.parse(key) as [string | null];
    const held = accessToken ? null : heldSession();
    // While held, the screen under the login modal is still its user's: it keeps drawing with
    // their roles and company. With none (as before issue 35) every role-gated part unmounted
    // under the modal (the decision buttons with their open 'Reprovar' dialog, the chat's
    // composer, which read as support's 'Não é possível enviar…'), and what was typed went with it.
    const claims = accessToken ? readClaims(accessToken) : (held?.claims ?? null);
    return {
      signedIn: accessToken !== null,
      userId: claims?.sub ?? null,
      roles: claims?.roles ?? [],
      lawCompanyId: claims?.lawCompanyId ?? null,
      gate: claims?.gate ?? null,
      held,
    };
  }, [key]);
}

/**
 * Whose screen is shown: the signed-in user's, or the held user's under the login modal. A screen
 * keyed by it survives its own user's return and starts afresh for anybody else.
 */
export const screenOwner = (session: SessionView) => session.userId ?? session.held?.claims.sub ?? null;
