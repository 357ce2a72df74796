// Issue 14 item 7: support approves a pending law company and blocks another with a reason, in
// /assessoria-juridicas; the blocked company's admin is refused at the next call. The two
// companies are registered for this run through the public endpoint, so no demo row is consumed.
import { cnpj } from 'cpf-cnpj-validator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, newPage } from '../support/browser';
import { expectFocusOn } from '../support/a11y';
import { lastCode } from '../support/registration';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function call(path: string, options: { token?: string; body?: unknown } = {}) {
  return fetch(`${baseUrl()}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

/** A pending company of this run, registered and confirmed as a law firm would: its CNPJ, name and admin's token. */
async function registerCompany(name: string) {
  const document = cnpj.generate();
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}-${Date.now()}@exemplo.test`;
  const res = await call('/public/law-companies/register', {
    body: {
      name,
      companyName: `${name} Ltda`,
      document,
      contactName: 'Responsável da Jornada',
      contactEmail: email,
      contactPhone: '11987654321',
      acceptedTerms: true,
      password: 'segredo1',
      confirmPassword: 'segredo1',
    },
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  const token = ((await res.json()) as { accessToken: string }).accessToken;
  // Its e-mail confirmed with the code the server wrote to DATA_DIR/emails (issue 26 item 1).
  const confirmed = await call('/auth/confirm-email', { token, body: { code: lastCode(inject('dataDir'), email) } });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  return { document, name, token };
}

async function signIn(page: Page) {
  await page.goto('/');
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-mail').fill('suporte@demo.test');
  await dialog.getByLabel('Senha', { exact: true }).fill('demo1234');
  await dialog.getByRole('button', { name: 'Entrar' }).click();
  await page.getByRole('heading', { level: 1, name: /^Olá/ }).waitFor();
}

/** Finds the company by its CNPJ under `tab` and opens its drawer. */
async function openCompany(page: Page, tab: RegExp, company: { document: string; name: string }) {
  await page.goto('/assessoria-juridicas');
  await page.getByRole('tab', { name: tab }).click();
  await page.getByRole('searchbox', { name: 'Pesquisar' }).fill(company.document);
  await page.getByRole('button', { name: `Ver detalhes de ${company.name}` }).click();
  const drawer = page.getByRole('dialog', { name: company.name });
  await drawer.waitFor();
  return drawer;
}

describe('/assessoria-juridicas', () => {
  it('support approves a pending company and blocks another with a reason', async () => {
    const suffix = String(Date.now()).slice(-5);
    const first = await registerCompany(`Jornada Aprovar ${suffix}`);
    const second = await registerCompany(`Jornada Bloquear ${suffix}`);
    const { context, page } = await newPage(browser);
    try {
      // Under review, its admin may use nothing but his own session.
      expect((await call('/admin/law-companies/current', { token: first.token })).status).toBe(403);
      await signIn(page);

      // Approve: the confirmation asks no reason; the company leaves the Pendente tab.
      let drawer = await openCompany(page, /^Pendente/, first);
      await drawer.getByRole('button', { name: 'Aprovar' }).click();
      let dialog = page.getByRole('dialog', { name: 'Aprovar assessoria' });
      await dialog.getByRole('button', { name: 'Aprovar' }).click();
      await page.getByText('Status alterado com sucesso').waitFor();
      await drawer.getByText('Ativo').first().waitFor();
      // The buttons changed with the status: the focus is on the new status.
      await expectFocusOn(page, 'after approving the law company', { name: /^Ativo$/ });
      // Its admin now reaches the console's data.
      expect((await call('/admin/law-companies/current', { token: first.token })).status).toBe(200);

      // Block the second (approved first, as a company must be active to be blocked): a reason is required.
      drawer = await openCompany(page, /^Pendente/, second);
      await drawer.getByRole('button', { name: 'Aprovar' }).click();
      await page.getByRole('dialog', { name: 'Aprovar assessoria' }).getByRole('button', { name: 'Aprovar' }).click();
      await page.getByText('Status alterado com sucesso').first().waitFor();
      await drawer.getByRole('button', { name: 'Bloquear' }).click();
      dialog = page.getByRole('dialog', { name: 'Bloquear assessoria' });
      const confirm = dialog.getByRole('button', { name: 'Bloquear' });
      expect(await confirm.isDisabled()).toBe(true);
      await dialog.getByRole('textbox', { name: /Motivo/ }).fill('Documentação vencida');
      await confirm.click();
      await drawer.getByText('Motivo: Documentação vencida').first().waitFor();

      // The blocked company's admin is refused at the next call, with the token he already had.
      // (401: the console ends its session and says why.)
      expect((await call('/admin/law-companies/current', { token: second.token })).status).toBe(401);
    } finally {
      await context.close();
    }
  });
});
