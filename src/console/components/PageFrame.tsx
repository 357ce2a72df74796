import { Box, Typography, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A page of the shell: its one H1 (the page's title), its actions beside the title (wrapping
 * under it on a phone), an optional line under the title, and the page's content.
 *
 * The frame is a one-column grid of `minmax(0, 1fr)`: react-admin's layout grows to its content's
 * min-content width, so a wide table or a tab strip would otherwise widen the whole page and make
 * it scroll sideways (WCAG 1.4.10, reflow at 320 px). Held to the screen's width, tables scroll
 * inside their own box and tab strips get their scroll buttons.
 */
export function PageFrame({
  title,
  actions,
  subtitle,
  maxWidth,
  children,
}: {
  /** The title's text, already translated. */
  title: ReactNode;
  actions?: ReactNode;
  subtitle?: ReactNode;
  maxWidth?: number;
  children: ReactNode;
}) {
  return (
    // flexShrink 0: react-admin's content is a column of the screen's height; a long page must not be
    // squeezed into it. alignItems start: a stretched grid item has a definite height, and the
    // cards inside that ask for height: 100% (side by side, equal) would take all of it.
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        alignItems: 'start',
        rowGap: 2,
        maxWidth,
        mt: 1,
        flexShrink: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 2, rowGap: 1, flexWrap: 'wrap' }}>
        <Typography
          variant="h5"
          component="h1"
          sx={{ fontWeight: 700, flex: '1 1 auto', minWidth: 0, overflowWrap: 'anywhere' }}
        >
          {title}
        </Typography>
        {actions ? <Box sx={FRAME_ACTIONS}>{actions}</Box> : null}
        {subtitle ? (
          <Typography color="text.secondary" sx={{ flexBasis: '100%', mt: -0.5 }}>
            {subtitle}
          </Typography>
        ) : null}
      </Box>
      {children}
    </Box>
  );
}

/** A row of buttons that wraps rather than leaving the screen. */
export const FRAME_ACTIONS: SxProps<Theme> = { display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' };
