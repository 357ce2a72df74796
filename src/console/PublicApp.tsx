import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { AddNotificationContext, AdminContext, useAddNotificationContext, type NotificationPayload } from 'react-admin';
import { createBrowserRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { ConsoleNotification } from './layout/ConsoleNotification';
import { store } from './layout/preferencesStore';
import { PublicLayout } from './layout/PublicLayout';
import { darkTheme, lightTheme } from './layout/theme';
import { PublicDefaultPage } from './pages/public/PublicDefaultPage';
import { PUBLIC_ROUTES } from './pages/publicRoutes';
import { operatorQuery } from './pages/public/useOperator';
import { addressMethods } from './providers/addressMethods';
import { i18nProvider } from './providers/i18nProvider';
import { publicMethods } from './providers/publicMethods';
import { queryClient } from './providers/queryClient';
import { signInAuthProvider } from './providers/signIn';
import { isPublicPath } from './signIn/paths';

/**
 * The public pages (/p/*, spec 001 §2) of a signed-out visitor (issue 27 item 2): react-admin's
 * contexts (texts, forms, store, theme) for the registration form, but none of the console
 * proper: no <Admin> and its shell, no data provider beyond the calls made without a session
 * (recovery, CEP lookup), no areas. Leaving /p (Voltar, the new admin sent to /) hands over to
 * Root.tsx, with the notices raised just before ('Cadastro realizado com sucesso!').
 */

/** All the data layer a public page uses. */
const publicDataProvider = { ...publicMethods, ...addressMethods } as never;

export type Leave = (pathname: string, notices: NotificationPayload[]) => void;

/** How long a notice shows (react-admin's Notification hides after 4 s): raised within it, it is carried. */
const NOTICE_MS = 5_000;
const raised: { notice: NotificationPayload; at: number }[] = [];

/**
 * Keeps the notices the public pages raise: the one raised just before leaving ('Cadastro
 * realizado com sucesso!', then the new admin sent to /) is shown again by the console.
 */
function RecordNotices({ children }: { children: ReactNode }) {
  const add = useAddNotificationContext();
  const record = useCallback(
    (notice: NotificationPayload) => {
      raised.push({ notice, at: Date.now() });
      add(notice);
    },
    [add],
  );
  return <AddNotificationContext.Provider value={record}>{children}</AddNotificationContext.Provider>;
}

function HandOver({ onLeave }: { onLeave: Leave }) {
  const { pathname } = useLocation();
  const leaving = !isPublicPath(pathname);
  useEffect(() => {
    if (!leaving) return;
    const recent = raised.splice(0).filter(({ at }) => Date.now() - at < NOTICE_MS);
    onLeave(pathname, recent.map(({ notice }) => notice));
  }, [leaving, pathname, onLeave]);
  return null;
}

function PublicRoutes({ onLeave }: { onLeave: Leave }) {
  return (
    <AdminContext
      authProvider={signInAuthProvider}
      dataProvider={publicDataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      store={store}
      theme={lightTheme}
      lightTheme={lightTheme}
      darkTheme={darkTheme}
    >
      <CssBaseline />
      <HandOver onLeave={onLeave} />
      <RecordNotices>
        <Routes>
          {PUBLIC_ROUTES.map(({ path, title, page: Page }) => (
            <Route
              key={path}
              path={path}
              element={
                <PublicLayout>
                  <Page title={title} />
                </PublicLayout>
              }
            />
          ))}
          <Route
            path="/p/*"
            element={
              <PublicLayout>
                <PublicDefaultPage />
              </PublicLayout>
            }
          />
          <Route path="*" element={null} />
        </Routes>
      </RecordNotices>
      <ConsoleNotification />
    </AdminContext>
  );
}

/** How long the first paint may wait for the operator's footer (GET /public/operator). */
const FOOTER_WAIT_MS = 1_500;

/**
 * What the first paint of a public page needs, fetched before it: the page's code and the
 * operator's footer. Shown as they come instead, the centred card grew and moved twice
 * (Lighthouse's layout shift: 0.59 on desktop, 0.27 on a phone). A slow footer is not waited
 * for past FOOTER_WAIT_MS; failures are left to the page (its notice, no footer).
 */
export async function preparePublic(pathname: string) {
  const route = PUBLIC_ROUTES.find((r) => r.path === pathname.replace(/\/$/, ''));
  const footer = queryClient.prefetchQuery(operatorQuery);
  await Promise.all([route?.page.preload(), Promise.race([footer, new Promise((resolve) => setTimeout(resolve, FOOTER_WAIT_MS))])]);
}

/** The public pages' router (the browser's history, as the console's). */
export function PublicApp({ onLeave }: { onLeave: Leave }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <PublicRoutes onLeave={onLeave} /> }]));
  return <RouterProvider router={router} />;
}
