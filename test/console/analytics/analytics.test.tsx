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
const REPORT_TOKEN = '/admin/support/analytics/report-token';

afterEach(() => vi.restoreAllMocks());

/** A tab as window.open answers it: the page points it somewhere, or closes it. */
function spyOnNewTab() {
  const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return { tab, open };
}

/** The report-token endpoint, answering `token` and recording the Authorization header of each call. */
function answerReportToken(token = 'report-token-1') {
  const calls: (string | null)[] = [];
  server.use(
    http.post(`*${REPORT_TOKEN}`, ({ request }) => {
      calls.push(request.headers.get('authorization'));
      return HttpResponse.json({ token, expiresAt: new Date(Date.now() + 900_000).toISOString() });
    }),
  );
  return calls;
}

describe('/analytics', () => {
  it("asks for the report's own token and opens the tab with it, never with the access token", async () => {
    const calls = answerReportToken('report-token-1');
    renderScreen(<AnalyticsPage />, { as: 'suporte', path: '/analytics' });
    const button = await screen.findByRole(
      'button',
      { name: /^Abrir relatório\s*\(abre em uma nova aba\)$/ },
      { timeout: 5000 },
    );
    expect(screen.getByText(/funciona por 15 minutos/)).toBeInTheDocument();
    const { tab, open } = spyOnNewTab();
    await userEvent.click(button);
    // The tab opens at the click itself (a pop-up blocker allows it), before the token arrives.
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toContain(REPORT));
    expect(calls).toEqual([`Bearer ${getTokens()!.accessToken}`]);
    const url = new URL(tab.location.href);
    expect(url.pathname).toBe(REPORT);
    expect([...url.searchParams]).toEqual([['token', 'report-token-1']]);
    expect(tab.location.href).not.toContain(getTokens()!.accessToken);
    expect(tab.close).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token first, then asks for the report token with the fresh one', async () => {
    const calls = answerReportToken('report-token-2');
    renderScreen(<AnalyticsPage />, { as: 'suporte', path: '/analytics' });
    const button = await screen.findByRole('button', { name: /Abrir relatório/ }, { timeout: 5000 });
    const expired = getTokens()!;
    setTokens({ ...expired, accessToken: fakeAccessToken({ sub: '7', roles: ['support'] }, -60) });
    const fresh = fakeAccessToken({ sub: '7', roles: ['support'], fresh: true });
    server.use(http.post('*/auth/refresh', () => HttpResponse.json({ accessToken: fresh, refreshToken: 'r2' })));
    const { tab } = spyOnNewTab();
    await userEvent.click(button);
    await waitFor(() => expect(tab.location.href).toContain(REPORT));
    expect(calls).toEqual([`Bearer ${fresh}`]);
    expect(new URL(tab.location.href).searchParams.get('token')).toBe('report-token-2');
  });

  it("closes the tab and says why when the token is refused (the console's 'Erro' notice)", async () => {
    server.use(
      http.post(`*${REPORT_TOKEN}`, () =>
        HttpResponse.json(
          { statusCode: 403, error: 'Forbidden', message: 'Você não tem permissão para acessar essa funcionalidade' },
          { status: 403 },
        ),
      ),
    );
    renderScreen(<AnalyticsPage />, { as: 'suporte', path: '/analytics' });
    const button = await screen.findByRole('button', { name: /Abrir relatório/ }, { timeout: 5000 });
    const { tab } = spyOnNewTab();
    await userEvent.click(button);
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe('about:blank');
    expect(await screen.findByText('Você não tem permissão para acessar essa funcionalidade')).toBeInTheDocument();
  });
});
