import { Card, CardContent, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { TRACKER_LIST_TAB_LABELS, TRACKER_TAB_SORT } from '../../../../domain/schemas/trackerQueries';
import type { PageProps } from '../../../layout/GuardedPage';
import { ListPagination } from '../components/ListPagination';
import { EmptyState, ErrorState, LoadingRows } from '../components/ListStates';
import { useTrackerList } from '../useTrackers';
import { AutoApprovalNotice } from './AutoApprovalNotice';
import { AutoApprovalTable, type AutoApprovalTab } from './AutoApprovalTable';
import { useAutoApprovalSetting } from './useAutoApprovalSetting';

const TABS: AutoApprovalTab[] = ['autoApproved', 'nextAutoApproved'];
const PER_PAGE = 10;
const EMPTY: Record<AutoApprovalTab, string> = {
  autoApproved: 'app.trackers.auto.empty_approved',
  nextAutoApproved: 'app.trackers.auto.empty_next',
};

/**
 * /aprovacao-automatica: 'Aprovados' (approved by the job, newest approval first) and 'Próximas
 * 24hs' (pending requests the job will approve within a day), 10 a page; the company's requests
 * (support: every company's), from GET /admin/trackers without a case.
 */
export function AutoApprovalPage({ title }: PageProps) {
  const translate = useTranslate();
  const setting = useAutoApprovalSetting();
  const [tab, setTab] = useState<AutoApprovalTab>('autoApproved');
  const [pages, setPages] = useState<Record<AutoApprovalTab, number>>({ autoApproved: 1, nextAutoApproved: 1 });
  const page = pages[tab];
  const { data, error, isPending, refetch } = useTrackerList({
    status: tab,
    page,
    perPage: PER_PAGE,
    sortField: TRACKER_TAB_SORT[tab],
    sortDirection: 'desc',
  });
  let body = <LoadingRows rows={4} height={52} />;
  if (error) body = <ErrorState error={error} onRetry={() => refetch()} />;
  else if (!isPending && data && data.result.length === 0) body = <EmptyState text={EMPTY[tab]} />;
  else if (data) body = <AutoApprovalTable tab={tab} rows={data.result} />;
  return (
    <>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {translate(title)}
      </Typography>
      <AutoApprovalNotice setting={setting} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, next: AutoApprovalTab) => setTab(next)}
          aria-label={translate('app.trackers.auto.tabs_label')}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          {TABS.map((value) => (
            <Tab key={value} value={value} label={TRACKER_LIST_TAB_LABELS[value]} />
          ))}
        </Tabs>
        <CardContent>
          {body}
          <ListPagination page={page} perPage={PER_PAGE} total={data?.total ?? 0} onChange={(next) => setPages({ ...pages, [tab]: next })} />
        </CardContent>
      </Card>
    </>
  );
}
