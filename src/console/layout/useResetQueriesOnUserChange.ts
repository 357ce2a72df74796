import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../components/useSession';

/**
 * When the signed-in user changes (sign-in, sign-out, another tab), nothing cached for the
 * previous one may show: signing out clears the cache, signing in refetches what is on screen
 * (the identity in the user menu, the badges), so the shell is right without a reload.
 */
export function useResetQueriesOnUserChange() {
  const { userId } = useSession();
  const queryClient = useQueryClient();
  const previous = useRef(userId);
  useEffect(() => {
    if (previous.current === userId) return;
    previous.current = userId;
    if (userId === null) queryClient.clear();
    else void queryClient.invalidateQueries();
  }, [userId, queryClient]);
}
