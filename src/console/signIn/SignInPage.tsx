import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Alert, AlertTitle, Box, Button, Dialog, DialogContent, Link, Typography } from '@mui/material';
import LoginIcon from '@mui/icons-material/Login';
import { LogoMark } from '../layout/LogoMark';
import { Input, PasswordInput, SubmitButton as LightSubmitButton } from '../components/LightInputs';
import { useFocusHeadingOnChange } from '../components/pageFocus';
import { FormAlert } from '../pages/auth/FormAlert';
import { ResendCode } from '../components/ResendCode';
import { errorText, serverFieldErrors } from '../components/serverErrors';
import type { HeldSession } from '../providers/session';
import type { TokenPair } from '../providers/types';
import { publicMethods } from '../providers/publicMethods';
import { login, storeSession } from '../providers/signIn';
import { lightTranslate as translate } from './texts';
import { ChosenTheme, ThemeControl } from './themeChoice';

/**
 * The login modal of spec 000 §2 — sign-in, 'Esqueci minha senha' and its two recovery steps,
 * 'Cadastre-se' — with MUI alone: no react-admin, no react-hook-form, no router, no react-query
 * (issue 27 item 2), the checks the domain's zod schemas (loaded at the first check). One modal
 * (issue 37 §4): the first screen of a signed-out visitor (SignInPage; the console loads when the
 * user signs in, Root.tsx, and a key pressed here fetches it ahead) and the console's own, shown
 * when a session ends inside it (SignInDialog, through pages/auth/LoginDialog.tsx).
 */

type Errors = Record<string, string>;

/** The domain's schemas, loaded with zod at the first check (not before the form is shown). */
const loadSchemas = () =>
  Promise.all([import('../../domain/schemas/auth'), import('../../domain/schemas/fieldErrors')]);

type SchemaName = 'loginSchema' | 'sendRecoverySchema' | 'recoverySchema';

/** Checks `values` with a domain schema: the parsed values, or the fields' pt-BR messages. */
async function check<T>(
  schema: SchemaName,
  values: Record<string, unknown>,
): Promise<{ data: T } | { errors: Errors }> {
  const [schemas, { fieldErrors }] = await loadSchemas();
  const result = await schemas[schema].safeParseAsync(values);
  return result.success ? { data: result.data as T } : { errors: fieldErrors(result.error) };
}

// ---------------------------------------------------------------------------------------------
// Forms

interface FieldProps {
  name: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  type?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  required?: boolean;
}

/** A text input (components/LightInputs.tsx); its hint's line kept, so an error does not move the form. */
function Field({ autoComplete, autoFocus, required, ...props }: FieldProps) {
  const htmlInput = {
    autoComplete,
    ...(autoFocus ? { autoFocus } : {}),
    ...(required ? { 'aria-required': true } : {}),
  };
  return <Input {...props} reserveHelper htmlInput={htmlInput} />;
}

/** A password input with react-admin's PasswordInput's show/hide button. */
function PasswordField({ autoComplete, required, ...props }: FieldProps) {
  return (
    <PasswordInput
      {...props}
      toggleSize="large"
      reserveHelper
      htmlInput={{ autoComplete, ...(required ? { 'aria-required': true } : {}) }}
    />
  );
}

/** The submit button, as react-admin's SaveButton: a spinner and disabled while sending. */
function SubmitButton({ label, busy, icon }: { label: string; busy: boolean; icon?: ReactNode }) {
  return <LightSubmitButton label={translate(label)} busy={busy} icon={icon} fullWidth sx={{ mt: 2 }} />;
}

/**
 * A form's state: values, the fields' errors (shown once submitted, then checked again as the
 * user types, as react-admin's forms do), the form's failure and the busy flag.
 */
