import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../../../components/serverErrors';
import type { ReportTab } from '../types';

/** The reports could not be read: the catalogue's text and 'Tentar Novamente'. */
export function ReportListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ py: 3, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600 }}>{translate('app.reports.error')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {errorText(error)}
      </Typography>
      <Button variant="outlined" onClick={onRetry}>
        {translate('app.reports.retry')}
      </Button>
    </Box>
  );
}

/** No report in this tab. */
export function ReportListEmpty({ tab }: { tab: ReportTab }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 3, textAlign: 'center', color: 'text.secondary' }}>
      <DescriptionIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography>{translate(`app.reports.empty.${tab}`)}</Typography>
    </Box>
  );
}

export function ReportListLoading() {
  return (
    <Stack spacing={1.5} aria-busy="true">
      <Skeleton variant="rounded" height={160} />
    </Stack>
  );
}
