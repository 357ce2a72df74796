// The public registration journey (issue 16, spec 001 §2, §4; issue 26): from the login modal to
// /p/cadastro, a law firm registers with an alphanumeric CNPJ, confirms its e-mail with the code
// read from DATA_DIR/emails, is reproved (the e-mail read too), corrects and resubmits, is approved
// (support by API); its admin creates a case (API) and opens it in the console. The public pages
// render in dark mode at 390 px without horizontal overflow. Its own CNPJ and e-mail per run.
import { cnpj } from 'cpf-cnpj-validator';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, mainMenu, newPage, screenshot } from '../support/browser';
import { lastCode, mailsTo } from '../support/registration';

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
    headers: {
      'content-type': 'application/json',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

const signInApi = async (email: string, password = 'demo1234') =>
  (await api<{ accessToken: string }>('/auth/login', { body: { email, password } })).accessToken;

/** No horizontal scrolling: the page is no wider than the window. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

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
      // The e-mail is confirmed first: the code from the .eml the server wrote (DATA_DIR/emails).
      await page.getByRole('heading', { name: 'Confirme seu e-mail' }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await mainMenu(page).count()).toBe(0);
      await screenshot(page, 'registration-confirm-email');
      // On a phone too: nothing wider than the window.
      const desktop = page.viewportSize()!;
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'registration-confirm-email-390');
      await page.setViewportSize(desktop);
      const code = lastCode(inject('dataDir'), email);
      const codeField = page.getByRole('textbox', { name: 'Código de confirmação' });
      await codeField.fill(code === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
      await page.getByText('Código incorreto. Restam 4 tentativas com este código.').waitFor();
      await codeField.fill(code);
      await page.getByRole('button', { name: 'Confirmar e-mail' }).click();
      await page.getByRole('heading', { name: 'Cadastro em análise' }).waitFor();
      await screenshot(page, 'registration-review-notice');
      // Asked again before any decision: it says so.
      await page.getByRole('button', { name: 'Verificar novamente' }).click();
      await page.getByText(/o cadastro continua em análise/).waitFor();

      // Support finds it under Pendente and reproves it, with the reason.
      const support = await signInApi('suporte@demo.test');
      const pending = await api<{ result: { id: number; document: string }[] }>(
        `/admin/law-companies?status=pending&filters[term]=${document}`,
        { token: support },
      );
      const company = pending.result.find((row) => row.document === document);
      expect(company).toBeDefined();
      await api('/admin/law-companies/status', {
        token: support,
        body: {
          id: company!.id,
          status: 'reproved',
          expectedStatus: 'pending',
          reason: 'Razão social diferente da Receita',
        },
      });
      const reproval = mailsTo(inject('dataDir'), email).at(-1)!;
      expect(reproval.subject).toBe('Cadastro reprovado no Recupera');
      expect(reproval.body).toContain('Motivo: Razão social diferente da Receita');

      // The firm reads the reason and the support channel, corrects and resubmits.
      await page.getByRole('button', { name: 'Verificar novamente' }).click();
      await page.getByRole('heading', { name: 'Cadastro reprovado' }).waitFor();
      await page
        .getByText('O cadastro da sua assessoria foi reprovado. Motivo: Razão social diferente da Receita.')
        .waitFor();
      await page.getByRole('complementary', { name: 'Fale com o suporte' }).getByRole('link').first().waitFor();
      await page.getByRole('button', { name: 'Corrigir e reenviar o cadastro' }).click();
      const companyName = page.getByRole('textbox', { name: /^Razão Social/ });
      expect(await companyName.inputValue()).toBe('Assessoria Jornada Ltda');
      await companyName.fill('Assessoria Jornada Serviços Ltda');
      await screenshot(page, 'registration-resubmit');
      await page.setViewportSize({ width: 390, height: 844 });
      expect(await overflow(page)).toBeLessThanOrEqual(0);
      await screenshot(page, 'registration-resubmit-390');
      await page.setViewportSize(desktop);
      await page.getByRole('button', { name: 'Reenviar para análise' }).click();
      await page.getByRole('heading', { name: 'Cadastro em análise' }).waitFor();

      // Support sees it pending again, with both steps in the history, and approves it.
      const details = await api<{ companyName: string; history: { kind: string }[] }>(
        `/admin/law-companies/${company!.id}`,
        { token: support },
      );
      expect(details.companyName).toBe('Assessoria Jornada Serviços Ltda');
      expect(details.history.map((h) => h.kind)).toEqual(['resubmitted', 'status', 'emailConfirmed', 'registered']);
      await api('/admin/law-companies/status', {
        token: support,
        body: { id: company!.id, status: 'active', expectedStatus: 'pending' },
      });
      expect(mailsTo(inject('dataDir'), email).at(-1)!.subject).toBe('Cadastro aprovado no Recupera');

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
      await screenshot(page, 'registration-approved');
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
        const background = await page
          .locator('main')
          .evaluate((main) => getComputedStyle(main.parentElement!.parentElement!).backgroundColor);
        expect(background, path).toBe('rgb(31, 31, 31)');
      }
      await screenshot(page, 'registration-terms-dark-390');
    } finally {
      await context.close();
    }
  });
});
