import { Stack } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isCaseAdmin, isLawCompanyUser, isSupport } from '../../../domain/roles';
import { PageFrame } from '../../components/PageFrame';
import { useSession } from '../../components/useSession';
import { AddCaseCard } from './AddCaseCard';
import { CaseCharts } from './CaseCharts';
import { DashboardCounters } from './DashboardCounters';
import { PendingPanel } from './PendingPanel';

/**
 * The dashboard at / (spec 000 §2 "Dashboard"): a greeting; for case admins the shortcut to add
 * a case; for everyone the doughnuts of cases; for support the counters of law companies and app
 * registrations; for law-company users their pending trackers and reports. One 'Atualizar' (the
 * pending panel's, or the charts' when there is no panel) refreshes every part.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { roles } = useSession();
  const firstName = identity?.fullName?.split(' ')[0];
  const companyUser = isLawCompanyUser(roles) && !isSupport(roles);
  return (
    <PageFrame
      title={
        firstName
          ? translate('app.pages.dashboard.greeting', { name: firstName })
          : translate('app.pages.dashboard.greeting_anonymous')
      }
      subtitle={translate('app.pages.dashboard.subtitle')}
    >
      <Stack spacing={3} sx={{ minWidth: 0, mt: 1 }}>
        {isCaseAdmin(roles) ? <AddCaseCard /> : null}
        {companyUser ? <PendingPanel /> : null}
        <CaseCharts support={isSupport(roles)} withRefresh={!companyUser} />
        {isSupport(roles) ? <DashboardCounters /> : null}
      </Stack>
    </PageFrame>
  );
}
