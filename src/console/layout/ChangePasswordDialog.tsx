import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { REQUIRED } from '../components/requiredField';
import { Form, PasswordInput, SaveButton, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { changePasswordSchema, type ChangePasswordData } from '../../domain/schemas/auth';
import { serverFieldErrors } from '../components/serverErrors';
import { zodResolver } from '../components/zodResolver';
import type { AppDataProvider } from '../providers/dataProvider';

const resolver = zodResolver(changePasswordSchema);
const EMPTY = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * 'Alterar senha' from the user menu: current password, new one and its confirmation, checked
 * with the shared changePasswordSchema; the server's 422 messages land on their fields.
 */
export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
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
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="change-password-title">
      <Form defaultValues={EMPTY} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
        <DialogTitle id="change-password-title">{translate('app.auth.change_password')}</DialogTitle>
        <DialogContent>
          <PasswordInput source="currentPassword" label="app.auth.current_password" autoComplete="current-password" slotProps={REQUIRED} />
          <PasswordInput source="password" label="app.auth.new_password" autoComplete="new-password" slotProps={REQUIRED} />
          <PasswordInput source="confirmPassword" label="app.auth.confirm_password" autoComplete="new-password" slotProps={REQUIRED} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton label="app.auth.change_password" icon={<></>} alwaysEnable />
        </DialogActions>
      </Form>
    </Dialog>
  );
}
