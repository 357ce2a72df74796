import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import {
  closingBlockOf,
  IMPORT_BATCH_MAX_ROWS,
  type ImportClosingBlock,
  type ImportPreview,
} from '../../../domain/imports';
import { formatDateTime } from '../../../domain/format';
import { appliedParts, counted, formatCount } from './count';
import { DraftList } from './DraftList';

const PREVIEW_COUNTS = ['create', 'update', 'reopen', 'invalid', 'error'] as const;

/**
 * Whether closeOthers will run, before anything changes (issue 24 item 2): the server's
 * `closingBlockedBy` (or, from an older answer, the same rule over its counts).
 */
function ClosingNotice({
  preview,
  rows,
  blocked,
}: {
  preview: ImportPreview;
  rows: number;
  blocked: ImportClosingBlock | null;
}) {
  const translate = useTranslate();
  if (blocked) {
    return (
      <Alert severity="warning" role="status">
        {translate(`app.import.modal.closing_blocked.${blocked}`)}
      </Alert>
    );
  }
  return (
    <Alert severity="info" role="status">
      {translate('app.import.modal.closing_will_run', counted(preview.closeOthers))}
      {rows > IMPORT_BATCH_MAX_ROWS
        ? ` ${translate('app.import.modal.closing_sample', { rows: formatCount(IMPORT_BATCH_MAX_ROWS) })}`
        : null}
    </Alert>
  );
}

/**
 * What the file would do, before anything changes: counts, whether closeOthers runs, drafts, the
 * first errors; an import of the same file still running (the user chooses: back, or import
 * anyway); and, after a start that failed, why, with 'Tentar Novamente' (nothing is lost).
 */
export function PreviewStep({
  preview,
  rows,
  closeOthers,
  startError,
  onBack,
  onConfirm,
}: {
  preview: ImportPreview;
  rows: number;
  closeOthers: boolean;
  startError?: string;
  onBack: () => void;
  onConfirm: () => void;
}) {
  const translate = useTranslate();
  const sampled = Math.min(rows, IMPORT_BATCH_MAX_ROWS);
  const blocked =
    preview.closingBlockedBy !== undefined ? preview.closingBlockedBy : closingBlockOf(preview.error, preview.invalid);
  const drafts = preview.drafts ?? 0;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('app.import.modal.preview_title')}
      </Typography>
      <Typography>{translate('app.import.modal.preview_intro', counted(rows, 'rows'))}</Typography>
      {rows > sampled ? (
        <Typography color="text.secondary">
          {translate('app.import.modal.preview_sample', { rows: formatCount(sampled) })}
        </Typography>
      ) : null}
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'auto auto',
          columnGap: 3,
          rowGap: 0.5,
          m: 0,
          justifyContent: 'start',
        }}
      >
        {[...PREVIEW_COUNTS, ...(closeOthers ? (['closeOthers'] as const) : [])].map((key) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt">
              {translate(`app.import.modal.preview.${key === 'closeOthers' && blocked ? 'closeOthers_blocked' : key}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
              {formatCount(preview[key])}
            </Typography>
          </Box>
        ))}
      </Box>
      {closeOthers ? <ClosingNotice preview={preview} rows={rows} blocked={blocked} /> : null}
      {drafts > 0 ? (
        <Alert severity="warning" role="status">
          <Typography component="h4" variant="subtitle2">
            {translate('app.import.modal.drafts', counted(drafts))}
          </Typography>
          <Typography variant="body2">{translate('app.import.modal.drafts_help')}</Typography>
          {preview.firstDrafts?.length ? (
            <DraftList label={translate('app.import.modal.first_drafts')} drafts={preview.firstDrafts} />
          ) : null}
        </Alert>
      ) : null}
      {preview.firstErrors.length > 0 ? (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {translate('app.import.modal.first_errors')}
          </Typography>
          <List dense aria-label={translate('app.import.modal.first_errors')}>
            {preview.firstErrors.map((error) => (
              <ListItem key={error.line} disableGutters>
                <ListItemText
                  primary={translate('app.import.modal.line', { line: error.line })}
                  secondary={error.error}
                />
              </ListItem>
            ))}
          </List>
        </Box>
      ) : null}
      {preview.sameFile ? (
        <Alert severity="warning" role="status">
          <AlertTitle>{translate('app.import.modal.same_file_title')}</AlertTitle>
          {translate('app.import.modal.same_file', {
            date: formatDateTime(preview.sameFile.createdAt),
            name: preview.sameFile.starter.name,
            rows: appliedParts(translate, { ...preview.sameFile, changesCreateCount: 0, changesUpdateCount: 0 }).rows,
          })}
        </Alert>
      ) : null}
      {startError ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('app.import.modal.start_failed')}</AlertTitle>
          {startError}
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {translate('app.import.modal.start_failed_kept')}
          </Typography>
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1 }}>
        <Button onClick={onBack}>{translate('app.import.modal.back')}</Button>
        {/* After a failed start the focus waits on 'Tentar Novamente'. */}
        <Button variant="contained" onClick={onConfirm} autoFocus={!!startError}>
          {translate(
            startError
              ? 'app.import.retry'
              : preview.sameFile
                ? 'app.import.modal.confirm_anyway'
                : 'app.import.modal.confirm',
          )}
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
