import type { Browser, BrowserContext, Locator, Page, Response, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, mainMenu, newPage, screenshot, signIn } from '../support/browser';
import { expectFocusOn } from '../support/a11y';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

const caseTable = (page: Page) => page.getByRole('table', { name: 'Lista de casos' });
/** The table's case rows (each carries its case's id), header and state rows left out. */
const caseRows = (page: Page) => caseTable(page).locator('tbody tr[data-case-id]');
/** A notification (react-admin's snackbar) with exactly this text. */
const notification = (page: Page, text: string) =>
  page
    .getByRole('alert')
    .filter({ hasText: text })
    .or(page.getByText(text, { exact: true }))
    .first();

const random = (n: number) => Math.floor(Math.random() * n);
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (alphabet: string, length: number) =>
  Array.from({ length }, () => alphabet[random(alphabet.length)]).join('');

/** A fresh Mercosul plate (TST1E23 style), a 17-character chassi and a process number for this run. */
function freshCase() {
  const plate = `TST${pick('0123456789', 1)}${pick(LETTERS, 1)}${pick('0123456789', 2)}`;
  return {
    plate,
    chassi: `9BWZZZ377VT${pick(LETTERS + '0123456789', 6)}`,
    model: 'Onix LT 1.0',
    newModel: 'Onix Premier 1.0 Turbo',
    processNumber: `1002${pick('0123456789', 3)}-45.2024.8.26.0100`,
    financier: 'Banco Exemplo S.A.',
    debtorName: 'Fulano de Tal Teste',
  };
}

// ---- The public CEP services, answered by the test (the machine has no internet) ----

const CEP = '01310100';
const VIACEP_ANSWER = {
  cep: '01310-100',
  logradouro: 'Avenida Paulista',
  complemento: 'de 612 a 1510 - lado par',
  unidade: '',
  bairro: 'Bela Vista',
  localidade: 'São Paulo',
  uf: 'SP',
  estado: 'São Paulo',
  regiao: 'Sudeste',
  ibge: '3550308',
  gia: '1004',
  ddd: '11',
  siafi: '7107',
};
// The slower service answers something else: if it ever won or overwrote the winner, the form would show it.
const BRASILAPI_ANSWER = {
  cep: CEP,
  state: 'RJ',
  city: 'Rio de Janeiro',
  neighborhood: 'Bairro Errado',
  street: 'Rua Que Não Deveria Aparecer',
  service: 'open-cep',
};
const BRASILAPI_DELAY_MS = 1_500;
const CORS = { 'access-control-allow-origin': '*' };

/**
 * ViaCEP answers at once; BrasilAPI answers late (and differently). Returns the calls seen and
 * `settled`, which resolves once BrasilAPI's late answer has been sent (or found its call aborted).
 */
async function answerCepServices(context: BrowserContext) {
  const calls = { viaCep: 0, brasilApi: 0, brasilApiFailure: null as string | null };
  // The page gives up the slower call once the other service has won (an aborted fetch).
  context.on('requestfailed', (request) => {
    if (request.url().startsWith('https://brasilapi.com.br/'))
      calls.brasilApiFailure = request.failure()?.errorText ?? 'failed';
  });
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  await context.route('https://viacep.com.br/ws/**', async (route: Route) => {
    calls.viaCep += 1;
    const cep = new URL(route.request().url()).pathname.split('/')[2];
    if (cep !== CEP) return route.fulfill({ status: 200, headers: CORS, json: { erro: 'true' } });
    await route.fulfill({ status: 200, headers: CORS, json: VIACEP_ANSWER });
  });
  await context.route('https://brasilapi.com.br/api/cep/v1/**', async (route: Route) => {
    calls.brasilApi += 1;
    await new Promise((resolve) => setTimeout(resolve, BRASILAPI_DELAY_MS));
    // Answering a call the page has already aborted is a no-op (or throws, in some versions).
    await route.fulfill({ status: 200, headers: CORS, json: BRASILAPI_ANSWER }).catch(() => undefined);
    settle();
  });
  return { calls, settled };
}

