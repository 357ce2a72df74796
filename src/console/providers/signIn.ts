import { HttpError, type AuthProvider } from 'react-admin';
import type { TokenPair } from './types';
import { request, revokeSession } from './httpClient';
import { clearSession, currentClaims, getTokens, setTokens } from './session';

/**
 * Signing in, apart from the rest of authProvider.ts: the signed-out entry (SignedOutApp.tsx)
 * needs these and nothing of the areas' access rules (providers/access.ts).
 */

/** Signs in and keeps the tokens; the login modal and the recovery step both end here. */
export async function storeSession(tokens: TokenPair) {
  setTokens({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken });
}

/**
 * A 401 or 403 from /auth/login is not 'Necessário autenticação' nor 'Você não tem permissão…'
 * (the catalogue's texts for a call made without a session or a right): the server's own reason
 * is what the user needs: 'E-mail ou senha inválidos.', 'Usuário bloqueado…', 'O acesso da sua
 * assessoria está suspenso. Motivo: …'. Any other failure keeps the catalogue's text.
 */
function loginRefusal(error: unknown): unknown {
  if (!(error instanceof HttpError) || (error.status !== 401 && error.status !== 403)) return error;
  const reason = (error.body as { message?: unknown } | undefined)?.message;
  return typeof reason === 'string' && reason.trim() ? new HttpError(reason, 401, error.body) : error;
}

export async function login({ email, password }: { email: string; password: string }) {
  const tokens = await request<TokenPair>('/auth/login', {
    method: 'POST',
    auth: false,
    body: { email, password, app: false, deviceName: 'console-web', notificationToken: null },
  }).catch((error: unknown) => {
    throw loginRefusal(error);
  });
  await storeSession(tokens);
}

/**
 * Clears the session whether or not the server answers (spec 000 §4), at once: POST /auth/logout
 * runs behind, with the tokens it had (issue 34: awaited, it delayed the 500 ms redirect by the
 * server's time, 1.4-3 s). Its failure changes nothing here: the console has forgotten the session.
 */
export async function logout() {
  const tokens = getTokens();
  clearSession();
  if (tokens) void revokeSession(tokens).catch(() => undefined);
  return false as const;
}

/**
 * What the signed-out entry's forms ask of react-admin's auth context: signing in. Nothing there
 * checks a resource's access (the areas' rules load with the console, authProvider.ts).
 */
export const signInAuthProvider: AuthProvider = {
  login,
  logout,
  async checkAuth() {
    if (!getTokens()) throw { redirectTo: false, message: false };
  },
  /**
   * Never answers 'logged out' to react-admin: its data-provider wrapper would then resolve the
   * failed call with empty data, and a save refused with a 401 would show its success message
   * (a case form went to /casos/undefined/detalhes). The http client has already ended the
   * session on a 401 that survived the refresh; the failure stays a failure.
   */
  async checkError() {
    return;
  },
  /** Roles come from the current access token, so a refresh brings new ones without a reload. */
  async getPermissions() {
    return currentClaims()?.roles ?? [];
  },
};
