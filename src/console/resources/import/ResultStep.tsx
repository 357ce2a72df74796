import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_STATUS_LABELS } from '../../../domain/statuses';
import { appliedParts, counted, formatCount } from './count';
import { DraftList } from './DraftList';
import { ProgressDial } from './UploadSteps';
import type { ImportFailure, ImportOutcome, ImportResult } from './useImportRun';

const RESULT_SEVERITY: Record<ImportOutcome, 'success' | 'warning' | 'info'> = {
  success: 'success',
  closing: 'success',
  errors: 'warning',
  invalid: 'warning',
  drafts: 'warning',
  cancelled: 'info',
};
const RESULT_TEXT: Record<ImportOutcome, string> = {
  success: 'app.import.modal.success',
  closing: 'app.import.modal.success_closing',
  errors: 'app.import.modal.warning_errors',
  invalid: 'app.import.modal.warning_invalid',
  drafts: 'app.import.modal.warning_drafts',
  cancelled: 'app.import.modal.cancelled',
};
const COUNT_OF: Record<ImportOutcome, (result: ImportResult) => number> = {
  success: () => 0,
  closing: () => 0,
  errors: (r) => r.errorRecords,
  invalid: (r) => r.invalidRecords,
  drafts: (r) => r.draftRecords,
  cancelled: () => 0,
};

/**
 * The result at 100% (spec §4): success, success with closeOthers in the background, or a warning
 * (rows with errors, with fields dropped, incomplete rows saved as drafts, listed with their
 * lines and missing columns); and, when closeOthers was asked and not applied, why and how many
 * open cases it left open (issue 24 items 2 and 3).
 */
export function ResultStep({ result }: { result: ImportResult }) {
  const translate = useTranslate();
  const { outcome, invalidRecords, draftRecords, drafts, closingBlockedBy, notClosedCount } = result;
  if (outcome === 'cancelled' && result.cancelled) return <CancelledResult cancelled={result.cancelled} />;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {outcome !== 'cancelled' ? <ProgressDial percent={100} /> : null}
      <Alert severity={RESULT_SEVERITY[outcome]} role="alert">
        {translate(RESULT_TEXT[outcome], counted(COUNT_OF[outcome](result)))}
        {/* Error rows come first; rows that lost a field are told too, never hidden behind them. */}
        {outcome === 'errors' && invalidRecords > 0
          ? ` ${translate('app.import.modal.also_invalid', counted(invalidRecords))}`
          : null}
        {outcome !== 'drafts' && draftRecords > 0
          ? ` ${translate('app.import.modal.also_drafts', counted(draftRecords))}`
          : null}
        {draftRecords > 0 && drafts.length > 0 ? (
          <>
            <DraftList label={translate('app.import.modal.first_drafts')} drafts={drafts} />
            {draftRecords > drafts.length ? (
              <Typography variant="body2">{translate('app.import.modal.drafts_more')}</Typography>
            ) : null}
          </>
        ) : null}
      </Alert>
      {closingBlockedBy ? (
        <Alert severity="warning" role="status">
          {translate(`app.import.closing_blocked.${closingBlockedBy}`, counted(notClosedCount))}
        </Alert>
      ) : null}
    </Stack>
  );
}

/**
 * After a cancel, what the server's answer says it had written (batches in flight when the user
 * cancelled included: the dial only knew those answered), or that the cancel did not arrive.
 */
function CancelledResult({ cancelled }: { cancelled: NonNullable<ImportResult['cancelled']> }) {
  const translate = useTranslate();
  if ('reason' in cancelled) {
    return (
      <Alert severity="warning" role="alert" sx={{ mt: 1 }}>
        {translate('app.import.applied.unconfirmed', { reason: cancelled.reason })}
      </Alert>
    );
  }
  const { answer } = cancelled;
  const parts = appliedParts(translate, answer);
  return (
    <Alert severity="info" role="alert" sx={{ mt: 1 }}>
      {answer.status === 'cancelled'
        ? translate('app.import.applied.cancelled', parts)
        : translate('app.import.applied.ended', { ...parts, status: IMPORT_STATUS_LABELS[answer.status] })}
    </Alert>
  );
}

/**
 * A run stopped by a failure (issue 24 item 4): the catalogue's text (never only 'Um erro
 * inesperado aconteceu'), the import's stored error, and how far it got; the dialog offers
 * 'Tentar Novamente' while the import can go on.
 */
export function FailedStep({ failure }: { failure: ImportFailure }) {
  const translate = useTranslate();
  const { reason, stored, current, total, rows } = failure;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Alert severity="error" role="alert">
        <AlertTitle>{translate('app.import.modal.failed_title')}</AlertTitle>
        {reason}
        {stored && stored !== reason ? (
          <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
            {translate('app.import.modal.failed_stored', { error: stored })}
          </Typography>
        ) : null}
      </Alert>
      <Typography>
        {rows
          ? translate('app.import.modal.failed_resume', counted(total, 'total', { current: formatCount(current) }))
          : translate('app.import.modal.failed_ended')}
      </Typography>
    </Stack>
  );
}
