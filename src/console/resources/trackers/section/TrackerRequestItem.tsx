import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOffOutlined';
import { Box, ButtonBase, Card, Collapse, Divider, Typography } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '../../../../domain/format';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import { ProTag } from '../components/ProTag';
import { TrackerAvatar } from '../components/TrackerAvatar';
import { TrackerStatusTag } from '../components/TrackerStatusTag';
import { DecisionButtons } from '../decisions/DecisionButtons';
import type { DecisionOptions } from '../../../../domain/trackers';
import type { TrackerRequest } from '../../../../domain/trackers';
import { TrackerRequestDetails } from './TrackerRequestDetails';
import { useMarkViewed } from './useMarkViewed';
import { wrapAnywhere } from '../../../components/LongText';

/** 'Visualizado em …' or 'Não visualizado'. */
function ViewedState({ viewedAt }: { viewedAt: Date | null }) {
  const translate = useTranslate();
  const Icon = viewedAt ? VisibilityIcon : VisibilityOffIcon;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <Icon sx={{ fontSize: 16 }} />
      {viewedAt
        ? translate('app.trackers.request.viewed_at', { date: formatDateTime(viewedAt) })
        : translate('app.trackers.request.not_viewed')}
    </Box>
  );
}

/**
 * One request: a header (who, tag, request date, viewed state) that opens the details, and the
 * decisions the user may take. Opening it as a case admin records the view (useMarkViewed).
 */
export function TrackerRequestItem({
  request,
  decisions,
  reserveActions,
}: {
  request: TrackerRequest;
  decisions: DecisionOptions;
  /** Keep the room of both decision buttons (the user decides on this case), so rows line up. */
  reserveActions: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const markViewed = useMarkViewed(request);
  const detailsId = useId();
  const { user } = request;
  const toggle = () => {
    if (!open) markViewed();
    setOpen(!open);
  };
  return (
    <Card
      component="article"
      aria-label={translate('app.trackers.request.label', { name: user.name })}
      sx={{ overflow: 'visible' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, pr: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <ButtonBase
          onClick={toggle}
          aria-expanded={open}
          aria-controls={detailsId}
          sx={{
            flex: 1,
            minWidth: 0,
            justifyContent: 'flex-start',
            textAlign: 'left',
            gap: 1.5,
            p: 1.5,
            borderRadius: 1,
          }}
        >
          <TrackerAvatar avatar={user.avatar} name={user.name} />
          <Box component="span" sx={{ display: 'block', minWidth: 0, flex: 1 }}>
            <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="subtitle2" component="span" sx={{ fontWeight: 600, ...wrapAnywhere }}>
                {user.name}
              </Typography>
              {user.isPro ? <ProTag /> : null}
              <TrackerStatusTag request={request} />
            </Box>
            <Typography
              variant="caption"
              color="text.secondary"
              component="span"
              sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', mt: 0.25 }}
            >
              <span>{translate('app.trackers.request.created_at', { date: formatDateTime(request.createdAt) })}</span>
              <ViewedState viewedAt={request.viewedAt} />
            </Typography>
          </Box>
          <ExpandMoreIcon
            color="action"
            sx={{ transition: 'transform 150ms', transform: open ? 'rotate(180deg)' : 'none' }}
          />
          {/* Its name is what it shows, then what it does (WCAG 2.5.3: the name contains the visible text). */}
          <VisuallyHidden>
            {translate(open ? 'app.trackers.request.collapse' : 'app.trackers.request.expand', { name: user.name })}
          </VisuallyHidden>
        </ButtonBase>
        <DecisionButtons request={request} options={decisions} reserve={reserveActions} />
      </Box>
      <Collapse in={open} id={detailsId} unmountOnExit>
        <Divider />
        <TrackerRequestDetails request={request} />
      </Collapse>
    </Card>
  );
}
