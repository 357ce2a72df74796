import { useEffect, useState } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogContent, Link, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { LogoMark } from '../layout/LogoMark';
import { useFocusHeadingOnChange } from '../components/pageFocus';
import { FormAlert } from '../pages/auth/FormAlert';
import type { HeldSession } from '../providers/session';
import { login } from '../providers/signIn';
import { lightTranslate as translate } from './texts';
import { ChosenTheme, ThemeControl } from './themeChoice';
import { Field, PasswordField, SubmitButton, useForm } from './lightForm';
import { RecoveryCodeForm, RecoveryEmailForm } from './RecoveryForms';

/**
 * The login modal of spec 000 §2 — sign-in, 'Esqueci minha senha' and its two recovery steps,
 * 'Cadastre-se' — with MUI alone: no react-admin, no react-hook-form, no router, no react-query
 * (issue 27 item 2), the checks the domain's zod schemas (loaded at the first check). One modal
 * (issue 37 §4): the first screen of a signed-out visitor (SignInPage; the console loads when the
 * user signs in, Root.tsx, and a key pressed here fetches it ahead) and the console's own, shown
 * when a session ends inside it (SignInDialog, through pages/auth/LoginDialog.tsx).
 */

function SignInForm({
  onForgotPassword,
  onSignedIn,
  onRegister,
}: {
  onForgotPassword: (email: string) => void;
  onSignedIn: () => void;
  onRegister: () => void;
}) {
  const form = useForm('loginSchema', { email: '', password: '' }, async (data) => {
    await login(data);
    onSignedIn();
  });
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {translate('app.auth.sign_in_subtitle')}
      </Typography>
      <Field
        name="email"
        label={translate('app.auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        required
        value={form.values.email}
        error={form.errors.email}
        onChange={form.set('email')}
      />
      <PasswordField
        name="password"
        label={translate('app.auth.password')}
        autoComplete="current-password"
        required
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -0.5 }}>
        {/* The e-mail typed so far goes along to 'Recuperar senha' (issue 34). */}
        <Button size="small" onClick={() => onForgotPassword(form.values.email.trim())}>
          {translate('app.auth.forgot_password')}
        </Button>
      </Box>
      <FormAlert message={form.failure} />
      <SubmitButton label="app.auth.sign_in" busy={form.busy} icon={<LoginIcon />} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {translate('app.auth.no_account')}{' '}
        <Link
          href="/p/cadastro"
          fontWeight={600}
          onClick={(event) => {
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
            event.preventDefault();
            onRegister();
          }}
        >
          {translate('app.auth.sign_up')}
        </Link>
      </Typography>
    </Box>
  );
}

type Step = { name: 'signIn' } | { name: 'recoveryEmail'; email: string } | { name: 'recoveryCode'; email: string };

export interface SignInDialogProps {
  /** Signed in (by the form or the recovery): the screen behind takes over, saying `notice` if any. */
  onSignedIn: (notice?: string) => void;
  /** 'Cadastre-se': /p/cadastro. */
  onRegister: () => void;
  /** The session the server ended under a screen kept behind the modal (the console's), if any. */
  held?: HeldSession | null;
}

/** Why the modal shows over a kept screen: the session the server ended, or refused. */
function HeldNotice({ held }: { held: HeldSession }) {
  // A blocked user or company: not 'Necessário autenticação' nor 'entre de novo para salvar',
  // which cannot work until support lifts the block (issue 34).
  return held.refused ? (
    <Alert severity="error" role="status" sx={{ mt: 1 }}>
      <AlertTitle>{translate('app.auth.access_refused_title')}</AlertTitle>
      {held.reason ?? translate('app.auth.session_ended')} {translate('app.auth.access_refused_kept')}
    </Alert>
  ) : (
    <Alert severity="warning" role="status" sx={{ mt: 1 }}>
      <AlertTitle>{translate('app.errors.unauthorized')}</AlertTitle>
      {held.reason ?? translate('app.auth.session_ended')} {translate('app.auth.screen_kept')}
    </Alert>
  );
}

/**
 * The one login modal (spec 000 §2), titled 'Entrar no Recupera' or 'Recuperar senha': the
 * signed-out entry's (SignInPage below) and the console's (pages/auth/LoginDialog.tsx, when a
 * session ends there or after 'Sair'). No close button; Escape and clicks on the backdrop do
 * nothing. 'Esqueci minha senha' switches it to the two-step recovery; both ways end signed in,
 * without a navigation (a screen kept behind is not asked to leave). When the server ended the
 * session, it says so above the form, titled with the catalogue's 401 text and the server's
 * reason, and that the screen behind was kept; a refused session (the user or the company
 * blocked) is titled 'Acesso suspenso' instead.
 */
export function SignInDialog({ onSignedIn, onRegister, held = null }: SignInDialogProps) {
  const [step, setStep] = useState<Step>({ name: 'signIn' });
  const title = step.name === 'signIn' ? 'app.auth.sign_in_title' : 'app.auth.recovery_title';
  return (
    <Dialog open disableEscapeKeyDown maxWidth="xs" fullWidth aria-labelledby="login-dialog-title">
      <DialogContent sx={{ pt: 3 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
          <LogoMark name={translate('app.name')} size={32} />
          <ThemeControl />
        </Box>
        <Typography id="login-dialog-title" variant="h6" component="h1">
          {translate(title)}
        </Typography>
        {held && step.name === 'signIn' ? <HeldNotice held={held} /> : null}
        {step.name === 'signIn' ? (
          <SignInForm
            onForgotPassword={(email) => setStep({ name: 'recoveryEmail', email })}
            onSignedIn={() => onSignedIn()}
            onRegister={onRegister}
          />
        ) : step.name === 'recoveryEmail' ? (
          <RecoveryEmailForm
            initialEmail={step.email}
            onSent={(email) => setStep({ name: 'recoveryCode', email })}
            onBack={() => setStep({ name: 'signIn' })}
          />
        ) : (
          <RecoveryCodeForm email={step.email} onBack={() => setStep({ name: 'signIn' })} onSignedIn={onSignedIn} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * The signed-out entry's first screen: the login modal over the page's colour, in the chosen
 * theme, the tab titled 'Entrar | Recupera'.
 */
export function SignInPage({ onSignedIn, onRegister }: Omit<SignInDialogProps, 'held'>) {
  useEffect(() => {
    document.title = translate('app.page_title', { title: translate('app.auth.sign_in') });
  }, []);
  // What the console's PageTitle records: the console, once signed in, moves the focus to its
  // page's heading (the same route, now signed in), as after the console's own modal.
  useFocusHeadingOnChange(`${window.location.pathname}|app.auth.sign_in`);
  return (
    <ChosenTheme>
      <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }} />
      <SignInDialog onSignedIn={onSignedIn} onRegister={onRegister} />
    </ChosenTheme>
  );
}
