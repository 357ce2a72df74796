import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnalyticsPage } from '../../../src/console/resources/analytics/AnalyticsPage';
import { getTokens, setTokens } from '../../../src/console/providers/session';
import { fakeAccessToken, server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

useScreenTestSetup();

const REPORT = '/admin/support/analytics/all-trackers';

/** jsdom does not navigate: the click's default action is stopped after the page's handler ran. */
function stopNavigation() {
  const stop = (event: Event) => event.preventDefault();
  document.addEventListener('click', stop);
  return () => document.removeEventListener('click', stop);
}

afterEach(() => vi.restoreAllMocks());

describe('/analytics', () => {
  it('opens the report in a new tab with the current access token in the query', async () => {
    renderScreen(<AnalyticsPage />, { as: 'suporte', path: '/analytics' });
    const link = await screen.findByRole('link', { name: /^Abrir relatório\s*\(abre em uma nova aba\)$/ }, { timeout: 5000 });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    const restore = stopNavigation();
    await userEvent.click(link);
    restore();
    const url = new URL(link.getAttribute('href')!);
    expect(url.pathname).toBe(REPORT);
    expect(url.searchParams.get('token')).toBe(getTokens()!.accessToken);
  });

  it('refreshes an expired token first, then points the opened tab at the report', async () => {
    renderScreen(<AnalyticsPage />, { as: 'suporte', path: '/analytics' });
    const link = await screen.findByRole('link', { name: /Abrir relatório/ }, { timeout: 5000 });
    const expired = getTokens()!;
    setTokens({ ...expired, accessToken: fakeAccessToken({ sub: '7', roles: ['support'] }, -60) });
    const fresh = fakeAccessToken({ sub: '7', roles: ['support'], fresh: true });
    server.use(http.post('*/auth/refresh', () => HttpResponse.json({ accessToken: fresh, refreshToken: 'r2' })));
    const tab = { opener: {}, location: { href: 'about:blank' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    await waitFor(() => expect(tab.location.href).toContain(REPORT));
    expect(new URL(tab.location.href).searchParams.get('token')).toBe(fresh);
    expect(tab.opener).toBeNull();
  });
});
