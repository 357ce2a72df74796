// The public registration journey (issue 16, spec 001 §2, §4): from the login modal to /p/cadastro,
// a law firm registers with an alphanumeric CNPJ and lands signed in on the review notice; support
// approves it (API); its admin creates a case (API) and opens it in the console. The public pages
// render in dark mode at 390 px without horizontal overflow. Its own CNPJ and e-mail per run.
import { cnpj } from 'cpf-cnpj-validator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, mainMenu, newPage, screenshot } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A valid CNPJ with letters (the format of July 2026). */
function alphanumericCnpj(): string {
  for (;;) {
    const value = cnpj.generate();
    if (/[A-Z]/.test(value)) return value;
  }
}

async function api<T>(path: string, options: { token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const signInApi = async (email: string, password = 'demo1234') =>
  (await api<{ accessToken: string }>('/auth/login', { body: { email, password } })).accessToken;

/** No horizontal scrolling: the page is no wider than the window. */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('a law firm registers itself', () => {
  it('registers from the login modal, waits for review, is approved and creates a case', async () => {
    const { context, page } = await newPage(browser);
    const document = alphanumericCnpj();
    const email = `cadastro-${Date.now()}@exemplo.test`;
    try {
      await page.goto('/');
      await page.getByRole('dialog').getByRole('link', { name: 'Cadastre-se' }).click();
      await page.waitForURL('**/p/cadastro');
      await page.getByLabel('Nome Fantasia').fill('Assessoria Jornada');
      await page.getByLabel('Razão Social').fill('Assessoria Jornada Ltda');
      await page.getByLabel('CNPJ').pressSequentially(document.toLowerCase());
      expect(await page.getByLabel('CNPJ').inputValue()).toBe(cnpj.format(document));
      await page.getByLabel('Nome do responsável').fill('Responsável Jornada');
      await page.getByLabel('E-mail').fill(email);
      await page.getByLabel('Telefone').fill('11987654321');
      await page.locator('input[name="password"]').fill('segredo1');
      await page.locator('input[name="confirmPassword"]').fill('segredo1');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await page.getByText('Cadastro realizado com sucesso!').waitFor();
      await page.getByRole('heading', { name: 'Cadastro em análise' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      await screenshot(page, 'registration-review-notice');

      // Support sees it under Pendente and approves it.
      const support = await signInApi('suporte@demo.test');
      const pending = await api<{ result: { id: number; document: string }[] }>(
        `/admin/law-companies?status=pending&filters[term]=${document}`,
        { token: support },
      );
      const company = pending.result.find((row) => row.document === document);
      expect(company).toBeDefined();
      await api('/admin/law-companies/status', { token: support, body: { id: company!.id, status: 'active', expectedStatus: 'pending' } });

      // The firm's admin creates a case, then opens the console and sees it.
      const admin = await signInApi(email, 'segredo1');
      const [category] = await api<{ id: number }[]>('/admin/seizure-requests/categories', { token: admin });
      const plate = `REG${Math.floor(Math.random() * 10)}A${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
      const created = await api<{ id: number }>('/admin/seizure-requests', {
        token: admin,
        body: {
          categoryId: category.id,
          licensePlate: plate,
          model: 'Onix LT 1.0',
          chassi: `9BWZZZ377VT${String(Date.now()).slice(-6)}`,
          processNumber: '1000123-45.2024.8.26.0100',
          financier: 'Banco Exemplo S.A.',
          debtorName: 'Devedor Jornada',
          addresses: [{ state: 'SP', city: 'São Paulo', latitude: -23.5489, longitude: -46.6388 }],
        },
      });
      await page.getByRole('button', { name: 'Verificar novamente' }).click();
      await mainMenu(page).waitFor();
      await page.goto(`/casos/${created.id}/detalhes`);
      await page.getByText(plate).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('shows the public pages in dark mode at 390 px without horizontal overflow', async () => {
    const { context, page } = await newPage(browser, { colorScheme: 'dark' });
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      for (const [path, heading] of [
        ['/p/cadastro', 'Cadastro de Assessoria Jurídica'],
        ['/p/termos-de-uso', 'Termos de Uso'],
        ['/p/privacidade', 'Política de Privacidade'],
      ] as const) {
        await page.goto(path);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        if (path !== '/p/cadastro') await page.getByRole('navigation', { name: 'Sumário' }).waitFor();
        expect(await overflow(page), path).toBeLessThanOrEqual(0);
        // The dark theme's page colour behind our drawing (spec 001 §9: #1F1F1F).
        const background = await page.locator('main').evaluate((main) => getComputedStyle(main.parentElement!.parentElement!).backgroundColor);
        expect(background, path).toBe('rgb(31, 31, 31)');
      }
      await screenshot(page, 'registration-terms-dark-390');
    } finally {
      await context.close();
    }
  });
});
