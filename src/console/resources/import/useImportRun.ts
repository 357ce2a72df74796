import { useCallback, useEffect, useRef, useState } from 'react';
import type { HttpError } from 'react-admin';
import type {
  ImportCancelled,
  ImportClosingBlock,
  ImportConfig,
  ImportPreview,
  ImportProgress,
  ImportRecord,
  ImportRow,
} from '../../../domain/imports';
import { useRefreshAfter } from '../../providers/dependencies';
import { importApi } from './importApi';
import type { RowReader } from './readRows';
import { BatchFailure, sendRows } from './runImport';
import { clearRunning, fileHash, loadRunning, saveRunning, type RunningImport } from './resume';
import { fileKeys, SheetFileError, type SheetProblem } from './sheetRows';
import { IMPORT_BATCH_MAX_ROWS, IMPORT_ERROR_MAX, IMPORT_MESSAGES } from '../../../domain/imports';

export type ImportOutcome = 'success' | 'closing' | 'errors' | 'invalid' | 'drafts' | 'cancelled';

/** The result at 100 %: the outcome and what it rests on (issue 24: drafts, a closing not applied). */
export interface ImportResult {
  outcome: ImportOutcome;
  errorRecords: number;
  invalidRecords: number;
  draftRecords: number;
  /** The first draft rows with their missing fields (GET …?filter=draft). */
  drafts: ImportRecord[];
  closingBlockedBy: ImportClosingBlock | null;
  notClosedCount: number;
  /**
   * A cancel: what the server's answer says it had written (issue 34: the dial's last figure was
   * not it), or, when the cancel got no answer, why (the import then ends abandoned).
   */
  cancelled?: { answer: ImportCancelled } | { reason: string };
}
const CANCELLED: ImportResult = {
  outcome: 'cancelled',
  errorRecords: 0,
  invalidRecords: 0,
  draftRecords: 0,
  drafts: [],
  closingBlockedBy: null,
  notClosedCount: 0,
};

/**
 * A run that stopped on a failure (issue 24 item 4): the catalogue's text of it, the import's
 * stored error when the server gave it, and, while the import is still processing, the rows kept
 * to try again from the batch after the last applied one.
 */
export interface ImportFailure {
  id: number;
  rows: ImportRow[] | null;
  reason: string;
  stored: string | null;
  current: number;
  total: number;
}

/** The modal's states (spec §4 "Import"): choose, reading the file, preview, importing, the result. */
export type RunState =
  | { step: 'choose'; message?: string; problem?: SheetProblem; chosen?: Chosen }
  | { step: 'reading' }
  // `hash`: the file's SHA-256 (sent with the preview and the start); `startError`: the start
  // failed (offline, 5xx, 401…), the file and its preview kept for 'Tentar Novamente'.
  | { step: 'preview'; rows: ImportRow[]; preview: ImportPreview; chosen: Chosen; hash: string; startError?: string }
  | { step: 'importing'; current: number; total: number; percent: number }
  // A stored running import (after a reload): looked up, then resumed with the same file or cancelled.
  | { step: 'checking' }
  | {
      step: 'resume';
      running: RunningImport;
      current: number;
      skipLines: number;
      lastSeq: number | null;
      otherFile?: boolean;
    }
  | ({ step: 'done' } & ImportResult)
  | ({ step: 'failed' } & ImportFailure)
  | { step: 'error'; reason?: string };

export interface Chosen {
  file: File;
  config: ImportConfig;
  closeOthers: boolean;
}

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';
/** The catalogue's text of an http failure (providers/httpClient); undefined for anything else. */
const reasonOf = (error: unknown) =>
  (error as HttpError)?.status !== undefined ? (error as Error).message : undefined;
const statusOf = (error: unknown) => (error as HttpError | undefined)?.status;
/** Ended or not this user's (409 'não está mais em andamento', 403, 404): nothing to try again. */
const isFinal = (status: number | undefined) => status === 403 || status === 404 || status === 409;
/** No answer from the server (offline, out of reach): the server knows nothing, the sender reports it. */
const noAnswer = (status: number | undefined) => status === undefined || status <= 0;

