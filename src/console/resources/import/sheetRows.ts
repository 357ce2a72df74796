import { columnLetter, IMPORT_BATCH_MAX_ROWS, type ImportConfigBody, type ImportRow } from '../../../domain/imports';

/** A cell as read-excel-file gives it (string, number, boolean, Date or null). */
export type SheetCell = string | number | boolean | Date | null | undefined;

// The server accepts texts up to 1,000 characters per cell (importBatchSchema).
const CELL_MAX = 1000;
const pad = (n: number) => String(n).padStart(2, '0');

function cellValue(value: SheetCell): ImportRow['cells'][string] {
  if (value === null || value === undefined) return null;
  // A date cell travels as the text a person would type: dd/MM/yyyy.
  if (value instanceof Date)
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  if (typeof value === 'string') {
    const text = value.trim();
    return text === '' ? null : text.slice(0, CELL_MAX);
  }
  return value;
}

/**
 * The sheet's rows as the server reads them: the first `skipLines` lines left out, each line
 * numbered as the spreadsheet numbers it (1-based), its cells keyed by column letter, empty
 * lines dropped. The worker runs this; tests call it directly (jsdom has no Worker).
 */
export function sheetToRows(sheet: readonly (readonly SheetCell[])[], skipLines: number): ImportRow[] {
  const rows: ImportRow[] = [];
  sheet.forEach((cells, index) => {
    if (index < skipLines) return;
    const row: ImportRow['cells'] = {};
    cells.forEach((cell, column) => {
      const value = cellValue(cell);
      if (value !== null) row[columnLetter(column)] = value;
    });
    if (Object.keys(row).length > 0) rows.push({ line: index + 1, cells: row });
  });
  return rows;
}

/**
 * Why a chosen file cannot be imported: each has its own message (app.import.modal.file_problem.*);
 * `no_rows`: read, but nothing past the configuration's skipped lines (a header alone).
 */
export type SheetProblem = 'not_xlsx' | 'xls' | 'empty' | 'no_rows';

export class SheetFileError extends Error {
  constructor(readonly problem: SheetProblem) {
    super(`sheet file: ${problem}`);
    this.name = 'SheetFileError';
  }
}

// An .xlsx is a zip ('PK'); an old .xls is an OLE2 compound file.
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];

/** What a file's first bytes already say: nothing, a legacy .xls, not a zip at all, or an empty one. */
export function sniffSheet(head: Uint8Array): SheetProblem | null {
  if (head.length === 0) return 'empty';
  if (OLE2.every((byte, i) => head[i] === byte)) return 'xls';
  if (head[0] !== 0x50 || head[1] !== 0x4b) return 'not_xlsx';
  // A zip holding nothing starts with its end record (PK 05 06).
  if (head[2] === 0x05 && head[3] === 0x06) return 'empty';
  return null;
}

/** read-excel-file's readSheet (the worker's), passed in so this module stays free of it. */
export type ReadSheet = (file: Blob) => Promise<SheetCell[][]>;

/**
 * The worker's whole job: the file checked by its first bytes, read, refused when it has no
 * cell, then its rows. Any failure of the reader is 'not_xlsx' (a corrupt zip, a zip that is not
 * a workbook); its own English message never reaches the user.
 */
export async function parseSheetFile(file: Blob, skipLines: number, readSheet: ReadSheet): Promise<ImportRow[]> {
  const problem = sniffSheet(new Uint8Array(await file.slice(0, OLE2.length).arrayBuffer()));
  if (problem) throw new SheetFileError(problem);
  let sheet: SheetCell[][];
  try {
    sheet = await readSheet(file);
  } catch {
    throw new SheetFileError('not_xlsx');
  }
  if (!sheet.some((cells) => cells.some((cell) => cellValue(cell) !== null))) throw new SheetFileError('empty');
  return sheetToRows(sheet, skipLines);
}

/** Every plate and chassi of the file (for the preview's closeOthers count), each ≤ 20 characters. */
export function fileKeys(rows: readonly ImportRow[], config: ImportConfigBody): string[] {
  const columns = [config.columns.licensePlate, config.columns.chassi].filter((c): c is string => !!c);
  const keys = new Set<string>();
  for (const { cells } of rows) {
    for (const column of columns) {
      const value = cells[column];
      if (value === null || value === undefined || value === '') continue;
      const key = String(value).replace(/[-\s]/g, '').toUpperCase();
      if (key && key.length <= 20) keys.add(key);
    }
  }
  return [...keys];
}

/** The rows in batches of at most `size` (the server's limit by default). */
export function batchesOf<T>(rows: readonly T[], size = IMPORT_BATCH_MAX_ROWS): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}
