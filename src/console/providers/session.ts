/**
 * The signed-in session: the two tokens, kept in localStorage under 'auth-storage' (spec 001 §9)
 * so a reload or a second tab stays signed in. Listeners hear every change; the query cache is
 * cleared when the user becomes nobody.
 */
export const STORAGE_KEY = 'auth-storage';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

export interface AccessTokenClaims {
  sub: string;
  exp: number;
  roles: string[];
  lawCompanyId: number | null;
  lawCompany: { enableTrackersAutoApprove: boolean; enableShadowMode: boolean } | null;
}

type Listener = (tokens: Tokens | null) => void;
const listeners = new Set<Listener>();

export function getTokens(): Tokens | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<Tokens>;
    return parsed.accessToken && parsed.refreshToken
      ? { accessToken: parsed.accessToken, refreshToken: parsed.refreshToken }
      : null;
  } catch {
    return null;
  }
}

// Why the last session ended, when it was not the user's choice (read by the login modal).
let ended = false;

export function setTokens(tokens: Tokens | null) {
  if (tokens) {
    ended = false;
    localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  } else localStorage.removeItem(STORAGE_KEY);
  listeners.forEach((listener) => listener(tokens));
}

/** Signing out on purpose (logout): the login modal opens without a word. */
export const clearSession = () => {
  ended = false;
  setTokens(null);
};

/**
 * The server ended the session (the refresh refused: revoked, the password changed in another
 * tab, the user removed or blocked): the login modal opens saying so.
 */
export const endSession = () => {
  const wasSignedIn = getTokens() !== null;
  // Told once per session: a second refusal of the same dead session changes nothing.
  if (wasSignedIn) ended = true;
  setTokens(null);
};

/** Whether the current signed-out state comes from a session the server ended. */
export const sessionEndedElsewhere = () => ended;

export function onSessionChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The claims of a JWT, read without verifying (the server verifies; we only read roles and exp). */
export function readClaims(accessToken: string | undefined): AccessTokenClaims | null {
  if (!accessToken) return null;
  try {
    const payload = accessToken.split('.')[1];
    const binary = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    return JSON.parse(json) as AccessTokenClaims;
  } catch {
    return null;
  }
}

/** Expired, or about to (10 s of slack for clocks and the trip to the server). */
export function isExpired(accessToken: string, now = Date.now()): boolean {
  const claims = readClaims(accessToken);
  return !claims || claims.exp * 1000 - 10_000 <= now;
}

export const currentClaims = () => readClaims(getTokens()?.accessToken);
