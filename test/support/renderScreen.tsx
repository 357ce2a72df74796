// One console screen, mounted the way the app mounts it but without the shell (no layout, menu,
// badges polling, guards, lazy routes): react-admin's AdminContext with our real providers, a
// fresh query cache and store, a memory data router and the session of a demo account. Screen
// tests use it; shell and routing tests keep the full <App/> (test/console/shell/renderApp.tsx).
import { render } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Suspense, type ReactElement } from 'react';
import { AdminContext, type Store } from 'react-admin';
import { createMemoryRouter, Route, RouterProvider, Routes, useLocation } from 'react-router-dom';
import { beforeEach } from 'vitest';
import { ConsoleNotification } from '../../src/console/layout/ConsoleNotification';
import { preferencesStore } from '../../src/console/layout/preferencesStore';
import { darkTheme, lightTheme } from '../../src/console/layout/theme';
import { authProvider } from '../../src/console/providers/authProvider';
import { dataProvider } from '../../src/console/providers/dataProvider';
import { i18nProvider } from '../../src/console/providers/i18nProvider';
import { MutationFailureNotices } from '../../src/console/providers/MutationFailureNotices';
import { createQueryClient } from '../../src/console/providers/queryClient';
import { STORAGE_KEY } from '../../src/console/providers/session';
import type { BadgeName } from '../../src/console/providers/types';
import { fakeAccessToken, server, useMswServer } from './msw';

/** The demo accounts of DESIGN.md, by the part of their e-mail before the @. */
export const DEMO = {
  admin: { roles: ['support', 'supportAdmin'], lawCompanyId: null, name: 'Ana Admin' },
  suporte: { roles: ['support'], lawCompanyId: null, name: 'Sérgio Suporte' },
  assessoria: { roles: ['lawCompanyAdmin'], lawCompanyId: 1, name: 'Alice Assessoria' },
  casos: { roles: ['lawCompanyUser', 'lawCompanySeizureRequestAdmin'], lawCompanyId: 1, name: 'Carla Souza' },
  leitura: { roles: ['lawCompanyUser'], lawCompanyId: 1, name: 'Lucas Leitura' },
  beta: { roles: ['lawCompanyAdmin'], lawCompanyId: 2, name: 'Bruno Beta' },
  localizador: { roles: ['tracker'], lawCompanyId: null, name: 'Luiz Localizador' },
} as const;
export type DemoAccount = keyof typeof DEMO;

/** msw patterns of the badge endpoints. */
export const BADGE_PATHS: Record<BadgeName, string> = {
  pendingTrackers: '*/admin/dashboard/trackers/pending',
  pendingReports: '*/admin/dashboard/seizure-requests/reports/pending',
  chat: '*/admin/chat/count',
  pendingLawCompanies: '*/admin/dashboard/law-companies/pending',
  pendingVerifications: '*/admin/dashboard/from-app/pending',
  pendingTransfers: '*/admin/app-transfers/badge',
};

/**
 * A signed-in session as the console stores it, with an unsigned token carrying the roles (and
 * any other claim the test needs, such as the law company's flags).
 */
export function storeSessionOf(account: DemoAccount, claims: Record<string, unknown> = {}) {
  const { roles, lawCompanyId } = DEMO[account];
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ accessToken: fakeAccessToken({ sub: '7', roles, lawCompanyId, ...claims }), refreshToken: 'r' }),
  );
}

/** GET /auth/me for the account, and every badge endpoint (0 unless told), recording the calls. */
export function answerShellCalls(account: DemoAccount, counts: Partial<Record<BadgeName, number>> = {}) {
  const calls: string[] = [];
  const { roles, lawCompanyId, name } = DEMO[account];
  server.use(
    http.get('*/auth/me', () =>
      HttpResponse.json({
        id: 7,
        name,
        email: `${account}@demo.test`,
        roles,
        lawCompany: lawCompanyId ? { id: lawCompanyId } : null,
      }),
    ),
    ...Object.entries(BADGE_PATHS).map(([badge, path]) =>
      http.get(path, () => {
        calls.push(badge);
        return HttpResponse.json({ total: counts[badge as BadgeName] ?? 0 });
      }),
    ),
  );
  return calls;
}

/**
 * jsdom has no matchMedia: answer media queries as a 1280 px wide desktop in light mode, so
 * screens render as on a desktop.
 */
export function installDesktopMatchMedia(width = 1280, prefersDark = false) {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (/prefers-color-scheme:\s*dark/.test(query)) return prefersDark;
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

/** msw for the file and a desktop viewport around every test (each render has its own cache). */
export function useScreenTestSetup() {
  useMswServer();
  beforeEach(() => installDesktopMatchMedia());
}

export interface ScreenOptions {
  /** The demo account signed in; none: signed out. */
  as?: DemoAccount;
  /** Extra claims of the access token (the law company's flags, …). */
  claims?: Record<string, unknown>;
  /** Where the memory router starts: '/casos/12/detalhes'. */
  path?: string;
  /** The route pattern the screen is mounted at ('/casos/:id/detalhes'); by default the path. */
  route?: string;
  /** What the badge endpoints answer, for screens that refresh them. */
  counts?: Partial<Record<BadgeName, number>>;
  /** A store of the test's own; by default a fresh one like the app's. */
  store?: Store;
}

/** Any other address: the screen navigated away; the test reads where with `pathname()`. */
function Elsewhere() {
  const location = useLocation();
  return <div data-testid="elsewhere">{location.pathname}</div>;
}

/**
 * Mounts `screen` at `route` inside AdminContext with the app's dataProvider, authProvider and
 * i18nProvider, a fresh QueryClient (with the app's defaults) and store, react-admin's
 * notifications, and a memory data router (so forms can block navigation) at `path`.
 */
export function renderScreen(screen: ReactElement, options: ScreenOptions = {}) {
  const { as, claims, path = '/', counts, store = preferencesStore() } = options;
  const route = options.route ?? path.split('?')[0];
  if (as) storeSessionOf(as, claims);
  const badgeCalls = as ? answerShellCalls(as, counts) : [];
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <AdminContext
            dataProvider={dataProvider}
            authProvider={authProvider}
            i18nProvider={i18nProvider}
            queryClient={queryClient}
            store={store}
            lightTheme={lightTheme}
            darkTheme={darkTheme}
          >
            <Suspense fallback={null}>
              <Routes>
                <Route path={route} element={screen} />
                <Route path="*" element={<Elsewhere />} />
              </Routes>
            </Suspense>
            <ConsoleNotification />
            <MutationFailureNotices />
          </AdminContext>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const result = render(<RouterProvider router={router} />);
  return {
    ...result,
    router,
    queryClient,
    badgeCalls,
    /** The router's current path (the memory router leaves window.location alone). */
    pathname: () => router.state.location.pathname,
  };
}
