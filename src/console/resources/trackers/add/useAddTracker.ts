import { useChangeMutation, useRefreshAfter } from '../../../providers/dependencies';
import { useCaseNotify } from '../../cases/components/useCaseNotify';
import { useTrackerDataProvider } from '../useTrackers';

/**
 * POST /admin/trackers/add, pessimistic: 'Localizador adicionado com sucesso.', then what depends
 * on the trackers refreshes (the section, the case's counters, the badge). A refusal (400) is
 * notified as sent (under 'Erro', by the query client's one notice), and the same refresh runs the
 * search again (the tracker may have joined the case meanwhile).
 */
export function useAddTracker(caseId: number) {
  const dataProvider = useTrackerDataProvider();
  const notify = useCaseNotify();
  const refresh = useRefreshAfter('trackers');
  return useChangeMutation('trackers', {
    mutationFn: (userId: number) => dataProvider.addTracker({ seizureRequestId: caseId, userId }),
    onSuccess: () => notify.success('app.trackers.add.success'),
    onError: async () => {
      await refresh();
    },
  });
}
