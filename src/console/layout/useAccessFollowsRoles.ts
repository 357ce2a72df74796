import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef } from 'react';
import { useAccessToken } from '../components/useAccessToken';
import { readClaims } from '../providers/session';

/** What a token says of its user's rights: the roles, the company and its two switches. */
function rightsOf(accessToken: string): { user: string | null; rights: string } {
  const claims = readClaims(accessToken || undefined);
  if (!claims) return { user: null, rights: '' };
  const roles = [...(claims.roles ?? [])].sort();
  return { user: claims.sub, rights: JSON.stringify([roles, claims.lawCompanyId ?? null, claims.lawCompany ?? null]) };
}

/**
 * When a refresh brings the same user new rights (the server answers a token whose roles or
 * company changed with 401, docs/security.md "Roles"), react-admin's answers about access
 * (['auth', 'canAccess' | 'getPermissions' | 'getIdentity', …], getPermissions kept 5 minutes)
 * are asked again. The menu and the page guards need nothing: they read the token itself
 * (useSession) and re-render when it changes. A change of user is useResetQueriesOnUserChange's.
 */
export function useAccessFollowsRoles() {
  const queryClient = useQueryClient();
  const accessToken = useAccessToken();
  const current = useMemo(() => rightsOf(accessToken), [accessToken]);
  const previous = useRef(current);
  useEffect(() => {
    const last = previous.current;
    previous.current = current;
    if (current.user !== null && last.user === current.user && last.rights !== current.rights) {
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
    }
  }, [current, queryClient]);
}
