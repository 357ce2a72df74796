import { useDataProvider, useNotify } from 'react-admin';
import type { AdminUserInput } from '../../../domain/users';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useChangeMutation } from '../../providers/dependencies';

/** POST /admin/users (create or edit); the list refreshes after (providers/dependencies). */
export function useSaveUser() {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useChangeMutation('users', { mutationFn: (body: AdminUserInput) => dataProvider.saveUser(body) });
}

/** 'Reenviar senha': 'Nova senha enviada ao e-mail cadastrado.' */
export function useResendPassword() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useChangeMutation('users', {
    mutationFn: (id: number) => dataProvider.resendUserPassword(id),
    onSuccess: () => notify('app.users.resend_done', { type: 'success' }),
  });
}

/** Remove: 'Usuário removido com sucesso.'; the list refreshes. */
export function useRemoveUser() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  return useChangeMutation('users', {
    mutationFn: (id: number) => dataProvider.removeUser(id),
    onSuccess: () => notify('app.users.remove_done', { type: 'success' }),
  });
}
