import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mainMenu, newPage, screenshot, submitSignIn } from '../support/browser';
import { journeyUser, lastRecoveryCode } from '../support/demoAccounts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const ALL_ITEMS = [
  'Dashboard',
  'Casos',
  'Aprovação Automática',
  'Mensagens',
  'Importar',
  'Cadastros',
  'Planos',
  'Transferências',
  'Assessorias Jurídicas',
  'Usuários',
  'Suporte',
  'Configurações',
  'Análises',
];

const MENUS: Record<string, string[]> = {
  'admin@demo.test': [
    'Dashboard',
    'Casos',
    'Aprovação Automática',
    'Mensagens',
    'Cadastros',
    'Planos',
    'Transferências',
    'Assessorias Jurídicas',
    'Suporte',
    'Análises',
  ],
  'suporte@demo.test': [
    'Dashboard',
    'Casos',
    'Aprovação Automática',
    'Mensagens',
    'Cadastros',
    'Planos',
    'Transferências',
    'Assessorias Jurídicas',
    'Análises',
  ],
  'assessoria@demo.test': [
    'Dashboard',
    'Casos',
    'Aprovação Automática',
    'Mensagens',
    'Importar',
    'Usuários',
    'Configurações',
  ],
  'casos@demo.test': ['Dashboard', 'Casos', 'Aprovação Automática', 'Mensagens', 'Importar'],
  'leitura@demo.test': ['Dashboard', 'Casos', 'Aprovação Automática', 'Mensagens'],
  'beta@demo.test': [
    'Dashboard',
    'Casos',
    'Aprovação Automática',
    'Mensagens',
    'Importar',
    'Usuários',
    'Configurações',
  ],
};

/** The names of the menu's items, badges left out. */
async function menuItems(page: Page): Promise<string[]> {
  const items = mainMenu(page).getByRole('link');
  await items.first().waitFor();
  const names = await items.allInnerTexts();
  return names.map((text) => text.split('\n')[0].trim()).filter((name) => ALL_ITEMS.includes(name));
}

