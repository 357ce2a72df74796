import { Box, Card, CardContent, Chip, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ListPagination } from '../../resources/reports/components/ListPagination';
import { PendingEmpty, PendingError, PendingLoading } from './PendingStates';
import { PendingTable } from './PendingTable';
import { RefreshButton } from './RefreshButton';
import { PENDING_PER_PAGE, usePendingList, useRefreshPending, type PendingKind } from './usePendingLists';

const KINDS: PendingKind[] = ['trackers', 'reports'];

/**
 * The law-company dashboard's pending work (spec 000 §2 "Dashboard"): 'Localizadores pendentes'
 * and 'Laudos pendentes', each with its count and a page of 10 items linking to their case;
 * 'Atualizar' reloads both (and the menu badges), then rests 30 s.
 */
export function PendingPanel() {
  const translate = useTranslate();
  const [kind, setKind] = useState<PendingKind>('trackers');
  const lists = { trackers: usePendingList('trackers', true), reports: usePendingList('reports', true) };
  const refresh = useRefreshPending();
  const current = lists[kind];
  let body;
  if (current.error) body = <PendingError error={current.error} onReload={() => void current.refetch()} />;
  else if (current.isPending) body = <PendingLoading />;
  else if (!current.data || current.data.rows.length === 0) body = <PendingEmpty kind={kind} />;
  else body = <PendingTable kind={kind} rows={current.data.rows} />;
  return (
    <Card component="section" aria-label={translate('app.dashboard.pending.title')}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate('app.dashboard.pending.title')}
          </Typography>
          <RefreshButton onRefresh={refresh} />
        </Box>
        <Tabs
          value={kind}
          onChange={(_event, next: PendingKind) => setKind(next)}
          aria-label={translate('app.dashboard.pending.tabs_label')}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
        >
          {KINDS.map((k) => {
            const total = lists[k].data?.total;
            return (
              <Tab
                key={k}
                value={k}
                label={
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
                    {translate(`app.dashboard.pending.${k}`)}
                    {total !== undefined ? (
                      <Chip size="small" color={total > 0 ? (k === 'trackers' ? 'error' : 'primary') : 'default'} label={total} sx={{ height: 20 }} />
                    ) : null}
                  </Box>
                }
              />
            );
          })}
        </Tabs>
        {body}
        {!current.error && current.data ? (
          <ListPagination page={current.page} perPage={PENDING_PER_PAGE} total={current.data.total} onPageChange={current.setPage} />
        ) : null}
      </CardContent>
    </Card>
  );
}
