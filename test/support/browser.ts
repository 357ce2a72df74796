import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

/** Debian's Chromium, with the flags this closed network needs (never a downloaded browser). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Where Debian's `apt-get install -y chromium` puts it. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The Chromium the journeys drive: CHROMIUM_PATH when set (and not blank), else Debian's. */
export function chromiumPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.CHROMIUM_PATH?.trim() || DEFAULT_CHROMIUM_PATH;
}

/**
 * The one sentence a newcomer reads when the browser suite cannot find Chromium (README, "Testar"),
 * or null when `executable` is a file this process may run.
 */
export function missingChromium(executable: string = chromiumPath()): string | null {
  try {
    fs.accessSync(executable, fs.constants.X_OK);
    const stat = fs.statSync(executable);
    // root passes X_OK on any file; an executable has an x bit.
    if (stat.isFile() && (stat.mode & 0o111) !== 0) return null;
  } catch {
    // missing or not executable: the sentence below
  }
  return (
    `Chromium não encontrado em ${executable}: os testes de navegador precisam dele; instale-o com ` +
    `"apt-get install -y chromium" (como root) ou defina CHROMIUM_PATH com o caminho do executável.`
  );
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export const baseUrl = () => inject('baseUrl');

export async function newPage(browser: Browser, options: { colorScheme?: 'light' | 'dark' } = {}) {
  const context: BrowserContext = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: 1366, height: 860 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    colorScheme: options.colorScheme ?? 'light',
  });
  const page = await context.newPage();
  return { context, page };
}

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../test-results/screenshots');

/** Saves a screenshot as a test artifact (test-results/screenshots/NAME.png). */
export async function screenshot(page: Page, name: string) {
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: false });
}

/** The shell's main menu (visible once signed in with a console profile). */
export const mainMenu = (page: Page) => page.getByRole('menu', { name: 'Menu principal' });

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
