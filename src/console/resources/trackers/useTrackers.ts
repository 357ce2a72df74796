import { useQueryClient } from '@tanstack/react-query';
import { useDataProvider, type GetListResult } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { TrackerRequest } from '../../../domain/trackers';

export const useTrackerDataProvider = () => useDataProvider<AppDataProvider>();

/**
 * Writes a changed request into every cached tracker list that holds it (react-admin's getList
 * pages of 'trackers'), without a refetch: the viewed date, which moves nothing else.
 */
export function usePatchCachedRequest() {
  const queryClient = useQueryClient();
  return (id: number, change: Partial<TrackerRequest>) =>
    queryClient.setQueriesData<GetListResult<TrackerRequest>>({ queryKey: ['trackers', 'getList'] }, (old) =>
      old ? { ...old, data: old.data.map((row) => (row.id === id ? { ...row, ...change } : row)) } : old,
    );
}
