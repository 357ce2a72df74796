import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Card, CardContent } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { TRACKER_LIST_TAB_LABELS, TRACKER_TAB_DIRECTION, TRACKER_TAB_SORT } from '../../../../domain/trackers';
import { InPageList } from '../../../components/list/InPageList';
import { ListExportButton } from '../../../components/list/ListExportButton';
import { ListPagination } from '../../../components/list/ListPagination';
import { ListBody, ListEmpty, ListLoading } from '../../../components/list/ListStates';
import { ListTabs, useListTab } from '../../../components/list/ListTabs';
import { PageFrame } from '../../../components/PageFrame';
import type { PageProps } from '../../../layout/GuardedPage';
import type { TrackerRequest } from '../../../../domain/trackers';
import { AutoApprovalNotice } from './AutoApprovalNotice';
import { AutoApprovalTable, type AutoApprovalTab } from './AutoApprovalTable';
import { useAutoApprovalSetting } from './useAutoApprovalSetting';

const TABS: AutoApprovalTab[] = ['autoApproved', 'nextAutoApproved'];
const LIST_TABS = TABS.map((value) => ({ value, label: TRACKER_LIST_TAB_LABELS[value] }));
const PER_PAGE = 10;
const EMPTY: Record<AutoApprovalTab, string> = {
  autoApproved: 'app.trackers.auto.empty_approved',
  nextAutoApproved: 'app.trackers.auto.empty_next',
};
const ERROR_TEXTS = { title: 'app.trackers.list.error', retry: 'app.trackers.list.retry' };
// The sort follows the tab (TRACKER_TAB_SORT, TRACKER_TAB_DIRECTION): 'Aprovados' newest
// approval first, 'Próximas 24hs' soonest approval first.
const sortOf = (tab: AutoApprovalTab) =>
  ({ field: TRACKER_TAB_SORT[tab], order: TRACKER_TAB_DIRECTION[tab] === 'asc' ? 'ASC' : 'DESC' }) as const;
const FIRST_SORT = sortOf('autoApproved');

function AutoApprovalList() {
  const { data, setSort } = useListContext<TrackerRequest>();
  const [tab, setTab] = useListTab(TABS, 'autoApproved');
  const change = (next: AutoApprovalTab) => {
    setTab(next);
    setSort(sortOf(next));
  };
  return (
    <>
      <ListTabs
        tabs={LIST_TABS}
        value={tab}
        onChange={change}
        label="app.trackers.auto.tabs_label"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      />
      <CardContent>
        <Box sx={{ mb: 1.5 }}>
          <ListExportButton filename="aprovacao-automatica" />
        </Box>
        <ListBody
          empty={<ListEmpty icon={<TaskAltIcon sx={{ fontSize: 40, color: 'text.disabled' }} />} text={EMPTY[tab]} />}
          errorTexts={ERROR_TEXTS}
          loading={<ListLoading rows={4} height={52} />}
        >
          <AutoApprovalTable tab={tab} rows={data ?? []} />
        </ListBody>
        <ListPagination />
      </CardContent>
    </>
  );
}

/**
 * /aprovacao-automatica: 'Aprovados' (approved by the job, newest approval first) and 'Próximas
 * 24hs' (pending requests the job will approve within a day, soonest first), 10 a page; the company's requests
 * (support: every company's), from GET /admin/trackers without a case, through the list controller.
 */
export function AutoApprovalPage({ title }: PageProps) {
  const translate = useTranslate();
  const setting = useAutoApprovalSetting();
  return (
    <PageFrame title={translate(title)}>
      <div>
        <AutoApprovalNotice setting={setting} />
        <Card>
          <InPageList
            resource="trackers"
            filterDefaultValues={{ tab: 'autoApproved' }}
            sort={FIRST_SORT}
            perPage={PER_PAGE}
          >
            <AutoApprovalList />
          </InPageList>
        </Card>
      </div>
    </PageFrame>
  );
}
