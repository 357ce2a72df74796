import type { AuthProvider, UserIdentity } from 'react-admin';
import { hasPermission } from '../../domain/roles';
import { request } from './httpClient';
import { requiredRolesFor } from './access';
import { currentClaims } from './session';
import { signInAuthProvider } from './signIn';

export { storeSession } from './signIn';

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

/**
 * The react-admin side of authentication. Not being signed in never redirects: the shell shows
 * its blocking login modal over whatever page was asked for (spec 000 §2).
 */
export const authProvider: AuthProvider = {
  // Signing in and out, checkAuth, checkError, getPermissions: providers/signIn.ts.
  ...signInAuthProvider,

  async getIdentity(): Promise<Identity> {
    const me = await request<MeAnswer>('/auth/me');
    return { ...me, fullName: me.name };
  },

  async canAccess({ resource, action }: { resource: string; action: string }) {
    const required = requiredRolesFor(resource, action);
    return required !== null && hasPermission(currentClaims()?.roles, required);
  },
};
