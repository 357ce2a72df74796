import { Alert, AlertTitle } from '@mui/material';
import { useEffect } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorText, serverFieldErrors } from '../components/serverErrors';
import { onMutationFailure } from './queryClient';

/**
 * The one notification of a failed mutation (spec 001 §8): titled 'Erro', with the catalogue's
 * text of the failure (the http client's HttpError message), or the server's field message for a
 * mutation whose meta asks for it (`fieldReason`, queryClient.ts). Mounted once inside react-admin's
 * context (App.tsx), it hears every mutation of the query client, react-admin's own included.
 * Shown by layout/ConsoleNotification.tsx, inside the top-most open drawer or dialog if any.
 */
export function MutationFailureNotices() {
  const notify = useNotify();
  const translate = useTranslate();
  useEffect(
    () =>
      onMutationFailure((error, meta) =>
        notify(
          <Alert severity="error" variant="filled" role="alert" sx={{ minWidth: 320 }}>
            <AlertTitle>{translate('app.errors.title')}</AlertTitle>
            {(meta.fieldReason ? Object.values(serverFieldErrors(error) ?? {})[0] : undefined) ?? errorText(error)}
          </Alert>,
          { type: 'error' },
        ),
      ),
    [notify, translate],
  );
  return null;
}
