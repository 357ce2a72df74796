import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CaseStatus } from '../../../../domain/statuses';
import { useRefreshAfter } from '../../../providers/dependencies';
import type { CaseDetails, ListingChange } from '../../../../domain/cases';
import { caseDetailsKey, useCaseDataProvider } from './useCaseDetails';

const statusOf = (listing: ListingChange): CaseStatus =>
  listing === 'open' ? 'readyAndOpenedForTrackers' : 'readyAndClosedForTrackers';

/**
 * The 'Listar no aplicativo' change, the one optimistic mutation (spec 000): the cached case
 * flips at once; on failure it goes back to what it was (the query client's one notice says
 * 'Erro' with the catalogue's text). Either way what depends on the case is fetched again afterwards.
 */
export function useListingToggle(id: number) {
  const queryClient = useQueryClient();
  const dataProvider = useCaseDataProvider();
  const refresh = useRefreshAfter('seizure-requests');
  const key = caseDetailsKey(id);
  return useMutation({
    mutationFn: (listing: ListingChange) => dataProvider.setListing(id, listing),
    onMutate: async (listing) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<CaseDetails>(key);
      if (previous) queryClient.setQueryData<CaseDetails>(key, { ...previous, status: statusOf(listing) });
      return { previous };
    },
    onError: (_error, _listing, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: refresh,
  });
}
