import { useMutation } from '@tanstack/react-query';
import type { TrackerDecisionInput } from '../../../../domain/schemas/trackers';
import { useCaseNotify } from '../../cases/components/useCaseNotify';
import { useRefreshAfterTrackerChange, useTrackerDataProvider } from '../useTrackers';

/**
 * POST /admin/trackers, pessimistic: 'Localizador atualizado com sucesso!' and a refresh of the
 * lists, the case's counters and the badge. Failures are the caller's (field error or notice).
 */
export function useDecideTracker() {
  const dataProvider = useTrackerDataProvider();
  const notify = useCaseNotify();
  const refresh = useRefreshAfterTrackerChange();
  return useMutation({
    mutationFn: (body: TrackerDecisionInput) => dataProvider.decideTracker(body),
    onSuccess: async () => {
      notify.success('app.trackers.decision.success');
      await refresh();
    },
  });
}
