import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isConflict } from './dependencies';
import { reportFailure } from './monitoring';
import { catchUpOnReturn } from './catchUp';
import { getTokens, heldSession, onSessionChange } from './session';

/**
 * What a mutation's `meta` may say of its failure's notice. `fieldReason`: the notice says the
 * server's field message when there is one (an upload refused 'Tipo de arquivo não permitido'),
 * not the catalogue's 'Dados inválidos' — for a mutation with no form to put it on (issue 34).
 */
export interface FailureNoticeMeta {
  inline?: boolean;
  fieldReason?: boolean;
}

type FailureListener = (error: unknown, meta: FailureNoticeMeta) => void;
const failureListeners = new Set<FailureListener>();

/**
 * Hears every failed mutation that does not show its failure itself (meta `{ inline: true }`:
 * the sign-in and recovery forms, the CEP and city look-ups). The one notice titled 'Erro'
 * (providers/MutationFailureNotices.tsx) listens here; screens add no error notification.
 * The background mark-as-viewed is `inline` too: its failure is silent by design.
 */
export function onMutationFailure(listener: FailureListener): () => void {
  failureListeners.add(listener);
  return () => failureListeners.delete(listener);
}

/**
 * For react-admin's mutationOptions.onError: replaces its own failure notification (a bare
 * message), so the failure is announced once, by the query client.
 */
export const announcedElsewhere = () => undefined;

/** A 401 from the http client: the session is over (httpClient.ts), not a failure to announce. */
const endedTheSession = (error: unknown) => (error as { status?: unknown } | null)?.status === 401;

/**
 * A QueryClient with the app's rules. No refetch on window focus and no retry by default
 * (spec §9); the menu badges opt into their own retry policy. networkMode 'always': offline,
 * react-query's default would pause queries and mutations silently and send them when the network
 * returns; here they run, the http client refuses at once with 'Sem conexão com a internet', and
 * the screen shows it (spec 001 §8). Every failure is reported (when reporting is on) and every
 * failed mutation is announced.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: reportFailure }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        reportFailure(error);
        // Someone decided first (issue 35): whatever the screen shows of it is stale, so every
        // view on screen (the open modal or drawer, its list, the badges) is fetched again and
        // shows the decided state, with its actions gone; the rest refetch when next shown.
        if (isConflict(error)) void client.invalidateQueries();
        // A 401 ended the session: the login modal says so, over the screen kept as it was.
        if (mutation.meta?.inline !== true && !endedTheSession(error))
          failureListeners.forEach((listener) => listener(error, (mutation.meta ?? {}) as FailureNoticeMeta));
      },
    }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, retry: false, networkMode: 'always' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return client;
}

/** One QueryClient for the app, built once at module level. */
export const queryClient = createQueryClient();

// A tab picked again shows what changed while it was away (providers/catchUp.ts).
if (typeof window !== 'undefined') catchUpOnReturn(queryClient, () => getTokens() !== null);

// When the user becomes nobody on purpose ('Sair'), nothing of theirs stays in memory. A session
// the server ended keeps its screen (and so its data) under the login modal until somebody signs
// in (session.ts): the shell then refreshes it for the same user or drops it for another
// (layout/useResetQueriesOnUserChange.ts).
onSessionChange((tokens, { droppedHeld }) => {
  if (tokens ? droppedHeld : !heldSession()) queryClient.clear();
});
