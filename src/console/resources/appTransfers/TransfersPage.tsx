import { Box, Button, Card, Chip, Divider, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TransferRow } from '../../../domain/appTransfers';
import { formatBRL, formatPix, formatDateTime } from '../../../domain/format';
import { PIX_TYPE_LABELS, TRANSFER_TYPE_LABELS, TRANSFER_TYPES, type TransferType } from '../../../domain/statuses';
import { InPageList } from '../../components/list/InPageList';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListRefreshButton } from '../../components/list/ListRefreshButton';
import { ListTable, type ListColumn } from '../../components/list/ListTable';
import { ListTabs, useListTab } from '../../components/list/ListTabs';
import { PageFrame } from '../../components/PageFrame';
import type { PageProps } from '../../layout/area';
import { useBadgeCounts } from '../../layout/useBadgeCounts';
import { TransferDetailsDialog } from './TransferDetailsDialog';
import { useFocusAfterAction } from '../../components/pageFocus';
import { TransferStatusTag } from './TransferStatusTag';

const COLUMNS: ListColumn<TransferRow>[] = [
  {
    key: 'data',
    label: 'app.app_transfers.columns.data',
    search: 'pix',
    sortField: 'amount',
    render: (t) => (
      <Stack spacing={0.5} sx={{ minWidth: 150 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Chip size="small" label={PIX_TYPE_LABELS[t.pixType]} />
          <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
            {formatPix(t.pix, t.pixType)}
          </Typography>
        </Box>
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          {formatBRL(t.amount)}
        </Typography>
      </Stack>
    ),
  },
  {
    key: 'user',
    label: 'app.app_transfers.columns.user',
    search: 'user',
    render: (t) => (
      <Box sx={{ minWidth: 130 }}>
        <Typography variant="body2">{t.user.name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t.user.email}
        </Typography>
      </Box>
    ),
  },
  {
    key: 'created',
    label: 'app.app_transfers.columns.created',
    sortField: 'createdAt',
    render: (t) => (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        <TransferStatusTag transfer={t} />
        <Typography variant="body2">{formatDateTime(t.createdAt)}</Typography>
      </Stack>
    ),
  },
];

const TABS = TRANSFER_TYPES.map((value) => ({ value, label: TRANSFER_TYPE_LABELS[value] }));

function TransferList({ onOpen }: { onOpen: (transfer: TransferRow) => void }) {
  const translate = useTranslate();
  const [tab, setTab] = useListTab<TransferType>(TRANSFER_TYPES, 'pending');
  // The 'Pendentes' count is the menu badge's (the same query, refreshed after each decision).
  const [pending] = useBadgeCounts([{ name: 'pendingTransfers', enabled: true }]);
  const tabs = TABS.map((t) => (t.value === 'pending' ? { ...t, count: pending, color: 'warning' as const } : t));
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <ListTabs tabs={tabs} value={tab} onChange={setTab} label="app.app_transfers.tabs" />
        </Box>
        <ListRefreshButton />
      </Box>
      <Divider />
      <Box sx={{ px: 2, pt: 1.5 }}>
        <ListExportButton filename="transferencias" />
      </Box>
      <ListTable
        columns={COLUMNS}
        label="app.app_transfers.table"
        empty="app.app_transfers.empty"
        actions={(t) => (
          <Button
            size="small"
            onClick={() => onOpen(t)}
            aria-label={`${translate('app.app_transfers.details')}: ${t.user.name}, ${formatBRL(t.amount)}`}
          >
            {translate('app.app_transfers.details')}
          </Button>
        )}
      />
    </>
  );
}

/**
 * /app/transferencias (spec 001 §2 "Transfers screen", support): the withdrawals by tab, by
 * request date ascending, 'Pesquisar' on the Pix key and the user, and 'Detalhes' to decide.
 * docs/app-users.md "Transfers".
 */
export function TransfersPage({ title }: PageProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState<TransferRow | null>(null);
  // Decided, the transfer leaves 'Pendentes' with the button that opened it: the focus goes to
  // the next row's 'Detalhes', else the table (focusTargetsNear); otherwise back to its button.
  const focus = useFocusAfterAction();
  return (
    <PageFrame title={translate(title)}>
      <Card>
        <InPageList
          resource="app-transfers"
          perPage={10}
          sort={{ field: 'createdAt', order: 'ASC' }}
          filterDefaultValues={{ tab: 'pending' }}
        >
          <TransferList
            onOpen={(transfer) => {
              focus.remember();
              setOpen(transfer);
            }}
          />
        </InPageList>
      </Card>
      {open ? (
        <TransferDetailsDialog
          transfer={open}
          onClose={() => {
            setOpen(null);
            focus.restore();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
