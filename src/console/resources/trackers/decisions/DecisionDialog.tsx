import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate, type HttpError } from 'react-admin';
import { fieldErrors } from '../../../../domain/schemas/fieldErrors';
import { trackerDecisionSchema, type TrackerDecision } from '../../../../domain/schemas/trackers';
import { serverFieldErrors } from '../../../components/serverErrors';
import { useCaseNotify } from '../../cases/components/useCaseNotify';
import type { TrackerRequest } from '../types';
import { useRefreshAfterTrackerChange } from '../useTrackers';
import { ReasonField } from './ReasonField';
import { useDecideTracker } from './useDecideTracker';

const TEXTS = {
  approved: {
    title: 'app.trackers.decision.approve_title',
    content: 'app.trackers.decision.approve_content',
    field: 'app.trackers.decision.approve_field',
    confirm: 'app.trackers.decision.approve',
    color: 'success',
  },
  reproved: {
    title: 'app.trackers.decision.reprove_title',
    content: 'app.trackers.decision.reprove_content',
    field: 'app.trackers.decision.reprove_field',
    confirm: 'app.trackers.decision.reprove',
    color: 'error',
  },
} as const;

/**
 * Approve (optional message to the tracker) or reprove (reason required) one request; both at
 * most 500 characters (spec 000 §5), checked with the server's schema as the user types. The
 * confirm button waits for a valid text. The server's 422 goes onto the field; a refusal (400:
 * the request changed meanwhile) is notified and the dialog closes on fresh data; other failures
 * are notified and the text stays for another try.
 */
export function DecisionDialog({ request, decision, onClose }: { request: TrackerRequest; decision: TrackerDecision; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useCaseNotify();
  const refresh = useRefreshAfterTrackerChange();
  const decide = useDecideTracker();
  const [reason, setReason] = useState('');
  const [serverError, setServerError] = useState<string | undefined>();
  const texts = TEXTS[decision];
  const parsed = trackerDecisionSchema.safeParse({ requestId: request.id, status: decision, reason });
  const localError = parsed.success ? undefined : fieldErrors(parsed.error).reason;
  // 'Obrigatório' is not shown on an untouched, empty reason: the disabled button says enough.
  const shownError = serverError ?? (reason.trim() ? localError : undefined);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!parsed.success || decide.isPending) return;
    decide.mutate(parsed.data, {
      onSuccess: onClose,
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (fields?.reason) return setServerError(fields.reason);
        notify.failure(error);
        if ((error as HttpError).status === 400) {
          onClose();
          void refresh();
        }
      },
    });
  };
  return (
    <Dialog open onClose={decide.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={`decision-${request.id}`}>
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`decision-${request.id}`}>{translate(texts.title)}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 1 }}>
            {translate(texts.content, { name: request.user.name })}
          </DialogContentText>
          <ReasonField
            label={texts.field}
            value={reason}
            error={shownError}
            required={decision === 'reproved'}
            disabled={decide.isPending}
            onChange={(value) => {
              setReason(value);
              setServerError(undefined);
            }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button size="medium" onClick={onClose} disabled={decide.isPending}>
            {translate('ra.action.cancel')}
          </Button>
          <Button size="medium" type="submit" variant="contained" color={texts.color} disabled={!parsed.success} loading={decide.isPending}>
            {translate(texts.confirm)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
