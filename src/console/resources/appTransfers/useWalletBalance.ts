import { useQuery } from '@tanstack/react-query';
import type { TransferDetails, TransferRow } from '../../../domain/appTransfers';
import { request } from '../../providers/httpClient';

/**
 * GET /admin/app-transfers/:id: the transfer as the server has it now, and its user's wallet
 * balance. Keyed under 'app-transfers', so a decision refreshes it with the list
 * (providers/dependencies), and so does a 409 (providers/queryClient.ts).
 *
 * The modal shows this answer once it is in, not the row it was opened from: the loser of a race
 * sees the winner's decision, with the decision buttons gone (issue 35), instead of the list's
 * old 'Pendente' row (which has left the 'Pendentes' tab by then).
 */
export function useTransferNow(listed: TransferRow): { transfer: TransferRow; balance: number | undefined } {
  const { data } = useQuery({
    queryKey: ['app-transfers', 'details', listed.id],
    queryFn: ({ signal }) => request<TransferDetails>(`/admin/app-transfers/${listed.id}`, { signal }),
  });
  return { transfer: data ?? listed, balance: data?.walletBalance };
}
