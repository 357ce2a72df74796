import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Json } from '../../src/domain/wire';
import type { TrackerRequest } from '../../src/domain/trackers';
import { expectFocusOn, focusStop, type FocusStop } from '../support/a11y';
import { launchBrowser, newPage } from '../support/browser';
import { allRows, apiGet, DEMO_PASSWORD, demoSession, type DemoSession } from '../support/demoAccounts';

/**
 * Issue 11: a case admin's day by keyboard alone (sign in, find a case, open it, approve a
 * tracker, open and close 'Alterar senha', sign out), with a visible focus indicator at every
 * stop and the focus never lost to <body> after sign-in, a route change or a decision. No click,
 * no mouse: Tab, Shift+Tab, the arrows, Enter and Escape.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

type Row = Json<TrackerRequest>;

/**
 * A pending request of an active tracker on an open case of the account's company, and the case's
 * plate. Journeys run two at a time on one server: the trackers journey decides requests on cases
 * with two or more pending requests and reads a case with a pending report, so this one prefers a
 * case with no pending report and this request alone (else any, as when run alone).
 */
async function pendingRequest(session: DemoSession): Promise<{ request: Row; plate: string }> {
  const pending = await allRows<Row>(session.token, '/admin/trackers?status=pending');
  const reports = await allRows<{ seizureRequestId: number }>(
    session.token,
    '/admin/seizure-requests/reports?status=pending',
  );
  const onCase = new Map<number, number>();
  for (const row of pending) onCase.set(row.seizureRequest.id, (onCase.get(row.seizureRequest.id) ?? 0) + 1);
  const withReport = new Set(reports.map((report) => report.seizureRequestId));
  const apart = (row: Row) => onCase.get(row.seizureRequest.id) === 1 && !withReport.has(row.seizureRequest.id);
  for (const request of [...pending.filter(apart), ...pending.filter((row) => !apart(row))]) {
    if (request.user.status !== 'active') continue;
    const found = await apiGet<{
      status: string;
      closedAt: string | null;
      shadowMode: boolean;
      licensePlate: string | null;
    }>(session.token, `/admin/seizure-requests/${request.seizureRequest.id}`);
    const open =
      ['readyAndOpenedForTrackers', 'readyAndClosedForTrackers'].includes(found.status) &&
      !found.closedAt &&
      !found.shadowMode;
    // A plate found by its first 7 characters finds this case alone (plates are unique per company).
    if (open && found.licensePlate) return { request, plate: found.licensePlate };
  }
  throw new Error(`${session.email}: no pending request of an active tracker on an open case`);
}

/** Every stop the journey made, for the focus-indicator check at the end. */
const stops: (FocusStop & { step: string })[] = [];

async function record(page: Page, step: string): Promise<FocusStop> {
  const stop = await focusStop(page);
  stops.push({ ...stop, step });
  return stop;
}

/**
 * Presses Tab (or Shift+Tab) until the focus is on what `wanted` describes; every stop on the
 * way is recorded. Fails after `max` presses.
 */