function outcomeOf(status: string, progress: ImportProgress | null): ImportOutcome {
  if (status === 'closing') return 'closing';
  if ((progress?.errorRecords ?? 0) > 0) return 'errors';
  if ((progress?.invalidRecords ?? 0) > 0) return 'invalid';
  return (progress?.draftRecords ?? 0) > 0 ? 'drafts' : 'success';
}

/**
 * The import's run, step by step: the file read (by `reader`: the Web Worker in the app), the
 * server's preview of the first rows, then start, batches and finish with the progress, or a
 * cancel. While it runs, leaving the page asks the browser's confirmation and cancels the import.
 */
export function useImportRun(reader: RowReader) {
  const [state, setState] = useState<RunState>(() => (loadRunning() ? { step: 'checking' } : { step: 'choose' }));
  const abort = useRef<AbortController | null>(null);
  const running = useRef<number | null>(null);
  const refreshHistory = useRefreshAfter('imports');

  const read = useCallback(
    async (chosen: Chosen) => {
      const { file, config } = chosen;
      setState({ step: 'reading' });
      const controller = new AbortController();
      abort.current = controller;
      try {
        const [rows, hash] = await Promise.all([
          reader(file, config.config.skipLines, controller.signal),
          fileHash(file),
        ]);
        // A header alone: one more reason under the file, as the worker's own (focus back on the chooser).
        if (rows.length === 0) return setState({ step: 'choose', problem: 'no_rows', chosen });
        const sample = rows.slice(0, IMPORT_BATCH_MAX_ROWS);
        // The hash lets the server name an import of this same file still running (another tab, a colleague).
        const preview = await importApi.preview(
          { configId: config.id, rows: sample, keys: fileKeys(rows, config.config), fileHash: hash },
          controller.signal,
        );
        setState({ step: 'preview', rows, preview, chosen, hash });
      } catch (error) {
        // Not a spreadsheet: back to the form with the reason, to pick another file.
        if (error instanceof SheetFileError) setState({ step: 'choose', problem: error.problem, chosen });
        else if (!isAbort(error)) setState({ step: 'error', reason: reasonOf(error) });
      }
    },
    [reader],
  );

  /** Sends the rows from batch `from` on (0, or past the last applied one when resuming), then the result. */
  const run = useCallback(
    async (id: number, rows: ImportRow[], from: number, controller: AbortController) => {
      running.current = id;
      let current = Math.min(rows.length, from * IMPORT_BATCH_MAX_ROWS);
      try {
        const onProgress = (sent: { current: number; total: number; percent: number }) => {
          current = sent.current;
          setState({ step: 'importing', current: sent.current, total: sent.total, percent: sent.percent });
        };
        const { progress: last, finished } = await sendRows(importApi, id, rows, onProgress, controller.signal, from);
        running.current = null;
        clearRunning();
        // Resumed past every batch: no batch answered, the import's own counters say.
        const needsDetails = last === null || (last.draftRecords ?? 0) > 0;
        const details = needsDetails
          ? await importApi.details(id, { page: 1, perPage: 10, filter: 'draft' }).catch(() => null)
          : null;
        const progress = last ?? details;
        setState({
          step: 'done',
          outcome: outcomeOf(finished.status, progress),
          errorRecords: progress?.errorRecords ?? 0,
          invalidRecords: progress?.invalidRecords ?? 0,
          draftRecords: progress?.draftRecords ?? 0,
          drafts: details?.records.result ?? [],
          closingBlockedBy: finished.closingBlockedBy ?? null,
          notClosedCount: finished.notClosedCount ?? 0,
        });
      } catch (error) {
        if (isAbort(error)) return;
        running.current = null;
        setState(await failureOf(id, rows, current, error));
      } finally {
        void refreshHistory();
      }
    },
    [refreshHistory],
  );

  /**
   * 'Importar' (and 'Tentar Novamente' after a failed start): the import started, then its rows
   * sent. A start that fails (offline, 5xx, 409, 401) goes back to the preview with its reason,
   * the file, its preview and the choices kept (issue 35): nothing started, nothing to lose.
   */
  const start = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { startError: _previous, ...preview } = state;
    const { rows, chosen, hash } = preview;
    const { config, closeOthers } = chosen;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'importing', current: 0, total: rows.length, percent: 0 });
    let id: number;
    try {
      id = (await importApi.start({ filename: chosen.file.name, closeOthers, configId: config.id, fileHash: hash })).id;
    } catch (error) {
      if (!isAbort(error)) setState({ ...preview, startError: reasonOf(error) ?? IMPORT_MESSAGES.unexpected });
      return;
    }
    // Cancelled (or the page left) while the start was in flight: the import just made is cancelled too.
    if (controller.signal.aborted) return void (await importApi.cancel(id).catch(() => undefined));
    saveRunning({ id, filename: chosen.file.name, hash, total: rows.length });
    await run(id, rows, 0, controller);
  }, [state, run]);

  /**
   * 'Tentar Novamente' after a failure: the server says where it got to (lastSeq) and the rows go
   * on from the next batch (an applied batch sent again is a no-op anyway). An import that ended
   * meanwhile is forgotten.
   */
  const retry = useCallback(async () => {
    if (state.step !== 'failed' || !state.rows) return;
    const { id, rows, current, total } = state;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'importing', current, total, percent: total === 0 ? 0 : Math.floor((current * 100) / total) });
    try {
      const details = await importApi.details(id, { page: 1, perPage: 1 }, controller.signal);
      if (details.status !== 'processing') {
        clearRunning();
        return setState({ step: 'choose', message: 'app.import.modal.resume_gone' });
      }
      await run(id, rows, details.lastSeq == null ? 0 : details.lastSeq + 1, controller);
    } catch (error) {
      if (!isAbort(error)) setState(await failureOf(id, rows, current, error));
    }
  }, [state, run]);

  /** Resumes the stored import with `file`, if it is the same file (hash and rows), from the batch after the last applied. */
  const resume = useCallback(
    async (file: File) => {
      if (state.step !== 'resume') return;
      const { running: stored, skipLines, lastSeq } = state;
      const controller = new AbortController();
      abort.current = controller;
      try {
        if ((await fileHash(file)) !== stored.hash) return setState({ ...state, otherFile: true });
        setState({ step: 'reading' });
        const rows = await reader(file, skipLines, controller.signal);
        if (rows.length !== stored.total) return setState({ ...state, otherFile: true });
        await run(stored.id, rows, lastSeq === null ? 0 : lastSeq + 1, controller);
      } catch (error) {
        if (error instanceof SheetFileError) setState({ ...state, otherFile: true });
        else if (!isAbort(error)) setState({ step: 'error', reason: reasonOf(error) });
      }
    },
    [state, reader, run],
  );

  /** Stops sending and cancels the import on the server: what was imported stays. */
  const cancel = useCallback(async () => {
    abort.current?.abort();
    const id = running.current ?? loadRunning()?.id ?? null;
    running.current = null;
    clearRunning();
    // The server's answer says what it had written (batches in flight included): told as it says.
    const cancelled =
      id === null
        ? undefined
        : await importApi.cancel(id).then(
            (answer) => ({ answer }),
            (error: unknown) => ({ reason: reasonOf(error) ?? IMPORT_MESSAGES.unexpected }),
          );
    setState({ step: 'done', ...CANCELLED, cancelled });
    void refreshHistory();
  }, [refreshHistory]);

  // A stored import (a reload, or back to /importar): looked up at once (lookUpStored).
  useEffect(() => {
    const stored = loadRunning();
    if (!stored) return undefined;
    const controller = new AbortController();
    lookUpStored(stored, controller.signal, setState);
    return () => controller.abort();
  }, []);

  // Back from the preview: the same file and choices, to change one.
  const back = useCallback(
    () => setState((current) => ({ step: 'choose', chosen: current.step === 'preview' ? current.chosen : undefined })),
    [],
  );
  // Cleared (closed, or the read cancelled): an import still kept here (a failure closed
  // without cancelling) is looked up again, so the modal offers to resume it, not a new file.
  const reset = useCallback(() => {
    abort.current?.abort();
    const stored = loadRunning();
    if (!stored) return setState({ step: 'choose' });
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'checking' });
    lookUpStored(stored, controller.signal, setState);
  }, []);

  const busy = state.step === 'reading' || state.step === 'importing';
  useEffect(() => {
    if (!busy) return undefined;
    const confirmLeave = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    // The page goes away (closed, reloaded, another address): the sending stops at once. The
    // import stays on the server, resumable from this browser until the job abandons it.
    const leave = () => abort.current?.abort();
    window.addEventListener('beforeunload', confirmLeave);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', confirmLeave);
      window.removeEventListener('pagehide', leave);
    };
  }, [busy]);
  // Leaving the screen inside the console (another menu entry) stops the sending too; back on
  // /importar the modal reopens on the import.
  useEffect(() => () => abort.current?.abort(), []);

  const locked = busy || state.step === 'checking' || state.step === 'resume';
  return { state, busy, locked, read, start, resume, retry, cancel, back, reset };
}

