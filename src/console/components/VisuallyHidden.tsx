import type { ReactNode } from 'react';

/**
 * Text read aloud but not shown (the usual clipped 1 px box): where a control's visible text
 * needs more words to be understood by ear, or a count shown as an icon needs its meaning.
 * Unlike an aria-label on a plain span, screen readers do read it.
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return (
    <span
      style={{
        border: 0,
        clip: 'rect(0 0 0 0)',
        height: 1,
        margin: -1,
        overflow: 'hidden',
        padding: 0,
        position: 'absolute',
        whiteSpace: 'nowrap',
        width: 1,
      }}
    >
      {children}
    </span>
  );
}
