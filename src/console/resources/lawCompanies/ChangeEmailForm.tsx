import EditIcon from '@mui/icons-material/EditOutlined';
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { useOnce } from '../../components/busy/useOnce';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { changeConfirmationEmail } from './registrationApi';

const t = (key: string) => `app.law_companies.confirm_email.${key}`;

/**
 * 'O e-mail está errado? Corrigir o e-mail' on 'Confirme seu e-mail' (issue 35): the corrected
 * address gets a new code (the old one dies on the server) and becomes the sign-in. The server's
 * refusals stay here, on the field (taken, the same address, not an e-mail) or in the form's alert
 * (the resend's wait); what was typed stays on any failure.
 */
export function ChangeEmailForm({
  onChanged,
  onConflict,
}: {
  onChanged: (sentTo: string) => Promise<unknown>;
  /** Takes a failure the page handles itself (confirmed meanwhile, in another tab): true when taken. */
  onConflict: (error: unknown) => Promise<boolean>;
}) {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const change = useMutation({ mutationFn: changeConfirmationEmail, meta: { inline: true } });
  // Opened: the focus goes to the field (the button that opened it is gone).
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);

  // Once per intent (issue 35 §1): an Enter pressed twice, or Enter then a click, before the
  // button shows busy sends one change (a second would answer 'the same address' on the field).
  const sending = useOnce(async () => {
    setFailure(null);
    setFieldError(null);
    try {
      const sent = await change.mutateAsync(email.trim());
      setOpen(false);
      setEmail('');
      await onChanged(sent.sentTo);
    } catch (error) {
      if (await onConflict(error)) return;
      const fields = serverFieldErrors(error);
      if (fields?.email) setFieldError(fields.email);
      else setFailure(errorText(error));
      input.current?.focus();
    }
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void sending.run();
  };
  const busy = sending.busy || change.isPending;

  if (!open) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
        {translate(t('wrong_email'))}{' '}
        <Button size="small" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
          {translate(t('change_open'))}
        </Button>
      </Typography>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      aria-label={translate(t('change_title'))}
      sx={{ mt: 3, display: 'flex', flexDirection: 'column', gap: 2, textAlign: 'left' }}
    >
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(t('change_title'))}
      </Typography>
      <TextField
        inputRef={input}
        type="email"
        label={translate(t('change_field'))}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError !== null}
        helperText={fieldError ?? translate(t('change_hint'))}
        required
        slotProps={{ htmlInput: { autoComplete: 'email', maxLength: 150 } }}
      />
      {failure ? (
        <Alert severity="error" role="alert">
          <AlertTitle>{translate('app.errors.title')}</AlertTitle>
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end', flexWrap: 'wrap', rowGap: 1 }}>
        <Button onClick={() => setOpen(false)} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button type="submit" variant="contained" loading={busy}>
          {translate(t('change_submit'))}
        </Button>
      </Stack>
    </Box>
  );
}
