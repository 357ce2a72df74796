import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportConfig, ImportPreview, ImportRow } from '../../../domain/imports';
import { useRefreshAfter } from '../../providers/dependencies';
import { importApi } from './importApi';
import type { RowReader } from './readRows';
import { sendRows } from './runImport';
import { clearRunning, fileHash, loadRunning, saveRunning, type RunningImport } from './resume';
import { fileKeys, SheetFileError, type SheetProblem } from './sheetRows';
import { IMPORT_BATCH_MAX_ROWS } from '../../../domain/imports';

export type ImportOutcome = 'success' | 'closing' | 'errors' | 'invalid' | 'cancelled';

/** The modal's states (spec §4 "Import"): choose, reading the file, preview, importing, the result. */
export type RunState =
  | { step: 'choose'; message?: string; problem?: SheetProblem; chosen?: Chosen }
  | { step: 'reading' }
  | { step: 'preview'; rows: ImportRow[]; preview: ImportPreview; chosen: Chosen }
  | { step: 'importing'; current: number; total: number; percent: number }
  // A stored running import (after a reload): looked up, then resumed with the same file or cancelled.
  | { step: 'checking' }
  | { step: 'resume'; running: RunningImport; current: number; skipLines: number; lastSeq: number | null; otherFile?: boolean }
  | { step: 'done'; outcome: ImportOutcome; errorRecords: number; invalidRecords: number }
  | { step: 'error' };

export interface Chosen {
  file: File;
  config: ImportConfig;
  closeOthers: boolean;
}

const isAbort = (error: unknown) => (error as Error)?.name === 'AbortError';

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
        const rows = await reader(file, config.config.skipLines, controller.signal);
        if (rows.length === 0) return setState({ step: 'choose', message: 'app.import.modal.empty_file', chosen });
        const sample = rows.slice(0, IMPORT_BATCH_MAX_ROWS);
        const preview = await importApi.preview({ configId: config.id, rows: sample, keys: fileKeys(rows, config.config) }, controller.signal);
        setState({ step: 'preview', rows, preview, chosen });
      } catch (error) {
        // Not a spreadsheet: back to the form with the reason, to pick another file.
        if (error instanceof SheetFileError) setState({ step: 'choose', problem: error.problem, chosen });
        else if (!isAbort(error)) setState({ step: 'error' });
      }
    },
    [reader],
  );

  /** Sends the rows from batch `from` on (0, or past the last applied one when resuming), then the result. */
  const run = useCallback(
    async (id: number, rows: ImportRow[], from: number, controller: AbortController) => {
      running.current = id;
      try {
        const onProgress = (sent: { current: number; total: number; percent: number }) =>
          setState({ step: 'importing', current: sent.current, total: sent.total, percent: sent.percent });
        const { progress, status } = await sendRows(importApi, id, rows, onProgress, controller.signal, from);
        running.current = null;
        clearRunning();
        const errorRecords = progress?.errorRecords ?? 0;
        const invalidRecords = progress?.invalidRecords ?? 0;
        const outcome: ImportOutcome = status === 'closing' ? 'closing' : errorRecords > 0 ? 'errors' : invalidRecords > 0 ? 'invalid' : 'success';
        setState({ step: 'done', outcome, errorRecords, invalidRecords });
      } catch (error) {
        if (isAbort(error)) return;
        // The import stays on the server (and in this browser): the next visit offers to resume it.
        running.current = null;
        setState({ step: 'error' });
      } finally {
        void refreshHistory();
      }
    },
    [refreshHistory],
  );

  const start = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { rows, chosen } = state;
    const { config, closeOthers } = chosen;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'importing', current: 0, total: rows.length, percent: 0 });
    try {
      const hash = await fileHash(chosen.file);
      const started = await importApi.start({ filename: chosen.file.name, closeOthers, configId: config.id });
      saveRunning({ id: started.id, filename: chosen.file.name, hash, total: rows.length });
      await run(started.id, rows, 0, controller);
    } catch (error) {
      if (!isAbort(error)) setState({ step: 'error' });
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
        else if (!isAbort(error)) setState({ step: 'error' });
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
    if (id !== null) await importApi.cancel(id).catch(() => undefined);
    setState({ step: 'done', outcome: 'cancelled', errorRecords: 0, invalidRecords: 0 });
    void refreshHistory();
  }, [refreshHistory]);

  // A stored import (a reload, or back to /importar): still running on the server → resume or
  // cancel; ended meanwhile (cancelled elsewhere, abandoned) → forgotten, the history says how.
  useEffect(() => {
    const stored = loadRunning();
    if (!stored) return undefined;
    const controller = new AbortController();
    importApi
      .details(stored.id, { page: 1, perPage: 1 }, controller.signal)
      .then((details) => {
        if (details.status === 'processing') {
          const skipLines = details.configApplied?.skipLines ?? 0;
          setState({ step: 'resume', running: stored, current: details.current, skipLines, lastSeq: details.lastSeq ?? null });
        } else {
          clearRunning();
          setState({ step: 'choose', message: 'app.import.modal.resume_gone' });
        }
      })
      .catch((error: unknown) => {
        if (isAbort(error)) return;
        const status = (error as { status?: number })?.status;
        // Not this user's (another signed in) or gone: forgotten. Else (offline…) kept for later.
        if (status === 403 || status === 404) {
          clearRunning();
          setState({ step: 'choose' });
        } else setState({ step: 'error' });
      });
    return () => controller.abort();
  }, []);

  // Back from the preview: the same file and choices, to change one.
  const back = useCallback(() => setState((current) => ({ step: 'choose', chosen: current.step === 'preview' ? current.chosen : undefined })), []);
  const reset = useCallback(() => {
    abort.current?.abort();
    setState({ step: 'choose' });
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

  return { state, busy, locked: busy || state.step === 'checking' || state.step === 'resume', read, start, resume, cancel, back, reset };
}
