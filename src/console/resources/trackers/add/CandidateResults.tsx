import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { LinearProgress } from '@mui/material';
import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { ListPagination } from '../../../components/list/ListPagination';
import { ListBody, ListEmpty, ListLoading } from '../../../components/list/ListStates';
import { serverFieldErrors } from '../../../components/serverErrors';
import type { TrackerCandidate } from '../../../../domain/trackers';
import { CandidateList } from './CandidateList';
import { STATE_ERROR_KEY } from './searchForm';

const icon = <PersonSearchIcon sx={{ fontSize: 40, color: 'text.disabled' }} />;
export const SEARCH_START = <ListEmpty icon={icon} text="app.trackers.add.start" hint="app.trackers.add.start_hint" />;
const ERROR_TEXTS = { title: 'app.trackers.list.error', retry: 'app.trackers.list.retry' };

/**
 * The search's page of trackers (the list in context), its states and pages. The server's 422 on
 * the state goes to the form's field (`onStateError`); the results then show the starting hint.
 */
export function CandidateResults({
  onPick,
  onStateError,
}: {
  onPick: (candidate: TrackerCandidate) => void;
  onStateError: (error: string | undefined) => void;
}) {
  const { data, error, isFetching } = useListContext<TrackerCandidate>();
  const stateError = serverFieldErrors(error)?.[STATE_ERROR_KEY];
  useEffect(() => onStateError(stateError), [stateError, onStateError]);
  if (stateError) return SEARCH_START;
  return (
    <>
      {isFetching && data ? <LinearProgress sx={{ mb: 1 }} /> : null}
      <ListBody
        empty={<ListEmpty icon={icon} text="app.trackers.list.empty" />}
        errorTexts={ERROR_TEXTS}
        loading={<ListLoading rows={3} height={56} />}
      >
        <CandidateList rows={data ?? []} onPick={onPick} />
      </ListBody>
      <ListPagination />
    </>
  );
}