async function tabTo(page: Page, step: string, wanted: (stop: FocusStop) => boolean, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (wanted(await record(page, step))) return;
  }
  const seen = stops.filter((stop) => stop.step === step).map((stop) => `${stop.role} "${stop.name}"`);
  throw new Error(
    `${step}: never reached by ${back ? 'Shift+Tab' : 'Tab'} (${max} presses); stops: ${[...new Set(seen)].join(', ')}`,
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const named = (pattern: RegExp, role?: string) => (stop: FocusStop) =>
  pattern.test(stop.name) && (!role || stop.role === role);

/** The focus is on a heading, or at least somewhere other than <body>. */
async function focusLands(page: Page, step: string, heading?: RegExp) {
  await expect
    .poll(
      async () => {
        const stop = await focusStop(page);
        return stop.role !== 'body' && (!heading || heading.test(stop.name));
      },
      { timeout: 10_000, message: `${step}: the focus goes to ${heading ?? 'an element'}, not to <body>` },
    )
    .toBe(true);
}

describe('by keyboard alone (casos@demo.test)', () => {
  it('signs in, finds a case, approves a tracker, opens and closes Alterar senha and signs out', async () => {
    const session = await demoSession('casos@demo.test');
    const { request, plate } = await pendingRequest(session);
    const { context, page } = await newPage(browser);

    // ---- Sign in: the modal's fields, then Enter ----
    await page.goto('/');
    await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor();
    await tabTo(page, 'login: E-mail', named(/^E-mail/, 'input'));
    await page.keyboard.type(session.email);
    await tabTo(page, 'login: Senha', named(/^Senha/, 'input'));
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
    await focusLands(page, 'after sign-in', /^Olá/);

    // ---- Find the case: Casos in the menu, then the plate's filter ----
    await tabTo(page, 'menu: Casos', named(/^Casos$/));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/casos');
    await page.getByRole('table', { name: 'Lista de casos' }).locator('tbody tr[data-case-id]').first().waitFor();
    await expectFocusOn(page, 'after the route change', { role: /^h1$/, name: /^Casos$/ });
    await tabTo(page, 'filter: Placa', named(/^Filtrar por Placa/));
    await page.keyboard.press('Enter');
    await page.getByRole('search').waitFor();
    await page.waitForTimeout(300); // the popover's transition
    // The field takes the focus (autoFocus), or the popover does and Tab goes on to the field.
    if ((await focusStop(page)).role !== 'input') await page.keyboard.press('Tab');
    expect((await record(page, 'filter: plate field')).role).toBe('input');
    await page.keyboard.type(plate.slice(0, 7));
    await page.keyboard.press('Enter');
    const rows = page.getByRole('table', { name: 'Lista de casos' }).locator('tbody tr[data-case-id]');
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(1);

    // ---- 'Resultados por página' shows its focus ring too (issue 25: none in either theme) ----
    await page.getByRole('combobox', { name: /Resultados por página/ }).focus();
    expect((await record(page, 'pagination: Resultados por página')).role).toBe('combobox');

    // ---- Open it: 'Detalhes' opens the drawer (back up from the pagination) ----
    await tabTo(page, 'row: Detalhes', named(/^Detalhes$/), { back: true });
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    await drawer.getByRole('region', { name: 'Localizadores', exact: true }).waitFor();

    // ---- Approve the tracker's request: its button, the dialog's 'Aprovar' ----
    const approveName = new RegExp(`^Aprovar ${escapeRegExp(request.user.name)}$`);
    await tabTo(page, 'request: Aprovar', named(approveName), { max: 150 });
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Aprovar localizador' });
    await dialog.waitFor();
    await tabTo(page, 'dialog: Aprovar', named(/^Aprovar$/));
    await page.keyboard.press('Enter');
    await page.getByText('Localizador atualizado com sucesso!').first().waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await page.waitForTimeout(1_000); // the list refetches: the request may leave 'Pendentes'
    // On the request's toggle if it stayed on the tab, else on the section's heading.
    await expectFocusOn(page, 'after approving', {
      name: new RegExp(`solicitação de ${escapeRegExp(request.user.name)}|^Localizadores`),
    });
    await record(page, 'after approving');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    // ---- 'Alterar senha': the user menu by keyboard, then Escape ----
    await tabTo(page, 'user menu', named(/Menu do usuário/), { back: true, max: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => focusStop(page).then((s) => s.name)).toBe('Alterar senha');
    await record(page, 'user menu: Alterar senha');
    await page.keyboard.press('Enter');
    const password = page.getByRole('dialog', { name: 'Alterar senha' });
    await password.waitFor();
    await focusLands(page, 'change-password dialog');
    await record(page, 'change-password dialog');
    await page.keyboard.press('Escape');
    await password.waitFor({ state: 'hidden' });
    await expect.poll(() => focusStop(page).then((s) => s.name)).toMatch(/Menu do usuário/);

    // ---- Sign out: the menu's second item, then the confirmation's 'Sair' ----
    await page.keyboard.press('Enter');
    await expect.poll(() => focusStop(page).then((s) => s.name)).toBe('Alterar senha');
    await page.keyboard.press('ArrowDown');
    expect((await record(page, 'user menu: Sair')).name).toBe('Sair');
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Sair' });
    await confirm.waitFor();
    await tabTo(page, 'confirm: Sair', (stop) => stop.name === 'Sair' && stop.role === 'button');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor();
    await context.close();

    // ---- Every stop showed where the focus was ----
    // <body> is where Tab goes past the page's last control, before starting again at the top.
    const unseen = stops
      .filter((stop) => !stop.ring && stop.role !== 'body')
      .map((stop) => `${stop.step}: ${stop.role} "${stop.name}"`);
    expect(unseen.length, `stops without a visible focus indicator:\n${[...new Set(unseen)].join('\n')}\n`).toBe(0);
  }, 180_000);
});
