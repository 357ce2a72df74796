/**
 * The signed-in session: the two tokens, kept in localStorage under 'auth-storage' (spec 001 §9)
 * so a reload or a second tab stays signed in. Listeners hear every change.
 *
 * When the session ends without this tab's 'Sair' (the server refused it: revoked, the password
 * changed, the user removed or blocked, the company blocked; or 'Sair' in another tab), its user
 * is *held*: the screen stays as it was under the login modal, with everything typed, until
 * somebody signs in. The same user finds it all again; a different user finds it dropped
 * (docs/failure-paths.md "A session that ends during work").
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
  /** When signed: the registration's step keeping the user out (server auth/tokens.ts); a hint for the first paint. */
  gate?: 'confirmEmail' | 'pending' | 'reproved' | null;
}

/** The user whose session ended under an open screen, and the server's reason if it gave one. */
export interface HeldSession {
  claims: AccessTokenClaims;
  reason: string | null;
  /**
   * The server refused the session itself (the refresh answered 403: the user or the company
   * blocked): signing in again cannot work until support lifts it, and the modal says so.
   */
  refused: boolean;
}

/** `droppedHeld`: these tokens are a different user's, signed in over a held screen. */
type Listener = (tokens: Tokens | null, change: { droppedHeld: boolean }) => void;
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

let held: HeldSession | null = null;
// The claims of the tokens this tab last knew: another tab's 'Sair' removes them before we hear.
let lastClaims: AccessTokenClaims | null = null;
// Set when a different user signed in over a held screen: the shell tells them it was dropped.
let dropped = false;

function publish(tokens: Tokens | null, droppedHeld = false) {
  listeners.forEach((listener) => listener(tokens, { droppedHeld }));
}

/** What happens to a held screen when `tokens` arrive: kept for its own user, dropped for another. */
function release(tokens: Tokens): boolean {
  if (!held) return false;
  const next = readClaims(tokens.accessToken);
  const another = next?.sub !== held.claims.sub;
  if (another) dropped = true;
  held = null;
  return another;
}

export function setTokens(tokens: Tokens | null) {
  const droppedHeld = tokens ? release(tokens) : false;
  if (tokens) localStorage.setItem(STORAGE_KEY, JSON.stringify(tokens));
  else localStorage.removeItem(STORAGE_KEY);
  lastClaims = tokens ? readClaims(tokens.accessToken) : null;
  publish(tokens, droppedHeld);
}

/** Signing out on purpose ('Sair' here): the login modal opens without a word, nothing is kept. */
export const clearSession = () => {
  held = null;
  dropped = false;
  setTokens(null);
};

/**
 * The server ended the session (a call or the refresh refused): the tokens go, the user is held
 * so the screen and what was typed stay, and the login modal says so (with `reason`, the
 * server's own words, when it gave one: the company blocked, the user blocked).
 */
export const endSession = (reason?: string | null, { refused = false }: { refused?: boolean } = {}) => {
  const claims = readClaims(getTokens()?.accessToken) ?? lastClaims;
  const before = held;
  // Told once per session: a second refusal of the same dead session keeps the first reason.
  if (claims && !held) held = { claims, reason: reason ?? null, refused };
  else if (held && reason && !held.reason) held = { ...held, reason, refused: held.refused || refused };
  if (getTokens()) setTokens(null);
  else if (held !== before) publish(null);
};

/** The user held under the login modal, if the last session ended without this tab's 'Sair'. */
export const heldSession = () => held;

/** Whether the current signed-out state comes from a session the server ended. */
export const sessionEndedElsewhere = () => held !== null;

/** Whether a different user signed in over a held screen (read and reset by the shell's notice). */
export function takeDroppedNotice(): boolean {
  const was = dropped;
  dropped = false;
  return was;
}

/** Another tab signed in or out: the same rules as here, heard through the 'storage' event. */
function onOtherTab(event: StorageEvent) {
  if (event.key !== STORAGE_KEY && event.key !== null) return;
  const tokens = getTokens();
  if (tokens) {
    const droppedHeld = release(tokens);
    lastClaims = readClaims(tokens.accessToken);
    publish(tokens, droppedHeld);
  } else if (lastClaims) endSession();
}
if (typeof window !== 'undefined') window.addEventListener('storage', onOtherTab);

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
lastClaims = currentClaims();
