import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { CheckboxGroupInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { OnceForm, SubmitButton } from '../../components/busy/OnceForm';
import { grantableRoles, ROLE_LABELS } from '../../../domain/roles';
import { adminUserSchema, type AdminUser } from '../../../domain/users';
import { REQUIRED } from '../../components/requiredField';
import { serverFieldErrors } from '../../components/serverErrors';
import { useSession } from '../../components/useSession';
import { zodResolver } from '../../components/zodResolver';
import { useSaveUser } from './useUserChanges';
import { HistorySection } from '../../components/HistorySection';
import type { AppDataProvider } from '../../providers/dataProvider';

const resolver = zodResolver(adminUserSchema);

/**
 * Create or edit a user: name, e-mail and the roles the current user may grant (only those are
 * offered; the server refuses others). A 422 (an e-mail in use) lands on its field. A creation
 * ends on 'Usuário criado com sucesso', saying the password went by e-mail.
 */
export function UserFormDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { roles, userId } = useSession();
  // One's own roles stay (the server refuses a change, USER_TEXTS.notOnYourself): an admin could
  // otherwise untick its own 'Administrador' and lose this screen.
  const self = user !== null && String(user.id) === userId;
  const save = useSaveUser();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [created, setCreated] = useState<AdminUser | null>(null);
  const grantable = grantableRoles(roles);
  const choices = grantable.map((role) => ({ id: role, name: ROLE_LABELS[role] }));
  const defaults = user
    ? { id: user.id, name: user.name, email: user.email, roles: user.roles.filter((role) => grantable.includes(role)) }
    : { name: '', email: '', roles: [] };

  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await save.mutateAsync(values as never);
      if (user) {
        notify('app.users.updated', { type: 'success' });
        onClose();
      } else setCreated(saved);
    } catch (error) {
      return serverFieldErrors(error);
    }
    return undefined;
  };

  if (created) {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="user-created-title">
        <DialogTitle id="user-created-title">{translate('app.users.created')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.users.created_text', { email: created.email })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button variant="contained" onClick={onClose} autoFocus>
            {translate('app.users.ok')}
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  const title = user ? 'app.users.edit_title' : 'app.users.create_title';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="user-form-title">
      <OnceForm
        defaultValues={defaults}
        resolver={resolver}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id="user-form-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <TextInput source="name" label="app.users.name" autoComplete="off" slotProps={REQUIRED} />
          <TextInput source="email" label="app.users.email" type="email" autoComplete="off" slotProps={REQUIRED} />
          {choices.length > 0 ? (
            <CheckboxGroupInput
              source="roles"
              label="app.users.roles"
              choices={choices}
              disabled={self}
              helperText={self ? 'app.users.own_roles' : false}
            />
          ) : null}
          {user ? (
            <HistorySection
              queryKey={['users', user.id, 'history']}
              load={(signal) => dataProvider.userHistory(user.id, signal)}
            />
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SubmitButton label="app.users.save" />
        </DialogActions>
      </OnceForm>
    </Dialog>
  );
}
