import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { TRACKER_LIST_TAB_LABELS } from '../../../../domain/trackers';
import { InPageList } from '../../../components/list/InPageList';
import { ListExportButton } from '../../../components/list/ListExportButton';
import { ListPagination } from '../../../components/list/ListPagination';
import { ListBody, ListEmpty, useShowsAnotherTab } from '../../../components/list/ListStates';
import { ListTabs, useListTab, type ListTab } from '../../../components/list/ListTabs';
import { useSession } from '../../../components/useSession';
import { Section } from '../../cases/details/Section';
import type { CaseDetails } from '../../../../domain/cases';
import { AddTrackerButton } from '../add/AddTrackerButton';
import { canAddTracker } from '../../../../domain/trackers';
import { SECTION_TABS, TRACKERS_PER_PAGE, type SectionTab } from './sectionList';
import { TrackerFilters } from './TrackerFilters';
import { TrackerRequestList } from './TrackerRequestList';

const EMPTY = (
  <ListEmpty icon={<PersonSearchIcon sx={{ fontSize: 40, color: 'text.disabled' }} />} text="app.trackers.list.empty" />
);
const ERROR_TEXTS = { title: 'app.trackers.list.error', retry: 'app.trackers.list.retry' };

/**
 * Pendentes, Aprovados, Reprovados, Abandonados, Todos. The first two carry the case's own
 * counters (the numbers of the case list, already loaded: no extra call per tab).
 */
function tabsOf(details: CaseDetails): ListTab<SectionTab>[] {
  const counts = details.trackers;
  return SECTION_TABS.map((value) => ({
    value,
    label: TRACKER_LIST_TAB_LABELS[value],
    count: value === 'pending' ? counts?.totalPending : value === 'approved' ? counts?.totalApproved : undefined,
    color: value === 'pending' ? 'warning' : 'success',
  }));
}

function TrackersList({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { total, isFetching } = useListContext();
  const [tab, setTab] = useListTab(SECTION_TABS, 'all');
  const otherTab = useShowsAnotherTab();
  return (
    <>
      <ListTabs
        tabs={tabsOf(details)}
        value={tab}
        onChange={setTab}
        label="app.trackers.tabs.label"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      />
      <TrackerFilters />
      <Box
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
      >
        {/* The live count stays in the tree (empty when there is none), so the export does not move under the pointer. */}
        <Typography variant="body2" color="text.secondary" aria-live="polite" aria-busy={isFetching}>
          {total && !otherTab ? translate('app.trackers.list.total', { smart_count: total }) : null}
        </Typography>
        <ListExportButton filename={`localizadores-caso-${details.id}`} filter={{ seizureRequestId: details.id }} />
      </Box>
      <ListBody empty={EMPTY} errorTexts={ERROR_TEXTS}>
        <TrackerRequestList details={details} />
      </ListBody>
      <ListPagination />
    </>
  );
}

/**
 * 'Localizadores' of the case details (spec 000 "Trackers of a case"): the requests by status
 * tab, searched and filtered, 10 a page (GET /admin/trackers through the list controller);
 * decisions and 'Adicionar localizador' for case admins on ready cases.
 */
export function TrackersSection({ details }: { details: CaseDetails }) {
  const { roles } = useSession();
  // A case with pending requests opens on 'Pendentes' (the work to do); any other on 'Todos'.
  // Chosen once: the tab stays where it is when a decision changes the counters.
  const [initialTab] = useState<SectionTab>(details.trackers?.totalPending ? 'pending' : 'all');
  const action = canAddTracker(details, roles) ? <AddTrackerButton details={details} /> : null;
  return (
    <Section title="app.trackers.section.title" action={action}>
      <InPageList
        resource="trackers"
        filter={{ seizureRequestId: details.id }}
        filterDefaultValues={{ tab: initialTab }}
        perPage={TRACKERS_PER_PAGE}
      >
        <TrackersList details={details} />
      </InPageList>
    </Section>
  );
}
