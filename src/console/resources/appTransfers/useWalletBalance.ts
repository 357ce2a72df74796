import { useQuery } from '@tanstack/react-query';
import type { TransferDetails } from '../../../domain/appTransfers';
import { request } from '../../providers/httpClient';

/**
 * GET /admin/app-transfers/:id for the user's wallet balance now. Keyed under 'app-transfers', so
 * a decision refreshes it with the list (providers/dependencies).
 */
export function useWalletBalance(id: number): number | undefined {
  const { data } = useQuery({
    queryKey: ['app-transfers', 'details', id],
    queryFn: ({ signal }) => request<TransferDetails>(`/admin/app-transfers/${id}`, { signal }),
  });
  return data?.walletBalance;
}
