import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { IMPORT_MESSAGES, type ImportRecord } from '../../../src/domain/imports';
import { importMessages } from '../../../src/console/i18n/import';
import { sheetToRows } from '../../../src/console/resources/import/sheetRows';
import { templateRows } from '../../../src/console/resources/import/template';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, config, historyItem, renderImport } from './support';

useScreenTestSetup();

const ERROR_ROW: ImportRecord = {
  id: 70,
  line: 4,
  model: { licensePlate: 'AB', chassi: null, city: 'Santos', state: 'SP', year: null, categoryId: 1 },
  original: { A: 'AB', C: 'CARRO', D: 'Santos', E: 'SP' },
  error: 'Placa: Placa Inválida',
  invalidFields: { licensePlate: 'Placa Inválida' },
  seizureRequestId: null,
};
const GOOD_ROW: ImportRecord = {
  ...ERROR_ROW,
  id: 71,
  line: 2,
  model: { ...ERROR_ROW.model, licensePlate: 'ABC1D23' },
  error: null,
  invalidFields: null,
  seizureRequestId: 900,
};

function answerDetails() {
  const queries: URLSearchParams[] = [];
  const saves: Record<string, unknown>[] = [];
  server.use(
    http.get('*/admin/import/:id', ({ request, params }) => {
      if (params.id === 'config') return undefined; // the configurations' own handler answers
      const query = new URL(request.url).searchParams;
      queries.push(query);
      const rows = query.get('filter') === 'error' ? [ERROR_ROW] : [GOOD_ROW, ERROR_ROW];
      return HttpResponse.json({
        ...historyItem(),
        percent: 100,
        current: 3,
        total: 3,
        error: null,
        errorRecords: 1,
        invalidRecords: 0,
        records: { total: rows.length, result: rows },
      });
    }),
    http.get('*/admin/import/:id/changes', () =>
      HttpResponse.json({
        total: 1,
        result: [{ seizureRequestId: 900, type: 'created', createdAt: '2026-11-22T10:00:30.000Z' }],
      }),
    ),
    http.post('*/admin/import/:id/save', async ({ request }) => {
      saves.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({
        record: { ...ERROR_ROW, error: null, invalidFields: null, seizureRequestId: 901 },
        type: 'created',
      });
    }),
  );
  return { queries, saves };
}

describe('/importar, Histórico', () => {
  it('lists the imports with their status tags and counts', async () => {
    answerImportLists(
      [config()],
      [historyItem(), historyItem({ id: 6, filename: 'parcial.xlsx', status: 'closingFailed', changesErrorCount: 0 })],
    );
    renderImport();
    const row = (await screen.findByRole('cell', { name: 'carteira-novembro.xlsx' })).closest('tr')!;
    expect(within(row).getByText('Concluído')).toBeInTheDocument();
    expect(within(row).getByText('Carla Souza')).toBeInTheDocument();
    expect([...row.querySelectorAll('td')].slice(4, 8).map((td) => td.textContent)).toEqual(['2', '1', '0', '1']);
    expect(
      within(screen.getByRole('cell', { name: 'parcial.xlsx' }).closest('tr')!).getByText('Concluído com falha'),
    ).toBeInTheDocument();
  });

  it("shows an import's rows, filters the wrong ones and corrects one inline: 'Registro importado com sucesso!'", async () => {
    answerImportLists([config()], [historyItem()]);
    const { queries, saves } = answerDetails();
    renderImport();
    await userEvent.click(await screen.findByRole('button', { name: 'Detalhes carteira-novembro.xlsx' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importação de carteira-novembro.xlsx' });
    expect(await within(dialog).findByRole('link', { name: 'Caso 900' })).toHaveAttribute(
      'href',
      '/casos/900/detalhes',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Linhas' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Com erro' }));
    await waitFor(() => expect(queries.at(-1)?.get('filter')).toBe('error'));
    await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Caso 900' })).toBeNull());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Corrigir 4' }));
    const plate = within(dialog).getByRole('textbox', { name: 'Placa' });
    expect(plate).toHaveValue('AB');
    // The same rules as the server: the plate is refused here before anything is sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar linha' }));
    expect(await within(dialog).findByText('Placa Inválida')).toBeInTheDocument();
    expect(saves).toEqual([]);
    await userEvent.clear(plate);
    await userEvent.type(plate, 'ABC1E34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importar linha' }));
    expect(await screen.findByText('Registro importado com sucesso!')).toBeInTheDocument();
    expect(saves[0]).toMatchObject({
      line: 4,
      model: { licensePlate: 'ABC1E34', city: 'Santos', state: 'SP', categoryId: 1 },
    });

    await userEvent.click(within(dialog).getByRole('tab', { name: 'Alterações' }));
    expect(await within(dialog).findByRole('cell', { name: 'Criado' })).toBeInTheDocument();
  }, 60_000);
});

describe('the sheet, the template and the texts', () => {
  it("says the domain's texts (written out in the catalogue, which loads with the sign-in)", () => {
    const texts = importMessages.app.import;
    expect([texts.configs.saved, texts.configs.removed, texts.details.saved, texts.modal.unexpected]).toEqual([
      IMPORT_MESSAGES.configSaved,
      IMPORT_MESSAGES.configRemoved,
      IMPORT_MESSAGES.recordSaved,
      IMPORT_MESSAGES.unexpected,
    ]);
  });

  it('reads lines as the spreadsheet numbers them, skipping the header and empty lines', () => {
    const rows = sheetToRows(
      [['Placa'], ['ABC1D23 ', 12.5, null, true], [null, ''], [new Date(Date.UTC(2024, 0, 31))]],
      1,
    );
    expect(rows).toEqual([
      { line: 2, cells: { A: 'ABC1D23', B: 12.5, D: true } },
      { line: 4, cells: { A: '31/01/2024' } },
    ]);
  });

  it("writes the configuration's header above its columns, after the lines it skips", () => {
    const body = config({
      config: { ...config().config, skipLines: 2, columns: { licensePlate: 'C', city: 'A' } },
    }).config;
    expect(templateRows(body)).toEqual([[], ['Cidade', null, 'Placa']]);
    expect(templateRows({ ...body, skipLines: 0 })).toEqual([]);
  });
});
