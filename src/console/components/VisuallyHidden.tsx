import type { ReactNode } from 'react';

/**
 * The usual clipped 1 px box: read by screen readers, not shown. As an `sx` object for MUI
 * components and CSS selectors (MUI's own `visuallyHidden` lives in @mui/utils, not a dependency
 * of ours).
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/**
 * Text read aloud but not shown: where a control's visible text needs more words to be
 * understood by ear, or a count shown as an icon needs its meaning. Unlike an aria-label on a
 * plain span, screen readers do read it; and it keeps a control's name made of its content, so
 * the name contains the visible text (WCAG 2.5.3).
 */
export function VisuallyHidden({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <span id={id} style={visuallyHidden}>
      {children}
    </span>
  );
}
