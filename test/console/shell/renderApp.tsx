// The whole console (<App/>, shell and routes) for shell and routing tests. Screen tests mount
// one screen without the shell: test/support/renderScreen.tsx.
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { App } from '../../../src/console/App';
import { queryClient } from '../../../src/console/providers/queryClient';
import type { BadgeName } from '../../../src/console/providers/types';
import { useMswServer } from '../../support/msw';
import {
  answerShellCalls,
  installDesktopMatchMedia,
  storeSessionOf,
  type DemoAccount,
} from '../../support/renderScreen';

// Shared with the screen helper; re-exported so the shell tests' imports stay as they are.
export {
  answerShellCalls,
  BADGE_PATHS,
  DEMO,
  installDesktopMatchMedia,
  storeSessionOf,
  type DemoAccount,
} from '../../support/renderScreen';

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

/** The sidebar: a navigation landmark. */
export const mainMenu = () => screen.findByRole('navigation', { name: 'Menu principal' });

/** The sidebar's entries (links), by their visible label. */
export async function menuLabels(): Promise<string[]> {
  return within(await mainMenu())
    .getAllByRole('link')
    .map((item) => item.textContent?.trim() ?? '');
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