/** A tiny but well-formed one-page PDF (the server checks the content, not the name). */
function tinyPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null, // the content stream, below
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const stream = 'BT /F1 12 Tf 20 50 Td (Laudo de teste) Tj ET';
  objects[3] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Opens a column's filter (the funnel in its header). */
async function openColumnFilter(page: Page, column: string) {
  await caseTable(page)
    .getByRole('button', { name: `Filtrar por ${column}` })
    .click();
}

/** Filters the list by a plate prefix ('Placa começa com' → 'Pesquisar'). */
async function filterByPlatePrefix(page: Page, prefix: string) {
  await openColumnFilter(page, 'Placa');
  const search = page.getByRole('search');
  await search.getByLabel('Placa começa com').fill(prefix);
  await search.getByRole('button', { name: 'Pesquisar' }).click();
  await page.getByRole('group', { name: 'Filtros ativos' }).getByText(`Placa começa com ${prefix}`).waitFor();
}

/** The texts of a row's cells, by column title. */
async function rowByColumn(page: Page, row: Locator): Promise<Record<string, string>> {
  const titles = (await caseTable(page).locator('thead th').allInnerTexts()).map((text) => text.trim());
  const cells = (await row.locator('td').allInnerTexts()).map((text) => text.trim());
  return Object.fromEntries(titles.map((title, i) => [title, cells[i] ?? '']));
}

const isListCall = (response: Response) => {
  const url = new URL(response.url());
  return response.request().method() === 'GET' && url.pathname.endsWith('/admin/seizure-requests');
};

