import { Alert, Box, Button, Card, Divider } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import {
  VERIFICATION_TAB_LABELS,
  VERIFICATION_TAB_NOTES,
  VERIFICATION_TABS,
  type VerificationRow,
  type VerificationTab,
} from '../../../domain/appVerifications';
import { formatDate, formatDateTime } from '../../../domain/format';
import { InPageList } from '../../components/list/InPageList';
import { ListRefreshButton } from '../../components/list/ListRefreshButton';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListTable, type ListColumn } from '../../components/list/ListTable';
import { ListTabs, useListTab } from '../../components/list/ListTabs';
import { PageFrame } from '../../components/PageFrame';
import type { PageProps } from '../../layout/area';
import { useBadgeCounts } from '../../layout/useBadgeCounts';
import { VerificationDialog } from './VerificationDialog';
import { useFocusAfterAction } from '../../components/pageFocus';

const COLUMNS: ListColumn<VerificationRow>[] = [
  {
    key: 'name',
    label: 'app.app_verifications.columns.name',
    sortField: 'name',
    search: 'name',
    render: (v) => v.name,
    sx: { minWidth: 180, fontWeight: 600 },
  },
  {
    key: 'updatedAt',
    label: 'app.app_verifications.columns.updated_at',
    sortField: 'updatedAt',
    render: (v) => formatDateTime(v.updatedAt),
    sx: { whiteSpace: 'nowrap' },
  },
  {
    key: 'createdAt',
    label: 'app.app_verifications.columns.created_at',
    sortField: 'createdAt',
    render: (v) => formatDate(v.createdAt),
    sx: { whiteSpace: 'nowrap' },
  },
];

function VerificationList({ onOpen }: { onOpen: (row: VerificationRow) => void }) {
  const translate = useTranslate();
  const [tab, setTab] = useListTab<VerificationTab>(VERIFICATION_TABS, 'pending');
  // The 'Pendente' count is the menu badge's (the same query, refreshed after each decision).
  const [pending] = useBadgeCounts([{ name: 'pendingVerifications', enabled: true }]);
  const tabs = VERIFICATION_TABS.map((value) => ({
    value,
    label: VERIFICATION_TAB_LABELS[value],
    ...(value === 'pending' ? { count: pending, color: 'warning' as const } : {}),
  }));
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <ListTabs tabs={tabs} value={tab} onChange={setTab} label="app.app_verifications.tabs" />
        </Box>
        <ListRefreshButton />
      </Box>
      <Divider />
      <Box sx={{ px: 2, pt: 1.5 }}>
        <ListExportButton filename="cadastros" />
      </Box>
      <Box sx={{ px: 2, pt: 2 }}>
        <Alert severity="info">{VERIFICATION_TAB_NOTES[tab]}</Alert>
      </Box>
      <ListTable
        columns={COLUMNS}
        label="app.app_verifications.table"
        empty="app.app_verifications.empty"
        actions={(v) => (
          <Button
            size="small"
            onClick={() => onOpen(v)}
            aria-label={`${translate('app.app_verifications.details')}: ${v.name}`}
          >
            {translate('app.app_verifications.details')}
          </Button>
        )}
      />
    </>
  );
}

/**
 * /app/cadastros (spec 001 §2 "App verifications screen", support): the app users by
 * verification tab with its note, Atualizado em ascending, 'Pesquisar' on Nome, and 'Detalhes'
 * opening the 'Verificação' modal. docs/app-users.md "Verifications".
 */
export function AppVerificationsPage({ title }: PageProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState<VerificationRow | null>(null);
  // Decided, the user may leave the tab with the button that opened the modal: the focus goes to
  // the next row's button, else the table (focusTargetsNear); otherwise back to the button.
  const focus = useFocusAfterAction();
  return (
    <PageFrame title={translate(title)}>
      <Card>
        <InPageList
          resource="app-verifications"
          perPage={10}
          sort={{ field: 'updatedAt', order: 'ASC' }}
          filterDefaultValues={{ tab: 'pending' }}
        >
          <VerificationList
            onOpen={(row) => {
              focus.remember();
              setOpen(row);
            }}
          />
        </InPageList>
      </Card>
      {open ? (
        <VerificationDialog
          userId={open.id}
          onClose={() => {
            setOpen(null);
            focus.restore();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
