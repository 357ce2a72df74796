import { performance } from 'node:perf_hooks';
import { readSheet } from 'read-excel-file/web-worker';
import writeXlsxFile from 'write-excel-file/node';
import type { ImportConfigBody, ImportRow } from '../src/domain/imports';
import { sheetToRows, type SheetCell } from '../src/console/resources/import/sheetRows';
import { templateRows } from '../src/console/resources/import/template';

/**
 * The import benchmark's spreadsheet (scripts/bench-import.ts): written as the "Baixar modelo"
 * template is (write-excel-file, the configuration's header line on top), then read back with the
 * Web Worker's own code path (read-excel-file's web-worker entry, then sheetToRows: what
 * sheetWorker.ts runs), here in Node.
 */
export const BENCH_COLUMNS = {
  licensePlate: 'A',
  chassi: 'B',
  category: 'C',
  model: 'D',
  year: 'E',
  processNumber: 'F',
  debtorName: 'G',
  debtorDocument: 'H',
  state: 'I',
  city: 'J',
  financier: 'K',
} as const;

export const benchConfig = (carId: number): ImportConfigBody => ({
  skipLines: 1,
  columns: { ...BENCH_COLUMNS },
  categoryStrategy: 'match',
  categories: [{ source: 'AUTOMOVEL', categoryId: carId }],
});

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** A Mercosul plate no demo or generated case has ('QV' + letter, digit, letter, two digits), distinct per n. */
function newPlate(n: number) {
  const l = (k: number) => LETTERS[k % LETTERS.length];
  return `QV${l(Math.floor(n / 23_000))}${Math.floor(n / 2_300) % 10}${l(Math.floor(n / 100))}${String(n % 100).padStart(2, '0')}`;
}

/**
 * `total` rows: every 5th names one of `existing` (a plate the company has: an update, or a
 * reopen when that case is closed), every 100th (offset 7) a broken plate (an error row), the rest
 * new cases with a 17-character chassi.
 */
export function benchSheet(
  config: ImportConfigBody,
  total: number,
  existing: readonly string[],
  offset = 0,
): SheetCell[][] {
  const rows: SheetCell[][] = templateRows(config);
  for (let i = 0; i < total; i++) {
    const known = i % 5 === 0 && existing.length > 0;
    // `offset`: another file's new plates and chassis (a repeated import creates as many cases).
    const plate = i % 100 === 7 ? 'XX' : known ? existing[(i / 5) % existing.length] : newPlate(i + offset);
    const chassi = known ? null : `9BWBENCH${String(i + offset).padStart(9, '0')}`;
    rows.push([
      plate,
      chassi,
      'AUTOMOVEL',
      'Onix',
      2021,
      '1000123-45.2024.8.26.0100',
      'Maria Souza',
      '52998224725',
      'SP',
      'São Paulo',
      'Banco Exemplo',
    ]);
  }
  return rows;
}

export async function writeBenchFile(
  sheet: SheetCell[][],
): Promise<{ file: Blob; seconds: number; megabytes: number }> {
  const t = performance.now();
  const buffer = await writeXlsxFile(sheet as (string | number | null)[][]).toBuffer();
  return {
    file: new Blob([new Uint8Array(buffer)]),
    seconds: (performance.now() - t) / 1000,
    megabytes: buffer.length / 2 ** 20,
  };
}

/** What the console's worker does with the chosen file, timed. */
export async function parseLikeTheWorker(
  file: Blob,
  skipLines: number,
): Promise<{ rows: ImportRow[]; seconds: number }> {
  const t = performance.now();
  const sheet = (await readSheet(file)) as SheetCell[][];
  const rows = sheetToRows(sheet, skipLines);
  return { rows, seconds: (performance.now() - t) / 1000 };
}
