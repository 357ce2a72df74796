import { render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach } from 'vitest';
import { App } from '../../../src/console/App';
import { queryClient } from '../../../src/console/providers/queryClient';
import { STORAGE_KEY } from '../../../src/console/providers/session';
import type { BadgeName } from '../../../src/console/providers/types';
import { fakeAccessToken, server, useMswServer } from '../../support/msw';

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

export const BADGE_PATHS: Record<BadgeName, string> = {
  pendingTrackers: '*/admin/dashboard/trackers/pending',
  pendingReports: '*/admin/dashboard/seizure-requests/reports/pending',
  chat: '*/admin/chat/count',
  pendingLawCompanies: '*/admin/dashboard/law-companies/pending',
  pendingVerifications: '*/admin/dashboard/from-app/pending',
  pendingTransfers: '*/admin/app-transfers/badge',
};

/** A signed-in session as the console stores it, with an unsigned token carrying the roles. */
export function storeSessionOf(account: DemoAccount) {
  const { roles, lawCompanyId } = DEMO[account];
  localStorage.setItem(
    STORAGE_KEY,
    JSON.stringify({ accessToken: fakeAccessToken({ sub: '7', roles, lawCompanyId }), refreshToken: 'r' }),
  );
}

/** GET /auth/me for the account, and every badge endpoint (0 unless told), recording the calls. */
export function answerShellCalls(account: DemoAccount, counts: Partial<Record<BadgeName, number>> = {}) {
  const calls: string[] = [];
  const { roles, lawCompanyId, name } = DEMO[account];
  server.use(
    http.get('*/auth/me', () =>
      HttpResponse.json({ id: 7, name, email: `${account}@demo.test`, roles, lawCompany: lawCompanyId ? { id: lawCompanyId } : null }),
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

/** Mounts the real <App/> at `url` (its BrowserRouter reads the address bar). */
export function renderApp(url = '/') {
  window.history.pushState({}, '', url);
  queryClient.clear();
  return render(<App />);
}

/** Signed in as a demo account, with the API answering the shell's calls. */
export function renderAppAs(account: DemoAccount, url = '/', counts: Partial<Record<BadgeName, number>> = {}) {
  storeSessionOf(account);
  const badgeCalls = answerShellCalls(account, counts);
  return { ...renderApp(url), badgeCalls };
}

/** The sidebar's entries, by their visible label. */
export async function menuLabels(): Promise<string[]> {
  const menu = await screen.findByRole('menu', { name: 'Menu principal' });
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent?.trim() ?? '');
}

/**
 * jsdom has no matchMedia: answer media queries as a 1280 px wide desktop in light mode, so the
 * shell renders as on a desktop (named user button, docked sidebar).
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

/** msw for the file, a desktop viewport, and a clean query cache around every test. */
export function useShellTestSetup() {
  useMswServer();
  beforeEach(() => {
    installDesktopMatchMedia();
    queryClient.clear();
  });
  afterEach(() => queryClient.clear());
}
