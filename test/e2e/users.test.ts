import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mainMenu, newPage, signIn, submitSignIn } from '../support/browser';
import { expectFocusOn } from '../support/a11y';
import { apiUrl, demoSession, emailsTo } from '../support/demoAccounts';

// Issue 14 item 7, the users part: a law-company admin creates a user, who signs in with the
// password it was e-mailed, changes it, and is removed. The journeys' server runs without SMTP_URL,
// so the e-mail is read from its .eml file (DATA_DIR/emails); test/server/mail.test.ts reads the
// same templates from a real SMTP server. The user is this journey's own: no demo row is touched.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // Another journey may have changed it: back to 'demo1234'.
  await demoSession('assessoria@demo.test');
});
afterAll(() => browser?.close());

describe('Usuários (assessoria@demo.test)', () => {
  it('creates a user, who signs in with the e-mailed password and changes it, then removes the user', async () => {
    const email = `jornada.${Date.now()}@alfa.test`;
    const admin = await newPage(browser);
    await signIn(admin.page, 'assessoria@demo.test');
    await mainMenu(admin.page).getByRole('link', { name: 'Usuários' }).click();
    await admin.page.getByRole('button', { name: 'Adicionar usuário' }).click();
    const form = admin.page.getByRole('dialog', { name: 'Novo usuário' });
    await form.getByLabel('Nome').fill('Pessoa da Jornada');
    await form.getByLabel('E-mail').fill(email);
    await form.getByRole('button', { name: 'Salvar' }).click();
    const created = admin.page.getByRole('dialog', { name: 'Usuário criado com sucesso' });
    await created.getByText(email).waitFor();
    await created.getByRole('button', { name: 'OK' }).click();

    // The generated password, from the e-mail.
    await expect.poll(() => emailsTo(email).length, { timeout: 10_000 }).toBe(1);
    const password = emailsTo(email)[0].match(/\r\nSenha: (\S{12})\r\n/)?.[1];
    expect(password).toBeDefined();

    const user = await newPage(browser);
    // The generated password opens only 'Defina uma nova senha': nothing else until it changes.
    await submitSignIn(user.page, email, password!);
    const change = user.page.getByRole('dialog', { name: 'Defina uma nova senha' });
    await change.waitFor();
    expect(await mainMenu(user.page).count()).toBe(0);
    await change.getByLabel('Senha atual').fill(password!);
    await change.getByLabel('Nova senha', { exact: true }).fill('escolhida123');
    await change.getByLabel('Confirmar nova senha').fill('escolhida123');
    await change.getByRole('button', { name: 'Alterar senha' }).click();
    await user.page.getByText('Senha alterada com sucesso').waitFor();
    await mainMenu(user.page).waitFor();
    // The chosen password is the one that works now.
    const signInWith = (pw: string) =>
      fetch(apiUrl('/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: pw }),
      });
    expect((await signInWith('escolhida123')).status).toBe(200);

    // The admin removes the user: confirmation, the spec's message, the row gone, an e-mail.
    await admin.page.getByRole('searchbox', { name: 'Pesquisar' }).fill(email);
    const row = admin.page.getByRole('row').filter({ hasText: email });
    await row.getByRole('button', { name: 'Remover' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Remover Pessoa da Jornada?' });
    await confirm
      .getByText('Este usuário perderá o acesso imediatamente e será avisado por e-mail.', { exact: false })
      .waitFor();
    await confirm.getByRole('button', { name: 'Remover' }).click();
    await admin.page.getByText('Usuário removido com sucesso.').waitFor();
    await row.waitFor({ state: 'detached' });
    // The row went with its button: the focus is on the next row's 'Remover', the one before, or
    // the list when none is left (the search found this user alone), never on <body>.
    await expectFocusOn(admin.page, 'after removing the user', { name: /^Remover$|^Usuários/ });
    await expect
      .poll(() => emailsTo(email).some((eml) => eml.includes('Seu acesso ao painel foi removido')), { timeout: 10_000 })
      .toBe(true);
    // Signed out for good (its open sessions end at their next call: test/server/users-actions.test.ts).
    expect((await signInWith('escolhida123')).status).toBe(401);
    await user.context.close();
    await admin.context.close();
  });
});
