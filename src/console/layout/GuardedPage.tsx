import { Fragment, Suspense } from 'react';
import { Loading } from 'react-admin';
import { canOpen, type AccessRule } from '../components/access';
import { PageTitle, PageTitleScope } from '../components/PageTitle';
import { screenOwner, useSession } from '../components/useSession';
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
 * Otherwise the page, loaded lazily, with its title and breadcrumbs. When the server ended the
 * session under an open page, the page stays mounted under the modal with what was typed; keyed
 * by its owner, it survives its own user's sign-in and starts afresh for anybody else.
 */
export function GuardedPage({ route }: { route: ShellRoute }) {
  const session = useSession();
  const { signedIn, held } = session;
  const roles = signedIn ? session.roles : (held?.claims.roles ?? []);
  const signIn = (
    <>
      <PageTitle title="app.auth.sign_in" />
      <LoginDialog />
    </>
  );
  if (!signedIn && !held) return signIn;
  if (!canOpen(roles, route.access)) return signedIn ? <NotFoundPage /> : signIn;
  const Page = route.page;
  return (
    <Fragment key={screenOwner(session)}>
      <PageTitleScope title={route.title}>
        {(replaced) => (
          <>
            {replaced ? null : <Breadcrumbs crumbs={route.crumbs} />}
            <Suspense fallback={<Loading />}>
              <Page title={route.title} />
            </Suspense>
          </>
        )}
      </PageTitleScope>
      {signedIn ? null : <LoginDialog />}
    </Fragment>
  );
}
