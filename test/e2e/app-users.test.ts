import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppUserRow } from '../../src/domain/appPlans';
import type { VerificationDetails, VerificationRow } from '../../src/domain/appVerifications';
import type { Json, Page as ListPage } from '../../src/domain/wire';
import { launchBrowser, newPage, screenshot, signIn } from '../support/browser';

/**
 * Issue 15, items 2 and 3, in the real console against the shared server: suporte@ adds 30 days
 * of PRO to an app user, and approves a pending verification document by document. The records
 * are chosen through the API at the start (never the demo ids), and checked there at the end.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const apiUrl = (path: string) => new URL(path, inject('baseUrl')).toString();
let token = '';
async function api<T>(path: string): Promise<T> {
  if (!token) {
    const res = await fetch(apiUrl('/auth/login'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'suporte@demo.test', password: 'demo1234' }),
    });
    token = ((await res.json()) as { accessToken: string }).accessToken;
  }
  const res = await fetch(apiUrl(path), { headers: { authorization: `Bearer ${token}` } });
  if (!res.ok) throw new Error(`GET ${path}: ${res.status}`);
  return (await res.json()) as T;
}

const DAY = 86_400_000;

describe('app users (support)', () => {
  it('adds 30 days of PRO to a user, then approves a verification document by document', async () => {
    // An unexpired manual PRO whose time grows from its expiry (the rule of docs/app-users.md).
    const manual = await api<ListPage<Json<AppUserRow>>>('/admin/app-users?type=manual&perPage=100');
    const user = manual.result.find(
      (u) =>
        u.canModify &&
        u.plan?.type === 'pro' &&
        u.plan.expirationDate &&
        new Date(u.plan.expirationDate).getTime() > Date.now() + DAY,
    );
    expect(user, 'an unexpired manual PRO in the demo data').toBeDefined();
    const before = new Date(user!.plan!.expirationDate!).getTime();

    const { page } = await newPage(browser);
    // A step that fails says which one, within the test's time (generous: CI machines are shared).
    page.setDefaultTimeout(30_000);
    await signIn(page, 'suporte@demo.test');
    await page.goto('/app/pro');
    await page.getByRole('button', { name: 'Pesquisar em Nome' }).click();
    await page.getByRole('search').getByLabel('Pesquisar em Nome').fill(user!.name);
    await page.getByRole('search').getByRole('button', { name: 'Pesquisar' }).click();
    await page.getByRole('button', { name: `Adicionar Tempo PRO: ${user!.name}` }).click();
    const form = page.getByRole('dialog', { name: 'Adicionar Tempo PRO' });
    await expect.poll(() => form.getByRole('spinbutton', { name: /Dias/ }).inputValue()).toBe('30');
    await form.getByRole('button', { name: 'Adicionar' }).click();
    await page.getByText('Tempo adicionado com sucesso.').waitFor();
    const after = (
      await api<ListPage<Json<AppUserRow>>>(
        `/admin/app-users?type=manual&perPage=100&filters[name]=${encodeURIComponent(user!.name)}`,
      )
    ).result.find((u) => u.id === user!.id);
    expect(new Date(after!.plan!.expirationDate!).getTime()).toBe(before + 30 * DAY);

    // The pending verification with the most documents still to review.
    const pending = await api<ListPage<Json<VerificationRow>>>(
      '/admin/app-users/verifications?status=pending&perPage=100',
    );
    const details = await Promise.all(
      pending.result.map((row) => api<Json<VerificationDetails>>(`/admin/app-users/verifications/${row.id}`)),
    );
    const toReview = (d: Json<VerificationDetails>) =>
      Object.values(d.verification?.documents ?? {}).filter((doc) => doc?.status === 'pending').length;
    const chosen = details
      .filter(
        (d) =>
          Object.keys(d.verification?.documents ?? {}).length === 3 &&
          !Object.values(d.verification!.documents).some((doc) => doc?.status === 'reproved'),
      )
      .sort((a, b) => toReview(b) - toReview(a))[0];
    expect(toReview(chosen)).toBeGreaterThan(0);
    const badgeBefore = (await api<{ total: number }>('/admin/dashboard/from-app/pending')).total;

    await page.goto('/app/cadastros');
    await page.getByRole('tab', { name: `Pendente (${badgeBefore})` }).waitFor();
    // By keyboard: the search panel puts the focus in its text, Enter searches.
    await page.getByRole('button', { name: 'Pesquisar em Nome' }).click();
    const field = page.getByRole('search').getByLabel('Pesquisar em Nome');
    await expect.poll(() => field.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.keyboard.type(chosen.user.name);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: `Detalhes: ${chosen.user.name}` }).click();
    const modal = page.getByRole('dialog', { name: 'Verificação' });
    // A document to review: the decision waits, saying why.
    await expect
      .poll(() => modal.getByRole('button', { name: 'Aprovar', exact: true }).getAttribute('aria-disabled'))
      .toBe('true');
    await screenshot(page, 'app-users-verification');
    for (const label of ['Frente do documento', 'Verso do documento', 'Selfie']) {
      // Named by its content (issue 25 item 5, label in name): 'Abrir Selfie, Pendente'.
      const card = modal.getByRole('button', { name: new RegExp(`^Abrir ${label}\\W+Pendente`) });
      if ((await card.count()) === 0) continue;
      await card.click();
      const viewer = page.getByRole('dialog', { name: `${label} · Pendente` });
      await viewer.getByRole('button', { name: 'Aprovar documento' }).click();
      await viewer.waitFor({ state: 'detached' });
      await modal.getByRole('button', { name: new RegExp(`^Abrir ${label}\\W+Aprovado`) }).waitFor();
    }
    const approve = modal.getByRole('button', { name: 'Aprovar', exact: true });
    await expect.poll(() => approve.getAttribute('aria-disabled')).toBeNull();
    await approve.click();
    // Approving asks first (issue 34).
    await page.getByRole('dialog', { name: 'Aprovar verificação' }).getByRole('button', { name: 'Aprovar' }).click();
    await page.getByText('Alterado com sucesso').waitFor();
    await modal.waitFor({ state: 'detached' });
    await page.getByRole('tab', { name: `Pendente (${badgeBefore - 1})` }).waitFor();
    const decided = await api<Json<VerificationDetails>>(`/admin/app-users/verifications/${chosen.user.id}`);
    expect(decided.verification).toMatchObject({ status: 'approved', verifier: { email: 'suporte@demo.test' } });
  }, 120_000);
});
