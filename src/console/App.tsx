import { useEffect, useState, type ReactNode } from 'react';
import { Admin, CustomRoutes, useAddNotificationContext } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider } from 'react-router-dom';
import { carriedNotices } from './carriedNotices';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { GuardedPage } from './layout/GuardedPage';
import { store } from './layout/preferencesStore';
import { ShellLayout } from './layout/ShellLayout';
import { darkTheme, lightTheme } from './layout/theme';
import { FatalErrorPage } from './components/FatalErrorPage';
import { NotFoundPage } from './pages/errors/NotFoundPage';
import { ConsolePublicPage } from './pages/public/ConsolePublicPage';
import { SHELL_ROUTES } from './pages/routes';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { i18nProvider } from './providers/i18nProvider';
import { MutationFailureNotices } from './providers/MutationFailureNotices';
import { queryClient } from './providers/queryClient';

// The router comes from react-router-dom, the package react-admin's router adapter uses (one
// copy of it; elsewhere we use react-admin's own router hooks and LinkBase).

/**
 * The console: react-admin with our providers (module-level singletons) and every route of the
 * specs as a custom route. Not being signed in never redirects (requireAuth false, no login
 * page): each shell route's guard shows the blocking login modal instead. The dashboard is the
 * custom route '/', not <Admin dashboard>, whose built-in check would log a signed-out visitor
 * out (resetting the store) instead of letting our modal show.
 */
/** The notices the signed-out entry raised just before handing over (loadConsole.ts), shown once. */
function CarriedNotices() {
  const addNotification = useAddNotificationContext();
  useEffect(() => {
    carriedNotices.splice(0).forEach(addNotification);
  }, [addNotification]);
  return null;
}

/** The shell, plus the one notice of a failed mutation (inside react-admin's context). */
function ConsoleLayout({ children }: { children: ReactNode }) {
  return (
    <>
      {/* Outside the shell: the gates (Confirme seu e-mail, the review) replace its content. */}
      <CarriedNotices />
      <ShellLayout>
        <MutationFailureNotices />
        {children}
      </ShellLayout>
    </>
  );
}

function ConsoleAdmin() {
  return (
    <Admin
      title="Recupera"
      disableTelemetry
      dataProvider={dataProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      layout={ConsoleLayout}
      notification={ConsoleNotification}
      theme={lightTheme}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
      requireAuth={false}
      loginPage={false}
      catchAll={NotFoundPage}
      error={FatalErrorPage}
    >
      <CustomRoutes>
        {SHELL_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<GuardedPage route={route} />} />
        ))}
      </CustomRoutes>
      <CustomRoutes noLayout>
        {/* The public pages (pages/publicRoutes.ts, the default page for any other /p/*): the light ones of the signed-out visitor. */}
        <Route path="/p/*" element={<ConsolePublicPage />} />
      </CustomRoutes>
    </Admin>
  );
}

/**
 * The spec's paths are real URLs (/casos/1/detalhes; the server answers every page path with
 * index.html), so the browser's history, not react-admin's default hash router. A data router,
 * so react-admin can block navigation (unsaved forms, a running import). Built once per mount.
 */
export function App() {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <ConsoleAdmin /> }]));
  return <RouterProvider router={router} />;
}
