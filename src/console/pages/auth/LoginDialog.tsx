import { useState } from 'react';
import { Alert, AlertTitle, Box, Dialog, DialogContent, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Logo } from '../../layout/Logo';
import { ThemeModeControl } from '../../layout/ThemeModeControl';
import { useSession } from '../../components/useSession';
import { RecoveryCodeForm } from './RecoveryCodeForm';
import { RecoveryEmailForm } from './RecoveryEmailForm';
import { SignInForm } from './SignInForm';

type Step = { name: 'signIn' } | { name: 'recoveryEmail'; email: string } | { name: 'recoveryCode'; email: string };

/**
 * The blocking login modal shown over the shell while nobody is signed in (spec 000 §2): no
 * close button, Escape and clicks on the backdrop do nothing. 'Esqueci minha senha' switches it
 * to the two-step recovery; both ways end signed in, and the guard then shows the page. When the
 * server ended the session (a call or the refresh refused: signed out elsewhere, the password
 * changed, the user removed or blocked, the company blocked), the modal says so above the form,
 * titled with the catalogue's 401 text, with the server's reason when it gave one, and says that
 * the screen under it was kept. A session the server refused (the user or the company blocked)
 * is titled 'Acesso suspenso' instead: signing in cannot work until the block is lifted.
 */
export function LoginDialog() {
  const translate = useTranslate();
  const [step, setStep] = useState<Step>({ name: 'signIn' });
  const { held } = useSession();
  const title = step.name === 'signIn' ? 'app.auth.sign_in_title' : 'app.auth.recovery_title';
  return (
    <Dialog open disableEscapeKeyDown maxWidth="xs" fullWidth aria-labelledby="login-dialog-title">
      <DialogContent sx={{ pt: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <Logo size={32} />
          <ThemeModeControl />
        </Box>
        <Typography id="login-dialog-title" variant="h6" component="h1">
          {translate(title)}
        </Typography>
        {held && step.name === 'signIn' ? (
          held.refused ? (
            // A blocked user or company: not 'Necessário autenticação' nor 'entre de novo para
            // salvar', which cannot work until support lifts the block (issue 34).
            <Alert severity="error" role="status" sx={{ mt: 1 }}>
              <AlertTitle>{translate('app.auth.access_refused_title')}</AlertTitle>
              {held.reason ?? translate('app.auth.session_ended')} {translate('app.auth.access_refused_kept')}
            </Alert>
          ) : (
            <Alert severity="warning" role="status" sx={{ mt: 1 }}>
              <AlertTitle>{translate('app.errors.unauthorized')}</AlertTitle>
              {held.reason ?? translate('app.auth.session_ended')} {translate('app.auth.screen_kept')}
            </Alert>
          )
        ) : null}
        {step.name === 'signIn' ? (
          <SignInForm onForgotPassword={(email) => setStep({ name: 'recoveryEmail', email })} />
        ) : step.name === 'recoveryEmail' ? (
          <RecoveryEmailForm
            initialEmail={step.email}
            onSent={(email) => setStep({ name: 'recoveryCode', email })}
            onBack={() => setStep({ name: 'signIn' })}
          />
        ) : (
          <RecoveryCodeForm email={step.email} onBack={() => setStep({ name: 'signIn' })} />
        )}
      </DialogContent>
    </Dialog>
  );
}
