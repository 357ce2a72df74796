import { Avatar, Box, Button, Card, Divider, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { cannotModifyReason, showsPlanColumn, SUBSCRIPTION_FILTERS, type AppUserRow } from '../../../domain/appPlans';
import { formatDate } from '../../../domain/format';
import {
  APP_USER_TYPE_LABELS,
  APP_USER_TYPES,
  SUBSCRIPTION_FILTER_LABELS,
  type AppUserType,
  type PlanType,
} from '../../../domain/statuses';
import { DisabledReason } from '../../components/DisabledReason';
import { InPageList } from '../../components/list/InPageList';
import { ListRefreshButton } from '../../components/list/ListRefreshButton';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListTable, type ListColumn } from '../../components/list/ListTable';
import { ListTabs, useListTab } from '../../components/list/ListTabs';
import { PageFrame } from '../../components/PageFrame';
import type { PageProps } from '../../layout/area';
import { AddTimeDialog } from './AddTimeDialog';
import { useFocusAfterAction } from '../../components/pageFocus';
import { PlanTag } from './PlanTag';
import { EmailText, wrapAnywhere } from '../../components/LongText';

type Adding = { user: AppUserRow; type: PlanType } | null;
const TABS = APP_USER_TYPES.map((value) => ({ value, label: APP_USER_TYPE_LABELS[value] }));

const columns = (tab: AppUserType): ListColumn<AppUserRow>[] => [
  {
    key: 'name',
    label: 'app.app_plans.columns.name',
    sortField: 'name',
    search: 'name',
    render: (u) => (
      // Below 1200 px the initials' avatar (decoration) gives its room to the e-mail (issue 34).
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 140 }}>
        <Avatar sx={{ width: 32, height: 32, display: { xs: 'none', lg: 'flex' } }} alt="">
          {u.name.charAt(0)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, ...wrapAnywhere }}>
            {u.name}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'normal' }}>
            <EmailText email={u.email} />
          </Typography>
        </Box>
      </Box>
    ),
  },
  {
    key: 'plan',
    label: 'app.app_plans.columns.plan',
    hidden: !showsPlanColumn(tab),
    render: (u) => <PlanTag plan={u.plan} />,
  },
  {
    key: 'createdAt',
    label: 'app.app_plans.columns.created_at',
    sortField: 'createdAt',
    render: (u) => formatDate(u.createdAt),
    sx: { whiteSpace: 'nowrap' },
  },
];

/** The Plano column's filter (spec §2: active, paused, cancelled or refunded), as `filters[plan]`. */
function PlanFilter() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const value = typeof filterValues?.plan === 'string' ? filterValues.plan : '';
  const change = (next: string) => {
    const { plan: _previous, ...rest } = filterValues ?? {};
    setFilters(next ? { ...rest, plan: next } : rest, displayedFilters, false);
  };
  return (
    <TextField
      select
      size="small"
      margin="none"
      label={translate('app.app_plans.plan_filter')}
      value={value}
      onChange={(e) => change(e.target.value)}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{translate('app.app_plans.plan_filter_all')}</MenuItem>
      {SUBSCRIPTION_FILTERS.map((status) => (
        <MenuItem key={status} value={status}>
          {SUBSCRIPTION_FILTER_LABELS[status]}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** 'Adicionar Tempo PRO' and 'Adicionar Scanner Trial', disabled with the reason when canModify is false. */
function RowActions({ user, onAdd }: { user: AppUserRow; onAdd: (adding: Adding) => void }) {
  const translate = useTranslate();
  const reason = user.canModify ? null : (cannotModifyReason(user.plan) ?? translate('app.app_plans.cannot_modify'));
  return (
    // One under the other at every width, each on one line: side by side they wrapped at 992 px,
    // squeezing the e-mails (issue 34).
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start', '& .MuiButton-root': { whiteSpace: 'nowrap' } }}>
      {(['pro', 'scanner'] as const).map((type) => (
        <DisabledReason key={type} reason={reason}>
          {(blocked) => (
            <Button
              size="small"
              onClick={() => onAdd({ user, type })}
              aria-label={`${translate(`app.app_plans.add_${type}`)}: ${user.name}`}
              {...blocked}
            >
              {translate(`app.app_plans.add_${type}`)}
            </Button>
          )}
        </DisabledReason>
      ))}
    </Stack>
  );
}

function AppUserList({ onAdd }: { onAdd: (adding: Adding) => void }) {
  const [tab, setTab] = useListTab<AppUserType>(APP_USER_TYPES, 'all');
  return (
    <>
      {/* Seven tabs: the whole strip theirs, each a little narrower, so they hold one row at 992 px
          (issue 34); the refresh goes beside 'Exportar'. */}
      <ListTabs
        tabs={TABS}
        value={tab}
        onChange={setTab}
        label="app.app_plans.tabs"
        sx={{ '& .MuiTab-root': { px: 1.5, minWidth: 0 } }}
      />
      <Divider />
      <Box
        sx={{
          px: 2,
          pt: 1.5,
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
        }}
      >
        <ListExportButton filename="usuarios-aplicativo" />
        <ListRefreshButton />
      </Box>
      {showsPlanColumn(tab) ? (
        <Box sx={{ px: 2, pt: 2 }}>
          <PlanFilter />
        </Box>
      ) : null}
      {/* Cells 12 px apart instead of 16: the four columns then fit 992 px whole (issue 34). */}
      <Box sx={{ '& .MuiTableCell-root': { px: 1.5 } }}>
        <ListTable
          columns={columns(tab)}
          label="app.app_plans.table"
          empty="app.app_plans.empty"
          actions={(u) => <RowActions user={u} onAdd={onAdd} />}
        />
      </Box>
    </>
  );
}

/**
 * /app/pro (spec 001 §2 "App-user plans screen", support): the app users by plan tab, Cadastro
 * descending, 'Pesquisar' on Nome, the Plano filter (hidden on Sem Plano), and the add-time
 * actions. docs/app-users.md "Plans".
 */
export function AppPlansPage({ title }: PageProps) {
  const translate = useTranslate();
  const [adding, setAdding] = useState<Adding>(null);
  // Time added, the user may leave the tab with the button: the focus goes to the next row's same
  // button, or the list (focusTargetsNear); otherwise back to the button.
  const focus = useFocusAfterAction();
  return (
    <PageFrame title={translate(title)}>
      <Card>
        <InPageList
          resource="app-users"
          perPage={10}
          sort={{ field: 'createdAt', order: 'DESC' }}
          filterDefaultValues={{ tab: 'all' }}
        >
          <AppUserList
            onAdd={(value) => {
              focus.remember();
              setAdding(value);
            }}
          />
        </InPageList>
      </Card>
      {adding ? (
        <AddTimeDialog
          user={adding.user}
          type={adding.type}
          onClose={() => {
            setAdding(null);
            focus.restore();
          }}
        />
      ) : null}
    </PageFrame>
  );
}
