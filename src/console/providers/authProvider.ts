import { HttpError, type AuthProvider, type UserIdentity } from 'react-admin';
import { hasPermission } from '../../domain/roles';
import type { TokenPair } from './types';
import { request } from './httpClient';
import { requiredRolesFor } from './access';
import { clearSession, currentClaims, getTokens, setTokens } from './session';

export interface Identity extends UserIdentity {
  id: number;
  fullName: string;
  email: string;
  roles: string[];
  lawCompany: {
    id: number;
    name: string;
    companyName: string;
    document: string;
    status: string;
    enableTrackersAutoApprove: boolean;
    enableShadowMode: boolean;
  } | null;
}

interface MeAnswer {
  id: number;
  name: string;
  email: string;
  roles: string[];
  lawCompany: Identity['lawCompany'];
}

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

/**
 * The react-admin side of authentication. Not being signed in never redirects: the shell shows
 * its blocking login modal over whatever page was asked for (spec 000 §2).
 */
export const authProvider: AuthProvider = {
  async login({ email, password }: { email: string; password: string }) {
    const tokens = await request<TokenPair>('/auth/login', {
      method: 'POST',
      auth: false,
      body: { email, password, app: false, deviceName: 'console-web', notificationToken: null },
    }).catch((error: unknown) => {
      throw loginRefusal(error);
    });
    await storeSession(tokens);
  },

  /** Clears the session whether or not the server answers (spec 000 §4). */
  async logout() {
    if (getTokens()) {
      await request('/auth/logout', { method: 'POST', body: {} }).catch(() => undefined);
    }
    clearSession();
    return false;
  },

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

  async getIdentity(): Promise<Identity> {
    const me = await request<MeAnswer>('/auth/me');
    return { ...me, fullName: me.name };
  },

  /** Roles come from the current access token, so a refresh brings new ones without a reload. */
  async getPermissions() {
    return currentClaims()?.roles ?? [];
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    const required = requiredRolesFor(resource, action);
    return required !== null && hasPermission(currentClaims()?.roles, required);
  },
};
