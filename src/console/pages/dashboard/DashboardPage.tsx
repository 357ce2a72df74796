import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../domain/roles';
import { useSession } from '../../components/useSession';
import { AddCaseCard } from './AddCaseCard';

/**
 * The dashboard at /. For now a greeting and, for case admins, the shortcut to add a case;
 * the charts, counters and pending tabs of spec 000 §2 arrive with the dashboard issue.
 */
export function DashboardPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { roles } = useSession();
  const firstName = identity?.fullName?.split(' ')[0];
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        {firstName
          ? translate('app.pages.dashboard.greeting', { name: firstName })
          : translate('app.pages.dashboard.greeting_anonymous')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {translate('app.pages.dashboard.subtitle')}
      </Typography>
      {isCaseAdmin(roles) ? <AddCaseCard /> : null}
    </Box>
  );
}
