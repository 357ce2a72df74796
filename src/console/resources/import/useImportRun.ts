import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportConfig, ImportPreview, ImportRow } from '../../../domain/imports';
import { useRefreshAfter } from '../../providers/dependencies';
import { importApi } from './importApi';
import type { RowReader } from './readRows';
import { sendRows } from './runImport';
import { fileKeys, SheetFileError, type SheetProblem } from './sheetRows';
import { IMPORT_BATCH_MAX_ROWS } from '../../../domain/imports';

export type ImportOutcome = 'success' | 'closing' | 'errors' | 'invalid' | 'cancelled';

/** The modal's states (spec §4 "Import"): choose, reading the file, preview, importing, the result. */
export type RunState =
  | { step: 'choose'; message?: string; problem?: SheetProblem; chosen?: Chosen }
  | { step: 'reading' }
  | { step: 'preview'; rows: ImportRow[]; preview: ImportPreview; chosen: Chosen }
  | { step: 'importing'; current: number; total: number; percent: number }
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
  const [state, setState] = useState<RunState>({ step: 'choose' });
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

  const start = useCallback(async () => {
    if (state.step !== 'preview') return;
    const { rows, chosen } = state;
    const { config, closeOthers } = chosen;
    const controller = new AbortController();
    abort.current = controller;
    setState({ step: 'importing', current: 0, total: rows.length, percent: 0 });
    try {
      const started = await importApi.start({ filename: chosen.file.name, closeOthers, configId: config.id });
      running.current = started.id;
      const { progress, status } = await sendRows(importApi, started.id, rows, (sent) => setState({ step: 'importing', ...sent }), controller.signal);
      running.current = null;
      const errorRecords = progress?.errorRecords ?? 0;
      const invalidRecords = progress?.invalidRecords ?? 0;
      const outcome: ImportOutcome = status === 'closing' ? 'closing' : errorRecords > 0 ? 'errors' : invalidRecords > 0 ? 'invalid' : 'success';
      setState({ step: 'done', outcome, errorRecords, invalidRecords });
    } catch (error) {
      if (isAbort(error)) return;
      running.current = null;
      setState({ step: 'error' });
    } finally {
      void refreshHistory();
    }
  }, [state, refreshHistory]);

  /** Stops sending and cancels the import on the server: what was imported stays. */
  const cancel = useCallback(async () => {
    abort.current?.abort();
    const id = running.current;
    running.current = null;
    if (id !== null) await importApi.cancel(id).catch(() => undefined);
    setState({ step: 'done', outcome: 'cancelled', errorRecords: 0, invalidRecords: 0 });
    void refreshHistory();
  }, [refreshHistory]);

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
    // The page goes away (closed, reloaded, another address): the import is cancelled.
    const leave = () => {
      if (running.current !== null) void importApi.cancel(running.current).catch(() => undefined);
    };
    window.addEventListener('beforeunload', confirmLeave);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', confirmLeave);
      window.removeEventListener('pagehide', leave);
    };
  }, [busy]);
  // Leaving the screen inside the console (another menu entry) cancels a running import too.
  useEffect(
    () => () => {
      abort.current?.abort();
      if (running.current !== null) void importApi.cancel(running.current).catch(() => undefined);
    },
    [],
  );

  return { state, busy, read, start, cancel, back, reset };
}
