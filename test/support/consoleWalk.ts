import type { Page } from 'playwright-core';
import { canOpen } from '../../src/console/components/access';
import { PUBLIC_ROUTES, SHELL_ROUTES } from '../../src/console/pages/routes';
import type { Page as ListPage } from '../../src/domain/wire';
import { apiGet, type DemoSession } from './demoAccounts';

/**
 * The routes a walk visits, from the console's own route table (pages/routes.ts, derived from
 * the areas' descriptors): a screen added to an area's descriptor is walked the day it lands.
 */

export interface WalkRoute {
  /** The route's pattern, as the descriptor writes it ('/casos/:id/detalhes'). */
  pattern: string;
  /** The address visited ('/casos/12/detalhes'). */
  path: string;
}

interface CaseRef {
  id: number;
  status: string;
  closedAt: string | null;
}

const READY = ['readyAndOpenedForTrackers', 'readyAndClosedForTrackers'];
const isOpenCase = (c: CaseRef) => READY.includes(c.status) && !c.closedAt;

/**
 * The case the walk opens for this account: one with pending tracker requests (so the details
 * show decisions), else any open case it sees, else any case at all.
 */
async function caseFor(session: DemoSession): Promise<number | null> {
  const pending = await apiGet<ListPage<{ seizureRequest: { id: number } }>>(
    session.token,
    '/admin/trackers?status=pending&page=1&perPage=20',
  );
  for (const row of pending.result) {
    const found = await apiGet<CaseRef>(session.token, `/admin/seizure-requests/${row.seizureRequest.id}`);
    if (isOpenCase(found)) return found.id;
  }
  for (const tab of ['active', 'all']) {
    const list = await apiGet<ListPage<CaseRef>>(
      session.token,
      `/admin/seizure-requests?status=${tab}&page=1&perPage=1`,
    );
    if (list.result[0]) return list.result[0].id;
  }
  return null;
}

/** Every shell route the account may open, with its parameters filled in. */
export async function shellRoutesFor(session: DemoSession): Promise<WalkRoute[]> {
  const open = SHELL_ROUTES.filter((route) => canOpen(session.roles, route.access));
  const needsCase = open.some((route) => route.path.includes(':id'));
  const caseId = needsCase ? await caseFor(session) : null;
  return open.flatMap((route) => {
    if (!route.path.includes(':')) return [{ pattern: route.path, path: route.path }];
    if (caseId === null) throw new Error(`${session.email}: no case to open ${route.path} with`);
    return [{ pattern: route.path, path: route.path.replace(':id', String(caseId)) }];
  });
}

/** The public area: its routes, and an unknown /p/ path (the default public page). */
export const publicRoutes = (): WalkRoute[] => [
  ...PUBLIC_ROUTES.map((route) => ({ pattern: route.path, path: route.path })),
  { pattern: '/p/*', path: '/p/endereco-que-nao-existe' },
];

/**
 * Waits until the page has settled: its content is there (a heading, a table or a dialog), no
 * progress bar or skeleton is left in it, transitions are done (`pause`). (Not 'networkidle': the badges poll.)
 */
export async function settle(page: Page, { pause = 300 }: { pause?: number } = {}) {
  await page
    .waitForFunction(
      () =>
        document.querySelector('#main-content h1, #main-content h2, #main-content table, main h1, [role="dialog"]') !==
          null &&
        // The app bar's spinner is left out: it turns while a badge retries (5 times, 5 s apart).
        !document.querySelector(
          ':is(main, [role="dialog"], [role="presentation"]) :is(.MuiSkeleton-root, [role="progressbar"])',
        ),
      null,
      { timeout: 8_000, polling: 100 },
    )
    .catch(async () => {
      if (process.env.A11Y_TRACE) {
        console.log(
          'settle timed out',
          page.url(),
          await page.evaluate(
            () =>
              document
                .querySelector(':is(main, [role="dialog"]) :is(.MuiSkeleton-root, [role="progressbar"])')
                ?.outerHTML.slice(0, 200) ?? 'no content',
          ),
        );
      }
    });
  // MUI's enter transitions (225 ms) and ripples; a page with transitions off (the accessibility
  // walk's) needs only a beat for React to finish.
  await page.waitForTimeout(pause);
}

/**
 * Goes to a route inside the console already loaded, as its own links do (the router follows the
 * history), rather than loading the whole console again: most of a walk's time went to those
 * loads. A page that has not loaded the console yet loads it.
 */
export async function goWithin(page: Page, path: string) {
  const loaded = await page.evaluate(
    () => document.documentElement.lang === 'pt-BR' && document.querySelector('#main-content') !== null,
  );
  if (!loaded) {
    await page.goto(path);
    return;
  }
  const from = await page.evaluate(() => window.location.pathname + window.location.search);
  if (from === path) return;
  // The page it leaves: its heading, marked, must go (or change) before the new one is checked.
  await page.evaluate((to) => {
    const heading = document.querySelector('#main-content h1');
    heading?.setAttribute('data-walk-left', heading.textContent ?? '');
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await page.waitForURL((url) => url.pathname + url.search === path);
  await page
    .waitForFunction(
      () => {
        const left = document.querySelector('#main-content h1[data-walk-left]');
        return !left || left.textContent !== left.getAttribute('data-walk-left');
      },
      null,
      { timeout: 5_000, polling: 100 },
    )
    .catch(() => undefined);
}
