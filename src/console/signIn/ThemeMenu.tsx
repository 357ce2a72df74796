import type { ReactElement } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { lightTranslate as translate } from './texts';

export type ThemeChoice = 'light' | 'dark' | 'auto';

/**
 * The theme control's menu (themeChoice.tsx's ThemeControl), a chunk of its own: the sign-in's
 * first screen does not need it until the button is pressed.
 */
export function ThemeMenu({
  anchor,
  choice,
  choices,
  onChoose,
  onClose,
}: {
  anchor: HTMLElement | null;
  choice: ThemeChoice;
  choices: { value: ThemeChoice; label: string; icon: ReactElement }[];
  onChoose: (choice: ThemeChoice) => void;
  onClose: () => void;
}) {
  return (
    <Menu anchorEl={anchor} open={anchor !== null} onClose={onClose} disableScrollLock>
      {choices.map((item) => (
        <MenuItem key={item.value} selected={item.value === choice} onClick={() => onChoose(item.value)}>
          <ListItemIcon>{item.icon}</ListItemIcon>
          <ListItemText>{translate(item.label)}</ListItemText>
          {item.value === choice ? <CheckIcon fontSize="small" sx={{ ml: 2 }} color="primary" /> : null}
        </MenuItem>
      ))}
    </Menu>
  );
}
