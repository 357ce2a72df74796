import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { TrackerListParams, TrackerRequest } from './types';

/** Every tracker query lives under this key, so one change refreshes every list that shows it. */
export const TRACKERS_KEY = 'trackers';
export const trackerListKey = (params: TrackerListParams) => [TRACKERS_KEY, 'list', params] as const;

export const useTrackerDataProvider = () => useDataProvider<AppDataProvider>();

/**
 * GET /admin/trackers for one tab and page. Within a tab the rows on screen stay while the next
 * page or filter loads; another tab starts from its loading state (its rows are not these).
 */
export function useTrackerList(params: TrackerListParams) {
  const dataProvider = useTrackerDataProvider();
  return useQuery({
    queryKey: trackerListKey(params),
    queryFn: ({ signal }) => dataProvider.listTrackers(params, signal),
    placeholderData: (previous, previousQuery) => {
      const before = previousQuery?.queryKey[2] as TrackerListParams | undefined;
      return before?.status === params.status && before.seizureRequestId === params.seizureRequestId ? previous : undefined;
    },
  });
}

/**
 * After a decision or a manual add: the tracker lists, the case (its counters, the case list)
 * and the pending-trackers badge are fetched again.
 */
export function useRefreshAfterTrackerChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: [TRACKERS_KEY, 'list'] }),
      queryClient.invalidateQueries({ queryKey: ['seizure-requests'] }),
      queryClient.invalidateQueries({ queryKey: ['badge', 'pendingTrackers'] }),
    ]);
}

/** Writes a changed request into every cached list that holds it (the viewed date, without a refetch). */
export function usePatchCachedRequest() {
  const queryClient = useQueryClient();
  return (id: number, change: Partial<TrackerRequest>) =>
    queryClient.setQueriesData<{ total: number; result: TrackerRequest[] }>({ queryKey: [TRACKERS_KEY, 'list'] }, (old) =>
      old ? { ...old, result: old.result.map((row) => (row.id === id ? { ...row, ...change } : row)) } : old,
    );
}
