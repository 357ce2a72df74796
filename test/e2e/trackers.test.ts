import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Case } from '../../src/domain/cases';
import type { SeizureReport } from '../../src/domain/reports';
import type { TrackerCandidate, TrackerRequest } from '../../src/domain/trackers';
import type { Json, Page as ListPage } from '../../src/domain/wire';
import { launchBrowser, mainMenu, newPage, screenshot, signIn } from '../support/browser';
import { expectFocusOn } from '../support/a11y';
import { allRows, apiGet } from '../support/demoAccounts';

/**
 * Issue 5, item 3: the daily work of a law-company case admin on a case's trackers and seizure
 * reports, in the real console against the real server (AUTO_APPROVAL=false: pending requests
 * stay pending unless someone decides). The cases are chosen through the API at each test's
 * start, so the journey does not depend on the demo data's ids.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

// ---- The API, from Node (to choose the cases and to forge calls) ----

// The API's records, from the areas' contracts, as JSON carries them (dates as strings).
type ListAnswer<T> = ListPage<T>;
type TrackerRow = Json<TrackerRequest>;
type ReportRow = Json<SeizureReport>;
type CaseRow = Json<Case>;
type Candidate = Json<TrackerCandidate>;

const apiUrl = (path: string) => new URL(path, inject('baseUrl')).toString();

const DEMO_PASSWORD = 'demo1234';

/** Signs in through the API: the access token (and the password, for the browser's sign-in). */
async function apiLogin(email: string): Promise<{ token: string; password: string }> {
  const response = await fetch(apiUrl('/auth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`cannot sign in as ${email}: ${response.status}`);
  return { token: ((await response.json()) as { accessToken: string }).accessToken, password: DEMO_PASSWORD };
}

function apiPost(token: string, path: string, body: unknown) {
  return fetch(apiUrl(path), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

const READY = ['readyAndOpenedForTrackers', 'readyAndClosedForTrackers'];

/** Decisions are open on this case: ready, live, not in shadow mode, of the user's company. */
const isWorkable = (c: CaseRow, companyId: number) =>
  READY.includes(c.status) && !c.closedAt && !c.shadowMode && c.lawCompanyId === companyId;

interface CaseChoice {
  /** The case whose trackers are decided, with the two pending requests to decide. */
  trackersCase: CaseRow;
  approve: TrackerRow;
  reprove: TrackerRow;
  /** The case whose pending report is approved (the same case when one has both). */
  reportCase: CaseRow;
  report: ReportRow;
}

/**
 * Pending requests that the section shows on its first 'Pendentes' page, from active trackers
 * (a blocked one is tagged 'Bloqueado' whatever the status), whose name appears once among the
 * case's requests (so a name finds one card on any tab).
 */
async function decidableRequests(token: string, caseId: number): Promise<TrackerRow[]> {
  const all = await allRows<TrackerRow>(token, `/admin/trackers?seizureRequestId=${caseId}&status=all`);
  const pendingPage = await apiGet<ListAnswer<TrackerRow>>(
    token,
    `/admin/trackers?seizureRequestId=${caseId}&status=pending&page=1&perPage=10`,
  );
  const once = (name: string) => all.filter((row) => row.user.name === name).length === 1;
  return pendingPage.result.filter((row) => row.user.status === 'active' && once(row.user.name));
}

/**
 * Reads the company's pending requests and reports and answers the cases to use: for the
 * journey, preferably one case with two decidable requests and a pending report (else one case
 * for each); for the read-only look, a case with both a pending request and a pending report
 * that the journey does not use.
 */
async function chooseCases(token: string) {
  const me = await apiGet<{ lawCompany: { id: number; name: string } }>(token, '/auth/me');
  expect(me.lawCompany.name).toBe('Alfa');
  const pendingTrackers = await allRows<TrackerRow>(token, '/admin/trackers?status=pending');
  const pendingReports = await allRows<ReportRow>(token, '/admin/seizure-requests/reports?status=pending');
  const trackerCount = new Map<number, number>();
  for (const row of pendingTrackers)
    trackerCount.set(row.seizureRequest.id, (trackerCount.get(row.seizureRequest.id) ?? 0) + 1);
  const reportsOf = new Map<number, ReportRow[]>();
  for (const row of pendingReports)
    reportsOf.set(row.seizureRequestId, [...(reportsOf.get(row.seizureRequestId) ?? []), row]);

  const cases = new Map<number, CaseRow>();
  const workable = async (id: number) => {
    if (!cases.has(id)) cases.set(id, await apiGet<CaseRow>(token, `/admin/seizure-requests/${id}`));
    return isWorkable(cases.get(id)!, me.lawCompany.id);
  };
  const byId = (ids: Iterable<number>) => [...new Set(ids)].sort((a, b) => a - b);

  // The journey's trackers: two decidable requests.
  const trackerCases: { row: CaseRow; requests: TrackerRow[] }[] = [];
  for (const id of byId([...trackerCount].filter(([, n]) => n >= 2).map(([id]) => id))) {
    if (!(await workable(id))) continue;
    const requests = await decidableRequests(token, id);
    if (requests.length >= 2) trackerCases.push({ row: cases.get(id)!, requests });
  }
  const reportCaseIds: number[] = [];
  for (const id of byId(reportsOf.keys())) if (await workable(id)) reportCaseIds.push(id);

  const trackersPick = trackerCases.find(({ row }) => reportCaseIds.includes(row.id)) ?? trackerCases[0];
  const reportCaseId =
    trackersPick && reportCaseIds.includes(trackersPick.row.id)
      ? trackersPick.row.id
      : reportCaseIds.find((id) => id !== trackersPick?.row.id);
  const journey: CaseChoice | null =
    trackersPick && reportCaseId !== undefined
      ? {
          trackersCase: trackersPick.row,
          approve: trackersPick.requests[0],
          reprove: trackersPick.requests[1],
          reportCase: cases.get(reportCaseId)!,
          report: reportsOf.get(reportCaseId)![0],
        }
      : null;

  // The read-only look: a workable case with a pending request and a pending report, not the journey's.
  const used = new Set([journey?.trackersCase.id, journey?.reportCase.id]);
  let readOnly: { caseRow: CaseRow; request: TrackerRow; report: ReportRow } | null = null;
  for (const id of byId(reportCaseIds)) {
    if (used.has(id) || !trackerCount.get(id)) continue;
    const request = pendingTrackers.find((row) => row.seizureRequest.id === id)!;
    readOnly = { caseRow: cases.get(id)!, request, report: reportsOf.get(id)![0] };
    break;
  }
  return { journey, readOnly };
}

// ---- The console ----

/** A notification (react-admin's snackbar) with exactly this text. */
const notification = (page: Page, text: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: text })
    .or(page.getByText(text, { exact: true }))
    .first();

const TRACKER_DECIDED = 'Localizador atualizado com sucesso!';
const TRACKER_ADDED = 'Localizador adicionado com sucesso.';
const REPORT_DECIDED = 'Laudo atualizado com sucesso!';

/**
 * The count of a Dashboard badge ('Localizadores pendentes', 'Laudos pendentes'), read from the
 * entry's spoken text (exact; the pill itself says '99+' past 99); undefined while not shown.
 */
async function badgeCount(page: Page, label: string): Promise<number | undefined> {
  const entry = mainMenu(page).getByRole('link', { name: /^Dashboard/ });
  const spoken = entry.getByText(new RegExp(`^${label}: \\d+$`));
  if ((await spoken.count()) === 0) return undefined;
  return Number((await spoken.first().textContent())!.split(': ')[1]);
}

/** Waits for the badge's first answer and returns it. */
async function initialBadgeCount(page: Page, label: string): Promise<number> {
  await expect.poll(() => badgeCount(page, label), { timeout: 15_000 }).toBeGreaterThan(0);
  return (await badgeCount(page, label))!;
}

const trackersSection = (page: Page) => page.getByRole('region', { name: 'Localizadores', exact: true });
const reportsSection = (page: Page) => page.getByRole('region', { name: 'Laudos', exact: true });
const requestCard = (section: Locator, name: string) =>
  section.getByRole('article', { name: `Solicitação de ${name}`, exact: true });
const caseHeader = (page: Page, id: number) =>
  page
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^Caso ${id}\\b`) }) });

async function openCase(page: Page, id: number) {
  await page.goto(`/casos/${id}/detalhes`);
  await page.getByRole('heading', { level: 2, name: new RegExp(`^Caso ${id}\\b`) }).waitFor();
}

/** Shows one tab of the trackers section, filtered by the tracker's name ('Pesquisar'). */
async function showTrackerTab(section: Locator, tab: 'Pendentes' | 'Aprovados' | 'Reprovados' | 'Todos', name = '') {
  await section.getByRole('searchbox', { name: 'Pesquisar' }).fill(name);
  await section.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
  await expect
    .poll(() => section.getByRole('tab', { name: new RegExp(`^${tab}`) }).getAttribute('aria-selected'))
    .toBe('true');
}

/** The request's tag ('Aprovado', 'Reprovado', 'Pendente'…), as the card shows it. */
const tagOf = (card: Locator) => card.locator('[data-tag]').innerText();

describe('trackers and reports: case admin (casos@demo.test)', () => {
  it('approves and reproves requests, adds a tracker, approves the report: the case ends Apreendido', async () => {
    const { token, password } = await apiLogin('casos@demo.test');
    const { journey } = await chooseCases(token);
    expect(
      journey,
      'an Alfa ready case with two pending requests and a ready case with a pending report',
    ).not.toBeNull();
    const { trackersCase, approve, reprove, reportCase, report } = journey!;

    const { context, page } = await newPage(browser);
    await signIn(page, 'casos@demo.test', password);
    await openCase(page, trackersCase.id);
    const pendingTrackersBefore = await initialBadgeCount(page, 'Localizadores pendentes');
    const pendingReportsBefore = await initialBadgeCount(page, 'Laudos pendentes');

    // ---- The section opens on 'Pendentes', with both requests and their decisions ----
    const trackers = trackersSection(page);
    await expect
      .poll(() => trackers.getByRole('tab', { name: /^Pendentes/ }).getAttribute('aria-selected'))
      .toBe('true');
    const approveCard = requestCard(trackers, approve.user.name);
    const reproveCard = requestCard(trackers, reprove.user.name);
    await approveCard.waitFor();
    await reproveCard.waitFor();
    expect(await tagOf(approveCard)).toBe('Pendente');
    expect(await tagOf(reproveCard)).toBe('Pendente');
    await trackers.getByRole('button', { name: 'Adicionar localizador' }).waitFor();
    await trackers.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300); // the tabs' indicator
    await screenshot(page, 'trackers-section');

    // ---- Approve one, with a message ----
    await approveCard.getByRole('button', { name: `Aprovar ${approve.user.name}`, exact: true }).click();
    const approveDialog = page.getByRole('dialog', { name: 'Aprovar localizador' });
    await approveDialog.getByLabel('Mensagem ao localizador (opcional)').fill('Pode seguir com o caso, obrigado.');
    await approveDialog.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await notification(page, TRACKER_DECIDED).waitFor();
    await approveDialog.waitFor({ state: 'hidden' });
    await approveCard.waitFor({ state: 'detached' }); // it left 'Pendentes'
    await showTrackerTab(trackers, 'Aprovados', approve.user.name);
    await approveCard.waitFor();
    await expect.poll(() => tagOf(approveCard)).toBe('Aprovado');
    await expect(approveCard.getByRole('button', { name: `Aprovar ${approve.user.name}` }).count()).resolves.toBe(0);
    // The same text comes again for the next decision: let this one go first.
    await notification(page, TRACKER_DECIDED).waitFor({ state: 'hidden', timeout: 10_000 });

    // ---- Reprove another, with a reason ----
    await showTrackerTab(trackers, 'Pendentes');
    await reproveCard.getByRole('button', { name: `Reprovar ${reprove.user.name}`, exact: true }).click();
    const reproveDialog = page.getByRole('dialog', { name: 'Reprovar localizador' });
    const confirmReprove = reproveDialog.getByRole('button', { name: 'Reprovar', exact: true });
    // The reason is required: no reproval without it.
    await expect(confirmReprove.isDisabled()).resolves.toBe(true);
    await reproveDialog.getByLabel('Motivo da reprovação').fill('Já temos localizadores suficientes na região.');
    await confirmReprove.click();
    await notification(page, TRACKER_DECIDED).waitFor();
    await reproveDialog.waitFor({ state: 'hidden' });
    await reproveCard.waitFor({ state: 'detached' });
    await showTrackerTab(trackers, 'Reprovados', reprove.user.name);
    await reproveCard.waitFor();
    await expect.poll(() => tagOf(reproveCard)).toBe('Reprovado');

    // ---- The pending badge drops by the two decisions ----
    await expect
      .poll(() => badgeCount(page, 'Localizadores pendentes'), { timeout: 10_000 })
      .toBe(pendingTrackersBefore - 2);
    const decided = await apiGet<ListAnswer<TrackerRow>>(
      token,
      `/admin/trackers?seizureRequestId=${trackersCase.id}&status=all&perPage=100`,
    );
    expect(decided.result.find((row) => row.id === approve.id)).toMatchObject({
      status: 'approved',
      reason: 'Pode seguir com o caso, obrigado.',
    });
    expect(decided.result.find((row) => row.id === reprove.id)).toMatchObject({
      status: 'reproved',
      reason: 'Já temos localizadores suficientes na região.',
    });

    // ---- Add a tracker by hand: search by name, pick the first result, confirm ----
    const addable = await apiGet<ListAnswer<Candidate>>(
      token,
      `/admin/trackers/add/search?seizureRequestId=${trackersCase.id}&sortField=name&sortDirection=asc&page=1&perPage=10`,
    );
    expect(addable.total).toBeGreaterThan(0);
    const added = addable.result[0];
    await trackers.getByRole('button', { name: 'Adicionar localizador' }).click();
    const addDialog = page.getByRole('dialog', { name: /^Adicionar localizador/ });
    await addDialog.getByText('Pesquise um localizador').waitFor();
    await addDialog.getByLabel('Nome ou e-mail').fill(added.name);
    await addDialog.getByRole('button', { name: 'Pesquisar' }).click();
    const results = addDialog.getByRole('list', { name: 'Localizadores encontrados' });
    await results.getByRole('listitem').first().waitFor();
    const first = results.getByRole('listitem').first();
    expect(await first.innerText()).toContain(added.name);
    await first.getByRole('button', { name: `Adicionar ${added.name}`, exact: true }).click();
    const confirmAdd = page.getByRole('dialog', { name: `Adicionar ${added.name} ao caso?` });
    await confirmAdd.getByText('A solicitação de', { exact: false }).waitFor();
    await confirmAdd.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await notification(page, TRACKER_ADDED).waitFor();
    await addDialog.waitFor({ state: 'hidden' });
    await showTrackerTab(trackers, 'Aprovados', added.name);
    const addedCard = requestCard(trackers, added.name);
    await addedCard.waitFor();
    await expect.poll(() => tagOf(addedCard)).toBe('Aprovado');
    await addedCard.getByRole('button', { name: `Ver solicitação de ${added.name}` }).click();
    await addedCard.getByText('Adicionado manualmente', { exact: true }).waitFor();
    await showTrackerTab(trackers, 'Pendentes');

    // ---- Approve the pending report: the case is closed as seized ----
    if (reportCase.id !== trackersCase.id) await openCase(page, reportCase.id);
    const reports = reportsSection(page);
    await reports.getByRole('tab', { name: /^Pendentes/ }).click();
    const reportCard = reports.getByRole('article', { name: `Laudo de ${report.user.name}`, exact: true }).first();
    await reportCard.waitFor();
    await reportCard.getByRole('button', { name: 'Aprovar', exact: true }).click();
    const approveReport = page.getByRole('dialog', { name: 'Aprovar laudo' });
    await approveReport.getByText('o caso será encerrado como apreendido', { exact: false }).waitFor();
    await approveReport.getByRole('button', { name: 'Aprovar', exact: true }).click();
    await notification(page, REPORT_DECIDED).waitFor();
    // The report left 'Pendentes' with its buttons and none is left: the focus is on the
    // section's heading (the report's card when it stays on the tab), never on <body>.
    await expectFocusOn(page, 'after approving the report', { name: new RegExp(`^Laudos$|^Laudo de `) });
    await approveReport.waitFor({ state: 'hidden' });
    const header = caseHeader(page, reportCase.id);
    await header.getByText('Apreendido', { exact: true }).waitFor();
    await reports.getByText('Nenhum laudo pendente').waitFor();
    await reports.getByRole('tab', { name: /^Aprovados/ }).click();
    await reports
      .getByRole('article', { name: `Laudo de ${report.user.name}`, exact: true })
      .first()
      .getByText('Aprovado', { exact: true })
      .waitFor();
    // A closed case takes no more decisions.
    await expect(trackersSection(page).getByRole('button', { name: 'Adicionar localizador' }).count()).resolves.toBe(0);
    await expect
      .poll(() => badgeCount(page, 'Laudos pendentes').then((n) => n ?? 0), { timeout: 10_000 })
      .toBe(pendingReportsBefore - 1);
    const closed = await apiGet<CaseRow & { closedBy: string | null }>(
      token,
      `/admin/seizure-requests/${reportCase.id}`,
    );
    expect(closed).toMatchObject({ status: 'completedSized', closedBy: 'report' });

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.mouse.move(0, 0);
    await notification(page, REPORT_DECIDED).waitFor({ state: 'hidden', timeout: 10_000 });
    await page.waitForTimeout(300); // the snackbar's exit transition
    await screenshot(page, 'trackers-case-seized');
    await context.close();
  }, 150_000);
});

describe('trackers and reports: read-only user (leitura@demo.test)', () => {
  it('sees the requests and the reports without any decision, and the API refuses a forged one', async () => {
    const admin = await apiLogin('casos@demo.test');
    const { readOnly } = await chooseCases(admin.token);
    expect(readOnly, 'an Alfa ready case with a pending request and a pending report').not.toBeNull();
    const { caseRow, request, report } = readOnly!;

    const { token, password } = await apiLogin('leitura@demo.test');
    const { context, page } = await newPage(browser);
    await signIn(page, 'leitura@demo.test', password);
    await openCase(page, caseRow.id);

    const trackers = trackersSection(page);
    await expect
      .poll(() => trackers.getByRole('tab', { name: /^Pendentes/ }).getAttribute('aria-selected'))
      .toBe('true');
    const card = requestCard(trackers, request.user.name);
    await card.waitFor();
    await card.getByRole('button', { name: `Ver solicitação de ${request.user.name}` }).click();
    await card.getByText('Contato', { exact: true }).waitFor();
    const reports = reportsSection(page);
    await reports.getByRole('tab', { name: /^Pendentes/ }).click();
    await reports
      .getByRole('article', { name: `Laudo de ${report.user.name}`, exact: true })
      .first()
      .waitFor();

    // Both sections are on screen, with their items: nothing to decide anywhere on the page.
    await expect(page.getByRole('button', { name: /^Aprovar\b/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: /^Reprovar\b/ }).count()).resolves.toBe(0);
    await expect(page.getByRole('button', { name: 'Adicionar localizador' }).count()).resolves.toBe(0);
    await reports.scrollIntoViewIfNeeded();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300); // the tabs' indicator
    await screenshot(page, 'trackers-read-only');
    await context.close();

    // Forged calls with the read-only token: 403, and nothing changed.
    const forged = [
      apiPost(token, '/admin/trackers', {
        requestId: request.id,
        status: 'approved',
        expectedStatus: 'pending',
        reason: '',
      }),
      apiPost(token, '/admin/trackers/add', { seizureRequestId: caseRow.id, userId: request.user.id }),
      apiPost(token, '/admin/seizure-requests/reports', {
        id: report.id,
        seizureRequestId: caseRow.id,
        status: 'accepted',
        expectedStatus: 'pending',
      }),
    ];
    expect((await Promise.all(forged)).map((response) => response.status)).toEqual([403, 403, 403]);
    const after = await apiGet<ListAnswer<TrackerRow>>(
      token,
      `/admin/trackers?seizureRequestId=${caseRow.id}&status=pending&perPage=100`,
    );
    expect(after.result.map((row) => row.id)).toContain(request.id);
    const reportsAfter = await apiGet<ListAnswer<ReportRow>>(
      token,
      `/admin/seizure-requests/reports?seizureRequestId=${caseRow.id}&status=pending&perPage=100`,
    );
    expect(reportsAfter.result.map((row) => row.id)).toContain(report.id);
  });
});