function useForm<T extends Record<string, string>>(schema: SchemaName, initial: T, send: (data: T) => Promise<void>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submitted = useRef(false);
  const latest = useRef(values);
  // Set at once (the state shows a render later): a second submit while in flight sends nothing.
  const sending = useRef(false);

  const revalidate = async (next: T) => {
    const result = await check<T>(schema, next);
    if (latest.current === next) setErrors('errors' in result ? result.errors : {});
  };
  const set = (name: keyof T) => (value: string) => {
    const next = { ...latest.current, [name]: value };
    latest.current = next;
    setValues(next);
    if (submitted.current) void revalidate(next);
  };
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const formElement = event.currentTarget as HTMLFormElement;
    if (sending.current) return;
    sending.current = true;
    submitted.current = true;
    setFailure(null);
    try {
      const result = await check<T>(schema, latest.current);
      if ('errors' in result) {
        setErrors(result.errors);
        // This form's field: the screen kept behind the console's modal may have one of the same name.
        const first = formElement.elements.namedItem(Object.keys(result.errors)[0] ?? '');
        if (first instanceof HTMLElement) first.focus();
        return;
      }
      setErrors({});
      // Busy (the button's spinner, disabled) while the server answers, as react-admin's SaveButton.
      setBusy(true);
      await send(result.data);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else setFailure(errorText(error));
    } finally {
      sending.current = false;
      setBusy(false);
    }
  };
  return { values, errors, failure, setFailure, busy, set, onSubmit };
}

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

/** The end of both recovery steps: the failure, the step's submit button, and the way back. */
function RecoveryFooter({
  failure,
  busy,
  submitLabel,
  onBack,
}: {
  failure: string | null;
  busy: boolean;
  submitLabel: string;
  onBack: () => void;
}) {
  return (
    <>
      <FormAlert message={failure} />
      <SubmitButton label={submitLabel} busy={busy} />
      <Box sx={{ textAlign: 'center', mt: 2 }}>
        <Button size="small" onClick={onBack}>
          {translate('app.auth.back_to_sign_in')}
        </Button>
      </Box>
    </>
  );
}

/** Recovery, step 1: the e-mail that receives the code (POST /auth/send-recovery). */
function RecoveryEmailForm({
  initialEmail,
  onSent,
  onBack,
}: {
  initialEmail: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const form = useForm('sendRecoverySchema', { email: initialEmail }, async ({ email }) => {
    await publicMethods.sendRecovery(email);
    onSent(email);
  });
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {translate('app.auth.recovery_email_hint')}
      </Typography>
      <Field
        name="email"
        label={translate('app.auth.email')}
        type="email"
        autoComplete="username"
        autoFocus
        value={form.values.email}
        error={form.errors.email}
        onChange={form.set('email')}
      />
      <RecoveryFooter failure={form.failure} busy={form.busy} submitLabel="app.auth.send_code" onBack={onBack} />
    </Box>
  );
}

/**
 * Recovery, step 2: the code from the e-mail, the new password and its confirmation. The server
 * answers with tokens, so storing them signs the user in (spec 000 §2: "after recovery an
 * automatic login happens"), with 'Senha alterada com sucesso!'.
 */
function RecoveryCodeForm({
  email,
  onBack,
  onSignedIn,
}: {
  email: string;
  onBack: () => void;
  onSignedIn: (notice: string) => void;
}) {
  const form = useForm('recoverySchema', { email, code: '', password: '', confirmPassword: '' }, async (data) => {
    let tokens: TokenPair;
    try {
      tokens = await publicMethods.recover(data);
    } catch (error) {
      // The e-mail has no field in this step: its message goes to the form's alert.
      const fields = serverFieldErrors(error);
      if (fields?.email) {
        form.setFailure(fields.email);
      }
      throw error;
    }
    await storeSession(tokens);
    onSignedIn('app.auth.recovered');
  });
  return (
    <Box component="form" noValidate onSubmit={form.onSubmit}>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {translate('app.auth.recovery_code_hint', { email })}
      </Typography>
      <Field
        name="code"
        label={translate('app.auth.code')}
        autoComplete="one-time-code"
        autoFocus
        value={form.values.code}
        error={form.errors.code}
        onChange={form.set('code')}
      />
      <ResendCode send={() => publicMethods.sendRecovery(email)} translate={translate} />
      <PasswordField
        name="password"
        label={translate('app.auth.new_password')}
        autoComplete="new-password"
        value={form.values.password}
        error={form.errors.password}
        onChange={form.set('password')}
      />
      <PasswordField
        name="confirmPassword"
        label={translate('app.auth.confirm_password')}
        autoComplete="new-password"
        value={form.values.confirmPassword}
        error={form.errors.confirmPassword}
        onChange={form.set('confirmPassword')}
      />
      <RecoveryFooter failure={form.failure} busy={form.busy} submitLabel="app.auth.recover" onBack={onBack} />
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
