import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { mainMenu, renderAppAs, useShellTestSetup } from './renderApp';

useShellTestSetup();

const appBarRefresh = () => within(screen.getByRole('banner')).getByRole('button', { name: 'Atualizar' });
const pagePanel = () => screen.findByRole('region', { name: 'Pendências' });

describe("the app bar's refresh on the dashboard", () => {
  it('starts the 30 s cooldown of the page, and waits for it', async () => {
    // The badges' endpoints answer the pending lists too: their calls show what was refetched.
    const { badgeCalls } = renderAppAs('casos', '/');
    const panel = await pagePanel();
    await within(panel).findByText('Nenhum localizador pendente');
    const before = badgeCalls.length;

    await userEvent.click(appBarRefresh());
    await waitFor(() => expect(badgeCalls.length).toBeGreaterThan(before));
    // The page's 'Atualizar' counts down, and the app bar's waits with it.
    const pageRefresh = await within(panel).findByRole('button', { name: /^Atualizar \((30|29) s\)$/ });
    expect(pageRefresh).toHaveAttribute('aria-disabled', 'true');
    // Blocked, yet focusable, with the wait as its description (not a tooltip only a mouse reaches).
    await waitFor(() => expect(appBarRefresh()).toHaveAttribute('aria-disabled', 'true'));
    expect(appBarRefresh()).toHaveAccessibleDescription(/\d+ s/);
    expect(appBarRefresh()).not.toBeDisabled();
  });

  it("waits after the page's own 'Atualizar' too", async () => {
    renderAppAs('casos', '/');
    const panel = await pagePanel();
    await within(panel).findByText('Nenhum localizador pendente');
    expect(appBarRefresh()).not.toHaveAttribute('aria-disabled');
    await userEvent.click(within(panel).getByRole('button', { name: 'Atualizar' }));
    await waitFor(() => expect(appBarRefresh()).toHaveAttribute('aria-disabled', 'true'));
  });

  it('stays a plain refresh on the other pages', async () => {
    renderAppAs('casos', '/');
    const panel = await pagePanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Atualizar' }));
    await userEvent.click(within(await mainMenu()).getByRole('link', { name: 'Mensagens' }));
    await waitFor(() => expect(appBarRefresh()).not.toHaveAttribute('aria-disabled'));
  });
});

describe("the app bar's loading indicator", () => {
  it('is the refresh button itself, busy while loading: it keeps the focus and no nameless spinner shows (issue 25)', async () => {
    renderAppAs('casos', '/');
    await within(await pagePanel()).findByText('Nenhum localizador pendente');
    await waitFor(() => expect(appBarRefresh()).toHaveAttribute('aria-busy', 'false'));
    appBarRefresh().focus();
    await userEvent.click(within(await mainMenu()).getByRole('link', { name: 'Mensagens' }));
    // The new page loads (its calls slowed down): the button says so and stays where it was,
    // focusable and visible.
    server.use(
      http.get('*/admin/chat*', async () => {
        await delay(1500);
      }),
    );
    await userEvent.click(appBarRefresh());
    const refresh = appBarRefresh();
    await waitFor(() => expect(refresh).toHaveAttribute('aria-busy', 'true'));
    expect(document.activeElement).toBe(refresh);
    expect(refresh).not.toHaveStyle({ opacity: '0' });
    // Whatever spins is inside the named button, hidden from assistive technology.
    expect(within(screen.getByRole('banner')).queryByRole('progressbar')).toBeNull();
    await waitFor(() => expect(appBarRefresh()).toHaveAttribute('aria-busy', 'false'));
  });
});
