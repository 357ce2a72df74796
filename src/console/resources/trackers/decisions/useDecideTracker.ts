import type { HttpError } from 'react-admin';
import type { TrackerDecisionInput } from '../../../../domain/schemas/trackers';
import { serverFieldErrors } from '../../../components/serverErrors';
import { isConflict, useChangeMutation, useRefreshAfter } from '../../../providers/dependencies';
import { useCaseNotify } from '../../cases/components/useCaseNotify';
import { useTrackerDataProvider } from '../useTrackers';

/**
 * POST /admin/trackers, pessimistic: 'Localizador atualizado com sucesso!', then what depends on
 * the trackers refreshes (providers/dependencies). Failures are notified under 'Erro' by the query
 * client's one notice; a 422's reason message shows in the dialog too. A 409 (someone decided
 * meanwhile: the server names who and when) closes the dialog and the lists refresh
 * (useChangeMutation refreshes on 409). A refusal (400: the case changed meanwhile) also closes
 * and refreshes, so the user decides again on fresh data.
 */
export function useDecideTracker(onRefused: () => void) {
  const dataProvider = useTrackerDataProvider();
  const notify = useCaseNotify();
  const refresh = useRefreshAfter('trackers');
  return useChangeMutation('trackers', {
    mutationFn: (body: TrackerDecisionInput) => dataProvider.decideTracker(body),
    onSuccess: () => notify.success('app.trackers.decision.success'),
    onError: (error) => {
      if (serverFieldErrors(error)?.reason) return;
      if (isConflict(error)) {
        onRefused();
        return;
      }
      if ((error as HttpError).status === 400) {
        onRefused();
        void refresh();
      }
    },
  });
}
