import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, describeFindings, pageStrings, topLayer, untranslated, type Finding } from '../support/a11y';
import { BRAND } from '../../src/console/layout/theme';
import { launchBrowser, newPage } from '../support/browser';
import { publicRoutes, settle, shellRoutesFor } from '../support/consoleWalk';
import { CONSOLE_ACCOUNTS, DEMO_PASSWORD, TRACKER_ACCOUNT, demoSession } from '../support/demoAccounts';

/**
 * Issue 11: every screen meets WCAG 2.2 AA and speaks pt-BR only. For each demo account, the walk
 * visits every route the account may open (from the console's own route table, so a new screen is
 * walked the day its area's descriptor lists it), with the dialogs, drawers and menus the route
 * has open, in the light and the dark theme, and runs axe-core (WCAG 2.0/2.1/2.2 A and AA) on
 * each; any serious or critical violation fails. The same walk collects every text shown or
 * spoken (visible text, aria-label, title, placeholder, alt) and fails on English or on an
 * untranslated i18n key. The signed-out pages (/p/*, the login modal, recovery) are walked too.
 *
 * One browser; one context per account, its page reused from route to route; a route seen by an
 * earlier account is not walked again (see `walked`). The theme is the
 * system's ('Automático', the default): the walk switches prefers-color-scheme, and react-admin
 * follows it live, so each state is checked in both themes without being opened twice; the dark
 * pass runs axe's colour rules (a theme changes nothing else). A state opening a layer (dialog,
 * drawer, menu) is checked inside that layer, the page behind it having been checked already.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/**
 * Route patterns already walked by an earlier account. A screen is the same code whoever opens it,
 * so each pattern is walked once, by the first account (in CONSOLE_ACCOUNTS' order) that may open
 * it, with its states; the dashboard '/' differs by profile (support's counters, a law company's
 * panels) and is walked by every account. Halves the walk's time (CI must stay short).
 */
/** The dark theme's page background as getComputedStyle reads it: the sign that the theme switched. */
const DARK_BACKGROUND = `rgb(${[1, 3, 5].map((i) => parseInt(BRAND.dark.background.slice(i, i + 2), 16)).join(', ')})`;

const walked = new Set<string>();

/** What each walk found, by account, for the two checks. */
const axe = new Map<string, Finding[]>();
const language = new Map<string, string[]>();

/**
 * Runs both checks on the page as it is: axe in light and dark (inside `scope` only, when given:
 * a layer opened over a page already checked), the texts once.
 */
async function check(page: Page, account: string, where: string, scope?: string) {
  if (process.env.A11Y_TRACE) console.log('check', where, new Date().toISOString());
  const found = axe.get(account) ?? [];
  const texts = language.get(account) ?? [];
  const t0 = Date.now();
  found.push(...(await axeFindings(page, `${where} · claro`, scope)));
  const t1 = Date.now();
  for (const problem of untranslated(await pageStrings(page))) texts.push(`${where}: ${problem}`);
  const t2 = Date.now();
  await page.emulateMedia({ colorScheme: 'dark' });
  // The theme's colour transitions (MUI's run 200-300 ms, longer on a loaded machine): axe reads
  // colours mid-way otherwise (a dark chip's text on its light background). The media change
  // re-renders first (the page's background turns dark: a fixed wait lost that race on a busy
  // machine), then every transition it started runs to its end (axeFindings waits for those).
  await page.waitForFunction((dark) => getComputedStyle(document.body).backgroundColor === dark, DARK_BACKGROUND);
  found.push(...(await axeFindings(page, `${where} · escuro`, scope, 'colours')));
  if (process.env.A11Y_TRACE) console.log('  axe', t1 - t0, 'texts', t2 - t1, 'dark', Date.now() - t2);
  await page.emulateMedia({ colorScheme: 'light' });
  axe.set(account, found);
  language.set(account, texts);
}

/**
 * A state of a route: opened by `open`, checked (inside the layer it opened, if any, or `scope`),
 * then closed by Escape, or by loading the route again when something stays open or changed.
 */
interface State {
  name: string;
  /** Opens it; answers false when the route has nothing to open for this account. */
  open: (page: Page) => Promise<boolean>;
  /** What to check when the state opens no layer (default: the whole page). */
  scope?: string;
  /** Load the route again afterwards (the state changed the page itself). */
  reload?: boolean;
}

const visible = async (page: Page, locator: ReturnType<Page['locator']>) => (await locator.count()) > 0 && (await locator.first().isVisible());

/** Clicks the first visible match, when there is one. */
async function clickIfThere(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  if (!(await visible(page, locator))) return false;
  await locator.first().click();
  return true;
}

const userMenuButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: /Menu do usuário/ });

/** The shell's own states, checked once per account (on the dashboard). */
const SHELL_STATES: State[] = [
  { name: 'menu do usuário aberto', open: async (page) => clickIfThere(page, userMenuButton(page)) },
  {
    name: 'diálogo Alterar senha',
    open: async (page) => {
      await userMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
      await page.getByRole('dialog').waitFor();
      return true;
    },
  },
  {
    name: 'confirmação Sair',
    open: async (page) => {
      await userMenuButton(page).click();
      await page.getByRole('menuitem', { name: 'Sair' }).click();
      await page.getByText('Deseja realmente sair?').waitFor();
      return true;
    },
  },
  { name: 'menu Tema aberto', open: async (page) => clickIfThere(page, page.getByRole('banner').getByRole('button', { name: 'Tema' })) },
  {
    name: 'menu lateral recolhido',
    open: async (page) => {
      if (!(await clickIfThere(page, page.getByRole('button', { name: 'Fechar menu' })))) return false;
      await page.waitForTimeout(300);
      return true;
    },
    scope: '.RaSidebar-fixed',
    reload: true,
  },
];

