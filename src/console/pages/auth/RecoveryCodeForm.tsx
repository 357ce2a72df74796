import { useState } from 'react';
import { Typography } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PasswordInput, TextInput, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { OnceForm } from '../../components/busy/OnceForm';
import { recoverySchema, type RecoveryData } from '../../../domain/schemas/auth';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { zodResolver } from '../../components/zodResolver';
import { storeSession } from '../../providers/signIn';
import type { AppDataProvider } from '../../providers/dataProvider';
import { ResendCode } from '../../components/ResendCode';
import { RecoveryFooter } from './RecoveryFooter';

const resolver = zodResolver(recoverySchema);

/**
 * Recovery, step 2: the code from the e-mail, the new password and its confirmation. The
 * server answers with tokens, so storing them signs the user in (spec 000 §2: "after recovery
 * an automatic login happens"). 'Reenviar código' asks for a new code for the same e-mail.
 */
export function RecoveryCodeForm({ email, onBack }: { email: string; onBack: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useMutation({
    mutationFn: (data: RecoveryData) => dataProvider.recover(data),
    // Failures show in the form's own alert (the modal), not as a notification too.
    meta: { inline: true },
  });
  const resend = useMutation({
    mutationFn: () => dataProvider.sendRecovery(email),
    // ResendCode says its own failure (a 429's 'Muitas tentativas…').
    meta: { inline: true },
  });

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      const tokens = await mutateAsync(values as RecoveryData);
      await storeSession(tokens);
      void queryClient.invalidateQueries({ queryKey: ['auth'] });
      notify('app.auth.recovered', { type: 'success' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      // The e-mail has no field in this step: its message goes to the form's alert.
      if (fields?.email) setFailure(fields.email);
      if (fields) return fields;
      setFailure(errorText(error));
    }
    return undefined;
  };

  return (
    <OnceForm
      defaultValues={{ email, code: '', password: '', confirmPassword: '' }}
      resolver={resolver}
      onSubmit={submit}
      disableInvalidFormNotification
      noValidate
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {translate('app.auth.recovery_code_hint', { email })}
      </Typography>
      <TextInput source="code" label="app.auth.code" autoComplete="one-time-code" autoFocus />
      <ResendCode send={() => resend.mutateAsync()} translate={translate} />
      <PasswordInput source="password" label="app.auth.new_password" autoComplete="new-password" />
      <PasswordInput source="confirmPassword" label="app.auth.confirm_password" autoComplete="new-password" />
      <RecoveryFooter failure={failure} submitLabel="app.auth.recover" onBack={onBack} />
    </OnceForm>
  );
}
