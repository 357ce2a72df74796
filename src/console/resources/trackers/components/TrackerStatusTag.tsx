import { Box, Chip, type ChipProps } from '@mui/material';
import { requestTags, type TagKind } from '../../../../domain/trackers';
import type { TrackerRequest } from '../../../../domain/trackers';

const COLORS: Record<TagKind, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  autoApproved: 'success',
  reproved: 'error',
  declined: 'default',
  blocked: 'error',
};

/**
 * The request's tags: its status ('Auto. Aprovado', 'Pendente', 'Aprovado', 'Reprovado' or
 * 'Abandonado') and, when the tracker's account is not active, 'Bloqueado' beside it.
 */
export function TrackerStatusTag({
  request,
}: {
  request: Pick<TrackerRequest, 'status' | 'autoApprovedAt'> & { user: Pick<TrackerRequest['user'], 'status'> };
}) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.5, flexWrap: 'wrap' }}>
      {requestTags(request).map(({ kind, label }) => (
        <Chip
          key={kind}
          component="span"
          size="small"
          color={COLORS[kind]}
          variant={kind === 'autoApproved' || kind === 'blocked' ? 'outlined' : 'filled'}
          label={label}
          data-tag={kind}
          sx={{ fontWeight: 600 }}
        />
      ))}
    </Box>
  );
}
