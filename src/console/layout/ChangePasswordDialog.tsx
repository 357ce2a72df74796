import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { REQUIRED } from '../components/requiredField';
import { PasswordInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { OnceForm, SubmitButton } from '../components/busy/OnceForm';
import { changePasswordSchema, type ChangePasswordData } from '../../domain/schemas/auth';
import { serverFieldErrors } from '../components/serverErrors';
import { zodResolver } from '../components/zodResolver';
import type { AppDataProvider } from '../providers/dataProvider';
import { USER_TEXTS } from '../../domain/users';
import { useSignOut } from './useSignOut';

const resolver = zodResolver(changePasswordSchema);
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * 'Alterar senha' from the user menu: current password, new one and its confirmation, checked
 * with the shared changePasswordSchema; the server's 422 messages land on their fields.
 * `forced`: the first sign-in with a generated password (GET /auth/me `mustChangePassword`): the
 * dialog says why, cannot be dismissed, and offers 'Sair' instead of 'Cancelar' (the API refuses
 * every other call until the password changes: docs/users.md "First sign-in").
 */
export function ChangePasswordDialog({ onClose, forced = false }: { onClose: () => void; forced?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const signOut = useSignOut();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { mutateAsync } = useMutation({
    mutationFn: (data: ChangePasswordData) => dataProvider.changePassword(data),
  });

  const submit = async (values: Record<string, unknown>) => {
    try {
      await mutateAsync(values as ChangePasswordData);
      notify('app.auth.password_changed', { type: 'success' });
      onClose();
    } catch (error) {
      // Announced by the query client's one notice ('Erro' + the catalogue's text); a 422's
      // messages also land on their fields.
      return serverFieldErrors(error);
    }
    return undefined;
  };

  return (
    <Dialog open onClose={forced ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
      <OnceForm defaultValues={EMPTY} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
        {/* Forced, the dialog is the whole page: its title is the page's heading (issue 40 §6). */}
        <DialogTitle id="change-password-title" component={forced ? 'h1' : 'h2'}>
          {translate(forced ? 'app.auth.first_access_title' : 'app.auth.change_password')}
        </DialogTitle>
        <DialogContent>
          {forced ? <DialogContentText sx={{ mb: 1 }}>{USER_TEXTS.mustChangePassword}</DialogContentText> : null}
          <PasswordInput
            source="currentPassword"
            label="app.auth.current_password"
            autoComplete="current-password"
            slotProps={REQUIRED}
          />
          <PasswordInput
            source="password"
            label="app.auth.new_password"
            autoComplete="new-password"
            slotProps={REQUIRED}
          />
          <PasswordInput
            source="confirmPassword"
            label="app.auth.confirm_password"
            autoComplete="new-password"
            slotProps={REQUIRED}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          {forced ? (
            <Button onClick={() => void signOut()}>{translate('app.pages.nothing_here.sign_out')}</Button>
          ) : (
            <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          )}
          <SubmitButton label="app.auth.change_password" />
        </DialogActions>
      </OnceForm>
    </Dialog>
  );
}
