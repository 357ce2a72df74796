import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  FROM_APP_COUNTERS,
  LAW_COMPANY_COUNTERS,
  type FromAppCounter,
  type LawCompanyCounter,
} from '../../../domain/dashboard';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { useCounter, type CounterGroup } from './dashboardQueries';

/** One counter: its number, or its own error text and 'Recarregar' (spec 000 §2). */
function CounterTile({
  group,
  groupTitle,
  counter,
  label,
}: {
  group: CounterGroup;
  groupTitle: string;
  counter: LawCompanyCounter | FromAppCounter;
  label: string;
}) {
  const translate = useTranslate();
  const query = useCounter(group, counter);
  return (
    <Box component="li" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}>
      <Typography variant="body2" color="text.secondary" component="p">
        {label}
      </Typography>
      {query.isError ? (
        <Box role="alert">
          <Typography variant="body2" color="error" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <ErrorOutlineIcon fontSize="inherit" aria-hidden="true" />
            <span>
              <VisuallyHidden>
                {translate('app.dashboard.counters.error_context', { group: groupTitle, label })}
              </VisuallyHidden>
              {translate('app.dashboard.counters.error')}
            </span>
          </Typography>
          <Button
            size="small"
            onClick={() => void query.refetch()}
            aria-label={translate('app.dashboard.counters.reload_label', { group: groupTitle, label })}
          >
            {translate('app.dashboard.counters.reload')}
          </Button>
        </Box>
      ) : query.data ? (
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {query.data.total.toLocaleString('pt-BR')}
        </Typography>
      ) : (
        <LoadingPlaceholder>
          <Skeleton width={48} height={32} />
        </LoadingPlaceholder>
      )}
    </Box>
  );
}

const GROUPS = [
  {
    group: 'law-companies',
    title: 'app.dashboard.counters.lawCompanies',
    counters: LAW_COMPANY_COUNTERS,
    labels: 'lawCompanyStatus',
  },
  {
    group: 'from-app',
    title: 'app.dashboard.counters.fromApp',
    counters: FROM_APP_COUNTERS,
    labels: 'verificationStatus',
  },
] as const;

/** Support's counters: law companies by status and app registrations by verification status, each with its total. */
export function DashboardCounters() {
  const translate = useTranslate();
  return (
    <>
      {GROUPS.map(({ group, title, counters, labels }) => (
        <Card component="section" aria-label={translate(title)} key={group}>
          <CardContent>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1.5 }}>
              {translate(title)}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))',
              }}
            >
              {counters.map((counter) => (
                <CounterTile
                  key={counter}
                  group={group}
                  groupTitle={translate(title)}
                  counter={counter}
                  label={translate(
                    counter === 'total'
                      ? 'app.dashboard.counters.total'
                      : `app.dashboard.counters.${labels}.${counter}`,
                  )}
                />
              ))}
            </Box>
          </CardContent>
        </Card>
      ))}
    </>
  );
}
