import { useEffect, useState, type RefObject } from 'react';
import { request } from '../../providers/httpClient';
import { getTokens, onSessionChange, readClaims } from '../../providers/session';

/** Who is signed in in this browser: their name and e-mail once /auth/me answers, `known: false` before (or if it fails). */
export type SignedInAccount = { known: true; name: string; email: string } | { known: false };

/**
 * The account signed in in this browser while a public page shows (issue 35 §5: registering on
 * /p/cadastro replaces that session, so the page says whose it is and asks first). Follows the
 * session: a sign-out or a sign-in in another tab changes the answer, unless `paused`. Null when
 * nobody is signed in.
 */
export function useSignedInAccount(paused: RefObject<boolean>): SignedInAccount | null {
  const [tokens, setTokens] = useState(getTokens);
  const [account, setAccount] = useState<SignedInAccount | null>(tokens ? { known: false } : null);
  // Paused while the page signs its new admin in itself: the page is leaving, and the new
  // session is not one to warn about.
  useEffect(() => onSessionChange((next) => paused.current || setTokens(next)), [paused]);
  // Keyed by the user, not the token: a refreshed token is the same account.
  const user = tokens ? (readClaims(tokens.accessToken)?.sub ?? 'unknown') : null;
  useEffect(() => {
    if (!user) {
      setAccount(null);
      return;
    }
    setAccount({ known: false });
    const controller = new AbortController();
    request<{ name: string; email: string }>('/auth/me', { signal: controller.signal }).then(
      (me) => setAccount({ known: true, name: me.name, email: me.email }),
      // Unknown who (offline, the server down): the page still says a session is open.
      () => undefined,
    );
    return () => controller.abort();
  }, [user]);
  return account;
}
