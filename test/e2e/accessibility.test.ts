import { cnpj } from 'cpf-cnpj-validator';
import type { Browser, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeFindings, describeFindings, pageStrings, topLayer, untranslated, type Finding } from '../support/a11y';
import { BRAND } from '../../src/console/layout/theme';
import { REGISTRATION_PATH } from '../../src/domain/registrationTexts';
import { launchBrowser, newPage } from '../support/browser';
import { goWithin, publicRoutes, settle, shellRoutesFor, type WalkRoute } from '../support/consoleWalk';
import { CONSOLE_ACCOUNTS, DEMO_PASSWORD, TRACKER_ACCOUNT, demoSession } from '../support/demoAccounts';
import { hoverAndPlaceholderFindings, obscuredFocusStops } from '../support/focusAndHover';
import { SlowApi } from '../support/slowApi';

/**
 * Issues 11 and 25: every screen meets WCAG 2.2 AA and speaks pt-BR only. For each demo account,
 * the walk visits every route the account may open (from the console's own route table, so a new
 * screen is walked the day its area's descriptor lists it), with the dialogs, drawers, menus,
 * tabs and error states the route has, in the light and the dark theme, and runs axe-core
 * (WCAG 2.0/2.1/2.2 A and AA, and 2.5.3's experimental label-in-name rule) on each; any serious
 * or critical violation fails, and so does a colour contrast axe left for review that measures
 * under AA (test/support/a11y.ts). The same walk collects every text shown or spoken (visible
 * text, aria-label, title, placeholder, alt) and fails on English, on an untranslated i18n key or
 * an unfilled placeholder. The signed-out pages (/p/*, the login modal, recovery) are walked too.
 *
 * One browser; one context per account, its page reused from route to route; every account visits
 * every route it may open, and a route's states are opened by the first account that has them
 * (see `opened`). The theme is the system's ('Automático', the default): the walk switches
 * prefers-color-scheme, and react-admin follows it live, so each state is checked in both themes
 * without being opened twice; the second theme's pass runs axe's colour rules (a theme changes
 * nothing else). A state opening a layer (dialog, drawer, menu) is checked inside that layer, the
 * page behind it having been checked already.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** The dark theme's page background as getComputedStyle reads it: the sign that the theme switched. */
const DARK_BACKGROUND = cssRgb(BRAND.dark.background);

/** The walk's pages have transitions off (walkPage): settling needs no wait for them. */
const QUICK = { pause: 50 };

/** What each walk found, by account, for the two checks. */
const axe = new Map<string, Finding[]>();
const language = new Map<string, string[]>();
/** Placeholders and hovered buttons measured so far, by look and theme (focusAndHover.ts). */
const looksMeasured = new Set<string>();

/** The theme each page shows now: a check starts in it and leaves the page in the other. */
const themeOf = new WeakMap<Page, 'light' | 'dark'>();
const BACKGROUND = { light: cssRgb(BRAND.light.background), dark: DARK_BACKGROUND };

