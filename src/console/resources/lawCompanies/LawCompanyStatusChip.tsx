import { Chip, type ChipProps } from '@mui/material';
import { LAW_COMPANY_STATUS_LABELS, type LawCompanyStatus } from '../../../domain/statuses';

const COLORS: Record<LawCompanyStatus, ChipProps['color']> = {
  pending: 'warning',
  active: 'success',
  reproved: 'error',
  blocked: 'default',
};

/** 'Pendente', 'Ativo', 'Reprovado' or 'Bloqueado', coloured by status. */
export function LawCompanyStatusChip({ status }: { status: LawCompanyStatus }) {
  return (
    <Chip size="small" color={COLORS[status]} label={LAW_COMPANY_STATUS_LABELS[status]} sx={{ fontWeight: 600 }} />
  );
}
