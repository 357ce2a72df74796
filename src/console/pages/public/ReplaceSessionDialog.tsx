import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import type { SignedInAccount } from './useSignedInAccount';
import { translate } from './texts';

const t = (key: string, options?: Record<string, string>) => translate(`app.public.register.${key}`, options);

/** Who is signed in, in the page's words: 'Você está conectado como {nome} ({e-mail}).' or, before /auth/me answers, that a session is open. */
export function signedInText(account: SignedInAccount) {
  return account.known ? t('signed_in_as', { name: account.name, email: account.email }) : t('signed_in_unknown');
}

/**
 * Asked on 'Cadastrar' while somebody is signed in in this browser (issue 35 §5): the new
 * company's admin is signed in by the registration, so the session there now ends. 'Cancelar'
 * sends nothing and keeps everything typed.
 */
export function ReplaceSessionDialog({
  account,
  onAnswer,
}: {
  account: SignedInAccount | null;
  onAnswer: (replace: boolean) => void;
}) {
  return (
    <Dialog open={account !== null} onClose={() => onAnswer(false)} aria-labelledby="replace-session-title">
      <DialogTitle id="replace-session-title">{t('replace_title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{account ? `${signedInText(account)} ${t('replace_text')}` : null}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('replace_cancel')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {t('replace_confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
