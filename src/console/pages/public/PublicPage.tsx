import { PublicLayout } from '../../layout/PublicLayout';
import { PUBLIC_ROUTES } from '../publicRoutes';
import { PublicDefaultPage } from './PublicDefaultPage';

/** The public route of `pathname` (a trailing slash allowed), if it is one of PUBLIC_ROUTES. */
export const routeOf = (pathname: string) => PUBLIC_ROUTES.find((route) => route.path === pathname.replace(/\/$/, ''));

/**
 * The public page of `pathname` in the public layout: one of PUBLIC_ROUTES, or the default page
 * (spec 001 §2: any other /p/* path "falls back to a default page"). Signed out (PublicApp.tsx)
 * and inside the console (ConsolePublicPage.tsx) alike.
 */
export function PublicPage({ pathname }: { pathname: string }) {
  const route = routeOf(pathname);
  return (
    <PublicLayout>{route ? <route.page key={route.path} title={route.title} /> : <PublicDefaultPage />}</PublicLayout>
  );
}
