import { useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../../components/useSession';
import { SignInDialog } from '../../signIn/SignInPage';

/**
 * The login modal inside the console, over the shell while nobody is signed in (spec 000 §2): the
 * signed-out entry's own (signIn/SignInPage.tsx's SignInDialog, one modal for both, issue 37 §4),
 * told of the session the server ended under the screen kept behind it (a call or the refresh
 * refused: signed out elsewhere, the password changed, the user or the company blocked). Signed
 * in, the guard shows the page (the same user finds the screen as it was, anybody else afresh:
 * providers/session.ts); the queries that depend on who is signed in are asked again, and the
 * recovery's 'Senha alterada com sucesso!' is react-admin's notice. 'Cadastre-se' goes through
 * the router (/p/cadastro inside the console, pages/public/ConsolePublicPage.tsx).
 */
export function LoginDialog() {
  const { held } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <SignInDialog
      held={held}
      onSignedIn={(notice) => {
        void queryClient.invalidateQueries({ queryKey: notice ? ['auth'] : ['auth', 'getPermissions'] });
        if (notice) notify(notice, { type: 'success' });
      }}
      onRegister={() => navigate('/p/cadastro')}
    />
  );
}
