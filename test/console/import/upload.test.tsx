import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { ImportPreview } from '../../../src/domain/imports';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, renderImport, sheetReader } from './support';

useScreenTestSetup();

// Header line (skipped by the configuration), then three cases.
const SHEET = [
  ['Placa', 'Chassi', 'Categoria', 'Cidade', 'Estado', 'Ano'],
  ['ABC1D23', '9BWZZZ377VT004251', 'CARRO', 'São Paulo', 'SP', 2020],
  ['XYZ9876', null, 'carro', 'Campinas', 'SP', 1800],
  ['??', null, 'BARCO', 'Santos', 'SP', null],
];

const PREVIEW: ImportPreview = {
  create: 1,
  update: 1,
  reopen: 0,
  invalid: 1,
  error: 1,
  closeOthers: 4,
  closingBlockedBy: 'errors',
  firstErrors: [
    {
      line: 4,
      error: 'Placa: Placa Inválida; Categoria: Categoria não encontrada',
      invalidFields: { licensePlate: 'Placa Inválida' },
    },
  ],
};

/** A deferred answer: the test decides when the server replies. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

function answerRun(batchGate?: Promise<void>) {
  const log = {
    previews: [] as Record<string, unknown>[],
    starts: [] as unknown[],
    batches: [] as Record<string, unknown>[],
    finishes: [] as unknown[],
    cancels: 0,
  };
  server.use(
    http.post('*/admin/import/preview', async ({ request }) => {
      log.previews.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json(PREVIEW);
    }),
    http.post('*/admin/import', async ({ request }) => {
      log.starts.push(await request.json());
      return HttpResponse.json(
        { id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: true, configApplied: {} },
        { status: 201 },
      );
    }),
    http.post('*/admin/import/:id/batches', async ({ request }) => {
      const body = (await request.json()) as { rows: unknown[] };
      log.batches.push(body);
      await batchGate;
      return HttpResponse.json({
        percent: 100,
        current: body.rows.length,
        total: 3,
        error: null,
        errorRecords: 1,
        invalidRecords: 1,
      });
    }),
    http.post('*/admin/import/:id/finish', async ({ request }) => {
      log.finishes.push(await request.json());
      return HttpResponse.json({ id: 41, status: 'completed' });
    }),
    http.post('*/admin/import/:id/cancel', () => {
      log.cancels++;
      return HttpResponse.json({
        id: 41,
        status: 'cancelled',
        current: 1000,
        total: 3000,
        changesCreateCount: 1000,
        changesUpdateCount: 0,
      });
    }),
  );
  return log;
}

