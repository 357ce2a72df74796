import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { fieldErrors } from '../../../../domain/schemas/fieldErrors';
import { reportDecisionSchema, TRACKER_REASON_MAX } from '../../../../domain/schemas/trackers';
import { serverFieldErrors } from '../../../components/serverErrors';
import type { SeizureReport } from '../types';
import { useReportDecision } from '../useReportDecision';

/** The reason's problem by the shared rule (required, ≤ 500), or null; the server says the same. */
function reasonError(report: SeizureReport, reason: string): string | null {
  const parsed = reportDecisionSchema.safeParse({ id: report.id, seizureRequestId: report.seizureRequestId, status: 'rejected', reason });
  return parsed.success ? null : (fieldErrors(parsed.error).reason ?? null);
}

/**
 * 'Reprovar': the reason is required and at most 500 characters (spec §5), counted as typed;
 * 'Reprovar' stays disabled while it is empty or too long. The dialog stays open on a failure
 * so the text is not lost.
 */
export function RejectReportDialog({ report, open, onClose }: { report: SeizureReport; open: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const decision = useReportDecision();
  const [reason, setReason] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);
  const length = reason.trim().length;
  const localError = length === 0 ? null : reasonError(report, reason);
  const error = localError ?? serverError;
  const close = () => {
    if (decision.isPending) return;
    setReason('');
    setServerError(null);
    onClose();
  };
  const submit = () =>
    decision.mutate(
      { id: report.id, seizureRequestId: report.seizureRequestId, status: 'rejected', reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          onClose();
        },
        onError: (failure) => setServerError(serverFieldErrors(failure)?.reason ?? null),
      },
    );
  const t = (key: string) => translate(`app.reports.reject.${key}`);
  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby={`reject-report-${report.id}`}>
      <DialogTitle id={`reject-report-${report.id}`}>{t('title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('content')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          required
          label={t('reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setServerError(null);
          }}
          error={error !== null}
          helperText={
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
              <span>{error ?? ''}</span>
              <span aria-live="polite">{translate('app.reports.reject.counter', { count: length, max: TRACKER_REASON_MAX })}</span>
            </span>
          }
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={decision.isPending}>
          {t('cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={submit} disabled={length === 0 || localError !== null} loading={decision.isPending}>
          {t('confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
