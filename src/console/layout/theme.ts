import type { Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';

/** Brand constants of spec 001 §9. */
export const BRAND = {
  light: { primary: '#0052e5', background: '#fcfcfc', paper: '#ffffff' },
  dark: { primary: '#0cbfff', background: '#1F1F1F', paper: '#292929' },
} as const;

/** Sidebar widths of spec 000 §9. */
export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_CLOSED_WIDTH = 80;

/**
 * One builder for both modes so they only differ in colours. "Large component size" (spec 001
 * §9): buttons and toggles default to 'large'; inputs stay 'medium' (a large input is not a MUI
 * size), outlined, full width.
 */
function buildTheme(mode: 'light' | 'dark'): RaThemeOptions {
  const colours = BRAND[mode];
  return {
    palette: {
      mode,
      primary: { main: colours.primary },
      background: { default: colours.background, paper: colours.paper },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontSize: 14,
      fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
      h6: { fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      MuiButton: { defaultProps: { size: 'large', disableElevation: true } },
      MuiButtonGroup: { defaultProps: { size: 'large' } },
      MuiToggleButton: { defaultProps: { size: 'large' } },
      MuiToggleButtonGroup: { defaultProps: { size: 'large' } },
      MuiFab: { defaultProps: { size: 'large' } },
      MuiTextField: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'medium', fullWidth: true },
      },
      MuiFormControl: {
        defaultProps: { variant: 'outlined', margin: 'dense', size: 'medium', fullWidth: true },
      },
      MuiAutocomplete: { defaultProps: { fullWidth: true, size: 'medium' } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            backgroundColor: theme.palette.background.paper,
            borderBottom: `1px solid ${theme.palette.divider}`,
          }),
        },
      },
      MuiPaper: { styleOverrides: { root: { backgroundImage: 'none' } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
      MuiDialog: { defaultProps: { PaperProps: { elevation: 8 } } },
      // react-admin's PasswordInput forces size 'small'; inputs are 'medium' everywhere.
      RaPasswordInput: { defaultProps: { size: 'medium' } },
      // The active menu entry reads as selected in both modes, not only as darker text. Tight
      // paddings leave room for labels like 'Assessorias Jurídicas' next to a badge in 250 px.
      RaMenuItemLink: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            borderRadius: 8,
            margin: '2px 6px',
            padding: '10px 8px 10px 12px',
            minHeight: 44,
            '& .RaMenuItemLink-icon': { minWidth: 36 },
            '&.RaMenuItemLink-active': {
              color: theme.palette.primary.main,
              backgroundColor: theme.palette.action.selected,
              fontWeight: 600,
            },
            '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: theme.palette.primary.main },
          }),
        },
      },
      // Collapsed to 80 px: icons only, in the middle of the bar (the label is the tooltip).
      RaMenu: {
        styleOverrides: {
          root: {
            '&.RaMenu-closed .RaMenuItemLink-root': { justifyContent: 'center', padding: '10px 0' },
            '&.RaMenu-closed .RaMenuItemLink-icon': { minWidth: 0 },
            '&.RaMenu-closed .RaMenuItemLink-root > .MuiTypography-root': { display: 'none' },
          },
        },
      },
      RaSidebar: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaSidebar-fixed': {
              backgroundColor: theme.palette.background.paper,
              borderRight: `1px solid ${theme.palette.divider}`,
            },
            height: 'auto',
          }),
        },
      },
      RaLayout: {
        styleOverrides: {
          root: { '& .RaLayout-content': { paddingLeft: 24, paddingRight: 24, paddingBottom: 24 } },
        },
      },
    },
  };
}

export const lightTheme = buildTheme('light');
export const darkTheme = buildTheme('dark');
