import { useState } from 'react';
import { Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import { OnceForm } from '../../components/busy/OnceForm';
import { sendRecoverySchema, type SendRecoveryData } from '../../../domain/schemas/auth';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { zodResolver } from '../../components/zodResolver';
import type { AppDataProvider } from '../../providers/dataProvider';
import { RecoveryFooter } from './RecoveryFooter';

const resolver = zodResolver(sendRecoverySchema);

/** Recovery, step 1: the e-mail that receives the code (POST /auth/send-recovery), the sign-in's as it was typed. */
export function RecoveryEmailForm({
  initialEmail = '',
  onSent,
  onBack,
}: {
  initialEmail?: string;
  onSent: (email: string) => void;
  onBack: () => void;
}) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [failure, setFailure] = useState<string | null>(null);
  const { mutateAsync } = useMutation({
    mutationFn: (email: string) => dataProvider.sendRecovery(email),
    // Failures show in the form's own alert (the modal), not as a notification too.
    meta: { inline: true },
  });

  const submit = async (values: Record<string, unknown>) => {
    const { email } = values as SendRecoveryData;
    setFailure(null);
    try {
      await mutateAsync(email);
      onSent(email);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) return fields;
      setFailure(errorText(error));
    }
    return undefined;
  };

  return (
    <OnceForm
      defaultValues={{ email: initialEmail }}
      resolver={resolver}
      onSubmit={submit}
      disableInvalidFormNotification
      noValidate
    >
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 1 }}>
        {translate('app.auth.recovery_email_hint')}
      </Typography>
      <TextInput source="email" label="app.auth.email" type="email" autoComplete="username" autoFocus />
      <RecoveryFooter failure={failure} submitLabel="app.auth.send_code" onBack={onBack} />
    </OnceForm>
  );
}
