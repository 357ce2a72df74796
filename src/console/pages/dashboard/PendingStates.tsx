import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../../components/serverErrors';
import type { PendingKind } from './usePendingLists';

/** Spec 000 §2: a failed dashboard list shows an error text and 'Recarregar'. */
export function PendingError({ error, onReload }: { error: unknown; onReload: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600 }}>{translate('app.dashboard.error')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {errorText(error)}
      </Typography>
      <Button variant="outlined" onClick={onReload}>
        {translate('app.dashboard.reload')}
      </Button>
    </Box>
  );
}

/** Nothing waits in this tab. */
export function PendingEmpty({ kind }: { kind: PendingKind }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <TaskAltIcon color="success" sx={{ fontSize: 40 }} />
      <Typography sx={{ fontWeight: 600 }}>{translate(`app.dashboard.empty.${kind}`)}</Typography>
      <Typography color="text.secondary">{translate('app.dashboard.empty.hint')}</Typography>
    </Box>
  );
}

export function PendingLoading() {
  return (
    <Stack spacing={1} aria-busy="true" sx={{ py: 1 }}>
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} variant="rounded" height={32} />
      ))}
    </Stack>
  );
}
