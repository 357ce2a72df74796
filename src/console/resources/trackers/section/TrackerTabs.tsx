import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRACKER_LIST_TAB_LABELS } from '../../../../domain/schemas/trackerQueries';
import type { TrackerCounts } from '../../cases/types';
import { SECTION_TABS, type SectionTab } from './useTrackerSectionState';

/**
 * Pendentes, Aprovados, Reprovados, Abandonados, Todos. The first two carry the case's own
 * counters (the numbers of the case list, already loaded: no extra call per tab).
 */
export function TrackerTabs({ value, counts, onChange }: { value: SectionTab; counts: TrackerCounts | null; onChange: (tab: SectionTab) => void }) {
  const translate = useTranslate();
  const countOf: Partial<Record<SectionTab, number>> = counts ? { pending: counts.totalPending, approved: counts.totalApproved } : {};
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: SectionTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate('app.trackers.tabs.label')}
      sx={{ minHeight: 40, borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { minHeight: 40, px: 2 } }}
    >
      {SECTION_TABS.map((tab) => {
        const count = countOf[tab];
        const label = TRACKER_LIST_TAB_LABELS[tab];
        return <Tab key={tab} value={tab} label={count === undefined ? label : `${label} (${count})`} />;
      })}
    </Tabs>
  );
}
