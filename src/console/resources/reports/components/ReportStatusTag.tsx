import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SeizureReportStatus } from '../../../../domain/statuses';

const COLORS: Record<SeizureReportStatus, ChipProps['color']> = {
  draft: 'default',
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
};

/** 'Pendente', 'Aprovado', 'Reprovado' or 'Rascunho'. */
export function ReportStatusTag({ status }: { status: SeizureReportStatus }) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLORS[status] ?? 'default'}
      variant={status === 'draft' ? 'outlined' : 'filled'}
      label={translate(`app.reports.status.${status}`, { _: status })}
      sx={{ fontWeight: 600 }}
    />
  );
}
