import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { canUseConsole } from '../../domain/roles';
import { useSession } from '../components/useSession';
import { FatalErrorPage } from '../pages/errors/FatalErrorPage';
import { NothingHerePage } from '../pages/errors/NothingHerePage';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';
import { useResetQueriesOnUserChange } from './useResetQueriesOnUserChange';

/**
 * react-admin's Layout with our app bar and menu. A signed-in user with neither a support nor a
 * law-company profile (a tracker) gets 'Nada por aqui' instead of the shell (spec 000 §1).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { signedIn, roles } = useSession();
  useResetQueriesOnUserChange();
  if (signedIn && !canUseConsole(roles)) return <NothingHerePage />;
  return (
    <Layout appBar={ShellAppBar} menu={ShellMenu} error={FatalErrorPage}>
      {children}
    </Layout>
  );
}
