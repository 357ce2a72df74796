import { Chip, type ChipProps } from '@mui/material';
import type { TransferRow } from '../../../domain/appTransfers';
import { transferStatusLabel, type TransferStatus } from '../../../domain/statuses';

const COLORS: Record<TransferStatus, ChipProps['color']> = {
  pending: 'warning',
  completed: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** The status tag (spec §4): 'Em espera' for a pending transfer inside its waiting period. */
export function TransferStatusTag({ transfer }: { transfer: Pick<TransferRow, 'status' | 'isWaiting'> }) {
  const waiting = transfer.status === 'pending' && transfer.isWaiting;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={waiting ? 'info' : COLORS[transfer.status]}
      label={transferStatusLabel(transfer.status, transfer.isWaiting)}
    />
  );
}
