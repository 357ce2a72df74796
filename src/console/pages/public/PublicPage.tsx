import { PublicLayout } from '../../layout/PublicLayout';
import { PUBLIC_ROUTES } from '../publicRoutes';
import { PublicDefaultPage } from './PublicDefaultPage';
import { PublicNavProvider, type Go } from './publicNav';

/** The public route of `pathname` (a trailing slash allowed), if it is one of PUBLIC_ROUTES. */
export const routeOf = (pathname: string) => PUBLIC_ROUTES.find((route) => route.path === pathname.replace(/\/$/, ''));

/**
 * The public page of `pathname` in the public layout: one of PUBLIC_ROUTES, or the default page
 * (spec 001 §2: any other /p/* path "falls back to a default page"), going elsewhere by `go`.
 * Signed out (PublicApp.tsx: the browser's history) and inside the console (ConsolePublicPage.tsx:
 * react-router, react-admin's notices) alike.
 */
export function PublicPage({ pathname, go }: { pathname: string; go: Go }) {
  const route = routeOf(pathname);
  return (
    <PublicNavProvider value={go}>
      <PublicLayout>{route ? <route.page key={route.path} title={route.title} /> : <PublicDefaultPage />}</PublicLayout>
    </PublicNavProvider>
  );
}
