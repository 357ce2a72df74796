import type { HttpError } from 'react-admin';
import type { ImportFinished, ImportProgress, ImportRow } from '../../../domain/imports';
import type { ImportApi } from './importApi';
import { IMPORT_BATCH_MAX_ROWS } from '../../../domain/imports';
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

async function sendBatch(
  api: Pick<ImportApi, 'batch'>,
  id: number,
  body: Parameters<ImportApi['batch']>[1],
  signal?: AbortSignal,
) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.batch(id, body, signal);
    } catch (error) {
      if (signal?.aborted || (error as Error)?.name === 'AbortError' || !retriable(error) || attempt >= RETRIES)
        throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * (attempt + 1)));
    }
  }
}

/**
 * A batch (or the finish, `seq` null) that failed for good: which one and its lines, for the
 * report to the server (POST /admin/import/{id}/error) and the modal; `cause` is the http error.
 */
export class BatchFailure extends Error {
  constructor(
    readonly seq: number | null,
    readonly firstLine: number | null,
    readonly lastLine: number | null,
    override readonly cause: unknown,
  ) {
    super((cause as Error)?.message ?? String(cause));
    this.name = 'BatchFailure';
  }
  get status(): number | undefined {
    return (this.cause as HttpError | undefined)?.status;
  }
}

/** Batches sent before the previous one is answered: the server maps one while it writes the other. */
const IN_FLIGHT = 2;

/**
 * Sends the file's rows, two batches in flight, each after the previous one (`after`: the server
 * applies them in the file's order whichever arrives first), then finishes the import. Stops
 * sending when `signal` aborts. `from` resumes: the batches before it are applied already. The
 * count reported is the server's (rows applied, as its answers say), never rows merely sent.
 * Answers the last progress the server reported and the finish's answer; a batch or the finish
 * that fails for good throws a BatchFailure.
 */
export async function sendRows(
  // finish: the console's answers ImportFinished; the bench's older sender only the status.
  api: Pick<ImportApi, 'batch'> & {
    finish: (id: number, total: number) => Promise<Pick<ImportFinished, 'status'> & Partial<ImportFinished>>;
  },
  id: number,
  rows: readonly ImportRow[],
  onProgress: (progress: SentProgress) => void,
  signal?: AbortSignal,
  from = 0,
) {
  const total = rows.length;
  let current = Math.min(total, from * IMPORT_BATCH_MAX_ROWS);
  let progress: ImportProgress | null = null;
  const batches = batchesOf(rows);
  const inFlight: { size: number; seq: number; lines: [number, number]; answer: Promise<ImportProgress> }[] = [];
  const settle = async () => {
    const { size, seq, lines, answer } = inFlight.shift()!;
    const answered = await answer.catch((error: unknown) => {
      throw (error as Error)?.name === 'AbortError' ? error : new BatchFailure(seq, lines[0], lines[1], error);
    });
    current = typeof answered.current === 'number' ? answered.current : current + size;
    onProgress({
      current,
      total,
      percent: total === 0 ? 100 : Math.floor((current * 100) / total),
      progress: answered,
    });
    return answered;
  };
  try {
    for (const [seq, batch] of batches.entries()) {
      if (seq < from) continue;
      signal?.throwIfAborted();
      const answer = sendBatch(api, id, { seq, total, ...(seq > 0 ? { after: seq - 1 } : {}), rows: batch }, signal);
      inFlight.push({ size: batch.length, seq, lines: [batch[0]?.line ?? 0, batch.at(-1)?.line ?? 0], answer });
      if (inFlight.length >= IN_FLIGHT) progress = await settle();
    }
    while (inFlight.length > 0) progress = await settle();
  } finally {
    // A failed batch leaves the next one's answer unread: its failure is not the one to report.
    for (const { answer } of inFlight) answer.catch(() => undefined);
  }
  signal?.throwIfAborted();
  const finished = await api.finish(id, total).catch((error: unknown) => {
    throw (error as Error)?.name === 'AbortError' ? error : new BatchFailure(null, null, null, error);
  });
  return { progress, status: finished.status, finished };
}
