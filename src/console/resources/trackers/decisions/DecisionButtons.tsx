import ApproveIcon from '@mui/icons-material/CheckCircleOutline';
import ReproveIcon from '@mui/icons-material/HighlightOff';
import { Box, Button } from '@mui/material';
import { useRef, useState, type ReactElement } from 'react';
import { useTranslate } from 'react-admin';
import type { TrackerDecision } from '../../../../domain/schemas/trackers';
import type { DecisionOptions } from '../../../../domain/trackers';
import type { TrackerRequest } from '../../../../domain/trackers';
import { focusAfterAction, focusTargetsNear } from '../../../components/pageFocus';
import { DecisionDialog } from './DecisionDialog';

/** Room for both buttons, so the rows of a list line up whichever decisions each one offers. */
const BOTH_BUTTONS_WIDTH = 224;

const BUTTONS = [
  {
    decision: 'approved',
    option: 'approve',
    color: 'success',
    icon: <ApproveIcon />,
    text: 'app.trackers.decision.approve',
    label: 'app.trackers.decision.approve_label',
  },
  {
    decision: 'reproved',
    option: 'reprove',
    color: 'error',
    icon: <ReproveIcon />,
    text: 'app.trackers.decision.reprove',
    label: 'app.trackers.decision.reprove_label',
  },
] as const satisfies readonly {
  decision: TrackerDecision;
  option: keyof DecisionOptions;
  color: 'success' | 'error';
  icon: ReactElement;
  text: string;
  label: string;
}[];

/**
 * 'Aprovar' and 'Reprovar', as the rules allow (trackerRules.decisionOptions), each opening its
 * dialog. With `reserve` the space of both buttons is kept even when a row offers fewer.
 */
export function DecisionButtons({
  request,
  options,
  reserve,
}: {
  request: TrackerRequest;
  options: DecisionOptions;
  reserve: boolean;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState<TrackerDecision | null>(null);
  const buttons = useRef<HTMLDivElement>(null);
  // A decision may take the request off the tab, with the button the dialog gives the focus back
  // to: then the focus goes to the request's toggle if it stayed, else to the section's heading.
  // Where the decision started, read when its dialog opens: by the time it closes the list may
  // have refetched and drawn the card (or the whole drawer) anew, this component's box included.
  const opened = useRef<{
    card: Element | null;
    section: Element | null;
    cardName: string | null;
    sectionName: string | null;
  } | null>(null);
  const openDialog = (decision: TrackerDecision) => {
    const card = buttons.current?.closest('article') ?? null;
    const section = buttons.current?.closest('section') ?? null;
    opened.current = {
      card,
      section,
      cardName: card?.getAttribute('aria-label') ?? null,
      sectionName: section?.getAttribute('aria-label') ?? null,
    };
    setOpen(decision);
  };
  const closeDialog = () => {
    setOpen(null);
    const { card, section, cardName, sectionName } = opened.current ?? {
      card: null,
      section: null,
      cardName: null,
      sectionName: null,
    };
    // Found again by their names (the card's, the section's) in the open modal on top (the drawer)
    // or the page, when the ones the dialog opened from were replaced.
    const again = (selector: string, name: string | null) => {
      if (!name) return null;
      const modals = document.querySelectorAll('.MuiModal-root:not(.MuiModal-hidden)');
      const scope = modals[modals.length - 1] ?? document;
      return scope.querySelector(`${selector}[aria-label="${CSS.escape(name)}"]`);
    };
    focusAfterAction(
      focusTargetsNear(card, () => [
        (card?.isConnected ? card : again('article', cardName))?.querySelector('button'),
        (section?.isConnected ? section : again('section', sectionName))?.querySelector('h2'),
      ]),
    );
  };
  if (!options.approve && !options.reprove && !reserve) return null;
  return (
    <Box
      ref={buttons}
      sx={{
        display: 'flex',
        gap: 1,
        flexShrink: 0,
        justifyContent: 'flex-end',
        minWidth: reserve ? { sm: BOTH_BUTTONS_WIDTH } : undefined,
      }}
    >
      {BUTTONS.filter((button) => options[button.option]).map((button) => (
        <Button
          key={button.decision}
          size="small"
          variant="outlined"
          color={button.color}
          startIcon={button.icon}
          aria-label={translate(button.label, { name: request.user.name })}
          onClick={() => openDialog(button.decision)}
        >
          {translate(button.text)}
        </Button>
      ))}
      {open ? <DecisionDialog request={request} decision={open} onClose={closeDialog} /> : null}
    </Box>
  );
}
