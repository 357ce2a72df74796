import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mainMenu, newPage, screenshot } from '../support/browser';
import { axeFindings, describeFindings } from '../support/a11y';

// Issue 27 item 2: the signed-out entry is light. A signed-out visit of the sign-in route loads
// MUI and our sign-in code only (≤ 150 KB of JavaScript, brotli, as the server sends it): not
// react-admin, the router, react-query, the forms' library, zod, nor the console's shell, data
// provider and areas. Each script's source map (the build writes them) says which modules it
// carries. The console loads after sign-in, fetched ahead at the first keystroke.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const BUDGET = 150_000;

/** Packages and modules the signed-out entry must not carry (ra-core's HttpError class aside). */
const HEAVY = [
  /node_modules\/react-admin\//,
  /node_modules\/ra-ui-materialui\//,
  /node_modules\/ra-core\/(?!dist\/dataProvider\/HttpError\.js)/,
  /node_modules\/ra-i18n-polyglot\//,
  /node_modules\/react-router/,
  /node_modules\/@tanstack\//,
  /node_modules\/react-hook-form\//,
  /node_modules\/zod\//,
  /src\/console\/App\.tsx$/,
  /src\/console\/areas\//,
  /src\/console\/resources\//,
  /src\/console\/layout\/Shell/,
  /src\/console\/providers\/dataProvider\.ts$/,
];

interface Script {
  url: string;
  encoding: string;
  wire: number;
}

/** Every script the page loads, with its bytes on the wire and its encoding. */
function recordScripts(page: Page) {
  const pending: Promise<Script | null>[] = [];
  page.on('requestfinished', (request: Request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        if (!response) return null;
        const sizes = await request.sizes();
        return {
          url: request.url(),
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
          wire: sizes.responseBodySize,
        };
      })(),
    );
  });
  return async () => (await Promise.all(pending)).filter((s): s is Script => s !== null);
}

/**
 * The modules a script was built from, read from its source map. The build writes no map for
 * the two tiny chunks of the entry (rolldown's runtime, the entry's import list): nothing there.
 */
async function modulesOf(page: Page, script: Script): Promise<string[]> {
  const answer = await page.request.get(`${script.url}.map`);
  if (answer.status() === 404 && script.wire < 1_000) return [];
  expect(answer.ok(), script.url).toBe(true);
  return ((await answer.json()) as { sources: string[] }).sources;
}

const consoleChunk = /\/assets\/App-[\w-]+\.js$/;
/** A legal text's chunk (pages/public/content/<name>.md, its file name kept by the build). */
const LEGAL_TEXT = /\/assets\/(termos|privacidade)-(assessorias|localizadores)-[\w-]+\.js$/;

