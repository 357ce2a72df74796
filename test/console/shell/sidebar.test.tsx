import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setTokens } from '../../../src/console/providers/session';
import { fakeAccessToken } from '../../support/msw';
import {
  answerShellCalls,
  DEMO,
  mainMenu,
  renderApp,
  renderAppAs,
  storeSessionOf,
  useShellTestSetup,
} from './renderApp';

useShellTestSetup();

const sidebarClosed = () => document.querySelector('.RaSidebar-closed') !== null;

describe('the sidebar is navigation', () => {
  it('is a landmark of headed lists of links, not a menu of headers', async () => {
    renderAppAs('admin', '/casos');
    const nav = await mainMenu();
    expect(screen.queryByRole('menu', { name: 'Menu principal' })).not.toBeInTheDocument();
    expect(within(nav).queryAllByRole('menuitem')).toEqual([]);
    // Every child of a list is a list item; every entry is a link inside one.
    for (const list of within(nav).getAllByRole('list')) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
    for (const link of within(nav).getAllByRole('link')) expect(link.closest('li')).not.toBeNull();
    // The groups are headings naming their lists.
    for (const group of ['Casos', 'Aplicativo', 'Administração']) {
      const heading = within(nav).getByRole('heading', { name: group, level: 2 });
      expect(within(nav).getByRole('list', { name: group })).toBeInTheDocument();
      expect(heading.tagName).toBe('H2');
    }
    // The open page's entry says so; the others do not.
    expect(within(nav).getByRole('link', { name: 'Casos' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    // The menu is beside the page, not inside its <main>; the page is the only main.
    expect(nav.closest('main')).toBeNull();
    expect(screen.getByRole('main')).not.toContainElement(nav);
  });

  it("keeps the groups' names for screen readers when collapsed", async () => {
    renderAppAs('admin', '/');
    await mainMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    const nav = await mainMenu();
    expect(within(nav).getByRole('list', { name: 'Administração' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Assessorias Jurídicas' })).toBeInTheDocument();
  });

  it('names the analytics entry in Portuguese', async () => {
    renderAppAs('suporte', '/');
    const nav = await mainMenu();
    expect(within(nav).queryByRole('link', { name: 'Analytics' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Análises' })).toHaveAttribute('href', '/analytics');
  });

  it('wraps a long label beside its badge instead of cutting it', async () => {
    renderAppAs('suporte', '/', { pendingLawCompanies: 12 });
    const entry = await within(await mainMenu()).findByRole('link', { name: /^Assessorias Jurídicas/ });
    await within(entry).findByText(/Assessorias aguardando aprovação: 12$/);
    const label = within(entry).getByText('Assessorias Jurídicas');
    expect(getComputedStyle(label).textOverflow).not.toBe('ellipsis');
    expect(getComputedStyle(label.parentElement as Element).whiteSpace).toBe('normal');
  });
});

describe('the collapsed sidebar belongs to the user', () => {
  const signInAs = (sub: string) => {
    const { roles, lawCompanyId } = DEMO.casos;
    setTokens({ accessToken: fakeAccessToken({ sub, roles, lawCompanyId }), refreshToken: 'r' });
  };

  it('is not passed on to the next person who signs in on the same browser', async () => {
    answerShellCalls('casos');
    storeSessionOf('casos', { sub: '7' });
    const first = renderApp('/');
    await mainMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    await waitFor(() => expect(sidebarClosed()).toBe(true));

    // Someone else signs in: their own (default, open) sidebar, at once.
    act(() => signInAs('8'));
    await waitFor(() => expect(sidebarClosed()).toBe(false));
    expect(screen.getByRole('button', { name: 'Fechar menu' })).toBeInTheDocument();
    first.unmount();

    // The first user finds it as they left it, after a reload too.
    storeSessionOf('casos', { sub: '7' });
    renderApp('/');
    await mainMenu();
    expect(await screen.findByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    expect(sidebarClosed()).toBe(true);
  });
});