describe('signing in', () => {
  it('shows the blocking login modal in Portuguese', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/casos');
    const dialog = page.getByRole('dialog');
    // Rendered once the entry's script has run, which may come after the load event on a busy machine.
    await dialog.getByRole('button', { name: 'Entrar' }).waitFor();
    await expect(dialog.getByText('Esqueci minha senha').isVisible()).resolves.toBe(true);
    await screenshot(page, 'login-modal');
    // Escape does not dismiss it: nothing behind it is usable while signed out.
    await page.keyboard.press('Escape');
    await expect(dialog.isVisible()).resolves.toBe(true);
    await context.close();
  });

  it.each(Object.entries(MENUS))('%s sees its own menu', async (email, expected) => {
    const { context, page } = await newPage(browser);
    await submitSignIn(page, email);
    await expect.poll(() => menuItems(page), { timeout: 15_000 }).toEqual(expected);
    await context.close();
  });

  it('localizador@demo.test sees "Nada por aqui"', async () => {
    const { context, page } = await newPage(browser);
    await submitSignIn(page, 'localizador@demo.test');
    await page.getByRole('heading', { name: 'Nada por aqui' }).waitFor();
    await expect(mainMenu(page).count()).resolves.toBe(0);
    await context.close();
  });

  it("a wrong password shows the server's reason", async () => {
    const { context, page } = await newPage(browser);
    await submitSignIn(page, 'casos@demo.test', 'senha-errada');
    await page.getByRole('dialog').getByText('E-mail ou senha inválidos.').waitFor();
    await context.close();
  });

  it('an unknown route shows "Página não encontrada"', async () => {
    const { context, page } = await newPage(browser);
    await submitSignIn(page, 'casos@demo.test');
    await mainMenu(page).waitFor();
    await page.goto('/rota-que-nao-existe');
    await page.getByRole('heading', { name: 'Página não encontrada', level: 1 }).waitFor();
    await page
      .getByRole('button', { name: 'Ir para o Dashboard' })
      .or(page.getByRole('link', { name: 'Ir para o Dashboard' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

// The journeys share one server and run two at a time: the password changes below are made by
// users of this journey (created by beta@'s admin), never by a demo account another journey uses.
describe('the session', () => {
  it('changes the password, then signs in with the new one; the other sessions end and say so', async () => {
    const user = await journeyUser('beta@demo.test', 'senha');
    // Another browser signed in as the same user: the change ends its session.
    const elsewhere = await newPage(browser);
    await submitSignIn(elsewhere.page, user.email, user.password);
    await mainMenu(elsewhere.page).waitFor();
    const { context, page } = await newPage(browser);
    await submitSignIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Alterar senha' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Senha atual').fill(user.password);
    await dialog.getByLabel('Nova senha', { exact: true }).fill('trocada123');
    await dialog.getByLabel('Confirmar nova senha').fill('trocada123');
    await dialog.getByRole('button', { name: 'Alterar senha' }).click();
    await page.getByText('Senha alterada com sucesso').waitFor();
    await context.close();

    const second = await newPage(browser);
    await submitSignIn(second.page, user.email, user.password);
    await second.page.getByRole('dialog').getByText('E-mail ou senha inválidos.').waitFor();
    await submitSignIn(second.page, user.email, 'trocada123');
    await mainMenu(second.page).waitFor();
    await second.context.close();

    await elsewhere.page.reload();
    await elsewhere.page
      .getByRole('dialog')
      .getByText('Sua sessão foi encerrada. Entre novamente para continuar.')
      .waitFor();
    await elsewhere.context.close();
  });

  it('recovers the password with the code sent by e-mail and signs in', async () => {
    const user = await journeyUser('beta@demo.test', 'recuperar');
    const { context, page } = await newPage(browser);
    await page.goto('/');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Esqueci minha senha').click();
    await dialog.getByLabel('E-mail').fill(user.email);
    await dialog.getByRole('button', { name: 'Enviar código' }).click();
    await dialog.getByLabel('Código').waitFor();
    const code = await expect
      .poll(() => lastRecoveryCode(user.email), { timeout: 10_000 })
      .toMatch(/^\w{6}$/)
      .then(() => lastRecoveryCode(user.email));
    await dialog.getByLabel('Código').fill(code!);
    await dialog.getByLabel('Nova senha', { exact: true }).fill('recuperada1');
    await dialog.getByLabel('Confirmar nova senha').fill('recuperada1');
    await dialog.getByRole('button', { name: 'Alterar senha e entrar' }).click();
    await mainMenu(page).waitFor();
    await context.close();
  });

  it('logs out after the confirmation', async () => {
    const { context, page } = await newPage(browser);
    await submitSignIn(page, 'assessoria@demo.test');
    await mainMenu(page).waitFor();
    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.getByText('Deseja realmente sair?').waitFor();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /sair|confirmar/i })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull();
    await context.close();
  });

  it('keeps the theme and the collapsed sidebar across a reload', async () => {
    const { context, page } = await newPage(browser);
    await submitSignIn(page, 'casos@demo.test');
    await page.getByRole('heading', { name: /^Olá/ }).waitFor();
    await screenshot(page, 'shell-light');
    await page.getByRole('button', { name: 'Tema' }).click();
    await page.getByRole('menuitem', { name: 'Escuro' }).click();
    await page.getByRole('button', { name: 'Fechar menu' }).click();
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    await page.reload();
    await page.getByRole('button', { name: 'Abrir menu' }).waitFor();
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(31, 31, 31)');
    await page.getByRole('button', { name: 'Abrir menu' }).click();
    await mainMenu(page).getByRole('link', { name: 'Casos' }).waitFor();
    await page.getByRole('heading', { name: /^Olá/ }).waitFor();
    await page.waitForTimeout(500); // the sidebar's opening transition
    await screenshot(page, 'shell-dark');
    await context.close();
  });
});
