import { Stack } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isCaseAdmin, isLawCompanyUser, isSupport } from '../../../domain/roles';
import { PageFrame } from '../../components/PageFrame';
import { useSession } from '../../components/useSession';
import { AddCaseCard } from './AddCaseCard';
import { PendingPanel } from './PendingPanel';

/**
 * The dashboard at / (spec 000 §2 "Dashboard"): a greeting; for case admins the shortcut to add
 * a case; for law-company users their pending trackers and reports. Support sees the greeting
 * only for now.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { roles } = useSession();
  const firstName = identity?.fullName?.split(' ')[0];
  const companyUser = isLawCompanyUser(roles) && !isSupport(roles);
  return (
    <PageFrame
      title={firstName ? translate('app.pages.dashboard.greeting', { name: firstName }) : translate('app.pages.dashboard.greeting_anonymous')}
      subtitle={translate('app.pages.dashboard.subtitle')}
    >
      <Stack spacing={3} sx={{ minWidth: 0, mt: 1 }}>
        {isCaseAdmin(roles) ? <AddCaseCard /> : null}
        {/*
          Place of the charts (a later issue): the 'active' and 'inactive' cases doughnuts for
          everyone, and for support the law-company filter and the law-company / app-registration
          counters (GET /admin/dashboard/seizure-requests/graph, /law-companies/*, /from-app/*).
          They share the refresh of the pending panel when they arrive.
        */}
        {companyUser ? <PendingPanel /> : null}
      </Stack>
    </PageFrame>
  );
}
