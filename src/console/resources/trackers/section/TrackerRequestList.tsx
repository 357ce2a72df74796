import { Stack } from '@mui/material';
import { useListContext } from 'react-admin';
import { useSession } from '../../../components/useSession';
import type { CaseDetails } from '../../../../domain/cases';
import { canDecideOnCase, decisionOptions } from '../../../../domain/trackers';
import type { TrackerRequest } from '../../../../domain/trackers';
import { TrackerRequestItem } from './TrackerRequestItem';

/** The page of requests in the list context, each with the decisions the user may take. */
export function TrackerRequestList({ details }: { details: CaseDetails }) {
  const { roles } = useSession();
  const { data = [] } = useListContext<TrackerRequest>();
  const reserve = canDecideOnCase(details, roles);
  return (
    <Stack spacing={1} component="div" role="list">
      {data.map((request) => (
        <div role="listitem" key={request.id}>
          <TrackerRequestItem
            request={request}
            decisions={decisionOptions(request, details, roles)}
            reserveActions={reserve}
          />
        </div>
      ))}
    </Stack>
  );
}
