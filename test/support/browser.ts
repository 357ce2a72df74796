import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { CHROMIUM_ARGS, chromiumPath } from './local';

export { CHROMIUM_ARGS, chromiumPath, DEFAULT_CHROMIUM_PATH, missingChromium } from './local';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

/**
 * A page in a context of its own (pt-BR, São Paulo time, 1366 px). `still` turns CSS transitions
 * and animations off, for walks that check many states: a theme switch, a dialog's fade or a
 * ripple would otherwise be waited for at every check (what is measured is the settled state
 * either way).
 */
export async function newPage(browser: Browser, options: { colorScheme?: 'light' | 'dark'; still?: boolean } = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 860 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: options.colorScheme ?? 'light',
  });
  if (options.still) {
    await context.addInitScript(() => {
      const still = () => {
        const style = document.createElement('style');
        style.textContent =
          '*, *::before, *::after { transition: none !important; animation-duration: 0s !important; animation-delay: 0s !important; }';
        document.head.append(style);
      };
      if (document.head) still();
      else document.addEventListener('DOMContentLoaded', still);
    });
  }
  const page = await context.newPage();
  return { context, page };
}

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Saves a screenshot as a test artifact (test-results/screenshots/NAME.png). */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** The shell's main menu, a navigation landmark (visible once signed in with a console profile). */
export const mainMenu = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

/** Fills the login modal and submits; does not wait (a refused sign-in is a journey too). */
export async function submitSignIn(page: Page, email: string, password = 'demo1234') {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

/** Signs in through the login modal and waits for the shell's menu. */
export async function signIn(page: Page, email: string, password = 'demo1234') {
  await submitSignIn(page, email, password);
  await mainMenu(page).waitFor();
}