describe('cases: a case admin (casos@demo.test)', () => {
  it('creates a case through the CEP lookup, edits it, attaches a file, writes notes, closes, reopens and removes it', async () => {
    const data = freshCase();
    const { context, page } = await newPage(browser);
    const cep = await answerCepServices(context);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await signIn(page, 'casos@demo.test');

    // ---- The list, then 'Adicionar' → the form ----
    await mainMenu(page).getByRole('link', { name: 'Casos' }).click();
    await page.waitForURL((url) => url.pathname === '/casos');
    await caseRows(page).first().waitFor();
    await page
      .getByRole('link', { name: 'Adicionar' })
      .or(page.getByRole('button', { name: 'Adicionar' }))
      .click();
    await page.waitForURL((url) => url.pathname === '/casos/novo');
    await page.getByRole('heading', { name: 'Novo Caso', level: 1 }).waitFor();

    // ---- Vehicle and process ----
    await page.getByRole('combobox', { name: 'Categoria' }).click();
    await page.getByRole('listbox', { name: 'Categoria' }).getByRole('option', { name: 'Carro' }).click();
    await page.getByLabel('Placa').fill(data.plate.toLowerCase());
    await page.getByLabel('Chassi').fill(data.chassi);
    // The plate is normalised when the field is left.
    await expect.poll(() => page.getByLabel('Placa').inputValue()).toBe(data.plate);
    await page.getByLabel('Modelo').fill(data.model);
    await page.getByLabel('Número do processo').fill(data.processNumber);
    await page.getByLabel('Financeira').fill(data.financier);
    await page.getByLabel('Nome do devedor').fill(data.debtorName);

    // ---- The address: the CEP fills it (ViaCEP wins the race), the geo check the coordinates ----
    const address = page.getByRole('group', { name: 'Endereço 1' });
    const geoCall = page.waitForResponse(
      (response) => response.url().endsWith('/address/geo') && response.request().method() === 'POST',
    );
    await address.getByLabel('CEP').pressSequentially('01310-100', { delay: 20 });
    await expect.poll(() => address.getByLabel('Logradouro').inputValue()).toBe('Avenida Paulista');
    await expect.poll(() => address.getByLabel('Cidade').inputValue()).toBe('São Paulo');
    expect(await address.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
    await expect.poll(() => address.getByRole('combobox', { name: /Estado/ }).innerText()).toContain('SP - São Paulo');
    const geo = await geoCall;
    expect(geo.status()).toBe(200);
    expect(geo.request().postDataJSON()).toEqual({ city: 'São Paulo', state: 'SP' });
    await expect.poll(() => address.getByLabel('Latitude').inputValue()).toMatch(/^-23\.\d+/);
    await expect.poll(() => address.getByLabel('Longitude').inputValue()).toMatch(/^-46\.\d+/);
    // Both services were asked; once the slower one's answer is due, the winner's fields still stand.
    await cep.settled;
    expect(cep.calls.viaCep).toBe(1);
    expect(cep.calls.brasilApi).toBe(1);
    expect(cep.calls.brasilApiFailure).toMatch(/ABORTED/);
    expect(await address.getByLabel('Logradouro').inputValue()).toBe('Avenida Paulista');
    expect(await address.getByLabel('Bairro').inputValue()).toBe('Bela Vista');
    await expect(address.getByText('CEP não encontrado').count()).resolves.toBe(0);
    await address.getByLabel('Número', { exact: true }).fill('1000');
    // Everything a ready case needs is there: no draft notice.
    await expect(page.getByText('Para o caso ficar disponível aos localizadores').count()).resolves.toBe(0);
    await address.scrollIntoViewIfNeeded();
    await screenshot(page, 'cases-form');

    // ---- Save → the details page ----
    await page.getByRole('button', { name: 'Publicar', exact: true }).click();
    await notification(page, 'Caso cadastrado/atualizado com sucesso').waitFor();
    await page.waitForURL((url) => /^\/casos\/\d+\/detalhes$/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split('/')[2]);
    const header = page.getByRole('heading', { name: `Caso ${id} · ${data.plate}` });
    await header.waitFor();
    await page.getByRole('region', { name: 'Veículo' }).getByText(data.model, { exact: true }).waitFor();
    await page
      .getByRole('region', { name: 'Endereços' })
      .getByText(/Avenida Paulista/)
      .first()
      .waitFor();

    // ---- The list: found by a plate prefix ----
    await mainMenu(page).getByRole('link', { name: 'Casos' }).click();
    await page.waitForURL((url) => url.pathname === '/casos');
    await filterByPlatePrefix(page, data.plate.slice(0, 6));
    const row = caseRows(page).and(page.locator(`[data-case-id="${id}"]`));
    await row.waitFor();
    await expect.poll(() => caseRows(page).count()).toBe(1);
    const cells = await rowByColumn(page, row);
    expect(cells).toMatchObject({
      Tipo: 'Carro',
      Chassi: data.chassi,
      Placa: data.plate,
      'Número do processo': data.processNumber,
      Localização: 'São Paulo/SP',
      Status: 'Disponível',
    });
    expect(cells).not.toHaveProperty('Assessoria');
    await screenshot(page, 'cases-list');

    // ---- Edit: change the model ----
    await row
      .getByRole('link', { name: 'Editar' })
      .or(row.getByRole('button', { name: 'Editar' }))
      .click();
    await page.waitForURL((url) => url.pathname === `/casos/${id}/editar`);
    await page.getByRole('heading', { name: 'Editar Caso', level: 1 }).waitFor();
    const model = page.getByLabel('Modelo');
    await expect.poll(() => model.inputValue()).toBe(data.model);
    expect(await page.getByLabel('Placa').inputValue()).toBe(data.plate);
    await model.fill(data.newModel);
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await notification(page, 'Caso cadastrado/atualizado com sucesso').waitFor();
    await page.waitForURL((url) => url.pathname === `/casos/${id}/detalhes`);
    await page.getByRole('region', { name: 'Veículo' }).getByText(data.newModel, { exact: true }).waitFor();

    // ---- Attach a PDF ----
    const attachments = page.getByRole('region', { name: 'Anexos' });
    await attachments.getByText('Nenhum anexo adicionado.').waitFor();
    await attachments.getByLabel('Adicionar arquivo').setInputFiles({
      name: 'laudo-teste.pdf',
      mimeType: 'application/pdf',
      buffer: tinyPdf(),
    });
    await notification(page, 'Anexo adicionado com sucesso.').waitFor();
    const fileLink = attachments.getByRole('link', { name: 'Abrir laudo-teste.pdf' });
    await fileLink.waitFor();
    // The link opens the stored file (with the access token in the address).
    const href = await fileLink.getAttribute('href');
    expect(href).toMatch(/\/content\/.+\.pdf\?token=/);
    const file = await context.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toContain('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // ---- Notes in markdown: bold renders, raw HTML never does ----
    const notes = page.getByRole('region', { name: 'Observações', exact: true });
    await notes.getByRole('button', { name: 'Editar observações' }).click();
    const markdown = [
      'Veículo visto **na garagem do devedor**.',
      '',
      '<script>window.__notesXss = "script"</script>',
      '',
      'Fim <img src="x" onerror="window.__notesXss = \'img\'"> das notas.',
    ].join('\n');
    await notes.getByLabel('Observações (Markdown)').fill(markdown);
    await notes.getByRole('tab', { name: 'Visualizar' }).click();
    await notes
      .getByRole('region', { name: 'Visualizar' })
      .locator('strong', { hasText: 'na garagem do devedor' })
      .waitFor();
    await notes.getByRole('button', { name: 'Salvar', exact: true }).click();
    await notification(page, 'Atualizado com sucesso!').waitFor();
    await notes.locator('strong', { hasText: 'na garagem do devedor' }).waitFor();
    await notes.getByRole('button', { name: 'Editar observações' }).waitFor();
    // Saved, the focus is on the section's heading, the new text after it (WCAG 2.4.3).
    await expectFocusOn(page, 'after saving the notes', { role: /^h2$/, name: /^Observações$/ });
    await expect(notes.locator('script, img').count()).resolves.toBe(0);
    const notesText = await notes.innerText();
    expect(notesText).toContain('Fim');
    expect(notesText).not.toContain('script');
    expect(notesText).not.toContain('__notesXss');
    expect(await page.evaluate(() => (window as unknown as { __notesXss?: string }).__notesXss)).toBeUndefined();

    // ---- Close as seized ----
    const status = (text: string) => page.locator('.MuiChip-root', { hasText: new RegExp(`^${text}$`) });
    await status('Disponível').first().waitFor();
    await page.getByRole('button', { name: 'Encerrar como apreendido' }).click();
    const closeDialog = page.getByRole('dialog', { name: 'Encerrar caso como apreendido' });
    await closeDialog.getByText('Deseja realmente encerrar este caso?').waitFor();
    await closeDialog.getByRole('button', { name: 'Encerrar' }).click();
    await notification(page, 'Caso encerrado com sucesso.').waitFor();
    await closeDialog.waitFor({ state: 'hidden' });
    await status('Apreendido').first().waitFor();
    // The close buttons went: the focus is on the case's heading, its new status beside it.
    await expectFocusOn(page, 'after closing the case', { role: /^h2$/, name: /^Caso \d+/ });
    await page.getByRole('button', { name: 'Reabrir caso' }).waitFor();
    await expect(page.getByRole('button', { name: 'Encerrar como apreendido' }).count()).resolves.toBe(0);
    // A closed case cannot be edited: the page's 'Editar' is disabled.
    const editLink = page
      .getByRole('link', { name: 'Editar' })
      .or(page.getByRole('button', { name: 'Editar', exact: true }));
    await expect.poll(() => editLink.first().getAttribute('aria-disabled')).toBe('true');
    await page.getByRole('region', { name: 'Informações' }).getByText('Encerrado em').waitFor();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(400); // the dialog's and the snackbar's transitions
    await screenshot(page, 'cases-details-closed');

    // ---- Reopen ----
    await page.getByRole('button', { name: 'Reabrir caso' }).click();
    const reopenDialog = page.getByRole('dialog', { name: 'Reabrir caso' });
    await reopenDialog.getByText('Deseja realmente reabrir este caso?').waitFor();
    await reopenDialog.getByRole('button', { name: 'Reabrir' }).click();
    await notification(page, 'Caso reaberto com sucesso.').waitFor();
    await status('Disponível').first().waitFor();
    await page.getByRole('button', { name: 'Encerrar como apreendido' }).waitFor();
    await expectFocusOn(page, 'after reopening the case', { role: /^h2$/, name: /^Caso \d+/ });
    // Attachments and notes survived the round trip.
    await fileLink.waitFor();
    await notes.locator('strong', { hasText: 'na garagem do devedor' }).waitFor();

    // ---- Remove it from the list (the plate filter was kept for the session) ----
    await mainMenu(page).getByRole('link', { name: 'Casos' }).click();
    await page.waitForURL((url) => url.pathname === '/casos');
    await page
      .getByRole('group', { name: 'Filtros ativos' })
      .getByText(`Placa começa com ${data.plate.slice(0, 6)}`)
      .waitFor();
    await row.waitFor();
    await row.getByRole('button', { name: 'Remover' }).click();
    const removeDialog = page.getByRole('dialog', { name: 'Remover caso' });
    await removeDialog.getByText('Deseja realmente remover este caso?', { exact: false }).waitFor();
    await removeDialog.getByRole('button', { name: 'Remover' }).click();
    await notification(page, 'Caso removido com sucesso.').waitFor();
    await row.waitFor({ state: 'detached' });
    await caseTable(page).getByText('Nenhum caso encontrado').waitFor();
    // The row went with its button, and no row is left: the focus is on the list (or its
    // 'Nenhum caso encontrado' row), not on <body>.
    await expectFocusOn(page, 'after removing the case', {
      role: /^(table|tr)$/,
      name: /^Lista de casos$|Nenhum caso encontrado/,
    });
    // Gone for good: not on any tab either.
    await page.getByRole('tab', { name: 'Todos' }).click();
    await expect
      .poll(
        async () =>
          (await caseTable(page).getByText('Nenhum caso encontrado').isVisible()) &&
          (await caseRows(page).count()) === 0,
      )
      .toBe(true);

    // The browser never asked 'leave the page?' along the way (no unsaved-changes prompt after a save).
    expect(dialogs).toEqual([]);
    await context.close();
  }, 120_000);
});

/**
 * Where an invalid field and the bottom notice sit: the field (its box and message) wholly in the
 * window, and not under the notice.
 */
function fieldAgainstNotice(page: Page, fieldLabel: string, noticeText: string) {
  return page.evaluate(
    ([label, text]) => {
      const input = Array.from(document.querySelectorAll<HTMLElement>('input, [role="combobox"]')).find(
        (element) =>
          element
            .getAttribute('aria-labelledby')
            ?.split(' ')
            .some((id) => document.getElementById(id)?.textContent?.startsWith(label)) ||
          (element.id && document.querySelector(`label[for="${element.id}"]`)?.textContent?.startsWith(label)),
      );
      const control = input?.closest('.MuiFormControl-root') ?? input;
      const notice = Array.from(document.querySelectorAll<HTMLElement>('.MuiSnackbar-root')).find((element) =>
        element.textContent?.includes(text),
      );
      if (!control || !notice) return { found: false };
      const a = control.getBoundingClientRect();
      const b = notice.getBoundingClientRect();
      const overlaps = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      return { found: true, inWindow: a.top >= 0 && a.bottom <= window.innerHeight, overlaps };
    },
    [fieldLabel, noticeText] as const,
  );
}

describe('cases: a refused save at 1366×768 (issue 34)', () => {
  it('shows its first invalid field in the window, clear of the bottom notice, and focused', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.setViewportSize({ width: 1366, height: 768 });
      await signIn(page, 'casos@demo.test');
      await page.goto('/casos/novo');
      await page.getByRole('heading', { name: 'Novo Caso', level: 1 }).waitFor();
      await page.getByRole('combobox', { name: 'Categoria' }).click();
      await page.getByRole('listbox', { name: 'Categoria' }).getByRole('option', { name: 'Carro' }).click();
      await page.getByLabel('Placa').fill('ABC1D23');
      // Saved from the bottom of the page: the first error (Chassi) is far above.
      await page.getByRole('button', { name: 'Publicar', exact: true }).click();
      const notice = 'Este formulário não está válido';
      await notification(page, notice).waitFor();
      await expect
        .poll(() => fieldAgainstNotice(page, 'Chassi', notice))
        .toEqual({ found: true, inWindow: true, overlaps: false });
      await expect
        .poll(() => page.getByLabel('Chassi').evaluate((element) => element === document.activeElement))
        .toBe(true);
      await screenshot(page, 'case-form-refused-1366');
    } finally {
      await context.close();
    }
  });
});