/**
 * What a failed run says (issue 24 item 4): the catalogue's text, and the import as the server now
 * has it (its stored error: 'O lote 3 (linhas 2002 a 3001) não foi gravado: …'). A failure the
 * server did not store (no answer) is reported to it (POST /error), best effort: offline it fails too,
 * and the next applied batch clears it anyway. After a 401 nothing is sent: the session is over,
 * the login modal holds the screen, and 'Tentar Novamente' goes on once the user is back.
 */
async function failureOf(id: number, rows: ImportRow[], current: number, error: unknown): Promise<RunState> {
  const cause = error instanceof BatchFailure ? error.cause : error;
  const status = statusOf(cause);
  const reason = reasonOf(cause) ?? IMPORT_MESSAGES.unexpected;
  let stored: string | null = null;
  if (status !== 401) {
    const details = await importApi.details(id, { page: 1, perPage: 1 }).catch(() => null);
    stored = details?.error ?? null;
    if (details && details.status !== 'processing') {
      clearRunning();
      return { step: 'failed', id, rows: null, reason, stored, current, total: rows.length };
    }
    // A 5xx the server did not store (a proxy's 502, say) is reported too.
    if ((noAnswer(status) || (status ?? 0) >= 500) && !stored && error instanceof BatchFailure) {
      const message =
        error.seq === null ? reason : IMPORT_MESSAGES.batchFailed(error.seq, error.firstLine, error.lastLine, reason);
      const answer = await importApi.reportError(id, message.slice(0, IMPORT_ERROR_MAX)).catch(() => null);
      stored = answer?.error ?? null;
    }
  }
  if (isFinal(status)) clearRunning();
  return { step: 'failed', id, rows: isFinal(status) ? null : rows, reason, stored, current, total: rows.length };
}

/**
 * A stored import: still running on the server → resume or cancel; ended meanwhile (cancelled
 * elsewhere, abandoned) → forgotten, the history says how.
 */
function lookUpStored(stored: RunningImport, signal: AbortSignal, setState: (state: RunState) => void) {
  importApi
    .details(stored.id, { page: 1, perPage: 1 }, signal)
    .then((details) => {
      if (details.status === 'processing') {
        const skipLines = details.configApplied?.skipLines ?? 0;
        setState({
          step: 'resume',
          running: stored,
          current: details.current,
          skipLines,
          lastSeq: details.lastSeq ?? null,
        });
      } else {
        clearRunning();
        setState({ step: 'choose', message: 'app.import.modal.resume_gone' });
      }
    })
    .catch((error: unknown) => {
      if (isAbort(error)) return;
      const status = statusOf(error);
      // Not this user's (another signed in) or gone: forgotten. Else (offline…) kept for later.
      if (status === 403 || status === 404) {
        clearRunning();
        setState({ step: 'choose' });
      } else setState({ step: 'error', reason: reasonOf(error) });
    });
}
