import { Box, Button, Typography } from '@mui/material';
import { FormAlert } from '../pages/auth/FormAlert';
import { serverFieldErrors } from '../components/serverErrors';
import { ResendCode } from '../components/ResendCode';
import { publicMethods } from '../providers/publicMethods';
import { storeSession } from '../providers/signIn';
import type { TokenPair } from '../providers/types';
import { Field, PasswordField, SubmitButton, useForm } from './lightForm';
import { lightTranslate as translate } from './texts';

// 'Esqueci minha senha': the two recovery steps of the login modal (SignInPage.tsx).

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
export function RecoveryEmailForm({
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
export function RecoveryCodeForm({
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
