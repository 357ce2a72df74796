import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type QueryKey,
  type UseMutationOptions,
} from '@tanstack/react-query';

/**
 * What the console keeps in its query cache, by the first parts of the query keys. react-admin's
 * own queries start with the resource name (`['trackers', 'getList', params]`), and so do ours
 * (`['seizure-requests', 'details', id]`), so one prefix covers every screen showing a resource.
 */
const CACHED = {
  /** The case list, a case's details (drawer and page), the categories. */
  cases: ['seizure-requests'],
  /** Tracker requests: a case's section, /aprovacao-automatica. */
  trackers: ['trackers'],
  /** The manual-add search: who may still be added to a case. */
  trackerCandidates: ['tracker-candidates'],
  /** A case's seizure reports and their pending count. */
  reports: ['reports'],
  /** The dashboard's tabs of pending items. */
  pendingTrackers: ['pending-trackers'],
  pendingReports: ['pending-reports'],
  /** The dashboard's doughnuts of cases and support's counters (pages/dashboard/dashboardQueries). */
  dashboardGraph: ['dashboard-graph'],
  dashboardCounters: ['dashboard-counters'],
  /** The menu badges that count the same pending items (layout/useBadgeCounts). */
  pendingTrackersBadge: ['badge', 'pendingTrackers'],
  pendingReportsBadge: ['badge', 'pendingReports'],
  /** /mensagens: the chat list, its counts, a conversation; and the Mensagens badge. */
  chat: ['chat'],
  chatBadge: ['badge', 'chat'],
  /** /assessoria-juridicas: the list and a company's details; the pending companies badge. */
  lawCompanies: ['law-companies'],
  pendingLawCompaniesBadge: ['badge', 'pendingLawCompanies'],
  /** /usuarios and /suporte: the two lists of the one users screen. */
  users: ['users'],
  supportUsers: ['support-users'],
  /** /importar: the history with an import's details, and the configurations. */
  imports: ['imports'],
  importConfigs: ['import-configs'],
  /** /app/transferencias: the list by tab; the pending transfers badge. */
  appTransfers: ['app-transfers'],
  pendingTransfersBadge: ['badge', 'pendingTransfers'],
  /** /app/pro: the plans list; /app/cadastros: the list and a user's verification; its badge. */
  appUsers: ['app-users'],
  appVerifications: ['app-verifications'],
  pendingVerificationsBadge: ['badge', 'pendingVerifications'],
} as const satisfies Record<string, QueryKey>;

type Cached = keyof typeof CACHED;

/**
 * What depends on what: after a change of the key, every cached view listed is fetched again
 * (the ones on screen at once, the others when next shown). Mutations name the resource they
 * change; this map, not the screen, knows who shows it.
 */
export const DEPENDENTS = {
  // A case's status decides which requests and reports may be decided; closing, reopening and
  // removing it reject pending requests and move the pending counts.
  'seizure-requests': [
    'cases',
    'trackers',
    'trackerCandidates',
    'reports',
    'pendingTrackers',
    'pendingReports',
    'pendingTrackersBadge',
    'pendingReportsBadge',
  ],
  // A decision or a manual add: the case's counters, its list row, the pending trackers, and who
  // may still be added (a live request keeps a tracker out of the add search).
  trackers: ['trackers', 'trackerCandidates', 'cases', 'pendingTrackers', 'pendingTrackersBadge'],
  // Accepting a report closes the case as seized and rejects the pending requests.
  reports: [
    'reports',
    'cases',
    'trackers',
    'trackerCandidates',
    'pendingReports',
    'pendingTrackers',
    'pendingReportsBadge',
    'pendingTrackersBadge',
  ],
  // The dashboard's 'Atualizar': its two tabs and the badges counting the same items.
  dashboard: [
    'pendingTrackers',
    'pendingReports',
    'pendingTrackersBadge',
    'pendingReportsBadge',
    'dashboardGraph',
    'dashboardCounters',
  ],
  // A message sent: the conversation, the list (order, tabs, counts) and the unread badge.
  chat: ['chat', 'chatBadge'],
  // A company's status or switches: its list row and details, and the pending count.
  'law-companies': ['lawCompanies', 'pendingLawCompaniesBadge'],
  // A user created, edited or removed: the users screen's list (either side's).
  users: ['users', 'supportUsers'],
  // An import (or a corrected row) creates, updates, reopens and closes cases.
  imports: [
    'imports',
    'cases',
    'trackers',
    'reports',
    'pendingTrackers',
    'pendingReports',
    'pendingTrackersBadge',
    'pendingReportsBadge',
  ],
  'import-configs': ['importConfigs'],
  // A transfer completed or rejected: its tab and the 'Pendentes' badge.
  'app-transfers': ['appTransfers', 'pendingTransfersBadge'],
  // Time added: the plans list.
  'app-users': ['appUsers'],
  // A document or verification decided: its tab, the modal, the badge, and the plans' Não Verificados tab.
  'app-verifications': ['appVerifications', 'pendingVerificationsBadge', 'appUsers'],
} as const satisfies Record<string, readonly Cached[]>;

export type Changed = keyof typeof DEPENDENTS;

/** The query-key prefixes to refresh after these changes, each once. */
export function keysToRefresh(...changes: Changed[]): QueryKey[] {
  const names = new Set<Cached>(changes.flatMap((change) => DEPENDENTS[change]));
  return [...names].map((name) => CACHED[name]);
}

/** Marks every dependent query stale and fetches again those on screen; resolves when they are back. */
export async function refreshAfter(queryClient: QueryClient, ...changes: Changed[]): Promise<void> {
  await Promise.all(keysToRefresh(...changes).map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

/** `refreshAfter` bound to the app's query client: `const refresh = useRefreshAfter('trackers')`. */
export function useRefreshAfter(...changes: Changed[]): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => refreshAfter(queryClient, ...changes);
}

/** The answer to a change made against a stale view (someone else changed the record first). */
export const isConflict = (error: unknown) => (error as { status?: unknown } | null)?.status === 409;

/**
 * A pessimistic change of the API that names what it changes: once it succeeds, its own
 * `onSuccess` runs, then every view depending on `changes` is refreshed (awaited, so the
 * caller's `mutateAsync` resolves on fresh data). A 409 (the record changed since the user saw
 * it) refreshes the same views too, so the screen shows what the server has; the caller's
 * `onError` still tells the user.
 */
export function useChangeMutation<TData = unknown, TError = Error, TVariables = void, TContext = unknown>(
  changes: Changed | Changed[],
  options: UseMutationOptions<TData, TError, TVariables, TContext>,
) {
  const refresh = useRefreshAfter(...(Array.isArray(changes) ? changes : [changes]));
  return useMutation<TData, TError, TVariables, TContext>({
    ...options,
    onSuccess: async (...args) => {
      await options.onSuccess?.(...args);
      await refresh();
    },
    onError: async (...args) => {
      await options.onError?.(...args);
      if (isConflict(args[0])) await refresh();
    },
  });
}
