import type { Theme } from '@mui/material';

/**
 * Every tab is in view at every width (issue 25 item 1): the tabs wrap onto a second row rather
 * than scroll behind an arrow, where a label cut mid-word ('os a mim') or a tab out of sight went
 * unnoticed. MUI's sliding indicator is drawn under the first row only, so the selected tab
 * carries its own 2 px underline instead. A label wider than the whole strip (320 px) wraps inside
 * its tab. MUI's Tabs keeps the keyboard (arrows, Home/End between tabs) and aria-selected.
 */
export const tabStripSx = (theme: Theme) => ({
  minHeight: 44,
  '& .MuiTabs-scroller': { whiteSpace: 'normal' },
  '& .MuiTabs-list': { flexWrap: 'wrap' },
  '& .MuiTabs-indicator': { display: 'none' },
  '& .MuiTab-root': { minHeight: 44, px: 2, flexShrink: 1, maxWidth: '100%' },
  '& .MuiTab-root.Mui-selected': { boxShadow: `inset 0 -2px 0 ${theme.palette.primary.main}` },
});