describe('cases: support (suporte@demo.test)', () => {
  it('filters by company and state, sees the company column and no edit, remove or add', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, 'suporte@demo.test');
    await mainMenu(page).getByRole('link', { name: 'Casos' }).click();
    await page.waitForURL((url) => url.pathname === '/casos');
    await caseRows(page).first().waitFor();
    await caseTable(page)
      .getByRole('columnheader', { name: /Assessoria/ })
      .waitFor();

    // Company: Alfa.
    const companyCall = page.waitForResponse(
      (response) => isListCall(response) && new URL(response.url()).searchParams.has('filters[lawCompanyId]'),
    );
    await openColumnFilter(page, 'Assessoria');
    const company = page.getByRole('combobox', { name: 'Assessoria' });
    await company.fill('Alfa');
    await page.getByRole('option', { name: 'Alfa', exact: true }).click();
    const alfaId = new URL((await companyCall).url()).searchParams.get('filters[lawCompanyId]');
    expect(alfaId).toMatch(/^\d+$/);

    // State: SP.
    const bothCall = page.waitForResponse((response) => {
      if (!isListCall(response)) return false;
      const params = new URL(response.url()).searchParams;
      return params.get('filters[lawCompanyId]') === alfaId && params.get('filters[state]') === 'SP';
    });
    await openColumnFilter(page, 'Localização');
    await page.getByRole('combobox', { name: 'Estado' }).click();
    await page.getByRole('option', { name: 'SP – São Paulo' }).click();
    const answer = (await (await bothCall).json()) as { total: number; result: { id: number }[] };
    expect(answer.total).toBeGreaterThan(0);
    const chips = page.getByRole('group', { name: 'Filtros ativos' });
    await chips.getByText('Assessoria: Alfa').waitFor();
    await chips.getByText('Estado: SP').waitFor();

    // The table shows exactly that answer, and every row is Alfa's, in SP.
    const ids = answer.result.map((c) => String(c.id));
    await expect
      .poll(() => caseRows(page).evaluateAll((rows) => rows.map((r) => r.getAttribute('data-case-id'))))
      .toEqual(ids);
    for (const row of await caseRows(page).all()) {
      const cells = await rowByColumn(page, row);
      expect(cells.Assessoria).toBe('Alfa');
      expect(cells['Localização']).toMatch(/\/SP$/);
      // The active tab shows each case's status (a ready case: available or assigned).
      expect(cells.Status).toMatch(/^(Disponível|Atribuído)$/);
    }

    // Read-only: details only; no edit, no remove, no 'Adicionar'.
    await expect(caseRows(page).getByRole('button', { name: 'Detalhes' }).count()).resolves.toBe(ids.length);
    await expect(caseTable(page).getByRole('link', { name: 'Editar' }).count()).resolves.toBe(0);
    await expect(caseTable(page).getByRole('button', { name: 'Editar' }).count()).resolves.toBe(0);
    await expect(caseTable(page).getByRole('button', { name: 'Remover' }).count()).resolves.toBe(0);
    await expect(
      page
        .getByRole('link', { name: 'Adicionar' })
        .or(page.getByRole('button', { name: 'Adicionar' }))
        .count(),
    ).resolves.toBe(0);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(300); // the popover's closing transition
    await screenshot(page, 'cases-list-support');
    await context.close();
  });
});
