import { Chip, type ChipProps } from '@mui/material';
import { IMPORT_STATUS_LABELS, type ImportStatus } from '../../../domain/statuses';

const COLORS: Record<ImportStatus, ChipProps['color']> = {
  processing: 'info',
  closing: 'info',
  completed: 'success',
  closingFailed: 'warning',
  cancelled: 'default',
  abandoned: 'error',
};

/** An import's status tag (spec §4 "Import"). */
export function ImportStatusChip({ status }: { status: ImportStatus }) {
  return <Chip size="small" variant="outlined" color={COLORS[status]} label={IMPORT_STATUS_LABELS[status]} />;
}
