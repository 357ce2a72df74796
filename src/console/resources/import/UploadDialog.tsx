import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ImportConfig } from '../../../domain/imports';
import type { RowReader } from './readRows';
import { ResumeStep } from './ResumeStep';
import { UploadForm } from './UploadForm';
import { counted, formatCount } from './count';
import { FailedStep, ResultStep } from './ResultStep';
import { PreviewStep, ProgressDial } from './UploadSteps';
import { useImportRun } from './useImportRun';
import { focusAfterAction } from '../../components/pageFocus';

/** Spec §9: the modal is 800 wide and its state is cleared 1 s after it closes. */
export const UPLOAD_MODAL_WIDTH = 800;
export const CLOSE_DELAY_MS = 1000;

/**
 * The upload modal (spec §4 "Import"): choose the file, the configuration and closeOthers; the
 * file read off the main thread; a preview to confirm or go back; the progress dial; the result.
 * It cannot be closed while reading or importing (only cancelled), and clears itself 1 s after closing.
 */
export function UploadDialog({
  open,
  onClose,
  configs,
  defaultConfigId,
  reader,
}: {
  open: boolean;
  onClose: () => void;
  configs: readonly ImportConfig[];
  defaultConfigId: number | null;
  reader: RowReader;
}) {
  const translate = useTranslate();
  const { state, locked, read, start, resume, retry, cancel, back, reset } = useImportRun(reader);
  const clearing = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    if (open) {
      if (clearing.current) clearTimeout(clearing.current);
      return undefined;
    }
    clearing.current = setTimeout(reset, CLOSE_DELAY_MS);
    return () => {
      if (clearing.current) clearTimeout(clearing.current);
    };
  }, [open, reset]);

  const close = () => {
    if (!locked) onClose();
  };
  // The run is over (its result, an error, a failure that cannot go on): 'Fechar' is the action.
  const ended = state.step === 'done' || state.step === 'error' || (state.step === 'failed' && !state.rows);
  // Enter anywhere on an ended run's result (the focus on its text or the modal's box) closes it,
  // as it would activate the primary button; a focused control keeps its own Enter.
  const enterCloses = (event: KeyboardEvent) => {
    if (
      !ended ||
      event.key !== 'Enter' ||
      (event.target as HTMLElement).closest('button, a, input, textarea, [role="button"]')
    )
      return;
    event.preventDefault();
    close();
  };
  // A step's buttons go with the step: after a cancel (the result: 'Fechar') or a read cancelled
  // (the form again), the focus goes to the new step's first control, never left on the modal's box.
  const actions = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const nextStep = () =>
    focusAfterAction(() => [actions.current?.querySelector('button'), content.current?.querySelector('input, button')]);
  const cancelImport = async () => {
    await cancel();
    nextStep();
  };
  const formControl = () => content.current?.querySelector('input:not([type="file"]), button, [role="combobox"]');
  const cancelRead = () => {
    reset();
    focusAfterAction(() => [formControl()]);
  };
  // Each step replaces the last one's controls ('Ler planilha' goes as the file is read, 'Importar'
  // as the import starts): the focus follows to the new step, never left on the modal's box
  // (issue 40 §5): the preview's heading (read first, then its figures), a running step's
  // 'Cancelar', the form's first control after 'Voltar'. An ended run's 'Fechar' takes it itself.
  const lastStep = useRef(state.step);
  useEffect(() => {
    const from = lastStep.current;
    lastStep.current = state.step;
    if (!open || from === state.step) return undefined;
    const step = state.step;
    if (step === 'preview') return focusAfterAction(() => [content.current?.querySelector('h3')]);
    if (step === 'reading' || step === 'importing' || step === 'resume')
      return focusAfterAction(() => [actions.current?.querySelector('button')]);
    if (step === 'choose') return focusAfterAction(() => [formControl()]);
    return undefined;
  }, [open, state.step]);

  return (
    <Dialog
      open={open}
      onClose={close}
      onKeyDown={enterCloses}
      maxWidth={false}
      aria-labelledby="import-upload-title"
      slotProps={{ paper: { sx: { width: UPLOAD_MODAL_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle id="import-upload-title">{translate('app.import.modal.title')}</DialogTitle>
      <DialogContent ref={content}>
        {state.step === 'choose' ? (
          <UploadForm
            configs={configs}
            defaultConfigId={defaultConfigId}
            message={state.message}
            problem={state.problem}
            chosen={state.chosen}
            onRead={(chosen) => void read(chosen)}
          />
        ) : null}
        {state.step === 'checking' ? <ProgressDial percent={null} /> : null}
        {state.step === 'resume' ? (
          <ResumeStep
            running={state.running}
            current={state.current}
            otherFile={state.otherFile}
            onFile={(file) => void resume(file)}
          />
        ) : null}
        {state.step === 'reading' ? (
          <ProgressDial percent={null} caption={translate('app.import.modal.reading')} />
        ) : null}
        {state.step === 'preview' ? (
          <PreviewStep
            preview={state.preview}
            rows={state.rows.length}
            closeOthers={state.chosen.closeOthers}
            startError={state.startError}
            onBack={back}
            onConfirm={() => void start()}
          />
        ) : null}
        {state.step === 'importing' ? (
          <ProgressDial
            percent={state.percent}
            caption={translate(
              'app.import.modal.importing',
              counted(state.total, 'total', { current: formatCount(state.current) }),
            )}
          />
        ) : null}
        {state.step === 'done' ? <ResultStep result={state} /> : null}
        {state.step === 'failed' ? <FailedStep failure={state} /> : null}
        {state.step === 'error' ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {state.reason ?? translate('app.import.modal.unexpected')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions ref={actions} sx={{ px: 3, pb: 2 }}>
        {state.step === 'importing' || state.step === 'resume' ? (
          <Button color="error" onClick={() => void cancelImport()}>
            {translate('app.import.modal.cancel')}
          </Button>
        ) : state.step === 'failed' && state.rows ? (
          <>
            <Button color="error" onClick={() => void cancelImport()}>
              {translate('app.import.modal.cancel')}
            </Button>
            <Button onClick={close}>{translate('app.import.modal.close')}</Button>
            <Button variant="contained" onClick={() => void retry()} autoFocus>
              {translate('app.import.retry')}
            </Button>
          </>
        ) : state.step === 'checking' ? null : state.step === 'reading' ? (
          // Keys of their own: a focused 'Cancelar' must not turn into 'Fechar' under the focus.
          <Button key="cancel-read" onClick={cancelRead}>
            {translate('ra.action.cancel')}
          </Button>
        ) : ended ? (
          // The result's one action, focused when it shows, so Enter takes it (issue 34); its own
          // key, so it mounts (and autoFocus runs) rather than reusing the previous step's button.
          <Button key="ended" variant="contained" onClick={close} autoFocus>
            {translate('app.import.modal.close')}
          </Button>
        ) : (
          <Button key="close" onClick={close}>
            {translate('app.import.modal.close')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