function cssRgb(hex: string) {
  return `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
}

/**
 * Runs both checks on the page as it is: axe in both themes (inside `scope` only, when given: a
 * layer opened over a page already checked), the texts once. All of axe's rules in the theme the
 * page shows, its colour rules in the other, which the page is left in (the next check starts
 * there: one theme switch a check, not two).
 */
async function check(page: Page, account: string, where: string, scope?: string) {
  if (process.env.A11Y_TRACE) console.log('check', where, new Date().toISOString());
  const found = axe.get(account) ?? [];
  const texts = language.get(account) ?? [];
  const first = themeOf.get(page) ?? 'light';
  const other = first === 'light' ? 'dark' : 'light';
  const name = { light: 'claro', dark: 'escuro' };
  const t0 = Date.now();
  found.push(...(await axeFindings(page, `${where} · ${name[first]}`, scope)));
  found.push(...(await hoverAndPlaceholderFindings(page, `${where} · ${name[first]}`, looksMeasured, scope)));
  const t1 = Date.now();
  for (const problem of untranslated(await pageStrings(page))) texts.push(`${where}: ${problem}`);
  const t2 = Date.now();
  await page.emulateMedia({ colorScheme: other });
  themeOf.set(page, other);
  // The page re-renders in the other theme first (its background changes: a fixed wait lost that
  // race on a busy machine); transitions are off in the walk (walkContext), and axeFindings waits
  // for any animation left, so axe never reads a colour half-way.
  await page.waitForFunction(
    (background) => getComputedStyle(document.body).backgroundColor === background,
    BACKGROUND[other],
  );
  found.push(...(await axeFindings(page, `${where} · ${name[other]}`, scope, 'colours')));
  found.push(...(await hoverAndPlaceholderFindings(page, `${where} · ${name[other]}`, looksMeasured, scope)));
  if (process.env.A11Y_TRACE) console.log('  axe', t1 - t0, 'texts', t2 - t1, 'other theme', Date.now() - t2);
  axe.set(account, found);
  language.set(account, texts);
}

/** The walk's page: the console as built, with transitions off (test/support/browser.ts). */
const walkPage = () => newPage(browser, { still: true });

/**
 * A state of a route: opened by `open`, checked (inside the layer it opened, if any, or `scope`),
 * then closed by Escape, or by loading the route again when something stays open or changed.
 * A state that holds several views (every tab of a list) checks each itself through `walk`.
 */
interface State {
  name: string;
  /** Opens it; answers false when the route has nothing to open for this account. */
  open: (page: Page) => Promise<boolean>;
  /** What to check when the state opens no layer (default: the whole page). */
  scope?: string;
  /** Load the route again afterwards (the state changed the page itself). */
  reload?: boolean;
  /** Undoes what `open` set up outside the page (a failing API route), before the reload. */
  after?: (page: Page) => Promise<void>;
  /** Checks several views itself (`check(name, scope)` for each), instead of one check after `open`. */
  walk?: (page: Page, check: (name: string, scope?: string) => Promise<void>) => Promise<void>;
}

const visible = async (page: Page, locator: ReturnType<Page['locator']>) =>
  (await locator.count()) > 0 && (await locator.first().isVisible());

/** Clicks the first visible match, when there is one. */
async function clickIfThere(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  if (!(await visible(page, locator))) return false;
  await locator.first().click();
  return true;
}

/** Opens the first match and waits for the dialog it opens (a nested one: the last). */
async function openDialog(page: Page, locator: ReturnType<Page['locator']>): Promise<boolean> {
  if (!(await clickIfThere(page, locator))) return false;
  await page.getByRole('dialog').last().waitFor();
  return true;
}

/**
 * Every tab of the tablist named `tablist` (in the page, or in the top layer), each checked in
 * `scope` (default: the page's content, or the layer it is in). Opens nothing when the list is not
 * there for this account.
 */
function everyTab(tablist: string, scope?: string): State {
  const tabs = (page: Page) => page.getByRole('tablist', { name: tablist, exact: true }).last();
  return {
    name: `abas de '${tablist}'`,
    reload: true,
    open: async (page) => visible(page, tabs(page)),
    walk: async (page, checkHere) => {
      const all = tabs(page).getByRole('tab');
      const count = await all.count();
      for (let i = 0; i < count; i += 1) {
        const tab = all.nth(i);
        if ((await tab.getAttribute('aria-selected')) === 'true') continue;
        const text = (await tab.innerText()).replace(/\s+/g, ' ').trim();
        await tab.click();
        await settle(page, QUICK);
        await checkHere(`aba ${text}`, scope ?? (await topLayer(page)) ?? '#main-content');
      }
    },
  };
}

/**
 * The screen when its API fails (a 500 on every GET under `prefix`, its badge aside): the list's
 * or form's error state, with its retry button, checked in both themes.
 */
function failing(name: string, prefix: string): State {
  const matches = (url: URL) => url.pathname.startsWith(prefix) && !url.pathname.endsWith('/badge');
  const fail = (route: Route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, error: 'Internal Server Error', message: 'falha simulada' }),
        })
      : route.fallback();
  return {
    name: `erro ao carregar (${name})`,
    reload: true,
    open: async (page) => {
      await page.route(matches, fail);
      await page.reload();
      await page.locator('#main-content [role="alert"]').first().waitFor({ timeout: 10_000 });
      return true;
    },
    scope: '#main-content',
    after: (page) => page.unroute(matches, fail),
  };
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
  {
    name: 'menu Tema aberto',
    open: async (page) => clickIfThere(page, page.getByRole('banner').getByRole('button', { name: 'Tema' })),
  },
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
    {
      name: 'filtro da coluna Placa',
      open: async (page) => clickIfThere(page, page.getByRole('button', { name: /^Filtrar por Placa/ })),
    },
  ],
  '/casos/novo': [
    // 'Publicar' on the empty form shows every field's error (the invalid state, in both themes).
    {
      name: 'erros do formulário',
      open: async (page) => clickIfThere(page, page.getByRole('button', { name: 'Publicar', exact: true })),
      reload: true,
    },
  ],
  '/casos/:id/detalhes': [
    {
      name: 'solicitação aberta',
      open: async (page) =>
        clickIfThere(
          page,
          page
            .getByRole('region', { name: 'Localizadores', exact: true })
            .getByRole('button', { name: /^Ver solicitação de/ }),
        ),
      scope: 'article',
      reload: true,
    },
    {
      name: 'diálogo Aprovar localizador',
      open: async (page) => clickIfThere(page, page.getByRole('button', { name: /^Aprovar (?!laudo)/ })),
    },
    {
      name: 'diálogo Reprovar localizador',
      open: async (page) => clickIfThere(page, page.getByRole('button', { name: /^Reprovar (?!laudo)/ })),
    },
    {
      name: 'diálogo Encerrar caso',
      open: async (page) => clickIfThere(page, page.getByRole('button', { name: 'Encerrar como não apreendido' })),
    },
    {
      name: 'diálogo Adicionar localizador',
      open: async (page) => clickIfThere(page, page.getByRole('button', { name: 'Adicionar localizador' })),
    },
    // Laudos (spec 000 §9): their tabs, and the two decisions of a pending one.
    everyTab('Status dos laudos', 'section[aria-label="Laudos"]'),
    {
      name: 'diálogo Reprovar laudo',
      open: async (page) =>
        openDialog(
          page,
          page.getByRole('list', { name: 'Lista de laudos' }).getByRole('button', { name: 'Reprovar', exact: true }),
        ),
    },
    {
      name: 'diálogo Aprovar laudo',
      open: async (page) =>
        openDialog(
          page,
          page.getByRole('list', { name: 'Lista de laudos' }).getByRole('button', { name: 'Aprovar', exact: true }),
        ),
    },
    {
      name: 'diálogo Encerrar como apreendido',
      open: async (page) => openDialog(page, page.getByRole('button', { name: 'Encerrar como apreendido' })),
    },
  ],
  '/assessoria-juridicas': [
    {
      name: 'gaveta da assessoria',
      open: async (page) => openDialog(page, page.getByRole('button', { name: /^Ver detalhes de / })),
    },
    {
      name: 'diálogo de status da assessoria',
      open: async (page) => {
        if (!(await openDialog(page, page.getByRole('button', { name: /^Ver detalhes de / })))) return false;
        const drawer = page.getByRole('dialog');
        await drawer.getByRole('heading').first().waitFor();
        await settle(page, QUICK);
        return openDialog(
          page,
          drawer.getByRole('button', { name: /^(Aprovar|Reprovar|Bloquear|Desbloquear|Reativar)/ }),
        );
      },
    },
  ],
  '/usuarios': [
    {
      name: 'diálogo Adicionar usuário',
      open: async (page) => openDialog(page, page.getByRole('button', { name: 'Adicionar usuário' })),
    },
    {
      name: 'erros do formulário de usuário',
      open: async (page) => {
        if (!(await openDialog(page, page.getByRole('button', { name: 'Adicionar usuário' })))) return false;
        await page.getByRole('dialog').getByRole('button', { name: 'Salvar' }).click();
        return true;
      },
    },
    {
      name: 'diálogo Editar usuário',
      open: async (page) => openDialog(page, page.getByRole('button', { name: 'Editar', exact: true })),
    },
    {
      name: 'confirmação Reenviar senha',
      open: async (page) =>
        openDialog(
          page,
          page
            .getByRole('button', { name: 'Reenviar senha', exact: true })
            .and(page.locator(':not([aria-disabled="true"])')),
        ),
    },
    {
      name: 'confirmação Remover usuário',
      open: async (page) =>
        openDialog(
          page,
          page.getByRole('button', { name: 'Remover', exact: true }).and(page.locator(':not([aria-disabled="true"])')),
        ),
    },
    failing('usuários', '/admin/users'),
  ],
  '/configuracoes': [
    {
      name: 'erros do formulário de configurações',
      open: async (page) => {
        const field = page.getByRole('textbox', { name: /^Responsável/ });
        if (!(await visible(page, field))) return false;
        await field.fill('');
        await page.getByRole('button', { name: 'Salvar' }).click();
        return true;
      },
      reload: true,
    },
    failing('configurações', '/admin/law-companies/current'),
  ],
  '/app/pro': [
    everyTab('Planos por situação'),
    {
      name: 'diálogo Adicionar tempo',
      open: async (page) =>
        openDialog(
          page,
          page
            .getByRole('button', { name: /^Adicionar Tempo PRO: / })
            .and(page.locator(':not([aria-disabled="true"])')),
        ),
    },
    failing('usuários do app', '/admin/app-users'),
  ],
  '/app/transferencias': [
    everyTab('Status das transferências'),
    {
      name: 'diálogo Detalhes da transferência',
      open: async (page) => openDialog(page, page.getByRole('button', { name: /^Detalhes: / })),
    },
    {
      name: 'diálogo Rejeitar transferência',
      open: async (page) => {
        if (!(await openDialog(page, page.getByRole('button', { name: /^Detalhes: / })))) return false;
        await clickIfThere(page, page.getByRole('dialog').getByRole('button', { name: 'Continuar' }));
        return openDialog(page, page.getByRole('dialog').getByRole('button', { name: 'Rejeitar' }));
      },
    },
    failing('transferências', '/admin/app-transfers'),
  ],
  '/app/cadastros': [
    everyTab('Verificações por situação'),
    {
      name: 'diálogo Verificação',
      open: async (page) => openDialog(page, page.getByRole('button', { name: /^Detalhes: / })),
    },
    {
      name: 'documento aberto',
      open: async (page) => {
        if (!(await openDialog(page, page.getByRole('button', { name: /^Detalhes: / })))) return false;
        await settle(page, QUICK);
        return openDialog(page, page.getByRole('dialog').getByRole('button', { name: /^Abrir / }));
      },
    },
    {
      name: 'diálogo de motivo da verificação',
      open: async (page) => {
        if (!(await openDialog(page, page.getByRole('button', { name: /^Detalhes: / })))) return false;
        await settle(page, QUICK);
        return openDialog(page, page.getByRole('dialog').getByRole('button', { name: /^(Reprovar|Bloquear)$/ }));
      },
    },
    failing('verificações', '/admin/app-users/verifications'),
  ],
  '/mensagens': [
    everyTab('Status das conversas'),
    {
      name: 'conversa aberta',
      open: async (page) => clickIfThere(page, page.getByRole('list', { name: 'Conversas' }).getByRole('button')),
      scope: '#main-content',
      reload: true,
    },
    failing('conversas', '/admin/chat'),
  ],
  '/importar': [
    {
      name: 'diálogo Importar planilha',
      open: async (page) => openDialog(page, page.getByRole('button', { name: 'Importar planilha' })),
    },
    {
      name: 'diálogo Detalhes da importação',
      open: async (page) => openDialog(page, page.getByRole('button', { name: /^Detalhes / })),
    },
    {
      name: 'abas da importação aberta',
      open: async (page) => openDialog(page, page.getByRole('button', { name: /^Detalhes / })),
      walk: async (page, checkHere) => {
        const tab = page.getByRole('dialog').getByRole('tab', { name: /^Alterações/ });
        if (!(await visible(page, tab))) return;
        await tab.click();
        await settle(page, QUICK);
        await checkHere('aba Alterações', await topLayer(page));
      },
    },
    everyTab('Seções da importação'),
    {
      name: 'diálogo Nova configuração',
      open: async (page) => {
        if (!(await clickIfThere(page, page.getByRole('tab', { name: /^Configurações/ })))) return false;
        return openDialog(page, page.getByRole('button', { name: 'Nova configuração' }));
      },
    },
    {
      name: 'confirmação Remover configuração',
      open: async (page) => {
        if (!(await clickIfThere(page, page.getByRole('tab', { name: /^Configurações/ })))) return false;
        await settle(page, QUICK);
        return openDialog(page, page.getByRole('button', { name: /^Remover / }));
      },
    },
    failing('importações', '/admin/import'),
  ],
};
// The support staff's list is the same screen as the company's users.
ROUTE_STATES['/suporte'] = ROUTE_STATES['/usuarios']!.map((state) =>
  state.name.startsWith('erro') ? failing('equipe de suporte', '/admin/users') : state,
);

/**
 * The states some account has opened already ('route pattern|state name'): a state is the same
 * code whoever opens it, so it is checked once, by the first account that has it (a state another
 * account lacks, such as a decision only a case admin sees, is tried again with the next one).
 */
const opened = new Set<string>();
/** The Shift+Tab pass's length on a route: its last 60 stops (a list's rows, filters and menu). */
const SHIFT_TAB_STOPS = 60;

async function walkRoute(page: Page, account: string, route: WalkRoute, states: State[]) {
  const { path } = route;
  await goWithin(page, path);
  await settle(page, QUICK);
  // The console's own page always has lang="pt-BR": without it the server answered while the
  // built console was being replaced (a journey rebuilding it): load it again once.
  if (!(await page.evaluate(() => document.documentElement.lang))) {
    await page.waitForTimeout(2_000);
    await page.goto(path);
    await settle(page, QUICK);
  }
  await check(page, account, path);
  // WCAG 2.4.11, once per route: every control reached backwards with Shift+Tab shows (the audit
  // found them under the fixed app bar on five routes).
  if (!opened.has(`${route.pattern}|shift-tab`)) {
    opened.add(`${route.pattern}|shift-tab`);
    for (const stop of await obscuredFocusStops(page, SHIFT_TAB_STOPS))
      (axe.get(account) ?? axe.set(account, []).get(account)!).push({
        where: path,
        rule: 'focus-not-obscured (2.4.11)',
        impact: 'serious',
        targets: [stop],
        summary: 'the focused control is hidden',
      });
  }
  for (const state of states) {
    const key = `${route.pattern}|${state.name}`;
    if (opened.has(key)) continue;
    if (!(await state.open(page))) continue;
    opened.add(key);
    await settle(page, QUICK);
    if (state.walk)
      await state.walk(page, (name, scope) => check(page, account, `${path} · ${state.name} · ${name}`, scope));
    else await check(page, account, `${path} · ${state.name}`, (await topLayer(page)) ?? state.scope);
    await state.after?.(page);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
    if (state.reload || (await topLayer(page)) !== undefined) {
      await page.goto(path);
      await settle(page, QUICK);
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

/** Both checks' findings for the account (and what the walk could not do: `missed`), in one failure that lists them all. */
function expectCleanAndPortuguese(account: string, missed: string[] = []) {
  const found = axe.get(account) ?? [];
  const texts = language.get(account) ?? [];
  const report = [
    found.length ? `axe (WCAG 2.2 A/AA), serious or critical:\n${describeFindings(found)}` : '',
    texts.length ? `English or untranslated texts:\n${texts.join('\n')}` : '',
    missed.length ? `Not walked:\n${missed.join('\n')}` : '',
  ].filter(Boolean);
  expect(report.length, `${report.join('\n\n')}\n`).toBe(0);
}

/**
 * Runs `look` while the page's call to `path` is held unanswered after `press` (the submit button
 * shows its busy state), then lets the call fail as offline.
 */
async function whileHeld(page: Page, path: string, press: () => Promise<void>, look: () => Promise<void>) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const hold = async (route: Route) => {
    await held;
    await route.abort('internetdisconnected');
  };
  await page.route(`**${path}`, hold);
  await press();
  await page.locator('button[type="submit"]:disabled').waitFor();
  await look();
  release();
  await page.locator('button[type="submit"]:disabled').waitFor({ state: 'detached' });
  await page.unroute(`**${path}`, hold);
}

describe('signed out', () => {
  it('the login modal, recovery and the public pages meet WCAG 2.2 AA and speak pt-BR only', async () => {
    const { context, page } = await walkPage();
    await page.goto('/');
    await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor();
    await settle(page, QUICK);
    await check(page, 'signed-out', '/ · modal de login');
    // Issue 40 §4: every busy button, its call held — the spinner inside must not be an unnamed
    // progressbar (axe's aria-progressbar-name), the button keeps its name.
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-mail').fill('walk@exemplo.test');
    await dialog.getByLabel('Senha', { exact: true }).fill('nao-e-a-senha');
    await whileHeld(
      page,
      '/auth/login',
      () => dialog.getByRole('button', { name: 'Entrar' }).click(),
      () => check(page, 'signed-out', '/ · modal de login · entrando'),
    );
    await page.goto('/');
    await page.getByRole('dialog').getByText('Esqueci minha senha').click();
    await settle(page, QUICK);
    await check(page, 'signed-out', '/ · recuperar senha');
    await dialog.getByLabel('E-mail').fill('walk@exemplo.test');
    await whileHeld(
      page,
      '/auth/send-recovery',
      () => dialog.getByRole('button', { name: 'Enviar código' }).click(),
      () => check(page, 'signed-out', '/ · recuperar senha · enviando código'),
    );
    // The second step, reached for real (an unknown e-mail is answered as a known one).
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByLabel('Nova senha', { exact: true }).waitFor();
    await settle(page, QUICK);
    await check(page, 'signed-out', '/ · recuperar senha · código');
    await dialog.getByLabel('Código').fill('123456');
    await dialog.getByLabel('Nova senha', { exact: true }).fill('segredo12');
    await dialog.getByLabel('Confirmar nova senha').fill('segredo12');
    await whileHeld(
      page,
      '/auth/recovery',
      () => dialog.getByRole('button', { name: 'Alterar senha e entrar' }).click(),
      () => check(page, 'signed-out', '/ · recuperar senha · alterando'),
    );
    await page.goto('/rota-que-nao-existe');
    await settle(page, QUICK);
    await check(page, 'signed-out', '/rota-que-nao-existe');
    for (const route of publicRoutes()) {
      await page.goto(route.path);
      await settle(page, QUICK);
      await check(page, 'signed-out', route.path);
    }
    await page.goto('/p/cadastro');
    await page.getByLabel('Nome Fantasia').fill('Assessoria Walk');
    await page.getByLabel('Razão Social').fill('Assessoria Walk Ltda');
    await page.getByLabel('CNPJ').pressSequentially(cnpj.generate());
    await page.getByLabel('Nome do responsável').fill('Responsável Walk');
    await page.getByLabel('E-mail').fill('walk@exemplo.test');
    await page.getByLabel('Telefone').fill('11987654321');
    await page.locator('input[name="password"]').fill('segredo1');
    await page.locator('input[name="confirmPassword"]').fill('segredo1');
    await page.getByRole('checkbox').check();
    await whileHeld(
      page,
      REGISTRATION_PATH,
      () => page.getByRole('button', { name: 'Cadastrar' }).click(),
      () => check(page, 'signed-out', '/p/cadastro · cadastrando'),
    );
    await context.close();
    expectCleanAndPortuguese('signed-out');
  });
});

/**
 * Two walks at a time, each in its own context: a walk is mostly axe's work in the page, so two
 * keep both cores of a CI runner busy; more would only queue for them. The first account
 * (support's admin, which opens most states) starts first and runs beside the others in turn.
 */
const LANES = 2;
let running = 0;
const waiting: (() => void)[] = [];
async function inLane<T>(work: () => Promise<T>): Promise<T> {
  if (running >= LANES) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

describe('every console account', () => {
  it.concurrent.each(CONSOLE_ACCOUNTS)(
    '%s: every route it may open, with its dialogs, drawers and menus, meets WCAG 2.2 AA in both themes and speaks pt-BR only',
    (email) =>
      inLane(async () => {
        const session = await demoSession(email);
        const routes = await shellRoutesFor(session);
        expect(routes.length).toBeGreaterThan(0);
        const { context, page } = await walkPage();
        await signInThroughModal(page, email);
        // The dashboard's greeting: every console account lands there.
        await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
        // Every route the account may open, each visited by every account that may open it (what a
        // screen shows differs by profile and company); its states by the first that has them.
        for (const route of routes) {
          const states = [...(route.pattern === '/' ? SHELL_STATES : []), ...(ROUTE_STATES[route.pattern] ?? [])];
          await walkRoute(page, email, route, states);
        }
        // A route the account may not open, or that does not exist: the not-found page.
        await walkRoute(page, email, { pattern: '*', path: '/rota-que-nao-existe' }, []);
        await context.close();
        expectCleanAndPortuguese(email);
      }),
    900_000,
  );
});

describe(`${TRACKER_ACCOUNT} ('Nada por aqui')`, () => {
  it('meets WCAG 2.2 AA and speaks pt-BR only', async () => {
    await demoSession(TRACKER_ACCOUNT);
    const { context, page } = await walkPage();
    await signInThroughModal(page, TRACKER_ACCOUNT);
    await page.getByRole('heading', { name: 'Nada por aqui' }).waitFor();
    await settle(page, QUICK);
    await check(page, TRACKER_ACCOUNT, '/ · Nada por aqui');
    await context.close();
    expectCleanAndPortuguese(TRACKER_ACCOUNT);
  });
});

/**
 * Issue 34 §5: the loading and empty states, which the walk above never sees (its API answers at
 * once; on a slow machine an unnamed spinner showed on four routes, and a pale text under it).
 * Here the API's reads are held (test/support/slowApi.ts): each route is checked while it loads,
 * then once its calls are answered with empty lists (no row, counts at 0). A few routes with the
 * main accounts: the case admin's day (the dashboard, the cases, the auto-approval, the new
 * case's form) and support's admin on its lists. Both themes, as above.
 */
const SLOW_WALK: { email: string; routes: string[] }[] = [
  { email: 'casos@demo.test', routes: ['/', '/casos', '/aprovacao-automatica', '/casos/novo'] },
  {
    email: 'admin@demo.test',
    routes: [
      '/',
      '/assessoria-juridicas',
      '/suporte',
      '/app/cadastros',
      '/app/pro',
      '/app/transferencias',
      '/mensagens',
    ],
  },
];

/** How long react-admin waits before it shows its loading indicators. */
const REACT_ADMIN_DELAY = 1_100;

/** A loading indicator in the page's content or an open layer (the app bar's refresh aside, as in `settle`). */
const LOADING = ':is(main, [role="dialog"]) :is([role="progressbar"], .MuiSkeleton-root)';

describe('with a slow API: the loading and empty states', () => {
  it.concurrent.each(SLOW_WALK)(
    '$email: $routes.length routes, while they load and then empty, meet WCAG 2.2 AA in both themes and speak pt-BR only',
    ({ email, routes }) =>
      inLane(async () => {
        const account = `${email} (API lenta)`;
        const session = await demoSession(email);
        const open = (await shellRoutesFor(session)).map((route) => route.path);
        expect(
          routes.filter((path) => !open.includes(path)),
          'routes the account may not open',
        ).toEqual([]);
        const { context, page } = await walkPage();
        const api = await SlowApi.on(page);
        api.empty = true;
        const unseen: string[] = [];
        for (const path of routes) {
          const held = api.heldCount;
          api.hold();
          // The first route is the dashboard the sign-in lands on (its greeting needs no held call);
          // the others are reached as the menu's links do.
          if (path === routes[0]) {
            await signInThroughModal(page, email);
            await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
          } else await goWithin(page, path);
          await api.filesLoaded(page);
          const shown = await page
            .waitForSelector(LOADING, { state: 'visible', timeout: 4_000 })
            .then(() => true)
            .catch(() => false);
          if (!shown || api.heldCount === held)
            unseen.push(`${path}: ${shown ? 'no API call held' : 'no loading indicator'}`);
          // MUI's skeletons and bars show at once, react-admin's <Loading> and <LinearProgress> after 1 s.
          await page.waitForTimeout(REACT_ADMIN_DELAY);
          await check(page, account, `${path} · carregando`);
          api.release();
          await settle(page, QUICK);
          await check(page, account, `${path} · vazio`);
        }
        await context.close();
        expectCleanAndPortuguese(account, unseen);
      }),
    600_000,
  );
});
