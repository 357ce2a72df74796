import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { OnceConfirm } from '../../components/busy/OnceConfirm';
import { useOnce } from '../../components/busy/useOnce';
import {
  awaitsDocumentReview,
  availableDecisions,
  canDecideDocuments,
  DECISION_STATUS,
  verificationReasonSchema,
  type VerificationDecision,
  type VerificationState,
} from '../../../domain/appVerifications';
import {
  VERIFICATION_DOCUMENT_TYPE_LABELS,
  VERIFICATION_DOCUMENT_TYPES,
  type VerificationDocumentType,
} from '../../../domain/statuses';
import { DisabledReason } from '../../components/DisabledReason';
import { ReasonDialog } from '../../components/list/ReasonDialog';
import { useFocusAfterAction } from '../../components/pageFocus';
import { ListError, ListLoading } from '../../components/list/ListStates';
import { DocumentCards } from './DocumentCards';
import { HistorySection } from '../../components/HistorySection';
import { request } from '../../providers/httpClient';
import { isConflict } from '../../providers/dependencies';
import type { HistoryEntry } from '../../../domain/history';
import type { Json } from '../../../domain/wire';
import { DocumentViewer } from './DocumentViewer';
import { ProfilePanel } from './ProfilePanel';
import { useVerificationDecision, useVerificationDetails } from './useVerification';

const COLORS = { approve: 'success', reprove: 'warning', block: 'error', unblock: 'primary' } as const;

/** The decision buttons of spec §4; with a document to review, one disabled button says why. */
function Decisions({
  verification,
  pending,
  onDecide,
}: {
  verification: VerificationState | null;
  pending: boolean;
  onDecide: (d: VerificationDecision) => void;
}) {
  const translate = useTranslate();
  if (awaitsDocumentReview(verification)) {
    return (
      <DisabledReason reason={translate('app.app_verifications.review_first')}>
        {(blocked) => (
          <Button variant="contained" color="success" {...blocked}>
            {translate('app.app_verifications.decisions.approve')}
          </Button>
        )}
      </DisabledReason>
    );
  }
  return (
    <>
      {availableDecisions(verification).map((decision) => (
        <Button
          key={decision}
          variant={decision === 'block' ? 'outlined' : 'contained'}
          color={COLORS[decision]}
          disabled={pending}
          onClick={() => onDecide(decision)}
        >
          {translate(`app.app_verifications.decisions.${decision}`)}
        </Button>
      ))}
    </>
  );
}

/**
 * What 'Solicitar modificação' asks of the user, in words: the notification, and the documents to
 * resend (reproved) and to send (never sent), each named only when there is one.
 */
