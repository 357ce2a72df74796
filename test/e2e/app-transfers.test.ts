import type { Browser, Page as BrowserPage } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransferDetails, TransferRow } from '../../src/domain/appTransfers';
import { formatBRL } from '../../src/domain/format';
import type { Json, Page } from '../../src/domain/wire';
import { expectFocusOn, tabsLeavingDialog } from '../support/a11y';
import { launchBrowser, mainMenu, newPage, signIn } from '../support/browser';
import { apiGet, demoSession } from '../support/demoAccounts';

// Issue 15 item 6, the transfers journey: suporte@ completes a transfer with a receipt and rejects
// another; the rejected amount is back in the wallet. It takes the two newest pending transfers
// out of their waiting period (the accessibility walk only reads this screen; no journey decides
// transfers), so the older pending rows stay for anyone looking at the demo.

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360f8cfc0000003010100c9fe92ef0000000049454e44ae426082',
  'hex',
);

let browser: Browser;
let token: string;
beforeAll(async () => {
  browser = await launchBrowser();
  token = (await demoSession('suporte@demo.test')).token;
});
afterAll(() => browser?.close());

/** The menu badge's count, from the entry's spoken text ('Transferências pendentes: 7'). */
async function badgeCount(page: BrowserPage): Promise<number | undefined> {
  const spoken = mainMenu(page)
    .getByRole('link', { name: /^Transferências/ })
    .getByText(/^Transferências pendentes: \d+$/);
  if ((await spoken.count()) === 0) return undefined;
  return Number((await spoken.first().textContent())!.split(': ')[1]);
}

const details = (id: number) => apiGet<Json<TransferDetails>>(token, `/admin/app-transfers/${id}`);

describe('Transferências (suporte@demo.test)', () => {
  it('completes one transfer with a receipt and rejects another, whose amount goes back to the wallet', async () => {
    const newest = await apiGet<Page<Json<TransferRow>>>(
      token,
      '/admin/app-transfers?type=pending&sortDirection=desc&perPage=2',
    );
    expect(newest.result).toHaveLength(2);
    const [paid, refused] = newest.result;
    const balanceBefore = (await details(refused.id)).walletBalance;

    const { page } = await newPage(browser);
    await signIn(page, 'suporte@demo.test');
    await mainMenu(page)
      .getByRole('link', { name: /Transferências/ })
      .click();
    await page.getByRole('tab', { name: /Pendentes/ }).waitFor();
    await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBeGreaterThan(1);
    const badgeBefore = (await badgeCount(page))!;
    // Newest first, so both rows are on the first page.
    await page.getByRole('button', { name: 'Data Solicitação' }).click();
    const open = (t: Json<TransferRow>) =>
      page
        .getByRole('button', { name: `Detalhes: ${t.user.name}, ${formatBRL(t.amount)}` })
        .first()
        .click();

    await open(paid);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Escolher comprovante' }).waitFor();
    // By keyboard, the focus goes round the dialog's controls both ways and never leaves it.
    expect(await tabsLeavingDialog(page, 8)).toEqual([]);
    expect(await tabsLeavingDialog(page, 8, true)).toEqual([]);
    // The receipt picked with the keyboard: Enter on the focused 'Escolher comprovante' opens the
    // chooser; through the upload and after it the focus stays on that button (issue 40 §5).
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Escolher comprovante' }).focus();
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'comprovante.png', mimeType: 'image/png', buffer: PNG });
    await dialog.getByText('Comprovante enviado: comprovante.png').waitFor();
    await expectFocusOn(page, 'after the receipt upload', { name: /^Escolher comprovante/ });
    await dialog.getByRole('button', { name: 'Confirmar transferência' }).click();
    await page.getByText('Transferência aprovada com sucesso').waitFor();
    await dialog.waitFor({ state: 'detached' });
    // It left 'Pendentes' with the button that opened it: the focus is on another row's
    // 'Detalhes' (or the table), never on <body>.
    await expectFocusOn(page, 'after completing the transfer', { name: /^Detalhes: |^Transferências/ });

    await open(refused);
    await page.getByRole('dialog').getByRole('button', { name: 'Rejeitar' }).click();
    const reject = page.getByRole('dialog', { name: 'Rejeitar transferência' });
    await reject.getByRole('textbox', { name: /Motivo da rejeição/ }).fill('Chave Pix de outro titular (jornada).');
    await reject.getByRole('button', { name: 'Rejeitar' }).click();
    await page.getByText('Transferência rejeitada com sucesso').waitFor();
    await expectFocusOn(page, 'after rejecting the transfer', { name: /^Detalhes: |^Transferências/ });
    // Both left Pendentes: the badge drops by two without a reload.
    await expect.poll(() => badgeCount(page), { timeout: 10_000 }).toBe(badgeBefore - 2);

    const completed = await details(paid.id);
    expect(completed).toMatchObject({ status: 'completed', receipt: expect.stringMatching(/\.png$/) });
    const rejected = await details(refused.id);
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'Chave Pix de outro titular (jornada).' });
    expect(rejected.walletBalance).toBeCloseTo(balanceBefore + refused.amount, 2);
  });
});
