import { Chip, type ChipProps } from '@mui/material';
import { caseStatusLabel, isReadyCaseStatus, type CaseStatus } from '../../../../domain/statuses';

/** The colour of each status as the tag shows it; ready cases differ by having a tracker. */
export function caseStatusColor(status: CaseStatus, totalApproved = 0): ChipProps['color'] {
  if (isReadyCaseStatus(status)) return totalApproved > 0 ? 'primary' : 'info';
  if (status === 'completedSized') return 'success';
  if (status === 'draft') return 'default';
  return 'warning';
}

/** 'Rascunho', 'Disponível', 'Atribuído', 'Apreendido' or 'Encerrado' (caseStatusLabel of the domain). */
export function CaseStatusTag({
  status,
  totalApproved = 0,
  size = 'small',
}: {
  status: CaseStatus;
  totalApproved?: number;
  size?: 'small' | 'medium';
}) {
  return (
    <Chip
      size={size}
      color={caseStatusColor(status, totalApproved)}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={caseStatusLabel(status, totalApproved)}
      sx={{ fontWeight: 600 }}
    />
  );
}
