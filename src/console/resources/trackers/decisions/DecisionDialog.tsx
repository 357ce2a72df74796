import { useTranslate } from 'react-admin';
import { trackerDecisionSchema, type TrackerDecision } from '../../../../domain/schemas/trackers';
import { ReasonDialog } from '../../../components/list/ReasonDialog';
import { isBlockedTracker, type TrackerRequest } from '../../../../domain/trackers';
import { Box } from '@mui/material';
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
 * Approve (optional message to the tracker) or reprove (reason required) one request, in the
 * shared reason dialog with the server's schema (spec 000 §5), against the status the user sees
 * (expectedStatus). A blocked tracker's request warns first, naming the block (only reproving is
 * offered). A refusal (400) or a conflict (409) is notified and the dialog closes on fresh data;
 * other failures keep the text for another try.
 */
export function DecisionDialog({
  request,
  decision,
  onClose,
}: {
  request: TrackerRequest;
  decision: TrackerDecision;
  onClose: () => void;
}) {
  const translate = useTranslate();
  const decide = useDecideTracker(onClose);
  const texts = TEXTS[decision];
  return (
    <ReasonDialog
      title={texts.title}
      label={texts.field}
      confirm={texts.confirm}
      color={texts.color}
      content={
        isBlockedTracker(request) ? (
          <>
            {translate(texts.content, { name: request.user.name })}
            {/* A span: the dialog's text is a paragraph. */}
            <Box
              component="span"
              data-warning="blocked"
              sx={{ display: 'block', mt: 2, color: 'warning.main', fontWeight: 600 }}
            >
              {translate('app.trackers.decision.blocked_warning', { name: request.user.name })}
            </Box>
          </>
        ) : (
          translate(texts.content, { name: request.user.name })
        )
      }
      required={decision === 'reproved'}
      draftOf={request.id}
      parse={(reason) =>
        trackerDecisionSchema.safeParse({
          requestId: request.id,
          status: decision,
          expectedStatus: request.status,
          reason,
        })
      }
      onConfirm={(body) => decide.mutateAsync(body).then(onClose)}
      onClose={onClose}
    />
  );
}
