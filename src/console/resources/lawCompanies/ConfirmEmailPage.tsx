import LogoutIcon from '@mui/icons-material/Logout';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Alert, AlertTitle, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { CONFIRMATION, CONFIRMATION_TEXTS } from '../../../domain/registration';
import { PageTitle } from '../../components/PageTitle';
import { BusyButton } from '../../components/busy/BusyButton';
import { useOnce } from '../../components/busy/useOnce';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { isConflict } from '../../providers/dependencies';
import { Logo } from '../../layout/Logo';
import { useSignOut } from '../../layout/useSignOut';
import { ChangeEmailForm } from './ChangeEmailForm';
import { confirmEmailCode, resendConfirmationCode } from './registrationApi';
import { SupportContact } from './SupportContact';
import type { RegistrationState } from './registrationState';

const t = (key: string) => `app.law_companies.confirm_email.${key}`;

/**
 * 'Confirme seu e-mail' (issue 26 item 1): the company registered but its contact e-mail is not
 * confirmed; the API refuses everything else (403). The 6-digit code from the e-mail confirms it
 * (then 'Cadastro em análise'); 'Reenviar código' asks for another, within the server's limits;
 * 'Corrigir o e-mail' sends it to a corrected address instead (issue 35), and the support contact
 * is at the bottom.
 */
export function ConfirmEmailPage({
  state,
  onConfirmed,
}: {
  state: RegistrationState;
  onConfirmed: () => Promise<unknown>;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const signOut = useSignOut();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  // A failed resend: the focus goes to its alert once drawn ('Reenviar código' was disabled while
  // sending, which leaves the focus on <body>).
  const noticeRef = useRef<HTMLDivElement>(null);
  const focusNotice = useRef(false);
  // The page shows the failure itself (beside the field or in its alert titled 'Erro'), not the
  // 'Erro' toast (docs/decisions.md "Notification of a failed mutation").
  const confirm = useMutation({ mutationFn: confirmEmailCode, meta: { inline: true } });
  const resend = useMutation({ mutationFn: resendConfirmationCode, meta: { inline: true } });
  useEffect(() => {
    if (!notice || !focusNotice.current || resend.isPending) return;
    focusNotice.current = false;
    noticeRef.current?.focus();
  });

  // A 409 here is always 'already confirmed': another tab or window confirmed it meanwhile. Not
  // an error to stay on: the page moves on to what is true now ('Cadastro em análise').
  const confirmedElsewhere = async (error: unknown) => {
    if (!isConflict(error)) return false;
    notify(CONFIRMATION_TEXTS.alreadyConfirmed, { type: 'info' });
    await onConfirmed();
    return true;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setNotice(null);
    const digits = code.replace(/\D/g, '');
    if (digits.length !== CONFIRMATION.codeLength) {
      setCodeError(translate(t('format')));
      input.current?.focus();
      return;
    }
    setCodeError(null);
    try {
      await confirm.mutateAsync(digits);
    } catch (error) {
      if (await confirmedElsewhere(error)) return;
      const fields = serverFieldErrors(error);
      if (fields?.code) setCodeError(fields.code);
      else setNotice({ severity: 'error', text: errorText(error) });
      input.current?.focus();
      return;
    }
    notify(t('confirmed'), { type: 'success' });
    await onConfirmed();
  };

  // Once at a time each: a second click while in flight sends nothing.
  const confirmOnce = useOnce(submit);

  const again = async () => {
    setNotice(null);
    try {
      const sent = await resend.mutateAsync();
      setCodeError(null);
      setCode('');
      setNotice({ severity: 'success', text: translate(t('resent'), { email: sent.sentTo }) });
    } catch (error) {
      if (await confirmedElsewhere(error)) return;
      setNotice({ severity: 'error', text: errorText(error) });
      focusNotice.current = true;
    }
  };

  // The address corrected: the new code's notice, the code field emptied for it, and /auth/me asked
  // again (onConfirmed refetches it), so the intro names the new address.
  const changed = async (sentTo: string) => {
    setCode('');
    setCodeError(null);
    setNotice({ severity: 'success', text: translate(t('changed'), { email: sentTo }) });
    await onConfirmed();
    input.current?.focus();
  };

  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 3,
        bgcolor: 'background.default',
      }}
    >
      <PageTitle title={t('title')} />
      <Box sx={{ width: '100%', maxWidth: 480, textAlign: 'center' }}>
        <Logo size={40} />
        {/* Smaller on a phone, so 'e-mail' is not broken at its hyphen. */}
        <Typography
          variant="h4"
          component="h1"
          sx={{ mt: 4, fontWeight: 600, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {translate(t('title'))}
        </Typography>
        <Typography variant="subtitle1" sx={{ mt: 1, fontWeight: 600, overflowWrap: 'anywhere' }}>
          {state.name}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3, overflowWrap: 'anywhere' }}>
          {translate(t('intro'), { email: state.contactEmail, minutes: CONFIRMATION.ttlMinutes })}
        </Typography>
        <Box
          component="form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void confirmOnce.run(event);
          }}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
        >
          <TextField
            id={inputId}
            inputRef={input}
            label={translate(t('code'))}
            value={code}
            onChange={(event) => setCode(event.target.value.replace(/[^\d\s-]/g, '').slice(0, 9))}
            error={codeError !== null}
            helperText={codeError ?? translate(t('code_hint'))}
            autoFocus
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'one-time-code',
                maxLength: 9,
                style: { letterSpacing: '0.3em', textAlign: 'center', fontSize: 22 },
              },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<MarkEmailReadIcon />}
            loading={confirmOnce.busy}
          >
            {translate(t('submit'))}
          </Button>
        </Box>
        {notice ? (
          <Alert
            ref={noticeRef}
            tabIndex={-1}
            severity={notice.severity}
            role={notice.severity === 'error' ? 'alert' : 'status'}
            sx={{ mt: 2, textAlign: 'left' }}
          >
            {notice.severity === 'error' ? <AlertTitle>{translate('app.errors.title')}</AlertTitle> : null}
            {notice.text}
          </Alert>
        ) : null}
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {translate(t('not_received'))}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ mt: 1, flexWrap: 'wrap', justifyContent: 'center', rowGap: 1 }}>
          <BusyButton variant="outlined" onClick={again}>
            {translate(t('resend'))}
          </BusyButton>
          <Button variant="text" startIcon={<LogoutIcon />} onClick={() => void signOut()}>
            {translate('app.pages.nothing_here.sign_out')}
          </Button>
        </Stack>
        <ChangeEmailForm onChanged={changed} onConflict={confirmedElsewhere} />
        <Box sx={{ display: 'flex', justifyContent: 'center', textAlign: 'center' }}>
          <SupportContact lead={t('contact')} />
        </Box>
      </Box>
    </Box>
  );
}
