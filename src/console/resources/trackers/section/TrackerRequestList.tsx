import { Stack } from '@mui/material';
import { useSession } from '../../../components/useSession';
import type { CaseDetails } from '../../cases/types';
import { EmptyState, ErrorState, LoadingRows } from '../components/ListStates';
import { canDecideOnCase, decisionOptions } from '../trackerRules';
import type { TrackerRequest } from '../types';
import { TrackerRequestItem } from './TrackerRequestItem';

/** The page of requests, or its loading, error or empty state ('Nenhum localizador encontrado'). */
export function TrackerRequestList({
  details,
  rows,
  isPending,
  error,
  onRetry,
}: {
  details: CaseDetails;
  rows: TrackerRequest[] | undefined;
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
}) {
  const { roles } = useSession();
  if (error) return <ErrorState error={error} onRetry={onRetry} />;
  if (isPending || !rows) return <LoadingRows />;
  if (rows.length === 0) return <EmptyState />;
  const reserve = canDecideOnCase(details, roles);
  return (
    <Stack spacing={1} component="div" role="list">
      {rows.map((request) => (
        <div role="listitem" key={request.id}>
          <TrackerRequestItem request={request} decisions={decisionOptions(request, details, roles)} reserveActions={reserve} />
        </div>
      ))}
    </Stack>
  );
}
