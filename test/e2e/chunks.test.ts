import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mainMenu, newPage, screenshot, signIn } from '../support/browser';
import { demoSession } from '../support/demoAccounts';

// Issue 23 items 2 and 7: a screen whose code cannot load, in the built console against the real
// server. Its chunk fails once (offline, a network that drops it, then gone after a deploy): the
// notice shows inside the shell, never the fatal page, and the screen shows after 'Tentar
// Novamente' or 'Recarregar'. It also measures what the console counts on: Chromium fetches a
// module again on the next import() after a failed one (no cache-busting query needed), and the
// server answers 404 for an /assets file it does not have (not index.html). Every route, in jsdom:
// test/console/shell/chunkErrors.test.tsx.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Another journey may have changed it: back to 'demo1234'.
  await demoSession('assessoria@demo.test');
});
afterAll(() => browser?.close());

const FATAL = 'Um erro inesperado aconteceu';

/** The chunk of a module, as Vite names it: /assets/Name-hash.js. */
const chunk = (name: string) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`);

/** Every request the page makes for that chunk. */
function chunkRequests(page: Page, name: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (chunk(name).test(request.url())) seen.push(request.url());
  });
  return seen;
}

const openFromMenu = (page: Page, entry: string) => mainMenu(page).getByRole('link', { name: entry }).click();

describe('a screen whose code cannot load (assessoria@demo.test)', () => {
  it('offline, then a dropped chunk, then a deploy: the notice, then the screen', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'assessoria@demo.test');

    // Offline: the browser says so; the menu stays usable.
    const settings = chunkRequests(page, 'SettingsPage');
    await context.setOffline(true);
    await openFromMenu(page, 'Configurações');
    await page.getByRole('heading', { name: 'Sem conexão com a internet', level: 1 }).waitFor();
    await expect(mainMenu(page).isVisible()).resolves.toBe(true);
    await expect(page.getByText(FATAL).count()).resolves.toBe(0);
    await screenshot(page, 'chunk-offline');
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await page.getByRole('heading', { name: 'Configurações', level: 1 }).waitFor();
    // The same URL asked for again after the failure, and this time loaded.
    expect(settings.length).toBeGreaterThanOrEqual(2);
    expect(new Set(settings).size).toBe(1);

    // Online, but the network drops the chunk and the server cannot be reached either: the network.
    let dropped = 0;
    await page.route(chunk('ImportPage'), (route) =>
      dropped++ === 0 ? route.abort('internetdisconnected') : route.continue(),
    );
    const consolePage = (url: URL) => url.pathname === '/';
    await page.route(consolePage, (route) =>
      route.request().method() === 'HEAD' ? route.abort('internetdisconnected') : route.continue(),
    );
    await openFromMenu(page, 'Importar');
    await page.getByRole('heading', { name: 'Sem conexão com a internet', level: 1 }).waitFor();
    await page.unroute(consolePage);
    await page.getByRole('button', { name: 'Tentar Novamente' }).click();
    await page.getByRole('heading', { name: 'Importação', level: 1 }).waitFor();
    expect(dropped).toBe(2);

    // A deploy: the old chunk name is gone (the server answers 404 for it) while the server answers.
    const stale = await page.request.get('/assets/UsersPage-versaoAntiga.js');
    expect(stale.status()).toBe(404);
    expect(stale.headers()['content-type']).not.toContain('text/html');
    await page.route(chunk('UsersPage'), (route) =>
      route.fulfill({ status: 404, contentType: 'application/json', body: '{}' }),
    );
    await openFromMenu(page, 'Usuários');
    await page.getByRole('heading', { name: 'Nova versão disponível', level: 1 }).waitFor();
    await expect(page.getByText(FATAL).count()).resolves.toBe(0);
    await screenshot(page, 'chunk-new-version');
    // The reload gets the (here, same) index.html, whose chunks the server has.
    await page.unroute(chunk('UsersPage'));
    await page.getByRole('button', { name: 'Recarregar' }).click();
    await page.getByRole('heading', { name: 'Usuários', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/usuarios');
    await context.close();
  });
});
