// The theme choice (spec 000 §2), one for the whole console: react-admin's own store key, read and
// written without react-admin (the signed-out entry has none), the theme it gives, and the one
// control that changes it (the app bar, the login modal, the public pages).
import {
  lazy,
  Suspense,
  useMemo,
  useState,
  useSyncExternalStore,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { createTheme, CssBaseline, IconButton, ThemeProvider, useMediaQuery } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import AutoModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { darkTheme, lightTheme } from '../layout/theme';
import { lightTranslate as translate } from './texts';
import type { ThemeChoice } from './ThemeMenu';

// ---------------------------------------------------------------------------------------------
// Theme: react-admin's store key ('RaStoreRecupera.theme', layout/preferencesStore.ts), so the
// choice made here is the one react-admin's <Admin> draws the console in (its store hears the
// 'storage' event written below). 'auto' is no stored choice: the system's prefers-color-scheme.

const THEME_KEY = 'RaStoreRecupera.theme';

const loadThemeMenu = () => import('./ThemeMenu');
const ThemeMenu = lazy(() => loadThemeMenu().then((m) => ({ default: m.ThemeMenu })));
const themeListeners = new Set<() => void>();

function readThemeChoice(): ThemeChoice {
  try {
    const value = JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null') as unknown;
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

function writeThemeChoice(choice: ThemeChoice) {
  const value = choice === 'auto' ? null : JSON.stringify(choice);
  if (value === null) localStorage.removeItem(THEME_KEY);
  else localStorage.setItem(THEME_KEY, value);
  themeListeners.forEach((listener) => listener());
  // react-admin's store hears other tabs' changes only: told here too, the console (a signed-in
  // user on a public page, whose theme control is this one) follows at once.
  window.dispatchEvent(new StorageEvent('storage', { key: THEME_KEY, newValue: value }));
}

/** The stored choice, live (this tab's control, another tab's). */
export const useThemeChoice = () => useSyncExternalStore(subscribeTheme, readThemeChoice, readThemeChoice);

/** The stored choice and the MUI theme it gives ('auto' follows the system, live). */
export function useChosenTheme() {
  const choice = useThemeChoice();
  const prefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const mode = choice === 'auto' ? (prefersDark ? 'dark' : 'light') : choice;
  const theme = useMemo(() => createTheme(mode === 'dark' ? darkTheme : lightTheme), [mode]);
  return { choice, theme };
}

/**
 * The chosen theme and MUI's baseline, for what shows without react-admin's <Admin> (which does
 * the same from the same store key): the sign-in, the public pages, the notice of a chunk that
 * could not load.
 */
export function ChosenTheme({ children }: { children: ReactNode }) {
  const { theme } = useChosenTheme();
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

function subscribeTheme(listener: () => void) {
  themeListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    themeListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const THEME_CHOICES: { value: ThemeChoice; label: string; icon: ReactElement }[] = [
  { value: 'light', label: 'app.theme.light', icon: <LightModeIcon fontSize="small" /> },
  { value: 'dark', label: 'app.theme.dark', icon: <DarkModeIcon fontSize="small" /> },
  { value: 'auto', label: 'app.theme.auto', icon: <AutoModeIcon fontSize="small" /> },
];

/**
 * Light, dark or auto: the theme button of the app bar, the login modal and the public pages, its
 * menu loaded when the pointer or the focus reaches the button. The choice survives a reload.
 */
export function ThemeControl({
  hint,
}: {
  /** Wraps the button in a hint of its own (the app bar's MUI Tooltip, as its neighbours'); else the browser's title. */
  hint?: (button: ReactElement, label: string) => ReactElement;
}) {
  const choice = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const current = THEME_CHOICES.find((c) => c.value === choice) ?? THEME_CHOICES[2];
  const label = translate('app.theme.label');
  // Signed out, the browser's own hint (title), not MUI's Tooltip: that one brings Popper, ~9.6 KB
  // of the signed-out entry's 150 KB (test/e2e/signedOut.test.ts); screen readers read the
  // aria-label. The console, which has Popper anyway, passes its Tooltip as `hint`.
  const button = (
    <IconButton
      color="inherit"
      aria-label={label}
      title={hint ? undefined : label}
      aria-haspopup="menu"
      onPointerEnter={() => void loadThemeMenu()}
      onFocus={() => void loadThemeMenu()}
      onClick={(event: MouseEvent<HTMLElement>) => {
        setMenuWanted(true);
        setAnchor(event.currentTarget);
      }}
    >
      {current.icon}
    </IconButton>
  );
  return (
    <>
      {hint ? hint(button, label) : button}
      {menuWanted ? (
        <Suspense fallback={null}>
          <ThemeMenu
            anchor={anchor}
            choice={choice}
            choices={THEME_CHOICES}
            onChoose={(value) => {
              writeThemeChoice(value);
              setAnchor(null);
            }}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
