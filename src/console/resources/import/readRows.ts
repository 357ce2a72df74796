import type { ImportRow } from '../../../domain/imports';
import { SheetFileError } from './sheetRows';
import type { SheetAnswer, SheetRequest } from './sheetWorker';

/**
 * Reads a file's rows, or rejects with a SheetFileError when it is not a readable spreadsheet;
 * the screen takes it as a prop so tests can read without a Worker.
 */
export type RowReader = (file: Blob, skipLines: number, signal?: AbortSignal) => Promise<ImportRow[]>;

/** The file read in a Web Worker (Vite bundles sheetWorker.ts as its own chunk); the worker ends with the answer. */
export const readRowsInWorker: RowReader = (file, skipLines, signal) =>
  new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./sheetWorker.ts', import.meta.url), { type: 'module' });
    const stop = () => {
      worker.terminate();
      reject(new DOMException('Aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', stop, { once: true });
    worker.onmessage = (event: MessageEvent<SheetAnswer>) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      if (event.data.ok) resolve(event.data.rows);
      else reject(event.data.problem ? new SheetFileError(event.data.problem) : new Error(event.data.message));
    };
    worker.onerror = (event) => {
      signal?.removeEventListener('abort', stop);
      worker.terminate();
      reject(new Error(event.message));
    };
    worker.postMessage({ file, skipLines } satisfies SheetRequest);
  });