/** The states of a route, by the route's pattern: its drawers, dialogs and popovers. */
const ROUTE_STATES: Record<string, State[]> = {
  '/casos': [
    {
      name: 'gaveta de detalhes do caso',
      open: async (page) => {
        if (!(await clickIfThere(page, page.getByRole('button', { name: 'Detalhes', exact: true })))) return false;
        await page.getByRole('dialog').waitFor();
        return true;
      },
    },
    { name: 'filtro da coluna Placa', open: async (page) => clickIfThere(page, page.getByRole('button', { name: /^Filtrar por Placa/ })) },
  ],
  '/casos/novo': [
    // 'Publicar' on the empty form shows every field's error (the invalid state, in both themes).
    { name: 'erros do formulário', open: async (page) => clickIfThere(page, page.getByRole('button', { name: 'Publicar', exact: true })), reload: true },
  ],
  '/casos/:id/detalhes': [
    {
      name: 'solicitação aberta',
      open: async (page) => clickIfThere(page, page.getByRole('region', { name: 'Localizadores', exact: true }).getByRole('button', { name: /^Ver solicitação de/ })),
      scope: 'article',
      reload: true,
    },
    { name: 'diálogo Aprovar localizador', open: async (page) => clickIfThere(page, page.getByRole('button', { name: /^Aprovar (?!laudo)/ })) },
    { name: 'diálogo Reprovar localizador', open: async (page) => clickIfThere(page, page.getByRole('button', { name: /^Reprovar (?!laudo)/ })) },
    { name: 'diálogo Encerrar caso', open: async (page) => clickIfThere(page, page.getByRole('button', { name: 'Encerrar como não apreendido' })) },
    { name: 'diálogo Adicionar localizador', open: async (page) => clickIfThere(page, page.getByRole('button', { name: 'Adicionar localizador' })) },
  ],
};

/** Visits a route and checks it, then each of its states. */
async function walkRoute(page: Page, account: string, path: string, states: State[]) {
  await page.goto(path);
  await settle(page);
  // The console's own page always has lang="pt-BR": without it the server answered while the
  // built console was being replaced (a journey rebuilding it): load it again once.
  if (!(await page.evaluate(() => document.documentElement.lang))) {
    await page.waitForTimeout(2_000);
    await page.goto(path);
    await settle(page);
  }
  await check(page, account, path);
  for (const state of states) {
    if (!(await state.open(page))) continue;
    await settle(page);
    await check(page, account, `${path} · ${state.name}`, (await topLayer(page)) ?? state.scope);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(300);
    if (state.reload || (await topLayer(page)) !== undefined) {
      await page.goto(path);
      await settle(page);
    }
  }
}

async function signInThroughModal(page: Page, email: string) {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByLabel('Senha', { exact: true }).fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Entrar' }).click();
}

function expectClean(account: string) {
  const found = axe.get(account) ?? [];
  expect(found.length, `axe (WCAG 2.2 A/AA), serious or critical:\n${describeFindings(found)}\n`).toBe(0);
}

function expectPortuguese(account: string) {
  const found = language.get(account) ?? [];
  expect(found.length, `English or untranslated texts:\n${found.join('\n')}\n`).toBe(0);
}

describe('signed out', () => {
  it('the login modal, recovery and the public pages meet WCAG 2.2 AA', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor();
    await settle(page);
    await check(page, 'signed-out', '/ · modal de login');
    await page.getByRole('dialog').getByText('Esqueci minha senha').click();
    await settle(page);
    await check(page, 'signed-out', '/ · recuperar senha');
    await page.goto('/rota-que-nao-existe');
    await settle(page);
    await check(page, 'signed-out', '/rota-que-nao-existe');
    for (const route of publicRoutes()) {
      await page.goto(route.path);
      await settle(page);
      await check(page, 'signed-out', route.path);
    }
    await context.close();
    expectClean('signed-out');
  });

  it('speaks pt-BR only', () => expectPortuguese('signed-out'));
});

describe.each(CONSOLE_ACCOUNTS)('%s', (email) => {
  it('every route it may open, with its dialogs, drawers and menus, meets WCAG 2.2 AA in both themes', async () => {
    const session = await demoSession(email);
    const routes = await shellRoutesFor(session);
    expect(routes.length).toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    await signInThroughModal(page, email);
    // The dashboard's greeting: every console account lands there.
    await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    for (const route of routes) {
      if (route.pattern !== '/' && walked.has(route.pattern)) continue;
      walked.add(route.pattern);
      // The shell's menus and dialogs are the same for everyone: checked with the first account.
      const shell = route.pattern === '/' && email === CONSOLE_ACCOUNTS[0] ? SHELL_STATES : [];
      const states = [...shell, ...(ROUTE_STATES[route.pattern] ?? [])];
      await walkRoute(page, email, route.path, states);
    }
    // A route the account may not open, or that does not exist: the not-found page.
    await walkRoute(page, email, '/rota-que-nao-existe', []);
    await context.close();
    expectClean(email);
  }, 240_000);

  it('speaks pt-BR only', () => expectPortuguese(email));
});

describe(`${TRACKER_ACCOUNT} ('Nada por aqui')`, () => {
  it('meets WCAG 2.2 AA and speaks pt-BR only', async () => {
    await demoSession(TRACKER_ACCOUNT);
    const { context, page } = await newPage(browser);
    await signInThroughModal(page, TRACKER_ACCOUNT);
    await page.getByRole('heading', { name: 'Nada por aqui' }).waitFor();
    await settle(page);
    await check(page, TRACKER_ACCOUNT, '/ · Nada por aqui');
    await context.close();
    expectClean(TRACKER_ACCOUNT);
    expectPortuguese(TRACKER_ACCOUNT);
  });
});
