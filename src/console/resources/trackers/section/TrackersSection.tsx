import { Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useSession } from '../../../components/useSession';
import { Section } from '../../cases/details/Section';
import type { CaseDetails } from '../../cases/types';
import { AddTrackerButton } from '../add/AddTrackerButton';
import { ListPagination } from '../components/ListPagination';
import { canAddTracker } from '../trackerRules';
import { useTrackerList } from '../useTrackers';
import { TrackerFilters } from './TrackerFilters';
import { TrackerRequestList } from './TrackerRequestList';
import { TrackerTabs } from './TrackerTabs';
import { TRACKERS_PER_PAGE, useTrackerSectionState } from './useTrackerSectionState';

/**
 * 'Localizadores' of the case details (spec 000 "Trackers of a case"): the requests by status
 * tab, searched and filtered, 10 a page; decisions and 'Adicionar localizador' for case admins
 * on ready cases.
 */
export function TrackersSection({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  // A case with pending requests opens on 'Pendentes' (the work to do); any other on 'Todos'.
  const state = useTrackerSectionState(details.id, details.trackers?.totalPending ? 'pending' : 'all');
  const { data, error, isPending, isFetching, refetch } = useTrackerList(state.params);
  const { page, setPage } = state;
  const lastPage = data ? Math.max(1, Math.ceil(data.total / TRACKERS_PER_PAGE)) : 1;
  // A decision can empty the last page (the request left the tab): step back to the new last page.
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
  const action = canAddTracker(details, roles) ? <AddTrackerButton details={details} /> : null;
  return (
    <Section title="app.trackers.section.title" action={action}>
      <TrackerTabs value={state.tab} counts={details.trackers ?? null} onChange={state.setTab} />
      <TrackerFilters filters={state.filters} onChange={state.setFilters} onClear={state.clearFilters} />
      {data && data.total > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite" aria-busy={isFetching}>
          {translate('app.trackers.list.total', { smart_count: data.total })}
        </Typography>
      ) : null}
      <TrackerRequestList details={details} rows={data?.result} isPending={isPending} error={error} onRetry={() => refetch()} />
      <ListPagination page={state.page} perPage={TRACKERS_PER_PAGE} total={data?.total ?? 0} onChange={state.setPage} />
    </Section>
  );
}
