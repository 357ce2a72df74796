import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mainMenu, renderApp, renderAppAs, useShellTestSetup } from './renderApp';

useShellTestSetup();

const stored = (key: string) => JSON.parse(localStorage.getItem(`RaStoreRecupera.${key}`) ?? 'null');
const background = () => getComputedStyle(document.querySelector('.RaLayout-root, .layout') as Element).backgroundColor;

describe('device preferences', () => {
  it('switch the theme light / dark / auto from the app bar and keep the choice across a remount', async () => {
    const { unmount } = renderAppAs('casos', '/');
    await mainMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Tema' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Escuro' }));
    expect(stored('theme')).toBe('dark');
    await waitFor(() => expect(background()).toBe('rgb(31, 31, 31)'));
    unmount();

    renderAppAs('casos', '/');
    await mainMenu();
    expect(background()).toBe('rgb(31, 31, 31)');
    await userEvent.click(screen.getByRole('button', { name: 'Tema' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Automático (sistema)' }));
    // Auto is "no stored choice": react-admin then follows prefers-color-scheme (light here).
    expect(stored('theme')).toBeNull();
    await waitFor(() => expect(background()).toBe('rgb(252, 252, 252)'));
  });

  it('offer the theme control in the login modal too, while signed out', async () => {
    renderApp('/');
    await screen.findByRole('dialog', { name: 'Entrar no Recupera' });
    await userEvent.click(screen.getByRole('button', { name: 'Tema' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Escuro' }));
    expect(stored('theme')).toBe('dark');
  });

  it('keep the collapsed sidebar across a remount', async () => {
    const { unmount } = renderAppAs('casos', '/');
    await mainMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    expect(stored('sidebar.open.7')).toBe(false);
    unmount();
    renderAppAs('casos', '/');
    expect(await screen.findByRole('button', { name: 'Abrir menu' })).toBeInTheDocument();
    expect(document.querySelector('.RaSidebar-closed')).not.toBeNull();
  });
});
