import { Alert, AlertTitle } from '@mui/material';
import type { Ref } from 'react';

/**
 * A failure of the whole form (not of a field), in the catalogue's words. `title` is the console's
 * 'Erro' where the form stands in for the 'Erro' notice (the registration's forms, issue 34 ERR-10);
 * `ref` lets the form move the focus here after a failed submit (its button was disabled meanwhile).
 */
export function FormAlert({
  message,
  title,
  ref,
}: {
  message: string | null;
  title?: string;
  ref?: Ref<HTMLDivElement>;
}) {
  if (!message) return null;
  return (
    <Alert ref={ref} tabIndex={-1} severity="error" sx={{ mt: 1, mb: 1 }} role="alert">
      {title ? <AlertTitle>{title}</AlertTitle> : null}
      {message}
    </Alert>
  );
}
