import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import ReproveIcon from '@mui/icons-material/HighlightOff';
import { Box, Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { TrackerDecision } from '../../../../domain/schemas/trackers';
import type { DecisionOptions } from '../trackerRules';
import type { TrackerRequest } from '../types';
import { DecisionDialog } from './DecisionDialog';

/** Room for both buttons, so the rows of a list line up whichever decisions each one offers. */
const BOTH_BUTTONS_WIDTH = 224;

/**
 * 'Aprovar' and 'Reprovar', as the rules allow (trackerRules.decisionOptions), each opening its
 * dialog. With `reserve` the space of both buttons is kept even when a row offers fewer.
 */
export function DecisionButtons({ request, options, reserve }: { request: TrackerRequest; options: DecisionOptions; reserve: boolean }) {
  const translate = useTranslate();
  const [open, setOpen] = useState<TrackerDecision | null>(null);
  if (!options.approve && !options.reprove && !reserve) return null;
  const name = { name: request.user.name };
  return (
    <Box sx={{ display: 'flex', gap: 1, flexShrink: 0, justifyContent: 'flex-end', minWidth: reserve ? { sm: BOTH_BUTTONS_WIDTH } : undefined }}>
      {options.approve ? (
        <Button
          size="small"
          variant="outlined"
          color="success"
          startIcon={<ApproveIcon />}
          aria-label={translate('app.trackers.decision.approve_label', name)}
          onClick={() => setOpen('approved')}
        >
          {translate('app.trackers.decision.approve')}
        </Button>
      ) : null}
      {options.reprove ? (
        <Button
          size="small"
          variant="outlined"
          color="error"
          startIcon={<ReproveIcon />}
          aria-label={translate('app.trackers.decision.reprove_label', name)}
          onClick={() => setOpen('reproved')}
        >
          {translate('app.trackers.decision.reprove')}
        </Button>
      ) : null}
      {open ? <DecisionDialog request={request} decision={open} onClose={() => setOpen(null)} /> : null}
    </Box>
  );
}
