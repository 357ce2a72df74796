// The theme choice of the signed-out entry (SignInPage.tsx): react-admin's own store key, read and
// written without react-admin, and the app-bar control that changes it.
import { lazy, Suspense, useState, type MouseEvent, type ReactElement } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import AutoModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { lightTranslate as translate } from './texts';
import type { ThemeChoice } from './ThemeMenu';

// ---------------------------------------------------------------------------------------------
// Theme: react-admin's store key ('RaStoreRecupera.theme', layout/preferencesStore.ts), so the
// choice made here is the console's and the other way round.

const THEME_KEY = 'RaStoreRecupera.theme';

const loadThemeMenu = () => import('./ThemeMenu');
const ThemeMenu = lazy(() => loadThemeMenu().then((m) => ({ default: m.ThemeMenu })));
const themeListeners = new Set<() => void>();

export function readThemeChoice(): ThemeChoice {
  try {
    const value = JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null') as unknown;
    return value === 'light' || value === 'dark' ? value : 'auto';
  } catch {
    return 'auto';
  }
}

function writeThemeChoice(choice: ThemeChoice) {
  if (choice === 'auto') localStorage.removeItem(THEME_KEY);
  else localStorage.setItem(THEME_KEY, JSON.stringify(choice));
  themeListeners.forEach((listener) => listener());
}

export function subscribeTheme(listener: () => void) {
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
 * The theme button of the login modal (the same menu as layout/ThemeModeControl.tsx), its menu
 * loaded when the pointer or the focus reaches the button.
 */
export function ThemeControl({ choice }: { choice: ThemeChoice }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [menuWanted, setMenuWanted] = useState(false);
  const current = THEME_CHOICES.find((c) => c.value === choice) ?? THEME_CHOICES[2];
  const label = translate('app.theme.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
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
      </Tooltip>
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
