import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { readSheet } from 'read-excel-file/web-worker';
import writeXlsxFile from 'write-excel-file/node';
import { describe, expect, it } from 'vitest';
import type { RowReader } from '../../../src/console/resources/import/readRows';
import {
  parseSheetFile,
  SheetFileError,
  type ReadSheet,
  type SheetProblem,
} from '../../../src/console/resources/import/sheetRows';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, renderImport } from './support';

useScreenTestSetup();

// Issue 24 item 6: files that are not spreadsheets, made here, read by the worker's own function
// (parseSheetFile with read-excel-file's worker entry; jsdom has no Worker).
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const read = readSheet as ReadSheet;
type Bytes = Uint8Array<ArrayBuffer>;
const bytes = (...parts: (number[] | string)[]): Bytes =>
  Uint8Array.from(Buffer.concat(parts.map((part) => Buffer.from(part as string))));
const zeros = (length: number) => Array.from({ length }, () => 0);
const sheet = async (rows: (string | number | null)[][]): Promise<Bytes> =>
  Uint8Array.from(await writeXlsxFile(rows).toBuffer());

const TEXT = bytes('Placa;Cidade;Estado\nABC1D23;Santos;SP\n');
// An empty zip: only its end record.
const EMPTY_ZIP = bytes([0x50, 0x4b, 0x05, 0x06], zeros(18));
// Random-looking bytes (fixed, so a failure repeats).
const RANDOM = bytes(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256));
const OLE2 = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], zeros(504));

async function problemOf(content: Bytes): Promise<SheetProblem | 'read'> {
  try {
    await parseSheetFile(new Blob([content]), 0, read);
    return 'read';
  } catch (error) {
    if (error instanceof SheetFileError) return error.problem;
    throw error;
  }
}

describe("the worker's parsing of a file that is not a spreadsheet", () => {
  it('names the reason of each: not an .xlsx, empty, a legacy .xls', async () => {
    const good = await sheet([['Placa'], ['ABC1D23']]);
    expect(await problemOf(TEXT)).toBe('not_xlsx');
    expect(await problemOf(RANDOM)).toBe('not_xlsx');
    // A corrupt zip: a real .xlsx cut short.
    expect(await problemOf(good.slice(0, 300))).toBe('not_xlsx');
    // A zip that holds something else than a workbook.
    expect(await problemOf(bytes([0x50, 0x4b, 0x03, 0x04], zeros(60)))).toBe('not_xlsx');
    expect(await problemOf(OLE2)).toBe('xls');
    expect(await problemOf(new Uint8Array(0))).toBe('empty');
    expect(await problemOf(EMPTY_ZIP)).toBe('empty');
    // A real .xlsx without a single filled cell.
    expect(await problemOf(await sheet([[null]]))).toBe('empty');
    expect(await problemOf(await sheet([[null, '  '], []]))).toBe('empty');
    expect(await parseSheetFile(new Blob([good]), 1, read)).toEqual([{ line: 2, cells: { A: 'ABC1D23' } }]);
  });
});

describe('/importar, a refused file', () => {
  it('says why under the file and takes another without closing the modal', async () => {
    answerImportLists();
    server.use(
      http.post('*/admin/import/preview', () =>
        HttpResponse.json({ create: 1, update: 0, reopen: 0, invalid: 0, error: 0, closeOthers: 0, firstErrors: [] }),
      ),
    );
    const reader: RowReader = (file, skipLines) => parseSheetFile(file, skipLines, read);
    renderImport(reader);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Importar planilha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar planilha' });
    const input = () => within(dialog).getByLabelText<HTMLInputElement>('Planilha (.xlsx)');
    const tryFile = async (name: string, content: Bytes) => {
      await user.upload(input(), new File([content], name, { type: XLSX_TYPE }));
      await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
      return within(dialog).findByRole('alert');
    };

    const cases: [string, Bytes, string][] = [
      ['texto.xlsx', TEXT, 'O arquivo não é uma planilha .xlsx válida'],
      ['vazia.xlsx', await sheet([[null]]), 'A planilha está vazia'],
      ['vazio.xlsx', EMPTY_ZIP, 'A planilha está vazia'],
      ['quebrada.xlsx', RANDOM, 'O arquivo não é uma planilha .xlsx válida'],
      ['antiga.xlsx', OLE2, 'Arquivos .xls não são aceitos: salve a planilha como .xlsx'],
      // Issue 34: a header and nothing under it (the configuration skips 1 line) is one more reason.
      ['cabecalho.xlsx', await sheet([['Placa', 'Chassi']]), 'A planilha não tem linhas a importar.'],
    ];
    for (const [name, content, text] of cases) {
      const alert = await tryFile(name, content);
      expect(alert).toHaveTextContent(text);
      expect(alert).toHaveTextContent('Escolha outro arquivo.');
      expect(within(dialog).getByText(name)).toBeInTheDocument();
      // The focus is back on the chooser, to pick another by keyboard.
      expect(within(dialog).getByRole('button', { name: 'Escolher arquivo' })).toHaveFocus();
    }

    // Another file clears the reason; a real one goes on to the preview.
    await user.upload(input(), new File([await sheet([['Placa'], ['ABC1D23']])], 'carteira.xlsx', { type: XLSX_TYPE }));
    expect(within(dialog).queryByRole('alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Ler planilha' }));
    expect(await within(dialog).findByText('Antes de importar')).toBeInTheDocument();
  }, 60_000);
});
