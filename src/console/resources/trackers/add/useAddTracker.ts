import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCaseNotify } from '../../cases/components/useCaseNotify';
import { TRACKERS_KEY, useRefreshAfterTrackerChange, useTrackerDataProvider } from '../useTrackers';

/**
 * POST /admin/trackers/add, pessimistic: 'Localizador adicionado com sucesso.', then the section,
 * the case (its counters) and the badge fetched again. A refusal (400) is notified as sent, and
 * the search is run again (the tracker may have joined the case meanwhile).
 */
export function useAddTracker(caseId: number) {
  const dataProvider = useTrackerDataProvider();
  const notify = useCaseNotify();
  const refresh = useRefreshAfterTrackerChange();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => dataProvider.addTracker({ seizureRequestId: caseId, userId }),
    onSuccess: async () => {
      notify.success('app.trackers.add.success');
      await refresh();
    },
    onError: async (error) => {
      notify.failure(error);
      await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: [TRACKERS_KEY, 'add-search'] })]);
    },
  });
}
