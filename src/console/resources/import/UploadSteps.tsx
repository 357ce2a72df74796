import { Alert, Box, Button, CircularProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ImportPreview } from '../../../domain/imports';
import { counted, formatCount } from './count';
import type { ImportOutcome } from './useImportRun';

const PREVIEW_COUNTS = ['create', 'update', 'reopen', 'invalid', 'error'] as const;

/** What the file would do, before anything changes: counts, closeOthers' count, the first errors. */
export function PreviewStep({
  preview,
  rows,
  closeOthers,
  onBack,
  onConfirm,
}: {
  preview: ImportPreview;
  rows: number;
  closeOthers: boolean;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const sampled = Math.min(rows, 1000);
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.import.modal.preview_title')}
      </Typography>
      <Typography>{translate('app.import.modal.preview_intro', counted(rows, 'rows'))}</Typography>
      {rows > sampled ? <Typography color="text.secondary">{translate('app.import.modal.preview_sample', { rows: formatCount(sampled) })}</Typography> : null}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 0.5, m: 0, justifyContent: 'start' }}>
        {[...PREVIEW_COUNTS, ...(closeOthers ? (['closeOthers'] as const) : [])].map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt">{translate(`app.import.modal.preview.${key}`)}</Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {formatCount(preview[key])}
            </Typography>
          </Box>
        ))}
      </Box>
      {preview.firstErrors.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {translate('app.import.modal.first_errors')}
          </Typography>
          <List dense aria-label={translate('app.import.modal.first_errors')}>
            {preview.firstErrors.map((error) => (
              <ListItem key={error.line} disableGutters>
                <ListItemText primary={translate('app.import.modal.line', { line: error.line })} secondary={error.error} />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onBack}>{translate('app.import.modal.back')}</Button>
        <Button variant="contained" onClick={onConfirm}>
          {translate('app.import.modal.confirm')}
        </Button>
      </Box>
    </Stack>
  );
}

/** The progress dial: 'Lendo a planilha…' while reading, then current over total up to 100%. */
export function ProgressDial({ percent, caption }: { percent: number | null; caption?: string }) {
  const translate = useTranslate();
  return (
    <Stack spacing={1.5} sx={{ alignItems: 'center', py: 3 }}>
      <Box sx={{ position: 'relative', display: 'inline-flex' }}>
        <CircularProgress
          size={96}
          thickness={4}
          variant={percent === null ? 'indeterminate' : 'determinate'}
          value={percent ?? undefined}
          aria-label={translate('app.import.modal.progress')}
        />
        {percent !== null ? (
          <Box sx={{ position: 'absolute', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
            <Typography variant="h6" component="span" aria-hidden>
              {`${percent}%`}
            </Typography>
          </Box>
        ) : null}
      </Box>
      {caption ? <Typography role="status">{caption}</Typography> : null}
    </Stack>
  );
}

const RESULT_SEVERITY: Record<ImportOutcome, 'success' | 'warning' | 'info'> = {
  success: 'success',
  closing: 'success',
  errors: 'warning',
  invalid: 'warning',
  cancelled: 'info',
};
const RESULT_TEXT: Record<ImportOutcome, string> = {
  success: 'app.import.modal.success',
  closing: 'app.import.modal.success_closing',
  errors: 'app.import.modal.warning_errors',
  invalid: 'app.import.modal.warning_invalid',
  cancelled: 'app.import.modal.cancelled',
};

/** The result at 100% (spec §4): success, success with closeOthers in the background, or a warning. */
export function ResultStep({ outcome, errorRecords, invalidRecords }: { outcome: ImportOutcome; errorRecords: number; invalidRecords: number }) {
  const translate = useTranslate();
  const count = outcome === 'errors' ? errorRecords : invalidRecords;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {outcome !== 'cancelled' ? <ProgressDial percent={100} /> : null}
      <Alert severity={RESULT_SEVERITY[outcome]} role="alert">
        {translate(RESULT_TEXT[outcome], counted(count))}
      </Alert>
    </Stack>
  );
}
