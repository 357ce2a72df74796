import type { QueryClient } from '@tanstack/react-query';

/** Focus and visibility come together when a tab is picked again: one catch-up for both. */
const SETTLE_MS = 1_000;

/**
 * A tab that comes back catches up (issue 35): when the window gets the focus again or the tab
 * becomes visible, every query on screen (the open record, its list, the badges) is fetched
 * again, so what another tab or another person decided meanwhile shows before anyone acts on
 * the old state. Not react-query's refetchOnWindowFocus (spec §9 keeps it off for every query):
 * one explicit catch-up, at most once a second, and none while signed out or held under the
 * login modal (nothing is sent without a session; the sign-in refetches anyway).
 */
export function catchUpOnReturn(client: QueryClient, signedIn: () => boolean, target: Window = window): () => void {
  let last = 0;
  const catchUp = () => {
    if (target.document.visibilityState === 'hidden' || !signedIn()) return;
    const now = Date.now();
    if (now - last < SETTLE_MS) return;
    last = now;
    void client.invalidateQueries({ refetchType: 'active' });
  };
  target.addEventListener('focus', catchUp);
  target.document.addEventListener('visibilitychange', catchUp);
  return () => {
    target.removeEventListener('focus', catchUp);
    target.document.removeEventListener('visibilitychange', catchUp);
  };
}
