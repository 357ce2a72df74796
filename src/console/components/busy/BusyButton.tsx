import { Button, type ButtonProps } from '@mui/material';
import { forwardRef, type MouseEvent } from 'react';
import { ignoreFailure, useOnce } from './useOnce';

export interface BusyButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Sends; the button is busy until the promise settles (its failure is told by the mutation). */
  onClick: (event: MouseEvent<HTMLButtonElement>) => unknown;
}

/**
 * A button that sends, as react-admin's SaveButton: disabled from the first click until the
 * answer, with MUI's spinner named after the button (aria-labelledby) for assistive technology.
 * A second click while in flight sends nothing, even before React re-renders (useOnce's ref).
 */
export const BusyButton = forwardRef<HTMLButtonElement, BusyButtonProps>(function BusyButton(
  { onClick, loading, ...props },
  ref,
) {
  const { run, busy } = useOnce(onClick);
  return (
    <Button
      ref={ref}
      {...props}
      loading={busy || !!loading}
      onClick={(event) => void run(event).catch(ignoreFailure)}
    />
  );
});
