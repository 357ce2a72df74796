import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, screenshot, signIn } from '../support/browser';
import { apiGet, apiUrl, demoSession } from '../support/demoAccounts';

// Issue 23 item 1, as outside testing tries it: a form is open, the session ends elsewhere (here
// the page's own session is signed out through the API, as 'Sair' in another device would), and
// the user clicks Salvar. Never a success for the refused call; the login modal says
// 'Necessário autenticação' over the form kept as typed; signing in again, one click saves it.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** Ends the page's session on the server, as a sign-out elsewhere does. */
async function endSessionElsewhere(page: Page) {
  const stored = await page.evaluate(() => localStorage.getItem('auth-storage'));
  const { accessToken } = JSON.parse(stored ?? '{}') as { accessToken: string };
  const answer = await fetch(apiUrl('/auth/logout'), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: '{}',
  });
  expect(answer.status).toBe(200);
}

async function signInAgainInModal(page: Page, email: string) {
  const modal = page.getByRole('dialog', { name: 'Entrar no Recupera' });
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel('Senha', { exact: true }).fill('demo1234');
  await modal.getByRole('button', { name: 'Entrar' }).click();
  await modal.waitFor({ state: 'detached' });
}

describe('a session that ends while a form is open', () => {
  it('/configuracoes: no success for the refused save, the typed contact kept, saved after signing in again', async () => {
    const { page, context } = await newPage(browser);
    await signIn(page, 'assessoria@demo.test');
    await page.goto('/configuracoes');
    const contactName = page.getByRole('textbox', { name: /Responsável/ });
    await contactName.waitFor();
    const typed = `Contato ${Date.now()}`;
    await contactName.fill(typed);
    await endSessionElsewhere(page);
    await page.getByRole('button', { name: 'Salvar' }).click();

    const modal = page.getByRole('dialog', { name: 'Entrar no Recupera' });
    await modal.getByRole('status').filter({ hasText: 'Necessário autenticação' }).waitFor();
    await screenshot(page, 'session-ended-settings');
    expect(await page.getByText('Atualizado com sucesso!').count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();

    await signInAgainInModal(page, 'assessoria@demo.test');
    expect(await contactName.inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Atualizado com sucesso!').waitFor();
    await page.reload();
    await expect.poll(() => contactName.inputValue()).toBe(typed);
    await context.close();
  });

  it('a case’s edit form: stays on the form (never /casos/undefined), then saves in one click', async () => {
    const session = await demoSession('casos@demo.test');
    // Nine places down the first page: a demo case, not one another journey creates, imports
    // (perhaps without a model) or removes while this one runs.
    const { result } = await apiGet<{ result: Array<{ id: number }> }>(
      session.token,
      '/admin/seizure-requests?perPage=10&status=active',
    );
    const id = result[result.length - 1].id;
    const { page, context } = await newPage(browser);
    await signIn(page, 'casos@demo.test');
    await page.goto(`/casos/${id}/editar`);
    await page.getByRole('heading', { name: 'Editar Caso', level: 1 }).waitFor();
    const model = page.getByLabel('Modelo');
    // The form shows the stored case (its plate) before anything is typed.
    await expect.poll(() => page.getByLabel('Placa').inputValue()).not.toBe('');
    const typed = `Modelo ${Date.now()}`;
    await model.fill(typed);
    await endSessionElsewhere(page);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();

    await page
      .getByRole('dialog', { name: 'Entrar no Recupera' })
      .getByRole('status')
      .filter({ hasText: 'Necessário autenticação' })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe(`/casos/${id}/editar`);
    expect(await page.getByText('Caso cadastrado/atualizado com sucesso').count()).toBe(0);

    await signInAgainInModal(page, 'casos@demo.test');
    expect(await model.inputValue()).toBe(typed);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/casos/${id}/detalhes`);
    await page.getByRole('region', { name: 'Veículo' }).getByText(typed, { exact: true }).waitFor();
    await context.close();
  });
});
