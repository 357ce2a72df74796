import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { screenOwner, useSession } from '../components/useSession';
import { takeDroppedNotice } from '../providers/session';

/**
 * When the signed-in user changes (sign-in, sign-out, another tab), nothing cached for the
 * previous one may show: signing out clears the cache, signing in refetches what is on screen
 * (the identity in the user menu, the badges), so the shell is right without a reload.
 *
 * A screen held under the login modal (the server ended the session) keeps its cache: the same
 * user signing in again finds it refetched; another user finds it cleared and is told that what
 * was not saved was dropped (docs/failure-paths.md).
 */
export function useResetQueriesOnUserChange() {
  const session = useSession();
  const owner = screenOwner(session);
  const queryClient = useQueryClient();
  const notify = useNotify();
  const previous = useRef({ owner, signedIn: session.signedIn });
  useEffect(() => {
    const last = previous.current;
    previous.current = { owner, signedIn: session.signedIn };
    if (takeDroppedNotice()) notify('app.auth.unsaved_dropped', { type: 'warning', autoHideDuration: 10_000 });
    if (last.owner === owner && last.signedIn === session.signedIn) return;
    // (A different user over a held screen: the cache was cleared as their tokens arrived, in
    // providers/queryClient.ts, before the screen started again for them.)
    if (owner === null) queryClient.clear();
    else if (session.signedIn) void queryClient.invalidateQueries();
  }, [owner, session.signedIn, queryClient, notify]);
}
