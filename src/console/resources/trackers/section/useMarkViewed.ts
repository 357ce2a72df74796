import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { isCaseAdmin } from '../../../../domain/roles';
import { useSession } from '../../../components/useSession';
import type { TrackerRequest } from '../../../../domain/trackers';
import { usePatchCachedRequest, useTrackerDataProvider } from '../useTrackers';

/**
 * Opening a request as a case admin tells the server it was seen (GET /admin/trackers/{id}/viewed),
 * once per request on screen and only while it reads 'Não visualizado'; the answer's viewedAt goes
 * into the cached lists. Others (read-only users, support) open requests without the call.
 * A failure is silent: the view is a courtesy to the tracker, not the user's task.
 */
export function useMarkViewed(request: TrackerRequest) {
  const { roles } = useSession();
  const dataProvider = useTrackerDataProvider();
  const patch = usePatchCachedRequest();
  const asked = useRef(false);
  const mutation = useMutation({
    mutationFn: () => dataProvider.markTrackerViewed(request.id),
    meta: { inline: true },
    onSuccess: ({ viewedAt }) => {
      if (viewedAt) patch(request.id, { viewedAt });
    },
  });
  return () => {
    if (asked.current || request.viewedAt || !isCaseAdmin(roles)) return;
    asked.current = true;
    mutation.mutate();
  };
}
