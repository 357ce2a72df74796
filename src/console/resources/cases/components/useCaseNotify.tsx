import { Alert, AlertTitle } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { errorText } from '../../../components/serverErrors';

/**
 * The case screens' notifications: successes by i18n key, failures with the catalogue's text
 * (the HttpError's message), and failures under a title ('Erro' for the listing toggle).
 */
export function useCaseNotify() {
  const notify = useNotify();
  const translate = useTranslate();
  return {
    success: (key: string) => notify(key, { type: 'success' }),
    failure: (error: unknown) => {
      const text = errorText(error);
      // `_` makes the text its own translation: a server message is not a key.
      notify(text, { type: 'error', messageArgs: { _: text } });
    },
    titledFailure: (titleKey: string, error: unknown) =>
      notify(
        <Alert severity="error" variant="filled" role="alert" sx={{ minWidth: 320 }}>
          <AlertTitle>{translate(titleKey)}</AlertTitle>
          {errorText(error)}
        </Alert>,
        { type: 'error' },
      ),
  };
}
