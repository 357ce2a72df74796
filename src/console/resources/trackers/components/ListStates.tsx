import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import PersonSearchIcon from '@mui/icons-material/PersonSearchOutlined';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../../../components/serverErrors';

/** 'Nenhum localizador encontrado' (or another empty text), with an optional hint. */
export function EmptyState({ text = 'app.trackers.list.empty', hint }: { text?: string; hint?: string }) {
  const translate = useTranslate();
  return (
    <Box sx={{ py: 4, textAlign: 'center' }}>
      <PersonSearchIcon sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {translate(text)}
      </Typography>
      {hint ? <Typography color="text.secondary" variant="body2">{translate(hint)}</Typography> : null}
    </Box>
  );
}

/** 'Um problema aconteceu', the catalogue's text and 'Tentar Novamente'. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Box role="alert" sx={{ py: 4, textAlign: 'center' }}>
      <ErrorOutlineIcon color="error" sx={{ fontSize: 40 }} />
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {translate('app.trackers.list.error')}
      </Typography>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {errorText(error)}
      </Typography>
      <Button variant="outlined" size="medium" onClick={onRetry}>
        {translate('app.trackers.list.retry')}
      </Button>
    </Box>
  );
}

/** Placeholder rows while the first page loads. */
export function LoadingRows({ rows = 3, height = 64 }: { rows?: number; height?: number }) {
  return (
    <Stack spacing={1} aria-busy="true">
      {Array.from({ length: rows }, (_, i) => (
        <Skeleton key={i} variant="rounded" height={height} />
      ))}
    </Stack>
  );
}