const xlsx = (name = 'carteira.xlsx') =>
  new File(['x'], name, { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Importar planilha' }));
  return screen.findByRole('dialog', { name: 'Importar planilha' });
}

describe('/importar, the upload modal', () => {
  it('opens the file chooser from a real button, by Enter and by Space', async () => {
    answerImportLists();
    renderImport(sheetReader(SHEET));
    const user = userEvent.setup();
    const dialog = await openModal();
    const input = within(dialog).getByLabelText<HTMLInputElement>('Planilha (.xlsx)');
    expect(input).toHaveAttribute('type', 'file');
    const clicks = vi.fn();
    input.addEventListener('click', clicks);
    const button = within(dialog).getByRole('button', { name: 'Escolher arquivo' });
    expect(button.tagName).toBe('BUTTON');
    button.focus();
    await user.keyboard('{Enter}');
    expect(clicks).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(clicks).toHaveBeenCalledTimes(2);
    // The chosen file's name describes the button.
    expect(button).toHaveAccessibleDescription('Nenhum arquivo escolhido');
    await user.upload(input, xlsx());
    expect(button).toHaveAccessibleDescription('carteira.xlsx');
  });

  // Issue 40 §5: 'Obrigatório' was shown under the chooser, tied to nothing and said nowhere.
  it("'Ler planilha' without a file: 'Obrigatório' announced, tied to 'Escolher arquivo', which takes the focus", async () => {
    answerImportLists();
    renderImport(sheetReader(SHEET));
    const user = userEvent.setup();
    const dialog = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
    const choose = within(dialog).getByRole('button', { name: 'Escolher arquivo' });
    await waitFor(() => expect(choose).toHaveFocus());
    expect(choose).toHaveAccessibleDescription('Nenhum arquivo escolhido Obrigatório');
    expect(choose).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Obrigatório');
    // A file chosen answers it: the message goes.
    await user.upload(within(dialog).getByLabelText<HTMLInputElement>('Planilha (.xlsx)'), xlsx());
    expect(choose).toHaveAccessibleDescription('carteira.xlsx');
    expect(choose).not.toHaveAttribute('aria-invalid');
    expect(within(dialog).queryByText('Obrigatório')).toBeNull();
  });

  it('takes only .xlsx, previews before anything changes, then imports with the progress and the warning', async () => {
    const reads = answerImportLists();
    const batch = gate();
    const log = answerRun(batch.opened);
    renderImport(sheetReader(SHEET));
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openModal();
    expect(
      within(dialog).getByText(/casos abertos da assessoria que não estão na planilha são encerrados/),
    ).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), xlsx('carteira.csv'));
    await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
    expect(await within(dialog).findByText('Apenas arquivos .xlsx são aceitos')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), xlsx());
    await user.click(within(dialog).getByRole('checkbox', { name: 'Encerrar os casos ausentes da planilha' }));
    await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
    expect(await within(dialog).findByText('A planilha tem 3 linhas. Nada mudou ainda.')).toBeInTheDocument();
    // 'Ler planilha' is gone with its step: the focus is on the preview's heading, not the modal's box.
    await waitFor(() => expect(within(dialog).getByRole('heading', { level: 3 })).toHaveFocus());
    // An error row: the closing will not run, and the preview says so (issue 24 item 2).
    expect(within(dialog).getByText('Casos abertos ausentes da planilha').nextSibling).toHaveTextContent('4');
    expect(within(dialog).getByText(/não serão encerrados: há linhas com erro/)).toBeInTheDocument();
    expect(within(dialog).getByText('Linha 4')).toBeInTheDocument();
    // The rows as the worker reads them: lines numbered as in the sheet, cells by column letter.
    expect(log.previews[0]).toMatchObject({
      configId: 3,
      rows: [{ line: 2, cells: { A: 'ABC1D23', F: 2020 } }, { line: 3 }, { line: 4 }],
    });
    expect(log.previews[0].keys).toEqual(['ABC1D23', '9BWZZZ377VT004251', 'XYZ9876', '??']);
    expect(log.starts).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Importar' }));
    expect(await within(dialog).findByRole('button', { name: 'Cancelar importação' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancelar importação' })).toHaveFocus());
    // Not closable while importing.
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Importar planilha' })).toBeInTheDocument();
    const before = reads.length;
    batch.open();
    expect(await within(dialog).findByText(/1 linha tem erro e não foi importada/)).toBeInTheDocument();
    expect(within(dialog).getByText('100%')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Fechar' })).toHaveFocus());
    // The file's SHA-256 goes with the preview and the start (issue 34: the same file running is told).
    const fileHash = log.previews[0].fileHash;
    expect(fileHash).toMatch(/^[0-9a-f]{64}$/);
    expect(log.starts).toEqual([{ filename: 'carteira.xlsx', closeOthers: true, configId: 3, fileHash }]);
    expect(log.batches).toMatchObject([{ seq: 0, total: 3 }]);
    expect(log.finishes).toEqual([{ total: 3 }]);
    await waitFor(() => expect(reads.length).toBeGreaterThan(before));

    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Importar planilha' })).toBeNull());
    // Cleared after 1 s: opened again, it starts over.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(within(await openModal()).getByRole('button', { name: 'Ler planilha' })).toBeInTheDocument();
  }, 60_000);

  it('goes back from the preview, and cancels a running import (the browser asks before leaving meanwhile)', async () => {
    answerImportLists();
    const log = answerRun(new Promise(() => undefined));
    renderImport(sheetReader(SHEET));
    const user = userEvent.setup({ applyAccept: false });
    const dialog = await openModal();
    await user.upload(within(dialog).getByLabelText('Planilha (.xlsx)'), xlsx());
    await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Voltar' }));
    // Back on the form: the focus on its first control, not left where 'Voltar' was.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Escolher arquivo/ })).toHaveFocus());
    await user.click(await within(dialog).findByRole('button', { name: 'Ler planilha' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Importar' }));
    await within(dialog).findByRole('button', { name: 'Cancelar importação' });
    const leaving = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leaving);
    expect(leaving.defaultPrevented).toBe(true);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar importação' }));
    expect(await within(dialog).findByText(/Importação cancelada/)).toBeInTheDocument();
    expect(log.cancels).toBe(1);
    expect(log.finishes).toEqual([]);
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  }, 60_000);
});
