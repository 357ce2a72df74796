import { QueryClient } from '@tanstack/react-query';
import { onSessionChange } from './session';

/**
 * One QueryClient for the app, built once at module level. No refetch on window focus and no
 * retry by default (spec §9); the menu badges opt into their own retry policy.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { refetchOnWindowFocus: false, retry: false },
    mutations: { retry: false },
  },
});

// When the user becomes nobody (logout, a dead session), nothing of theirs stays in memory.
onSessionChange((tokens) => {
  if (!tokens) queryClient.clear();
});
