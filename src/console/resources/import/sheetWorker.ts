// The Web Worker that reads the chosen .xlsx (read-excel-file's worker entry, which spawns no
// worker of its own) and answers its rows keyed by column letter: the console's main thread never
// parses the file, so the page stays responsive with a 100,000-row sheet.
import { readSheet } from 'read-excel-file/web-worker';
import { sheetToRows, type SheetCell } from './sheetRows';

export interface SheetRequest {
  file: Blob;
  skipLines: number;
}
export type SheetAnswer = { ok: true; rows: ReturnType<typeof sheetToRows> } | { ok: false; message: string };

// In a worker `self` is the worker's scope; the DOM typings call it a Window (whose postMessage
// wants a target origin), so it is narrowed to what a worker scope offers.
const scope = self as unknown as { onmessage: ((event: MessageEvent<SheetRequest>) => void) | null; postMessage: (answer: SheetAnswer) => void };

scope.onmessage = async (event) => {
  try {
    const sheet = (await readSheet(event.data.file)) as SheetCell[][];
    scope.postMessage({ ok: true, rows: sheetToRows(sheet, event.data.skipLines) });
  } catch (error) {
    scope.postMessage({ ok: false, message: (error as Error)?.message ?? String(error) });
  }
};
