import { useState, type ReactNode } from 'react';
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LockResetIcon from '@mui/icons-material/LockResetOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { Confirm, UserMenu, useTranslate, useUserMenu } from 'react-admin';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { useSignOut } from './useSignOut';

/** An entry of the user menu that closes the menu and hands over to a dialog. */
function UserMenuAction({ label, icon, onSelect }: { label: string; icon: ReactNode; onSelect: () => void }) {
  const translate = useTranslate();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        onSelect();
      }}
    >
      <ListItemIcon>{icon}</ListItemIcon>
      <ListItemText>{translate(label)}</ListItemText>
    </MenuItem>
  );
}

/**
 * The user's name in the app bar, opening 'Alterar senha' and 'Sair'. The dialogs live outside
 * the menu, which unmounts its content when it closes.
 */
export function ShellUserMenu() {
  const [dialog, setDialog] = useState<'password' | 'logout' | null>(null);
  const signOut = useSignOut();
  const close = () => setDialog(null);
  return (
    <>
      <UserMenu label="app.auth.user_menu">
        <UserMenuAction label="app.auth.change_password" icon={<LockResetIcon />} onSelect={() => setDialog('password')} />
        <UserMenuAction label="app.auth.logout" icon={<LogoutIcon />} onSelect={() => setDialog('logout')} />
      </UserMenu>
      {dialog === 'password' ? <ChangePasswordDialog onClose={close} /> : null}
      <Confirm
        isOpen={dialog === 'logout'}
        title="app.auth.logout_title"
        content="app.auth.logout_confirm"
        confirm="app.auth.logout"
        onConfirm={() => {
          close();
          void signOut();
        }}
        onClose={close}
      />
    </>
  );
}