function reproveContent(
  translate: (key: string, options?: object) => string,
  name: string,
  documents: VerificationState['documents'],
) {
  const labels = (types: VerificationDocumentType[]) =>
    types.map((type) => VERIFICATION_DOCUMENT_TYPE_LABELS[type]).join(', ');
  const resend = VERIFICATION_DOCUMENT_TYPES.filter((type) => documents[type]?.status === 'reproved');
  const send = VERIFICATION_DOCUMENT_TYPES.filter((type) => !documents[type]);
  return [
    translate('app.app_verifications.reprove_content', { name }),
    resend.length > 0 ? translate('app.app_verifications.reprove_resend', { documents: labels(resend) }) : null,
    send.length > 0 ? translate('app.app_verifications.reprove_send', { documents: labels(send) }) : null,
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The 'Verificação' modal (spec §2, 900 wide): the profile panel, the three document cards (each
 * opening the viewer where it is approved or reproved while pending) and the decisions, each
 * sent with the state seen (a change meanwhile answers 409 and the modal shows the new state).
 * A verification decided closes the modal: the next one is on the list.
 */
export function VerificationDialog({ userId, onClose }: { userId: number; onClose: () => void }) {
  const translate = useTranslate();
  const { data, error, refetch } = useVerificationDetails(userId);
  const decide = useVerificationDecision();
  const [viewing, setViewing] = useState<VerificationDocumentType | null>(null);
  const [asking, setAsking] = useState<VerificationDecision | null>(null);
  // A document's viewer or the reason closing: the focus back to what opened it (the document's
  // card, redrawn with its new status, or the decision's button).
  const focus = useFocusAfterAction();
  const view = (type: VerificationDocumentType | null) => {
    if (type) focus.remember();
    setViewing(type);
    if (!type) focus.restore();
  };
  const ask = (decision: VerificationDecision | null) => {
    if (decision) focus.remember();
    setAsking(decision);
    if (!decision) focus.restore();
  };
  const verification = data?.verification ?? null;
  const seenAt = verification ? new Date(verification.updatedAt).toISOString() : undefined;
  const send = (body: Parameters<typeof decide.mutateAsync>[0]) => decide.mutateAsync({ ...body, seenAt });
  // Every decision asks first: reprove and block with their reason, approve and unblock with a
  // confirmation (an unblock names the block's reason: 'indícios de adulteração' is not undone on
  // one stray click, issue 34). The dialog stays, busy, until the server answers.
  const run = (decision: VerificationDecision) => {
    if (!asking) ask(decision);
  };
  const confirmDecision = async (decision: 'approve' | 'unblock') => {
    if (decide.isPending) return;
    try {
      await send({ userId, status: DECISION_STATUS[decision] });
      setAsking(null);
      onClose();
    } catch {
      // Notified under 'Erro'; the modal shows the state again.
      ask(null);
    }
  };
  // One decision at a time: a second click while in flight sends nothing.
  const documentDecision = useOnce((status: 'approved' | 'reproved') =>
    viewing
      ? send({ userId, documents: { [viewing]: { status } } })
          .then(() => view(null))
          .catch(() => view(null))
      : undefined,
  );
  const decideDocument = (status: 'approved' | 'reproved') => void documentDecision.run(status);
  const documents = verification?.documents ?? {};
  const empty = !verification
    ? 'app.app_verifications.not_started'
    : Object.keys(documents).length === 0
      ? 'app.app_verifications.no_documents'
      : null;
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 900 } } }}
      aria-labelledby="verification-title"
    >
      <DialogTitle id="verification-title">{translate('app.app_verifications.dialog_title')}</DialogTitle>
      <DialogContent>
        {error ? (
          <ListError error={error} onRetry={() => void refetch()} title="app.list.error" retry="app.list.retry" />
        ) : !data ? (
          <ListLoading rows={2} height={120} />
        ) : (
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Box sx={{ flex: { md: '0 0 300px' } }}>
              <ProfilePanel details={data} />
            </Box>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              {empty ? (
                <Alert severity="info">{translate(empty)}</Alert>
              ) : (
                <DocumentCards documents={documents} onOpen={view} />
              )}
              {/* Under 'app-verifications': a decision refreshes it with the details. */}
              <HistorySection
                queryKey={['app-verifications', 'history', userId]}
                load={(signal) =>
                  request<Json<HistoryEntry>[]>(`/admin/app-users/verifications/${userId}/history`, { signal })
                }
              />
            </Box>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={onClose}>{translate('ra.action.close')}</Button>
        {data ? <Decisions verification={verification} pending={decide.isPending} onDecide={run} /> : null}
      </DialogActions>
      {viewing && documents[viewing] ? (
        <DocumentViewer
          type={viewing}
          document={documents[viewing]!}
          canDecide={canDecideDocuments(verification)}
          pending={decide.isPending || documentDecision.busy}
          onDecide={decideDocument}
          onClose={() => view(null)}
        />
      ) : null}
      {asking === 'approve' || asking === 'unblock' ? (
        <OnceConfirm
          isOpen
          loading={decide.isPending}
          title={translate(`app.app_verifications.${asking}_title`)}
          content={
            asking === 'approve'
              ? translate('app.app_verifications.approve_content', { name: data?.user.name ?? '' })
              : translate(
                  verification?.reason
                    ? 'app.app_verifications.unblock_content_reason'
                    : 'app.app_verifications.unblock_content',
                  {
                    name: data?.user.name ?? '',
                    // The quotes close the sentence: its own final stop would double it.
                    reason: verification?.reason?.trim().replace(/[.!?]+$/, '') ?? '',
                  },
                )
          }
          confirm={`app.app_verifications.decisions.${asking}`}
          confirmColor="primary"
          onConfirm={() => confirmDecision(asking)}
          onClose={() => {
            if (!decide.isPending) ask(null);
          }}
        />
      ) : asking ? (
        <ReasonDialog
          title={`app.app_verifications.${asking}_title`}
          label="app.app_verifications.reason"
          confirm={`app.app_verifications.decisions.${asking}`}
          content={
            asking === 'reprove'
              ? reproveContent(translate, data?.user.name ?? '', documents)
              : translate('app.app_verifications.block_content', { name: data?.user.name ?? '' })
          }
          color={asking === 'block' ? 'error' : 'warning'}
          required
          draftOf={userId}
          parse={(reason) => verificationReasonSchema.safeParse({ reason })}
          onConfirm={async ({ reason }) => {
            try {
              await send({ userId, status: DECISION_STATUS[asking], reason });
            } catch (error) {
              // Changed meanwhile (409): back to the modal, refreshed, which shows the state now
              // and the decisions it still allows; the reason stays kept as a draft.
              if (isConflict(error)) ask(null);
              throw error;
            }
            setAsking(null);
            onClose();
          }}
          onClose={() => ask(null)}
        />
      ) : null}
    </Dialog>
  );
}