describe('the signed-out entry (issue 27 item 2)', () => {
  it('/ signed out: the login modal with ≤ 150 KB of JavaScript (brotli), none of react-admin or the console', async () => {
    const { context, page } = await newPage(browser);
    const scripts = recordScripts(page);
    await page.goto('/');
    await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = await scripts();

    const total = loaded.reduce((sum, s) => sum + s.wire, 0);
    expect(loaded.length).toBeGreaterThan(0);
    expect(total, loaded.map((s) => `${s.url} ${s.wire}`).join('\n')).toBeLessThanOrEqual(BUDGET);
    // Every sizeable script came compressed (the precompressed .br files).
    expect(loaded.filter((s) => s.wire > 2_000).every((s) => s.encoding === 'br')).toBe(true);
    expect(loaded.some((s) => consoleChunk.test(s.url))).toBe(false);

    const modules = (await Promise.all(loaded.map((s) => modulesOf(page, s)))).flat();
    expect(modules.some((m) => m.endsWith('src/console/signIn/SignInPage.tsx'))).toBe(true);
    expect(modules.filter((m) => HEAVY.some((pattern) => pattern.test(m)))).toEqual([]);
    await context.close();
  });

  it('fetches the console at the first keystroke, and signs in to /casos', async () => {
    const { context, page } = await newPage(browser);
    const consoleRequests: string[] = [];
    page.on('request', (request) => {
      if (consoleChunk.test(request.url())) consoleRequests.push(request.url());
    });
    await page.goto('/casos');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').waitFor();
    await page.waitForLoadState('networkidle');
    expect(consoleRequests).toEqual([]);
    await dialog.getByLabel('E-mail').pressSequentially('c');
    await expect.poll(() => consoleRequests.length).toBe(1);
    await dialog.getByLabel('E-mail').fill('casos@demo.test');
    await dialog.getByLabel('Senha', { exact: true }).fill('demo1234');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await page.getByRole('table', { name: 'Lista de casos' }).waitFor();
    await expect(mainMenu(page).isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).pathname).toBe('/casos');
    await context.close();
  });

  it("the form's own checks, in the domain's words, before anything is sent", async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('nao-e-email');
    await dialog.getByRole('button', { name: 'Entrar' }).click();
    await dialog.getByText('E-mail inválido').waitFor();
    await expect(
      page.getByRole('dialog').getByLabel('Senha', { exact: true }).getAttribute('aria-invalid'),
    ).resolves.toBe('true');
    await screenshot(page, 'signed-out-checks');
    await context.close();
  });

  // Dark: the notice once drew the light theme's dark text on a dark system's page (1.07:1, issue 40 §2).
  it.each(['light', 'dark'] as const)(
    'offline when signing in (%s): the notice, readable, then the console after Tentar Novamente',
    async (colorScheme) => {
      const { context, page } = await newPage(browser, { colorScheme });
      let dropped = 0;
      // The first keystroke's prefetch and the sign-in's own load both fail; the retry gets through.
      await page.route(consoleChunk, (route) =>
        dropped++ < 2 ? route.abort('internetdisconnected') : route.continue(),
      );
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      // Signed in while the console's code cannot be fetched (the network dropped it).
      await page.route(
        (url) => url.pathname === '/',
        (route) => (route.request().method() === 'HEAD' ? route.abort('internetdisconnected') : route.continue()),
      );
      await dialog.getByLabel('E-mail').fill('casos@demo.test');
      await dialog.getByLabel('Senha', { exact: true }).fill('demo1234');
      await dialog.getByRole('button', { name: 'Entrar' }).click();
      await page.getByRole('heading', { name: 'Sem conexão com a internet', level: 1 }).waitFor();
      expect(describeFindings(await axeFindings(page, `chunk notice (${colorScheme})`, undefined, 'colours'))).toBe('');
      await page.unroute((url) => url.pathname === '/');
      await page.getByRole('button', { name: 'Tentar Novamente' }).click();
      await mainMenu(page).waitFor();
      expect(dropped).toBe(3);
      await context.close();
    },
  );

  // The public pages are as light (the same budget, none of the heavy modules): MUI and our code,
  // the registration's checks (zod) loaded at the first check; the legal texts read without react-markdown.
  it.each([
    { path: '/p/cadastro', ready: 'Cadastrar', own: 'src/console/pages/public/RegisterPage.tsx' },
    { path: '/p/termos-de-uso', ready: 'Imprimir', own: 'src/console/pages/public/LegalMarkdown.tsx' },
    { path: '/p/privacidade', ready: 'Imprimir', own: 'src/console/pages/public/LegalMarkdown.tsx' },
  ])(
    "$path signed out: ≤ 150 KB of JavaScript (brotli), none of react-admin, the forms' library, zod or the console",
    async ({ path, ready, own }) => {
      const { context, page } = await newPage(browser);
      const scripts = recordScripts(page);
      await page.goto(path);
      await page.getByRole('button', { name: ready }).waitFor();
      if (path !== '/p/cadastro') await page.getByRole('navigation', { name: 'Sumário' }).waitFor();
      await page.waitForLoadState('networkidle');
      const loaded = await scripts();
      // The legal text itself (content/*.md, a module holding the text as a string) is the page's
      // content, not code: shown, but not counted (2-3 KB each).
      const texts = loaded.filter((s) => LEGAL_TEXT.test(s.url));
      expect(texts.length).toBe(path === '/p/cadastro' ? 0 : 1);
      const code = loaded.filter((s) => !texts.includes(s));
      const total = code.reduce((sum, s) => sum + s.wire, 0);
      expect(total, code.map((s) => `${s.url} ${s.wire}`).join('\n')).toBeLessThanOrEqual(BUDGET);
      expect(loaded.filter((s) => s.wire > 2_000).every((s) => s.encoding === 'br')).toBe(true);
      expect(loaded.some((s) => consoleChunk.test(s.url))).toBe(false);
      const modules = (await Promise.all(code.map((s) => modulesOf(page, s)))).flat();
      expect(modules.some((m) => m.endsWith(own))).toBe(true);
      expect(modules.filter((m) => HEAVY.some((pattern) => pattern.test(m)))).toEqual([]);
      await context.close();
    },
  );

  it('/p/cadastro signed out: zod comes with the first check; Voltar goes back to the login modal', async () => {
    const { context, page } = await newPage(browser);
    const scripts = recordScripts(page);
    await page.goto('/p/cadastro');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await page.getByText('Deve aceitar os termos').waitFor();
    expect(
      await page.getByRole('textbox', { name: /^Nome Fantasia/ }).evaluate((input) => input === document.activeElement),
    ).toBe(true);
    await page.getByRole('link', { name: 'Voltar' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor();
    await page.waitForLoadState('networkidle');
    const modules = (await Promise.all((await scripts()).map((s) => modulesOf(page, s)))).flat();
    expect(modules.some((m) => /node_modules\/zod\//.test(m))).toBe(true);
    await context.close();
  });
});
