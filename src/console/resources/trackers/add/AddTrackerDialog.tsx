import CloseIcon from '@mui/icons-material/Close';
import { Box, Dialog, DialogContent, DialogTitle, Divider, IconButton } from '@mui/material';
import { useIsFetching } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OnceConfirm } from '../../../components/busy/OnceConfirm';
import { InPageList } from '../../../components/list/InPageList';
import type { CaseDetails } from '../../../../domain/cases';
import type { TrackerCandidate } from '../../../../domain/trackers';
import { CandidateResults, SEARCH_START } from './CandidateResults';
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
  const submitted = search.submitted;
  const searching = useIsFetching({ queryKey: ['tracker-candidates'] }) > 0;
  const confirm = async () => {
    if (!picked) return;
    try {
      await add.mutateAsync(picked.id);
      setPicked(null);
      onClose();
    } catch {
      // notified by the mutation
      setPicked(null);
    }
  };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="add-tracker-title">
      <DialogTitle id="add-tracker-title" sx={{ pr: 7 }}>
        {translate('app.trackers.add.title')}
        <IconButton
          aria-label={translate('app.trackers.add.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 12, top: 12 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ minHeight: 420 }}>
        <Box sx={{ pt: 1 }}>
          <TrackerSearchForm
            values={search.values}
            stateError={search.stateError}
            searching={searching}
            onChange={search.change}
            onSubmit={search.search}
          />
        </Box>
        <Divider sx={{ my: 2 }} />
        {submitted ? (
          // Each 'Pesquisar' mounts a new list: page 1, asked again even with the same values.
          <InPageList
            key={submitted.count}
            resource="tracker-candidates"
            filter={{ seizureRequestId: submitted.params.seizureRequestId, ...submitted.params.filters }}
            sort={{
              field: submitted.params.sortField,
              order: submitted.params.sortDirection === 'asc' ? 'ASC' : 'DESC',
            }}
            perPage={SEARCH_PER_PAGE}
          >
            <CandidateResults onPick={setPicked} onStateError={search.setServerError} />
          </InPageList>
        ) : (
          SEARCH_START
        )}
      </DialogContent>
      <OnceConfirm
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
