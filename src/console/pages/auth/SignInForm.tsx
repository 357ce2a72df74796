import { useState } from 'react';
import { Box, Button, Link, Typography } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import LoginIcon from '@mui/icons-material/Login';
import { REQUIRED } from '../../components/requiredField';
import { useQueryClient } from '@tanstack/react-query';
import { LinkBase, PasswordInput, TextInput, useAuthProvider, useTranslate } from 'react-admin';
import { OnceForm, SubmitButton } from '../../components/busy/OnceForm';
import { loginSchema, type LoginData } from '../../../domain/schemas/auth';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { zodResolver } from '../../components/zodResolver';
import { FormAlert } from './FormAlert';

const resolver = zodResolver(loginSchema);
const EMPTY = { email: '', password: '' };

/**
 * E-mail and password, checked with the shared loginSchema. A refusal shows the catalogue's
 * text (401 'Necessário autenticação', no network 'Sem conexão com a internet'…); a 422 puts
 * the server's messages on the fields. Success stays on the page that was asked for, without a
 * navigation: the guard shows it as soon as the session exists, and a page kept under the modal
 * (a session the server ended) is not asked to leave with unsaved changes.
 */
/** 'Esqueci minha senha', taking the e-mail typed so far along to 'Recuperar senha' (issue 34). */
function ForgotPasswordButton({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const translate = useTranslate();
  const { getValues } = useFormContext();
  return (
    <Button size="small" onClick={() => onForgotPassword(String(getValues('email') ?? '').trim())}>
      {translate('app.auth.forgot_password')}
    </Button>
  );
}

export function SignInForm({ onForgotPassword }: { onForgotPassword: (email: string) => void }) {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    const { email, password } = values as LoginData;
    setFailure(null);
    try {
      await authProvider?.login({ email, password });
      void queryClient.invalidateQueries({ queryKey: ['auth', 'getPermissions'] });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      setFailure(errorText(error));
    }
    return undefined;
  };

  return (
    <OnceForm defaultValues={EMPTY} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {translate('app.auth.sign_in_subtitle')}
      </Typography>
      {/* Required, said to screen readers (the form's resolver checks it; no '*' is drawn). */}
      <TextInput
        source="email"
        label="app.auth.email"
        type="email"
        autoComplete="username"
        autoFocus
        slotProps={REQUIRED}
      />
      <PasswordInput source="password" label="app.auth.password" autoComplete="current-password" slotProps={REQUIRED} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -0.5 }}>
        <ForgotPasswordButton onForgotPassword={onForgotPassword} />
      </Box>
      <FormAlert message={failure} />
      <SubmitButton label="app.auth.sign_in" icon={<LoginIcon />} fullWidth sx={{ mt: 2 }} />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }} color="text.secondary">
        {translate('app.auth.no_account')}{' '}
        <Link component={LinkBase} to="/p/cadastro" fontWeight={600}>
          {translate('app.auth.sign_up')}
        </Link>
      </Typography>
    </OnceForm>
  );
}
