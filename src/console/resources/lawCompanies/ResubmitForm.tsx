import SendIcon from '@mui/icons-material/Send';
import { Box, Paper, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Form, SaveButton, TextInput, useNotify, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { RESUBMISSION_TEXTS, resubmissionSchema, type ResubmissionInput } from '../../../domain/registration';
import { onlyDigits } from '../../../domain/validators';
import { focusFirstField } from '../../components/focusFirstField';
import { REQUIRED } from '../../components/requiredField';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { zodResolver } from '../../components/zodResolver';
import { FormAlert } from '../../pages/auth/FormAlert';
import { cnpjChars, maskCnpj } from '../../pages/public/cnpjMask';
import { FieldGrid, FormSection } from '../cases/form/FormSection';
import { CompanyAddressFields } from '../settings/CompanyAddressFields';
import { maskPhone } from '../settings/phoneMask';
import { resubmitRegistration } from './registrationApi';
import type { RegisteredCompany } from './registrationState';

const resolver = zodResolver(resubmissionSchema);
const CNPJ = { format: maskCnpj, parse: cnpjChars } as const;
const PHONE = { format: maskPhone, parse: onlyDigits } as const;
const PHONE_INPUT = { inputMode: 'tel', maxLength: 15, autoComplete: 'tel' } as const;
const req = (extra: Record<string, unknown> = {}) => ({ htmlInput: { ...REQUIRED.htmlInput, ...extra } });
const EMPTY_ADDRESS = { zipcode: '', state: '', city: '', neighborhood: '', street: '', number: null, complement: '' };

function valuesOf(company: RegisteredCompany): ResubmissionInput {
  const address = { ...EMPTY_ADDRESS, ...Object.fromEntries(Object.entries(company.address ?? {}).filter(([, v]) => v !== null)) };
  return {
    name: company.name,
    companyName: company.companyName ?? '',
    document: company.document ?? '',
    contactName: company.contactName ?? '',
    contactEmail: company.contactEmail ?? '',
    contactPhone: company.contactPhone ?? '',
    contactWhatsapp: company.contactWhatsapp ?? '',
    address,
  };
}

function SubmitButton() {
  const { isSubmitting } = useFormState();
  return <SaveButton label="app.law_companies.resubmit.submit" icon={<SendIcon />} alwaysEnable={!isSubmitting} />;
}

/**
 * 'Corrigir e reenviar' on 'Cadastro reprovado' (issue 26 item 3): the registration's data as it
 * was sent, the same rules and masks as /p/cadastro; sent, the company is pending again (or its new
 * e-mail awaits its code) and `onSent` reads /auth/me, which moves the page on.
 */
export function ResubmitForm({ company, onSent }: { company: RegisteredCompany; onSent: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [failure, setFailure] = useState<string | null>(null);
  // The form says its failures itself (fields, the alert beside the button).
  const send = useMutation({ mutationFn: resubmitRegistration, meta: { inline: true } });

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      await send.mutateAsync(values as ResubmissionInput);
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        setFailure(Object.values(fields).join(' '));
        focusFirstField(Object.keys(fields));
        return fields;
      }
      setFailure(errorText(error));
      return undefined;
    }
    notify(RESUBMISSION_TEXTS.success, { type: 'success' });
    await onSent();
    return undefined;
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 900, mt: 3, p: { xs: 2, sm: 4 }, textAlign: 'left' }}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 600 }}>
        {translate('app.law_companies.resubmit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {translate('app.law_companies.resubmit.intro')}
      </Typography>
      <Form defaultValues={valuesOf(company)} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
        <FormSection title="app.public.register.company">
          <FieldGrid columns={2}>
            <TextInput source="name" label="app.public.register.name" isRequired slotProps={req({ maxLength: 150 })} helperText={false} />
            <TextInput source="companyName" label="app.public.register.company_name" isRequired slotProps={req({ maxLength: 150 })} helperText={false} />
            <TextInput source="document" label="app.public.register.document" isRequired {...CNPJ} slotProps={req({ maxLength: 18, autoCapitalize: 'characters' })} helperText="app.public.register.document_hint" />
          </FieldGrid>
        </FormSection>
        <FormSection title="app.public.register.contact">
          <FieldGrid columns={2}>
            <TextInput source="contactName" label="app.public.register.contact_name" isRequired slotProps={req({ maxLength: 150, autoComplete: 'name' })} helperText={false} />
            <TextInput source="contactEmail" label="app.public.register.contact_email" type="email" isRequired slotProps={req({ maxLength: 150, autoComplete: 'email' })} helperText="app.law_companies.resubmit.email_hint" />
            <TextInput source="contactPhone" label="app.public.register.contact_phone" isRequired {...PHONE} slotProps={req(PHONE_INPUT)} helperText={false} />
            <TextInput source="contactWhatsapp" label="app.public.register.contact_whatsapp" {...PHONE} slotProps={{ htmlInput: PHONE_INPUT }} helperText="app.public.register.contact_whatsapp_hint" />
          </FieldGrid>
        </FormSection>
        <FormSection title="app.public.register.address">
          <CompanyAddressFields columns={3} />
        </FormSection>
        <FormAlert message={failure} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <SubmitButton />
        </Box>
      </Form>
    </Paper>
  );
}
