import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Card, CardContent, Typography } from '@mui/material';
import { useState } from 'react';
import { ListContextProvider, useListController, useTranslate } from 'react-admin';
import { IN_PAGE_LIST } from '../../components/list/InPageList';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListPagination } from '../../components/list/ListPagination';
import { ListBody, ListEmpty, ListLoading } from '../../components/list/ListStates';
import { ListTabs } from '../../components/list/ListTabs';
import { useRefreshAfter } from '../../providers/dependencies';
import { PENDING_RESOURCES, toPendingRow, type PendingKind, type PendingRecord } from './pendingRows';
import { PendingTable } from './PendingTable';
import { RefreshButton } from './RefreshButton';

const KINDS: PendingKind[] = ['trackers', 'reports'];
/** The tabs' counts in the menu badges' colours (red trackers, blue reports). */
const COLORS = { trackers: 'error', reports: 'primary' } as const;
const ERROR_TEXTS = { title: 'app.dashboard.error', retry: 'app.dashboard.reload' };
const LOADING = <ListLoading rows={3} height={32} />;

const usePendingList = (kind: PendingKind) =>
  useListController<PendingRecord & { id: number }>({ ...IN_PAGE_LIST, resource: PENDING_RESOURCES[kind] });

/**
 * The law-company dashboard's pending work (spec 000 §2 "Dashboard"): 'Localizadores pendentes'
 * and 'Laudos pendentes', two lists (both asked at once: each tab shows its count), each a page
 * of 10 items linking to their case; 'Atualizar' reloads both and the menu badges, then rests 30 s.
 */
export function PendingPanel() {
  const translate = useTranslate();
  const [kind, setKind] = useState<PendingKind>('trackers');
  const lists = { trackers: usePendingList('trackers'), reports: usePendingList('reports') };
  const refresh = useRefreshAfter('dashboard');
  const current = lists[kind];
  const tabs = KINDS.map((k) => ({
    value: k,
    label: `app.dashboard.pending.${k}`,
    count: lists[k].total,
    color: COLORS[k],
  }));
  const empty = (
    <ListEmpty
      icon={<TaskAltIcon color="success" sx={{ fontSize: 40 }} />}
      text={`app.dashboard.empty.${kind}`}
      hint="app.dashboard.empty.hint"
    />
  );
  return (
    <Card component="section" aria-label={translate('app.dashboard.pending.title')}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate('app.dashboard.pending.title')}
          </Typography>
          <RefreshButton onRefresh={refresh} />
        </Box>
        <ListTabs
          tabs={tabs}
          value={kind}
          onChange={setKind}
          label="app.dashboard.pending.tabs_label"
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
        />
        <ListContextProvider value={current}>
          <Box sx={{ mb: 1 }}>
            <ListExportButton filename={kind === 'trackers' ? 'localizadores-pendentes' : 'laudos-pendentes'} />
          </Box>
          <ListBody empty={empty} errorTexts={ERROR_TEXTS} loading={LOADING}>
            <PendingTable kind={kind} rows={(current.data ?? []).map(toPendingRow)} />
          </ListBody>
          <ListPagination />
        </ListContextProvider>
      </CardContent>
    </Card>
  );
}
