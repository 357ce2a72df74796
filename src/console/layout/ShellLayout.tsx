import { Fragment, type ReactNode } from 'react';
import { useGetIdentity } from 'react-admin';
import { canUseConsole } from '../../domain/roles';
import { screenOwner, useSession } from '../components/useSession';
import { NothingHerePage } from '../pages/errors/NothingHerePage';
import {
  RegistrationStatusPage,
  RegistrationWaiting,
  useRegistrationState,
} from '../resources/lawCompanies/RegistrationStatusPage';
import { LoginDialog } from '../pages/auth/LoginDialog';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { ConfirmEmailPage } from '../resources/lawCompanies/ConfirmEmailPage';
import { ShellFrame } from './ShellFrame';
import { useAccessFollowsRoles } from './useAccessFollowsRoles';
import { useResetQueriesOnUserChange } from './useResetQueriesOnUserChange';

/**
 * The shell: app bar, sidebar and page (`ShellFrame`). A signed-in user with neither a support
 * nor a law-company profile (a tracker) gets 'Nada por aqui' instead of the shell (spec 000 §1).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const session = useSession();
  const { signedIn, held, roles } = session;
  useResetQueriesOnUserChange();
  useAccessFollowsRoles();
  // A company under review or reproved: the registration's status instead of the shell (docs/law-companies.md).
  const registration = useRegistrationState();
  // A generated password (a new user, 'Reenviar senha'): the change comes first; the API refuses the
  // rest until then. The same query as the user menu's (['auth', 'getIdentity']).
  const { identity, refetch } = useGetIdentity({ enabled: signedIn });
  // Held under the login modal, the forced change stays (with what was typed) and the modal goes over it.
  const mustChangePassword = (signedIn || held !== null) && identity?.mustChangePassword === true;
  if (signedIn && !canUseConsole(roles)) return <NothingHerePage />;
  if (registration.waiting) return <RegistrationWaiting />;
  // Held under the login modal (the server ended the session), the registration's page stays with
  // what was typed ('Corrigir e reenviar', the code), keyed by its owner as GuardedPage keys a page.
  if ((signedIn || held !== null) && registration.state)
    return (
      <Fragment key={screenOwner(session)}>
        {registration.state.status === 'confirmEmail' ? (
          <ConfirmEmailPage state={registration.state} onConfirmed={registration.refetch} />
        ) : (
          <RegistrationStatusPage state={registration.state} onCheck={registration.refetch} />
        )}
        {signedIn ? null : <LoginDialog />}
      </Fragment>
    );
  if (mustChangePassword)
    return (
      <>
        <ChangePasswordDialog forced onClose={() => void refetch()} />
        {signedIn ? null : <LoginDialog />}
      </>
    );
  return <ShellFrame>{children}</ShellFrame>;
}
