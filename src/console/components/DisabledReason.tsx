import { Tooltip } from '@mui/material';
import { useId, type CSSProperties, type ReactElement, type SyntheticEvent } from 'react';

/** What a blocked control takes: it looks and acts disabled, yet stays focusable and says why. */
export interface BlockedControl {
  'aria-disabled': true;
  'aria-describedby': string;
  /** MUI's disabled look (its styles key on this class), without the `disabled` attribute. */
  className: 'Mui-disabled';
  /** MUI's disabled style turns pointer events off; the tooltip needs the hover back. */
  style: CSSProperties;
  /** Swallows the action: no click handler runs, a link does not navigate. */
  onClick: (event: SyntheticEvent) => void;
}

const swallow = (event: SyntheticEvent) => {
  event.preventDefault();
  event.stopPropagation();
};

/**
 * A control that cannot be used right now, and the reason why, for everyone (WCAG 4.1.2, 2.1.1):
 * instead of a `disabled` button (out of the tab order, its tooltip on a span that only a mouse
 * reaches) the control stays in the tab order with `aria-disabled`, its tooltip opens on focus as
 * on hover, and screen readers hear the reason as its description. Without a reason, the control
 * is rendered as given (`blocked` is null).
 *
 *   <DisabledReason reason={closed ? translate('app.cases.actions.edit_closed') : null}>
 *     {(blocked) => <Button onClick={edit} {...blocked}>Editar</Button>}
 *   </DisabledReason>
 */
export function DisabledReason({
  reason,
  children,
}: {
  reason: string | null | undefined;
  /** The control; spread `blocked` last on the focusable element (or use its parts). */
  children: (blocked: BlockedControl | null) => ReactElement;
}) {
  const id = useId();
  if (!reason) return children(null);
  const blocked: BlockedControl = {
    'aria-disabled': true,
    'aria-describedby': id,
    className: 'Mui-disabled',
    style: { pointerEvents: 'auto', cursor: 'not-allowed' },
    onClick: swallow,
  };
  return (
    <>
      {/* describeChild: the control keeps its own name ('Editar'); the reason is its description. */}
      <Tooltip title={reason} describeChild>
        {children(blocked)}
      </Tooltip>
      <span id={id} hidden>
        {reason}
      </span>
    </>
  );
}
