import {
  Autocomplete,
  Chip,
  CssBaseline,
  Pagination,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  ThemeProvider,
} from '@mui/material';
import { createTheme, getContrastRatio, type Theme } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AVATAR, darkTheme, lightTheme } from '../../../src/console/layout/theme';

const THEMES = { light: createTheme(lightTheme), dark: createTheme(darkTheme) };
const MODES = Object.entries(THEMES) as [keyof typeof THEMES, Theme][];
const STATUS = ['primary', 'info', 'warning', 'error', 'success'] as const;

/** CSS px of a computed font size; jsdom leaves rem as written (1rem = the browser's 16 px). */
const px = (size: string) => (size.endsWith('rem') ? parseFloat(size) * 16 : parseFloat(size));

function renderIn(theme: Theme, ui: React.ReactNode) {
  return render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {ui}
    </ThemeProvider>,
  );
}

describe('the theme', () => {
  it('switches the wide layout at 992 px (spec 000 §9), in both modes', () => {
    for (const [, theme] of MODES) {
      expect(theme.breakpoints.values.md).toBe(992);
      expect(theme.breakpoints.up('md')).toBe('@media (min-width:992px)');
    }
  });

  it.each(MODES)('writes the page and the inputs at 14 px (%s)', (_mode, theme) => {
    renderIn(theme, <TextField label="Placa" />);
    expect(px(getComputedStyle(document.body).fontSize)).toBe(14);
    expect(px(getComputedStyle(screen.getByLabelText('Placa')).fontSize)).toBe(14);
  });

  // Issue 25 item 7: screens wrote their tables at 13 px; the theme says 14, head and body, small or not.
  it.each(MODES)('writes table text at 14 px, in a box that holds its visually hidden text (%s)', (_mode, theme) => {
    renderIn(
      theme,
      <TableContainer data-testid="box">
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>Placa</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <TableRow>
              <TableCell>KJI-7572</TableCell>
            </TableRow>
          </TableBody>
        </Table>
      </TableContainer>,
    );
    expect(px(getComputedStyle(screen.getByRole('columnheader')).fontSize)).toBe(14);
    expect(px(getComputedStyle(screen.getByRole('cell')).fontSize)).toBe(14);
    // Absolutely placed text of a cell stays inside the table's own scrolling box (issue 25 item 6).
    expect(getComputedStyle(screen.getByTestId('box')).position).toBe('relative');
  });

  it.each(MODES)("speaks MUI's own texts in pt-BR (%s)", async (_mode, theme) => {
    renderIn(
      theme,
      <>
        <Pagination count={3} />
        <Autocomplete options={['SP', 'RJ']} renderInput={(params) => <TextField {...params} label="UF" />} />
      </>,
    );
    expect(screen.getByRole('navigation', { name: 'Navegar pela paginação' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abrir' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Abrir' }));
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeInTheDocument();
  });
});

describe('contrast of the palettes (WCAG AA: 4.5:1 for text)', () => {
  it.each(MODES)('every status colour reads with its text, and as text on the page (%s)', (_mode, theme) => {
    const { paper, default: page } = theme.palette.background;
    const pairs: [string, string, string][] = [];
    for (const name of STATUS) {
      const { main, contrastText } = theme.palette[name];
      pairs.push([`${name}: text on main`, contrastText, main]);
      // A filled button on hover takes the dark variant under the same text (issue 40 §2: 3.3-4.2:1 in dark mode).
      pairs.push([`${name}: text on hover`, contrastText, theme.palette[name].dark]);
      // Outlined and text buttons, field errors, coloured counts: the main colour as text.
      pairs.push([`${name}: main on paper`, main, paper], [`${name}: main on page`, main, page]);
    }
    pairs.push(
      ['text on paper', theme.palette.text.primary, paper],
      ['secondary text on page', theme.palette.text.secondary, page],
    );
    const low = pairs
      .filter(([, a, b]) => getContrastRatio(a, b) < 4.5)
      .map(([what, a, b]) => `${what} ${a}/${b} ${getContrastRatio(a, b)}`);
    expect(low).toEqual([]);
  });

  // What MUI draws, not only the palette: a filled chip takes this mode's main with its
  // contrastText (the walk once saw dark text on a light-mode blue, mid colour transition).
  it.each(MODES)("filled chips draw their text on their own mode's colour (%s)", (_mode, theme) => {
    renderIn(
      theme,
      STATUS.map((name) => <Chip key={name} color={name} label={name} />),
    );
    for (const name of STATUS) {
      const { color, backgroundColor } = getComputedStyle(screen.getByText(name).closest('.MuiChip-root')!);
      expect({ name, background: getContrastRatio(backgroundColor, theme.palette[name].main) }).toEqual({
        name,
        background: 1,
      });
      expect({ name, ratio: getContrastRatio(color, backgroundColor) >= 4.5 }).toEqual({ name, ratio: true });
    }
  });

  it.each(MODES)("avatars' initials read on their background (%s)", (mode, theme) => {
    const override = theme.components?.MuiAvatar?.styleOverrides?.colorDefault as {
      backgroundColor: string;
      color: string;
    };
    expect(override).toEqual({ backgroundColor: AVATAR[mode].background, color: AVATAR[mode].text });
    expect(getContrastRatio(override.color, override.backgroundColor)).toBeGreaterThanOrEqual(4.5);
  });
});

// Every focusable MUI control takes its ring from these overrides (react-admin's menu entries
// are MenuItems, chips and switches are ButtonBases).
const FOCUSABLE = [
  'MuiButtonBase',
  'MuiMenuItem',
  'MuiListItemButton',
  'MuiTab',
  'MuiToggleButton',
  'MuiLink',
  'MuiCardActionArea',
] as const;

describe('the keyboard focus ring (WCAG 2.4.7, 1.4.11: 3:1 against the background)', () => {
  it.each(MODES)('every control draws a 2 px ring of 3:1 or more on focus (%s)', (_mode, theme) => {
    for (const name of FOCUSABLE) {
      const root = theme.components?.[name]?.styleOverrides?.root as (props: {
        theme: Theme;
      }) => Record<string, { outline: string }>;
      const focused = root({ theme })['&.Mui-focusVisible, &:focus-visible'] as {
        outline: string;
        outlineOffset: number;
      };
      const [width, style, colour] = focused.outline.split(' ');
      expect({ name, width, style }).toEqual({ name, width: '2px', style: 'solid' });
      // Inside what clips it (a card's overflow): drawn inward, or it is cut off.
      if (name === 'MuiCardActionArea') expect(focused.outlineOffset).toBeLessThan(0);
      for (const background of [theme.palette.background.default, theme.palette.background.paper]) {
        expect(getContrastRatio(colour, background)).toBeGreaterThanOrEqual(3);
      }
    }
  });
});
