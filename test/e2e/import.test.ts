import type { Browser, FileChooser } from 'playwright-core';
import writeXlsxFile from 'write-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectFocusOn, tabsLeavingDialog } from '../support/a11y';
import { launchBrowser, mainMenu, newPage, screenshot, signIn } from '../support/browser';
import { demoSession } from '../support/demoAccounts';

// Issue 13 item 7, the browser journey: a case admin of Alfa builds a configuration, imports a
// real .xlsx made here (two new cases and one row with a bad plate), watches the preview and the
// progress, finds the import in the history and corrects the wrong row. Plates are this run's
// own and closeOthers stays off: no demo case is touched.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  await demoSession('assessoria@demo.test');
});
afterAll(() => browser?.close());

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** A plate no demo case has: three letters, then four characters from the clock. */
function plate(prefix: string, n: number) {
  const digits = String((Date.now() + n) % 10_000).padStart(4, '0');
  return `${prefix}${digits}`;
}

describe('Importação (assessoria@demo.test)', () => {
  it('configures, previews, imports with progress, sees the history and fixes the wrong row', async () => {
    const name = `Jornada ${Date.now()}`;
    const fixed = plate('JRC', 2);
    const sheet = [
      ['Placa', 'Cidade', 'Estado'],
      [plate('JRA', 0), 'São Paulo', 'SP'],
      [plate('JRB', 1), 'Campinas', 'SP'],
      ['XX', 'Santos', 'SP'],
    ];
    const buffer = await writeXlsxFile(sheet).toBuffer();

    const { page } = await newPage(browser);
    // Listened to from the start: the first listener turns Chromium's chooser interception on, and
    // doing that only at the key press raced with it (the native dialog opened, no event).
    const choosers: ((chooser: FileChooser) => void)[] = [];
    page.on('filechooser', (chooser) => choosers.shift()?.(chooser));
    const nextChooser = () => new Promise<FileChooser>((resolve) => choosers.push(resolve));
    await signIn(page, 'assessoria@demo.test');
    await mainMenu(page).getByRole('link', { name: 'Importar' }).click();
    await page.getByRole('heading', { name: 'Importação', level: 1 }).waitFor();

    // A configuration: simplified mode, plate A, city B, state C, one category for every row.
    await page.getByRole('tab', { name: 'Configurações' }).click();
    await page.getByRole('button', { name: 'Nova configuração' }).click();
    const form = page.getByRole('dialog', { name: 'Nova configuração' });
    await form.getByRole('textbox', { name: 'Nome' }).fill(name);
    await form.getByRole('switch', { name: 'Importar em modo simplificado' }).check();
    for (const [field, column] of [
      ['Placa', 'A'],
      ['Cidade', 'B'],
      ['Estado', 'C'],
    ]) {
      await form.getByRole('combobox', { name: field, exact: true }).click();
      await page.getByRole('option', { name: column, exact: true }).click();
    }
    await form.getByRole('radio', { name: 'Usar uma única categoria' }).check();
    await form.getByRole('combobox', { name: 'Categoria de todos os casos' }).click();
    await page.getByRole('option', { name: 'Carro', exact: true }).click();
    await form.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Configuração salva com sucesso!').waitFor();
    await page.getByRole('cell', { name, exact: true }).waitFor();

    // The file, the preview, then the import with its dial.
    await page.getByRole('button', { name: 'Importar planilha' }).click();
    const modal = page.getByRole('dialog', { name: 'Importar planilha' });
    await modal.getByText('Escolher arquivo').waitFor();
    // By keyboard, the focus goes round the modal's controls both ways and never leaves it.
    expect(await tabsLeavingDialog(page, 10)).toEqual([]);
    expect(await tabsLeavingDialog(page, 10, true)).toEqual([]);
    // The file by keyboard: the focused 'Escolher arquivo' opens the browser's chooser on Enter.
    // First a text file renamed .xlsx: the worker refuses it, the modal says why and the focus
    // is back on the button, whose Enter picks the real file.
    const choose = async (key: string, file: { name: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([nextChooser(), page.keyboard.press(key)]);
      await chooser.setFiles({ ...file, mimeType: XLSX_TYPE });
      await modal.getByText(file.name, { exact: true }).waitFor();
    };
    await modal.getByRole('button', { name: 'Escolher arquivo' }).focus();
    await choose('Enter', { name: 'texto.xlsx', buffer: Buffer.from('Placa;Cidade\nABC1234;Santos\n') });
    await modal.getByRole('combobox', { name: 'Configuração' }).click();
    await page.getByRole('option', { name }).click();
    await modal.getByRole('button', { name: 'Ler planilha' }).click();
    await modal.getByRole('alert').filter({ hasText: 'O arquivo não é uma planilha .xlsx válida' }).waitFor();
    await screenshot(page, 'import-refused-file');
    expect(
      await modal
        .getByRole('button', { name: 'Escolher arquivo' })
        .evaluate((button) => button === document.activeElement),
    ).toBe(true);
    await choose('Enter', { name: 'jornada.xlsx', buffer });
    // The focus follows each step (issue 40 §5), never left on the modal's box: the preview's
    // heading, the form's file control after 'Voltar', 'Cancelar importação' while it runs.
    await modal.getByRole('button', { name: 'Ler planilha' }).click();
    await modal.getByText('A planilha tem 3 linhas. Nada mudou ainda.').waitFor();
    await expectFocusOn(page, 'the preview', { role: /^h3$/, name: /^Antes de importar$/ });
    await modal.getByRole('button', { name: 'Voltar' }).click();
    await expectFocusOn(page, "after 'Voltar'", { name: /Escolher arquivo/ });
    await modal.getByRole('button', { name: 'Ler planilha' }).click();
    await modal.getByText('A planilha tem 3 linhas. Nada mudou ainda.').waitFor();
    const count = (label: string) => modal.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    expect(await count('Casos a criar').textContent()).toBe('2');
    expect(await count('Linhas com erro (não importadas)').textContent()).toBe('1');
    await modal.getByText('Linha 4').waitFor();
    await modal.getByRole('button', { name: 'Importar', exact: true }).click();
    await modal.getByText('1 linha tem erro e não foi importada', { exact: false }).waitFor();
    await modal.getByText('100%').first().waitFor();
    await expectFocusOn(page, 'the ended import', { name: /^Fechar$/ });
    await modal.getByRole('button', { name: 'Fechar' }).click();

    // The history (refetched at 100%), the import's rows, the wrong one corrected inline.
    await page.getByRole('tab', { name: 'Histórico' }).click();
    const row = page.getByRole('row').filter({ hasText: 'jornada.xlsx' }).first();
    await row.getByText('Concluído').waitFor();
    await row.getByRole('button', { name: /^Detalhes/ }).click();
    const details = page.getByRole('dialog', { name: 'Importação de jornada.xlsx' });
    await details.getByRole('button', { name: 'Corrigir 4' }).click();
    await details.getByRole('textbox', { name: 'Placa' }).fill(fixed);
    await details.getByRole('button', { name: 'Importar linha' }).click();
    await page.getByText('Registro importado com sucesso!').waitFor();
    await details.getByRole('tab', { name: 'Alterações' }).click();
    await expect.poll(() => details.getByRole('cell', { name: 'Criado' }).count()).toBe(3);
  }, 120_000);
});
