import { CircularProgress } from '@mui/material';
import { Confirm, type ConfirmProps } from 'react-admin';
import { ignoreFailure, useOnce } from './useOnce';

export interface OnceConfirmProps extends Omit<ConfirmProps, 'onConfirm'> {
  /** Sends; resolves (or rejects: the mutation tells its failure) when the server has answered. */
  onConfirm: () => unknown;
}

/** The confirm button's spinner while the call runs (named 'Carregando…' by the theme's default). */
function ConfirmSpinner() {
  return <CircularProgress size={18} color="inherit" />;
}

/**
 * react-admin's Confirm for an action that sends: from the first click on the confirm button until
 * the answer both buttons are disabled, the confirm one shows a spinner, and the dialog cannot be
 * dismissed; a second click while in flight sends nothing (useOnce's ref, before any re-render).
 */
export function OnceConfirm({ onConfirm, onClose, loading, ConfirmIcon, ...props }: OnceConfirmProps) {
  const { run, busy } = useOnce(onConfirm);
  const pending = busy || !!loading;
  return (
    <Confirm
      {...props}
      loading={pending}
      ConfirmIcon={pending ? ConfirmSpinner : ConfirmIcon}
      onConfirm={() => void run().catch(ignoreFailure)}
      onClose={(event) => {
        if (!pending) onClose(event);
      }}
    />
  );
}
