import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { TRANSFER_REASON_MAX, transferDecisionSchema, type TransferRow } from '../../../domain/appTransfers';
import { formatBRL, formatDateTime, formatPix } from '../../../domain/format';
import { PIX_TYPE_LABELS } from '../../../domain/statuses';
import { FieldList } from '../../components/FieldList';
import { HistorySection } from '../../components/HistorySection';
import { request } from '../../providers/httpClient';
import { isConflict } from '../../providers/dependencies';
import type { HistoryEntry } from '../../../domain/history';
import type { Json } from '../../../domain/wire';
import { ReasonDialog } from '../../components/list/ReasonDialog';
import { BusyButton } from '../../components/busy/BusyButton';
import { currentContentUrl, openContent } from '../../components/contentUrl';
import { ReceiptField } from './ReceiptField';
import { TransferStatusTag } from './TransferStatusTag';
import { useTransferDecision } from './useTransferDecision';
import { useTransferNow } from './useWalletBalance';
import { wrapAnywhere } from '../../components/LongText';

/**
 * 'Detalhes' of a transfer (spec 001 §2): its data, the key's note (never paid: warning; paid
 * before: success), and for a pending one the decision: inside the waiting period only
 * 'Continuar' first, then reject (a reason) or complete (a receipt), sent with `continued: true`.
 * Closes on success; on a 409 (decided meanwhile) it stays, showing the decision taken, its actions gone.
 */
export function TransferDetailsDialog({ transfer: listed, onClose }: { transfer: TransferRow; onClose: () => void }) {
  const translate = useTranslate();
  const titleId = useId();
  const decision = useTransferDecision();
  const { transfer, balance } = useTransferNow(listed);
  const [continued, setContinued] = useState(!transfer.isWaiting);
  const [rejecting, setRejecting] = useState(false);
  const [receipt, setReceipt] = useState<string | null>(null);
  const pending = transfer.status === 'pending';
  // Inside the waiting period the decision says the 'Continuar' step was taken (the server refuses
  // a waiting transfer's decision without it; docs/app-users.md "Waiting period").
  const step = transfer.isWaiting && continued ? { continued: true } : {};
  const amount = formatBRL(transfer.amount);
  const complete = async () => {
    if (!receipt) return;
    try {
      await decision.mutateAsync({ id: transfer.id, status: 'completed', receipt, ...step });
      onClose();
    } catch {
      // told by the query client; the list shows what the server has now
    }
  };
  // Only a pending transfer is rejected here: once another decision is in (a 409 refreshes the
  // transfer), the reason dialog gives way to the details, which show who decided and when.
  if (rejecting && pending) {
    return (
      <ReasonDialog
        title="app.app_transfers.reject_title"
        label="app.app_transfers.reason_label"
        confirm="app.app_transfers.reject"
        content={translate('app.app_transfers.reject_content', { amount, name: transfer.user.name })}
        color="error"
        required
        max={TRANSFER_REASON_MAX}
        draftOf={transfer.id}
        parse={(reason) => transferDecisionSchema.safeParse({ id: transfer.id, status: 'rejected', reason, ...step })}
        onConfirm={async (body) => {
          try {
            await decision.mutateAsync(body);
          } catch (error) {
            // Decided meanwhile: back to the details (refreshed with the list) with the reason kept.
            if (isConflict(error)) setRejecting(false);
            throw error;
          }
          onClose();
        }}
        onClose={() => setRejecting(false)}
      />
    );
  }
  return (
    <Dialog open onClose={decision.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.app_transfers.details_of', { name: transfer.user.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {pending ? (
            transfer.pixAlreadyUsed ? (
              <Alert severity="success">{translate('app.app_transfers.already_used')}</Alert>
            ) : (
              <Alert severity="warning">{translate('app.app_transfers.never_used')}</Alert>
            )
          ) : null}
          {pending && transfer.isWaiting && transfer.waitingUntil ? (
            <Alert severity="info">
              {translate('app.app_transfers.waiting_note', { date: formatDateTime(transfer.waitingUntil) })}
            </Alert>
          ) : null}
          <FieldList
            items={[
              { label: 'app.app_transfers.amount', value: amount },
              { label: 'app.app_transfers.status', value: <TransferStatusTag transfer={transfer} /> },
              { label: 'app.app_transfers.pix', value: formatPix(transfer.pix, transfer.pixType) },
              { label: 'app.app_transfers.pix_type', value: PIX_TYPE_LABELS[transfer.pixType] },
              {
                label: 'app.app_transfers.user',
                value: (
                  <>
                    {transfer.user.name}
                    <Typography
                      variant="body2"
                      color="text.secondary"
                      component="span"
                      sx={{ display: 'block', ...wrapAnywhere }}
                    >
                      {transfer.user.email}
                    </Typography>
                  </>
                ),
              },
              { label: 'app.app_transfers.requested', value: formatDateTime(transfer.createdAt) },
              { label: 'app.app_transfers.balance', value: balance === undefined ? '…' : formatBRL(balance) },
              ...(transfer.reason ? [{ label: 'app.app_transfers.reason', value: transfer.reason }] : []),
              ...(transfer.receipt
                ? [
                    {
                      label: 'app.app_transfers.receipt',
                      value: (
                        <Link
                          href={currentContentUrl(transfer.receipt)}
                          target="_blank"
                          rel="noopener"
                          onClick={(event) => openContent(event, transfer.receipt!)}
                        >
                          {translate('app.app_transfers.open_receipt')}
                        </Link>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          {pending && continued ? <ReceiptField onUploaded={setReceipt} disabled={decision.isPending} /> : null}
          {/* Under 'app-transfers': a decision refreshes it with the list. */}
          <HistorySection
            queryKey={['app-transfers', 'history', transfer.id]}
            load={(signal) => request<Json<HistoryEntry>[]>(`/admin/app-transfers/${transfer.id}/history`, { signal })}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={decision.isPending}>
          {translate('app.app_transfers.close')}
        </Button>
        {pending && !continued ? (
          <Button variant="contained" onClick={() => setContinued(true)}>
            {translate('app.app_transfers.continue')}
          </Button>
        ) : null}
        {pending && continued ? (
          <>
            <Button color="error" variant="outlined" onClick={() => setRejecting(true)} disabled={decision.isPending}>
              {translate('app.app_transfers.reject')}
            </Button>
            <BusyButton variant="contained" color="success" onClick={complete} disabled={!receipt}>
              {translate('app.app_transfers.complete')}
            </BusyButton>
          </>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
