import { Suspense } from 'react';
import { Loading } from 'react-admin';
import { canOpen, type AccessRule } from '../components/access';
import { PageTitle } from '../components/PageTitle';
import { useSession } from '../components/useSession';
import { LoginDialog } from '../pages/auth/LoginDialog';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import type { AreaRoute } from './area';
import { Breadcrumbs } from './Breadcrumbs';

export type { PageProps } from './area';

/** A route of the shell: an area's route with the rule that guards it. */
export interface ShellRoute extends Omit<AreaRoute, 'action'> {
  access: AccessRule;
}

/**
 * Every shell route goes through here. Signed out: the blocking login modal, over the empty
 * shell. Signed in without the route's role: the not-found page (no redirect, spec 000 §2).
 * Otherwise the page, loaded lazily, with its title and breadcrumbs.
 */
export function GuardedPage({ route }: { route: ShellRoute }) {
  const { signedIn, roles } = useSession();
  if (!signedIn) {
    return (
      <>
        <PageTitle title="app.auth.sign_in" />
        <LoginDialog />
      </>
    );
  }
  if (!canOpen(roles, route.access)) return <NotFoundPage />;
  const Page = route.page;
  return (
    <>
      <PageTitle title={route.title} />
      <Breadcrumbs crumbs={route.crumbs} />
      <Suspense fallback={<Loading />}>
        <Page title={route.title} />
      </Suspense>
    </>
  );
}
