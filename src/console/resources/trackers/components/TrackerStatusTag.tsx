import { Chip, type ChipProps } from '@mui/material';
import { tagKind, tagLabel, type TagKind } from '../../../../domain/trackers';
import type { TrackerRequest } from '../../../../domain/trackers';

const COLORS: Record<TagKind, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  autoApproved: 'success',
  reproved: 'error',
  declined: 'default',
  blocked: 'error',
};

/** The request's tag: 'Bloqueado', 'Auto. Aprovado', 'Pendente', 'Aprovado', 'Reprovado' or 'Abandonado'. */
export function TrackerStatusTag({ request }: { request: Pick<TrackerRequest, 'status' | 'autoApprovedAt' | 'user'> }) {
  const kind = tagKind(request);
  return (
    <Chip
      component="span"
      size="small"
      color={COLORS[kind]}
      variant={kind === 'autoApproved' || kind === 'blocked' ? 'outlined' : 'filled'}
      label={tagLabel(request)}
      data-tag={kind}
      sx={{ fontWeight: 600 }}
    />
  );
}
