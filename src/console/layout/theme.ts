import { ptBR } from '@mui/material/locale';
import { alpha, lighten, type Theme } from '@mui/material/styles';
import type { RaThemeOptions } from 'react-admin';
import { ignoreRepeatedBackdropClick } from '../components/busy/repeatedClicks';
import { appMessages } from '../i18n/app';

/** Brand constants of spec 001 §9. */
export const BRAND = {
  light: { primary: '#0052e5', background: '#fcfcfc', paper: '#ffffff' },
  dark: { primary: '#0cbfff', background: '#1F1F1F', paper: '#292929' },
} as const;

/** Sidebar widths of spec 000 §9. */
export const SIDEBAR_WIDTH = 250;
export const SIDEBAR_CLOSED_WIDTH = 80;

/** MUI's breakpoints with md at the spec's 992 px wide-layout breakpoint (spec 000 §9). */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 992, lg: 1200, xl: 1536 } as const;

/**
 * Status colours tuned for WCAG AA (4.5:1) text in both modes: MUI's defaults put white on
 * #0288d1 (3.9), #ed6c02 (3.1) and, in dark mode, #f44336 text on the paper (4.0). Light: dark
 * mains with white text, readable on the page too. Dark: light mains with dark text.
 */
const ON_DARK = '#1f1f1f';
/**
 * A dark-mode colour under dark text. Its `dark` variant, which a filled button takes on hover, is
 * lighter, not darker: MUI's darkened one put the dark text at 3.3-4.2:1 ('Reprovar', 'Aprovar',
 * 'Solicitar modificação' on hover; issue 40 §2).
 */
function onDark(main: string) {
  return { main, dark: lighten(main, 0.2), contrastText: ON_DARK };
}
const STATUS = {
  light: {
    info: { main: '#0277bd', contrastText: '#ffffff' },
    warning: { main: '#b45309', contrastText: '#ffffff' },
    error: { main: '#c62828', contrastText: '#ffffff' },
    success: { main: '#2e7d32', contrastText: '#ffffff' },
  },
  dark: {
    info: onDark('#29b6f6'),
    warning: onDark('#ffa726'),
    error: onDark('#ff7961'),
    success: onDark('#66bb6a'),
  },
} as const;

/** Avatars without a picture show initials: MUI's grey #bdbdbd under white reads at 1.8:1. */
export const AVATAR = {
  light: { background: '#616161', text: '#ffffff' },
  dark: { background: '#bdbdbd', text: ON_DARK },
} as const;

/**
 * The keyboard focus ring: 2 px in the primary colour (6:1 or more against both modes'
 * backgrounds), outside the control, or inside where a parent clips it (menus, tabs, lists).
 */
const ring = (theme: Theme, offset: number) => ({
  outline: `2px solid ${theme.palette.primary.main}`,
  outlineOffset: offset,
});
const FOCUSED = '&.Mui-focusVisible, &:focus-visible';
const focusRing = (offset: number) => ({
  styleOverrides: { root: ({ theme }: { theme: Theme }) => ({ [FOCUSED]: ring(theme, offset) }) },
});

/**
 * One builder for both modes so they only differ in colours. "Large component size" (spec 001
 * §9): buttons and toggles default to 'large'; inputs stay 'medium' (a large input is not a MUI
 * size), outlined, full width.
 */
