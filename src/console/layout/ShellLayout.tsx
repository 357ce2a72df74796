import type { ReactNode } from 'react';
import { canUseConsole } from '../../domain/roles';
import { useSession } from '../components/useSession';
import { NothingHerePage } from '../pages/errors/NothingHerePage';
import { ShellFrame } from './ShellFrame';
import { useResetQueriesOnUserChange } from './useResetQueriesOnUserChange';

/**
 * The shell: app bar, sidebar and page (`ShellFrame`). A signed-in user with neither a support
 * nor a law-company profile (a tracker) gets 'Nada por aqui' instead of the shell (spec 000 §1).
 */
export function ShellLayout({ children }: { children: ReactNode }) {
  const { signedIn, roles } = useSession();
  useResetQueriesOnUserChange();
  if (signedIn && !canUseConsole(roles)) return <NothingHerePage />;
  return <ShellFrame>{children}</ShellFrame>;
}
