import { Box, Card, Divider, LinearProgress } from '@mui/material';
import { useListContext } from 'react-admin';
import { isSupport } from '../../../../domain/roles';
import { ListPagination } from '../../../components/list/ListPagination';
import { useSession } from '../../../components/useSession';
import type { CaseListItem } from '../../../../domain/cases';
import { ActiveFilters } from './ActiveFilters';
import { CaseListToolbar } from './CaseListToolbar';
import { CaseTable } from './CaseTable';
import { CaseTabs } from './CaseTabs';
import { caseColumns } from './columns';
import { useCaseTab } from './useCaseTab';

export const ROWS_PER_PAGE_OPTIONS = [10, 25, 50];

/**
 * The list's card: tabs and toolbar, the active filters, the table and its pagination. The card
 * sits in a one-column grid so it takes the page's width and the table scrolls inside it, rather
 * than widening the whole layout (react-admin's layout is min-width: fit-content).
 */
export function CaseListView({ onOpen }: { onOpen: (id: number) => void }) {
  const { isFetching, error } = useListContext<CaseListItem>();
  const { roles } = useSession();
  const [tab, setTab] = useCaseTab();
  const columns = caseColumns(tab, isSupport(roles));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 2, flexWrap: 'wrap' }}>
          {/* On a phone the toolbar goes under the tabs rather than squeezing them to one tab. */}
          <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
            <CaseTabs value={tab} onChange={setTab} />
          </Box>
          <CaseListToolbar />
        </Box>
        <Divider />
        <ActiveFilters />
        <Box sx={{ height: 4 }}>{isFetching ? <LinearProgress /> : null}</Box>
        <CaseTable columns={columns} onOpen={onOpen} />
        {error ? null : <ListPagination rowsPerPageOptions={ROWS_PER_PAGE_OPTIONS} />}
      </Card>
    </Box>
  );
}
