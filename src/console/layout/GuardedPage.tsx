import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Loading } from 'react-admin';
import { canOpen, type AccessRule } from '../components/access';
import { PageTitle } from '../components/PageTitle';
import { useSession } from '../components/useSession';
import { LoginDialog } from '../pages/auth/LoginDialog';
import { NotFoundPage } from '../pages/errors/NotFoundPage';
import { Breadcrumbs, type Crumb } from './Breadcrumbs';

export interface PageProps {
  /** i18n key of the page's title (placeholders show it). */
  title: string;
}

/** A route of the shell: where, what it is called, who may open it and what it shows. */
export interface ShellRoute {
  path: string;
  title: string;
  crumbs: Crumb[];
  access: AccessRule;
  page: LazyExoticComponent<ComponentType<PageProps>>;
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
