import { Box, Chip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../../domain/format';
import { TRACKER_FEATURE_LABELS } from '../../../../domain/trackers';
import { PhotoThumbnails } from '../photos/PhotoThumbnails';
import { featuresOf } from '../../../../domain/trackers';
import type { TrackerRequest } from '../../../../domain/trackers';
import { TrackerContact } from './TrackerContact';

function Block({ label, children }: { label: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="h3" sx={{ mb: 0.5 }}>
        {translate(label)}
      </Typography>
      {children}
    </Box>
  );
}

/** The reasons a request carries: the current decision's text and an earlier reproval's. */
function Reasons({ request }: { request: TrackerRequest }) {
  const lines: [string, string][] = [];
  if (request.reason && request.status === 'reproved')
    lines.push(['app.trackers.request.reproved_reason', request.reason]);
  if (request.reason && request.status === 'approved')
    lines.push(['app.trackers.request.approval_message', request.reason]);
  if (request.reason && (request.status === 'pending' || request.status === 'declined'))
    lines.push(['app.trackers.request.reason', request.reason]);
  const lastIsCurrent = request.status === 'reproved' && request.lastReprovedReason === request.reason;
  if (request.wasReproved && request.lastReprovedReason && !lastIsCurrent)
    lines.push(['app.trackers.request.last_reproved_reason', request.lastReprovedReason]);
  if (lines.length === 0) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', display: 'flex', flexDirection: 'column', gap: 1 }}>
      {lines.map(([label, text]) => (
        <Block key={label} label={label}>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {text}
          </Typography>
        </Block>
      ))}
    </Box>
  );
}

/** Everything a request says: contact, message, photos, how it came (manual), features and reasons. */
export function TrackerRequestDetails({ request }: { request: TrackerRequest }) {
  const translate = useTranslate();
  const features = featuresOf(request);
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 2fr)' }, p: 2 }}
    >
      <Block label="app.trackers.request.contact">
        <TrackerContact user={request.user} />
      </Block>
      <Block label="app.trackers.request.message">
        <Typography
          variant="body2"
          color={request.request.message ? 'text.primary' : 'text.secondary'}
          sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        >
          {request.request.message || translate('app.trackers.request.no_message')}
        </Typography>
      </Block>
      <Block label="app.trackers.request.about">
        <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
          <Chip
            size="small"
            variant="outlined"
            label={translate(request.request.manual ? 'app.trackers.request.manual' : 'app.trackers.request.from_app')}
          />
          {features.map((feature) => (
            <Chip key={feature} size="small" variant="outlined" color="info" label={TRACKER_FEATURE_LABELS[feature]} />
          ))}
          {request.wasDeclined && request.status !== 'declined' ? (
            <Chip
              size="small"
              variant="outlined"
              color="warning"
              label={translate('app.trackers.request.was_declined')}
            />
          ) : null}
        </Box>
        {request.status === 'pending' && request.autoApprovesAt ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('app.trackers.request.auto_approves_at', { date: formatDateTime(request.autoApprovesAt) })}
          </Typography>
        ) : null}
        {request.autoApprovedAt ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            {translate('app.trackers.request.auto_approved_at', { date: formatDateTime(request.autoApprovedAt) })}
          </Typography>
        ) : null}
      </Block>
      <Block label="app.trackers.request.photos">
        <PhotoThumbnails photos={request.request.photos} owner={request.user.name} />
      </Block>
      <Reasons request={request} />
    </Box>
  );
}
