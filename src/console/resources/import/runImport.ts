import type { HttpError } from 'react-admin';
import type { ImportProgress, ImportRow } from '../../../domain/imports';
import type { ImportApi } from './importApi';
import { batchesOf } from './sheetRows';

/** What the dial shows while the batches go: current over total. */
export interface SentProgress {
  current: number;
  total: number;
  percent: number;
  progress: ImportProgress | null;
}

// A batch that got no answer (timeout, network, a 5xx) is sent again: the server applies each
// seq once (import_batches), so a retry never duplicates a row.
const RETRIES = 3;
const retriable = (error: unknown) => {
  const status = (error as HttpError | undefined)?.status;
  return status === undefined || status <= 0 || status >= 500;
};

async function sendBatch(api: Pick<ImportApi, 'batch'>, id: number, body: Parameters<ImportApi['batch']>[1], signal?: AbortSignal) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.batch(id, body, signal);
    } catch (error) {
      if (signal?.aborted || (error as Error)?.name === 'AbortError' || !retriable(error) || attempt >= RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

/**
 * Sends the file's rows in order, one batch at a time (the server locks the import per batch),
 * then finishes the import. Stops between batches when `signal` aborts (the caller cancels the
 * import on the server). Answers the last progress the server reported and the finished status.
 */
export async function sendRows(
  api: Pick<ImportApi, 'batch' | 'finish'>,
  id: number,
  rows: readonly ImportRow[],
  onProgress: (progress: SentProgress) => void,
  signal?: AbortSignal,
) {
  const total = rows.length;
  let current = 0;
  let progress: ImportProgress | null = null;
  const batches = batchesOf(rows);
  for (const [seq, batch] of batches.entries()) {
    signal?.throwIfAborted();
    progress = await sendBatch(api, id, { seq, total, rows: batch }, signal);
    current += batch.length;
    onProgress({ current, total, percent: total === 0 ? 100 : Math.floor((current * 100) / total), progress });
  }
  signal?.throwIfAborted();
  const finished = await api.finish(id, total);
  return { progress, status: finished.status };
}