function buildTheme(mode: 'light' | 'dark'): RaThemeOptions {
  const colours = BRAND[mode];
  return {
    breakpoints: { values: BREAKPOINTS },
    palette: {
      mode,
      primary: { main: colours.primary },
      ...STATUS[mode],
      background: { default: colours.background, paper: colours.paper },
    },
    shape: { borderRadius: 8 },
    // Font size 14 (spec 001 §9): MUI's `fontSize` only scales its rem sizes (body1 stays
    // 1rem = 16 px), so body1, which the page and every input use, is set to 14 px itself.
    typography: {
      fontSize: 14,
      fontFamily: '"Inter", "Roboto", "Helvetica Neue", Arial, sans-serif',
      body1: { fontSize: '0.875rem' },
      h6: { fontWeight: 500 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    sidebar: { width: SIDEBAR_WIDTH, closedWidth: SIDEBAR_CLOSED_WIDTH },
    components: {
      // A word longer than its line (a 100-character name, a 300-character reason, a 250-character
      // file name: the forms allow them) breaks where it would overflow, in every drawer, card,
      // notice and bubble, rather than running off it (issue 25 item 2). Inherited by all text;
      // it leaves min-content alone, so tables' user-text cells add `wrapAnywhere`
      // (components/LongText.tsx) to give way too.
      // scroll-padding-top: a control reached with Shift+Tab scrolls into view below the fixed
      // 48 px app bar, not under it (issue 40 §1, WCAG 2.4.11).
      MuiCssBaseline: {
        styleOverrides: { html: { scrollPaddingTop: 64 }, body: { overflowWrap: 'break-word' } },
      },
      MuiButtonBase: focusRing(2),
      MuiMenuItem: focusRing(-2),
      MuiListItemButton: focusRing(-2),
      MuiTab: focusRing(-2),
      // Inside its card, which clips what overflows: the ring outside was cut off, leaving MUI's
      // grey fill (1.28:1) as the only sign of focus ('Adicionar caso', issue 40 §3).
      MuiCardActionArea: focusRing(-2),
      MuiToggleButton: { ...focusRing(-2), defaultProps: { size: 'large' } },
      MuiLink: focusRing(2),
      // The rows-per-page select ('Resultados por página') is a borderless div: MUI's focus is a
      // faint background only (issue 25).
      MuiTablePagination: {
        styleOverrides: {
          select: ({ theme }: { theme: Theme }) => ({ '&:focus-visible': { ...ring(theme, 2), borderRadius: 4 } }),
        },
      },
      // Every spinner and bar is named, react-admin's own included (its <Loading> page, its
      // LinearProgress in lists and inputs, its SaveButton's spinner): a progressbar without a name
      // fails axe's aria-progressbar-name, and says nothing to a screen reader (issue 34 §5: only
      // seen while the API was slow). One with a name of its own keeps it. One inside a button of
      // ours is aria-hidden (the button, disabled, says it is busy), or it would join the button's
      // name; react-admin's SaveButton's does, while it saves ('Carregando… Salvar').
      MuiCircularProgress: { defaultProps: { 'aria-label': appMessages.app.loading } },
      MuiLinearProgress: { defaultProps: { 'aria-label': appMessages.app.loading } },
      // react-admin's <Loading> (a lazy page, the case form's categories) writes its second line in
      // text.disabled: 2.7:1 on the light page. Both lines in text.secondary, as its first.
      RaLoading: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({ '& .RaLoading-message': { color: theme.palette.text.secondary } }),
        },
      },
      MuiAvatar: {
        styleOverrides: { colorDefault: { backgroundColor: AVATAR[mode].background, color: AVATAR[mode].text } },
      },
      MuiButton: { defaultProps: { size: 'large', disableElevation: true } },
      // A double-click on what opens a dialog, menu or drawer opens it once and it stays open (issue 35).
      MuiModal: { defaultProps: { onClickCapture: ignoreRepeatedBackdropClick } },
      MuiButtonGroup: { defaultProps: { size: 'large' } },
      MuiToggleButtonGroup: { defaultProps: { size: 'large' } },
      MuiFab: { defaultProps: { size: 'large' } },
      // Placeholders in text.secondary at full opacity: MUI's 42 % (light) read #a2a2a2 on white,
      // 2.56:1 (issue 40 §2). A label not yet raised still hides them (MUI's own !important rule).
      MuiInputBase: {
        styleOverrides: {
          input: ({ theme }: { theme: Theme }) => ({
            '&::placeholder': { color: theme.palette.text.secondary, opacity: 1 },
          }),
        },
      },
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
      // Table text at the spec's 14 px (spec 001 §9 "font size 14"), headers and body alike:
      // screens tightened their tables to 13 px, which the spec does not allow (issue 25 item 7).
      MuiTableCell: { styleOverrides: { root: { fontSize: '0.875rem' } } },
      // Absolutely positioned content of a cell (visually hidden text) is placed inside the
      // table's own scrolling box: without a positioned container it escaped the table and made
      // the page scroll sideways at 320 px (issue 25 item 6).
      MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
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
              // A tint of the primary, not action.selected: white at 16 % under the dark mode's
              // primary read 4.1:1 (issue 25); this reads 5.2:1 (light) and 5.5:1 (dark).
              backgroundColor: alpha(theme.palette.primary.main, 0.12),
              fontWeight: 600,
            },
            '&.RaMenuItemLink-active .RaMenuItemLink-icon': { color: theme.palette.primary.main },
          }),
        },
      },
      // The panel reaches the bottom of the window: below the 48 px app bar, and all of the
      // height once the app bar hides on scroll (react-admin's 100vh - 3em leaves a gap then).
      RaSidebar: {
        styleOverrides: {
          root: ({ theme }: { theme: Theme }) => ({
            '& .RaSidebar-fixed': {
              backgroundColor: theme.palette.background.paper,
              borderRight: `1px solid ${theme.palette.divider}`,
              height: 'calc(100vh - 48px)',
            },
            '&.RaSidebar-appBarCollapsed .RaSidebar-fixed': { height: '100vh' },
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

type DefaultProps = Record<string, { defaultProps?: object }>;

/**
 * MUI's own pt-BR texts (the pagination's label, the autocomplete's 'Abrir'/'Fechar', alerts)
 * in both modes: ptBR only sets components' defaultProps, merged under ours.
 */
function withLocale(options: RaThemeOptions): RaThemeOptions {
  const components = { ...options.components } as DefaultProps;
  for (const [name, locale] of Object.entries(ptBR.components as DefaultProps)) {
    components[name] = {
      ...components[name],
      defaultProps: { ...locale.defaultProps, ...components[name]?.defaultProps },
    };
  }
  return { ...options, components: components as RaThemeOptions['components'] };
}

export const lightTheme = withLocale(buildTheme('light'));
export const darkTheme = withLocale(buildTheme('dark'));
