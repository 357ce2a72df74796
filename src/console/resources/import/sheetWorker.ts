// The Web Worker that reads the chosen .xlsx (read-excel-file's worker entry, which spawns no
// worker of its own) and answers its rows keyed by column letter: the console's main thread never
// parses the file, so the page stays responsive with a 100,000-row sheet.
import { readSheet } from 'read-excel-file/web-worker';
import type { ImportRow } from '../../../domain/imports';
import { parseSheetFile, SheetFileError, type ReadSheet, type SheetProblem } from './sheetRows';

export interface SheetRequest {
  file: Blob;
  skipLines: number;
}
/** The rows, or why the file is not a readable spreadsheet (`problem`), or a failure of ours. */
export type SheetAnswer =
  { ok: true; rows: ImportRow[] } | { ok: false; problem: SheetProblem | null; message: string };

// In a worker `self` is the worker's scope; the DOM typings call it a Window (whose postMessage
// wants a target origin), so it is narrowed to what a worker scope offers.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<SheetRequest>) => void) | null;
  postMessage: (answer: SheetAnswer) => void;
};

scope.onmessage = async (event) => {
  try {
    scope.postMessage({
      ok: true,
      rows: await parseSheetFile(event.data.file, event.data.skipLines, readSheet as ReadSheet),
    });
  } catch (error) {
    const problem = error instanceof SheetFileError ? error.problem : null;
    scope.postMessage({ ok: false, problem, message: (error as Error)?.message ?? String(error) });
  }
};
