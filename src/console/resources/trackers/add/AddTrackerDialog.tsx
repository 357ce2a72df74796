import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, Divider, IconButton, LinearProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import type { CaseDetails } from '../../cases/types';
import { EmptyState, ErrorState, LoadingRows } from '../components/ListStates';
import { ListPagination } from '../components/ListPagination';
import type { TrackerCandidate } from '../types';
import { CandidateList } from './CandidateList';
import { SEARCH_PER_PAGE } from './searchForm';
import { TrackerSearchForm } from './TrackerSearchForm';
import { useAddTracker } from './useAddTracker';
import { useTrackerSearch } from './useTrackerSearch';

/**
 * 'Adicionar localizador': search trackers by name or by location (at least the state), pick one,
 * confirm; the tracker gets an approved, manual request and is notified (spec 000 §4).
 */
export function AddTrackerDialog({ details, onClose }: { details: CaseDetails; onClose: () => void }) {
  const translate = useTranslate();
  const search = useTrackerSearch(details);
  const add = useAddTracker(details.id);
  const [picked, setPicked] = useState<TrackerCandidate | null>(null);
  const { data, isFetching, isPending } = search.query;
  const confirm = () =>
    picked &&
    add.mutate(picked.id, {
      onSuccess: () => {
        setPicked(null);
        onClose();
      },
      onError: () => setPicked(null),
    });
  let results = <EmptyState text="app.trackers.add.start" hint="app.trackers.add.start_hint" />;
  if (search.failure) results = <ErrorState error={search.failure} onRetry={() => search.query.refetch()} />;
  else if (search.submitted && isPending && isFetching) results = <LoadingRows rows={3} height={56} />;
  else if (data && data.result.length === 0) results = <EmptyState />;
  else if (data) results = <CandidateList rows={data.result} onPick={setPicked} />;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="add-tracker-title">
      <DialogTitle id="add-tracker-title" sx={{ pr: 7 }}>
        {translate('app.trackers.add.title')}
        <IconButton aria-label={translate('app.trackers.add.close')} onClick={onClose} sx={{ position: 'absolute', right: 12, top: 12 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ minHeight: 420 }}>
        <Box sx={{ pt: 1 }}>
          <TrackerSearchForm values={search.values} stateError={search.stateError} searching={isFetching} onChange={search.change} onSubmit={search.search} />
        </Box>
        <Divider sx={{ my: 2 }} />
        {isFetching && data ? <LinearProgress sx={{ mb: 1 }} /> : null}
        {results}
        {data && search.submitted ? (
          <ListPagination page={search.submitted.page} perPage={SEARCH_PER_PAGE} total={data.total} onChange={search.setPage} />
        ) : null}
      </DialogContent>
      <Confirm
        isOpen={picked !== null}
        loading={add.isPending}
        title="app.trackers.add.confirm_title"
        content="app.trackers.add.confirm_content"
        translateOptions={{ name: picked?.name ?? '' }}
        confirm="app.trackers.add.confirm"
        onConfirm={confirm}
        onClose={() => setPicked(null)}
      />
    </Dialog>
  );
}
