import { useNotify } from 'react-admin';
import type { TransferDecision, TransferRow } from '../../../domain/appTransfers';
import { request } from '../../providers/httpClient';
import { useChangeMutation } from '../../providers/dependencies';

/**
 * POST /admin/app-transfers: complete (receipt) or reject (reason). On success the spec's text;
 * the list and the 'Pendentes' badge refresh (providers/dependencies 'app-transfers'), a 409
 * (someone else decided first) refreshes them too and is told by the query client.
 */
export function useTransferDecision() {
  const notify = useNotify();
  return useChangeMutation('app-transfers', {
    mutationFn: (body: TransferDecision) => request<TransferRow>('/admin/app-transfers', { method: 'POST', body }),
    onSuccess: (row) =>
      notify(`app.app_transfers.${row.status === 'completed' ? 'completed' : 'rejected'}`, { type: 'success' }),
  });
}
