import { useState, type MouseEvent, type ReactElement } from 'react';
import { IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import DarkModeIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeIcon from '@mui/icons-material/LightModeOutlined';
import AutoModeIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import CheckIcon from '@mui/icons-material/Check';
import { useRemoveFromStore, useStore, useTranslate, type ThemeType } from 'react-admin';

export type ThemeChoice = ThemeType | 'auto';

const CHOICES: { value: ThemeChoice; label: string; icon: ReactElement }[] = [
  { value: 'light', label: 'app.theme.light', icon: <LightModeIcon fontSize="small" /> },
  { value: 'dark', label: 'app.theme.dark', icon: <DarkModeIcon fontSize="small" /> },
  { value: 'auto', label: 'app.theme.auto', icon: <AutoModeIcon fontSize="small" /> },
];

/**
 * Light, dark or auto (spec 000 §2). react-admin keeps the mode under the store's 'theme' key
 * and, when the key is absent, follows the system's prefers-color-scheme live: so 'auto' is
 * simply "no stored choice". The store is localStorage, so the choice survives a reload.
 */
export function useThemeChoice(): [ThemeChoice, (choice: ThemeChoice) => void] {
  const [stored, setStored] = useStore<ThemeType | undefined>('theme');
  const removeFromStore = useRemoveFromStore();
  const choose = (choice: ThemeChoice) => (choice === 'auto' ? removeFromStore('theme') : setStored(choice));
  return [stored ?? 'auto', choose];
}

/** The theme button of the app bar, the login modal and the public layout. */
export function ThemeModeControl() {
  const translate = useTranslate();
  const [choice, choose] = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = CHOICES.find((c) => c.value === choice) ?? CHOICES[2];
  const label = translate('app.theme.label');
  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="menu"
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          {current.icon}
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} disableScrollLock>
        {CHOICES.map((item) => (
          <MenuItem
            key={item.value}
            selected={item.value === choice}
            onClick={() => {
              choose(item.value);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{translate(item.label)}</ListItemText>
            {item.value === choice ? <CheckIcon fontSize="small" sx={{ ml: 2 }} color="primary" /> : null}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
