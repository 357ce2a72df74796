import { useId, useRef, useState, type ReactNode } from 'react';
import {
  Button,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AccountCircle from '@mui/icons-material/AccountCircle';
import LockResetIcon from '@mui/icons-material/LockResetOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { useGetIdentity, useTranslate } from 'react-admin';
import { OnceConfirm } from '../components/busy/OnceConfirm';
import { focusIsLost } from '../components/pageFocus';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useSignOut } from './useSignOut';

type Dialog = 'password' | 'logout';

const ACTIONS: { dialog: Dialog; label: string; icon: ReactNode }[] = [
  { dialog: 'password', label: 'app.auth.change_password', icon: <LockResetIcon /> },
  { dialog: 'logout', label: 'app.auth.logout', icon: <LogoutIcon /> },
];

/**
 * The user's name in the app bar, opening 'Alterar senha' and 'Sair' (spec 000 §2). Our own
 * button and MUI menu rather than react-admin's UserMenu, for the keyboard and for the name:
 * - the menu's items are MUI MenuItems themselves, so the menu focuses the first one on opening
 *   and the arrows, Enter and Escape work (react-admin's menu left the focus on its container);
 * - the button's name starts with the name it shows ('Carla Souza, Menu do usuário'; WCAG
 *   2.5.3), where react-admin named it 'Menu do usuário' alone;
 * - when a dialog ends, the focus goes back to this button (the menu item that opened it is gone).
 * The dialogs live outside the menu, which unmounts its content when it closes.
 */
export function ShellUserMenu() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const wide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const signOut = useSignOut();
  const label = translate('app.auth.user_menu');
  const name = identity?.fullName;

  const closeDialog = () => {
    setDialog(null);
    // After the dialog's own focus restore, and only when that left the focus nowhere (on the menu
    // item, gone by then): a busy page can run this timer late, after the user has reopened the
    // menu, and taking the focus back then left it on the menu's paper instead of its first item.
    setTimeout(() => {
      if (focusIsLost()) button.current?.focus();
    }, 0);
  };
  const buttonProps = {
    ref: button,
    color: 'inherit' as const,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? true : undefined,
    onClick: (event: React.MouseEvent<HTMLElement>) => setAnchor(event.currentTarget),
  };

  return (
    <>
      {wide && name ? (
        // One name, as written: a hidden ', Menu do usuário' after the visible name was read
        // 'Lúcia Leitura , Menu do usuário' (issue 40 §6). It starts with the visible text (2.5.3).
        <Button
          {...buttonProps}
          aria-label={`${name}, ${label}`}
          startIcon={<AccountCircle />}
          sx={{ textTransform: 'none', ml: 0.5 }}
        >
          {name}
        </Button>
      ) : (
        <Tooltip title={label}>
          <IconButton {...buttonProps} aria-label={name ? `${name}, ${label}` : label}>
            <AccountCircle />
          </IconButton>
        </Tooltip>
      )}
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        disableScrollLock
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        {ACTIONS.map((action) => (
          <MenuItem
            key={action.dialog}
            onClick={() => {
              setAnchor(null);
              setDialog(action.dialog);
            }}
          >
            <ListItemIcon>{action.icon}</ListItemIcon>
            <ListItemText>{translate(action.label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
      {dialog === 'password' ? <ChangePasswordDialog onClose={closeDialog} /> : null}
      <OnceConfirm
        isOpen={dialog === 'logout'}
        title="app.auth.logout_title"
        content="app.auth.logout_confirm"
        confirm="app.auth.logout"
        onConfirm={() => {
          setDialog(null);
          return signOut();
        }}
        onClose={closeDialog}
      />
    </>
  );
}
