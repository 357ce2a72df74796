// Issue 34 §5: every loading indicator has a name. An outside walk on a slow machine found an
// unnamed spinner (axe's aria-progressbar-name) on /, /casos, /aprovacao-automatica and
// /casos/novo: states a quick API never shows. Here the API's data never comes (msw holds it),
// so each route stays in its loading state, and axe's rule runs on it, with every MUI Skeleton
// required to sit in a named progressbar (components/LoadingPlaceholder.tsx). A screen's code
// still loading (the route's Suspense, react-admin's <Loading>) is held through lazyPage's seam.
// The walk with a held API in a real browser is test/e2e/accessibility.test.ts's.
import { screen, waitFor } from '@testing-library/react';
import axe from 'axe-core';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { chunkLoading } from '../../../src/console/components/lazyPage';
import { server } from '../../support/msw';
import { renderAppAs, useShellTestSetup, type DemoAccount } from './renderApp';

useShellTestSetup();

const { run } = chunkLoading;
beforeEach(() => {
  // A page load: no screen's code loaded yet.
  chunkLoading.generation += 1;
  // Every read of data waits for ever; the session (/auth/me) and the badges answer (renderAppAs,
  // whose handlers, added later, come first).
  server.use(http.get('*/admin/*', () => delay('infinite')));
});
afterEach(() => {
  chunkLoading.run = run;
});

/** react-admin's <Loading> and <LinearProgress> show after 1 s: the state is complete after that. */
const REACT_ADMIN_DELAY = 1_100;

/**
 * The progress indicators on the page now, once one is there and react-admin's have had their
 * second: axe's findings of the rule, and the skeletons outside a named progressbar.
 */
async function loadingProblems(): Promise<{ indicators: number; unnamed: string[]; looseSkeletons: number }> {
  await waitFor(() => expect(document.querySelector('[role="progressbar"], .MuiSkeleton-root')).not.toBeNull());
  await new Promise((resolve) => setTimeout(resolve, REACT_ADMIN_DELAY));
  const result = await axe.run(document.body, { runOnly: { type: 'rule', values: ['aria-progressbar-name'] } });
  return {
    indicators: document.querySelectorAll('[role="progressbar"]').length,
    unnamed: result.violations.flatMap((violation) => violation.nodes.map((node) => node.html.slice(0, 160))),
    looseSkeletons: [...document.querySelectorAll('.MuiSkeleton-root')].filter(
      (skeleton) => !skeleton.closest('[role="progressbar"][aria-label]'),
    ).length,
  };
}

const ROUTES: [DemoAccount, string][] = [
  ['casos', '/'],
  ['casos', '/casos'],
  ['casos', '/aprovacao-automatica'],
  ['casos', '/casos/novo'],
  ['casos', '/casos/12/detalhes'],
  ['admin', '/'],
  ['admin', '/assessoria-juridicas'],
];

describe('loading states name their indicators', () => {
  it.each(ROUTES)('%s on %s, while its data loads', async (account, path) => {
    renderAppAs(account, path);
    const { indicators, unnamed, looseSkeletons } = await loadingProblems();
    expect(indicators).toBeGreaterThan(0);
    expect(unnamed).toEqual([]);
    expect(looseSkeletons).toBe(0);
  });

  it("a screen whose code is still loading: react-admin's <Loading>, named 'Carregando…', its text readable", async () => {
    chunkLoading.run = () => new Promise<never>(() => undefined);
    renderAppAs('casos', '/casos');
    const spinner = await screen.findByRole('progressbar', {}, { timeout: 3_000 });
    expect(spinner).toHaveAccessibleName('Carregando…');
    // Its second line in text.secondary, not react-admin's text.disabled (2.7:1 on the light page).
    const message = screen.getByText('A página está carregando. Um momento, por favor');
    expect(getComputedStyle(message).color).toBe('rgba(0, 0, 0, 0.6)');
    const { unnamed } = await loadingProblems();
    expect(unnamed).toEqual([]);
  });
});
