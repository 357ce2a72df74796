import { useEffect, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import { errorText } from './serverErrors';

/**
 * How long 'Reenviar código' waits after a code was sent: the server allows M recovery calls per
 * account every 15 minutes (docs/security.md "Rate limits"), so a minute between codes keeps a
 * hurried user from spending them all while the e-mail is still on its way.
 */
export const RESEND_COOLDOWN_SECONDS = 60;

type Translate = (key: string, args?: Record<string, unknown>) => string;

/**
 * Recovery step 2's 'Reenviar código' (issue 34): asks POST /auth/send-recovery again for the same
 * e-mail. It waits RESEND_COOLDOWN_SECONDS after each code (the first one included), says when a
 * new code went out (the older one stops working), and shows the server's refusal as it is (a
 * 429's 'Muitas tentativas…'). MUI alone, with the caller's translate: the signed-out entry's
 * light bundle (no react-admin) and the console's modal both use it.
 */
export function ResendCode({ send, translate }: { send: () => Promise<unknown>; translate: Translate }) {
  const [wait, setWait] = useState(RESEND_COOLDOWN_SECONDS);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);

  const resend = async () => {
    setBusy(true);
    setFailure(null);
    setSent(false);
    try {
      await send();
      setSent(true);
      setWait(RESEND_COOLDOWN_SECONDS);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ textAlign: 'center', mt: 1 }}>
      <Button size="small" onClick={() => void resend()} disabled={busy || wait > 0} loading={busy}>
        {wait > 0 ? translate('app.auth.resend_code_in', { seconds: wait }) : translate('app.auth.resend_code')}
      </Button>
      {/* Polite: the form keeps the focus; the message is heard once it is there. */}
      <Typography
        variant="body2"
        role="status"
        color={failure ? 'error' : 'text.secondary'}
        sx={{ minHeight: failure || sent ? undefined : 0 }}
      >
        {failure ?? (sent ? translate('app.auth.code_resent') : '')}
      </Typography>
    </Box>
  );
}
