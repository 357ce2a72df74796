import { useEffect, useRef, useState } from 'react';
import { Box, Button, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HowToRegIcon from '@mui/icons-material/HowToRegOutlined';
import { Form, LinkBase, PasswordInput, SaveButton, TextInput, useNavigate, useNotify, useTranslate } from 'react-admin';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { HONEYPOT_FIELD, registrationSchema, type RegistrationInput } from '../../../domain/registration';
import { PASSWORDS_DIFFER } from '../../../domain/schemas/messages';
import { onlyDigits } from '../../../domain/validators';
import { PageTitle } from '../../components/PageTitle';
import { REQUIRED } from '../../components/requiredField';
import { focusFirstField } from '../../components/focusFirstField';
import { errorText, serverFieldErrors } from '../../components/serverErrors';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { zodResolver } from '../../components/zodResolver';
import { FieldGrid, FormSection } from '../../resources/cases/form/FormSection';
import { CompanyAddressFields } from '../../resources/settings/CompanyAddressFields';
import { maskPhone } from '../../resources/settings/phoneMask';
import { FormAlert } from '../auth/FormAlert';
import { cnpjChars, maskCnpj } from './cnpjMask';
import { LegalDialog } from './LegalDialog';
import type { LegalPageKind } from './legalDocuments';
import { registerLawCompany } from './registerLawCompany';
import { TermsCheckbox } from './TermsCheckbox';

const resolver = zodResolver(registrationSchema);
const EMPTY: RegistrationInput = {
  name: '',
  companyName: '',
  document: '',
  contactName: '',
  contactEmail: '',
  contactPhone: '',
  contactWhatsapp: '',
  acceptedTerms: false,
  password: '',
  confirmPassword: '',
  address: { zipcode: '', state: '', city: '', neighborhood: '', street: '', number: null, complement: '' },
};
const CNPJ = { format: maskCnpj, parse: cnpjChars } as const;
const PHONE = { format: maskPhone, parse: onlyDigits } as const;
const PHONE_INPUT = { inputMode: 'tel', maxLength: 15, autoComplete: 'tel' } as const;
const req = (extra: Record<string, unknown> = {}) => ({ htmlInput: { ...REQUIRED.htmlInput, ...extra } });

/** Cadastrar: enabled on an untouched form (a submit shows what is missing); loading and disabled while sent. */
function SubmitButton() {
  const { isSubmitting } = useFormState();
  return <SaveButton label="app.public.register.submit" icon={<HowToRegIcon />} alwaysEnable={!isSubmitting} />;
}

/** 'As senhas não são iguais.' as soon as both passwords are filled, not only on submit. */
function PasswordsMatch() {
  const { setError, clearErrors, getFieldState } = useFormContext();
  const [password, confirm] = useWatch({ name: ['password', 'confirmPassword'] }) as [string, string];
  useEffect(() => {
    // Compared here: the schema's rule waits until every required field is filled.
    if (password && confirm && password !== confirm) setError('confirmPassword', { type: 'match', message: PASSWORDS_DIFFER });
    else if (getFieldState('confirmPassword').error?.message === PASSWORDS_DIFFER) clearErrors('confirmPassword');
  }, [password, confirm, setError, clearErrors, getFieldState]);
  return null;
}

/**
 * /p/cadastro (spec 001 §2, §3, §5): a law firm registers itself. Checked with the server's
 * schema; a 422 puts the server's messages on the fields (a CNPJ or e-mail already registered);
 * any other failure shows the catalogue's text. On success the answer's tokens are stored,
 * 'Cadastro realizado com sucesso!' shows and the new admin lands on /, where the review notice is.
 */
export function RegisterPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [dialog, setDialog] = useState<LegalPageKind | null>(null);
  // The honeypot is read from the input itself: the schema's parsed values do not carry it.
  const honeypot = useRef<HTMLInputElement>(null);

  const submit = async (values: Record<string, unknown>) => {
    setFailure(null);
    try {
      await registerLawCompany({ ...(values as RegistrationInput), [HONEYPOT_FIELD]: honeypot.current?.value ?? '' });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) {
        // Every refused field at once (a CNPJ and an e-mail already registered), also beside the
        // button, where the eye is after 'Cadastrar'; the focus goes to the first.
        setFailure(Object.values(fields).join(' '));
        focusFirstField(Object.keys(fields));
        return fields;
      }
      setFailure(errorText(error));
      return undefined;
    }
    notify('app.public.register.success', { type: 'success' });
    navigate('/');
    return undefined;
  };

  return (
    <>
      <PageTitle title="app.pages.public.register.title" />
      <Button component={LinkBase} to="/" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 2 }}>
        {translate('app.public.register.back')}
      </Button>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 600 }}>
        {translate('app.pages.public.register.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {translate('app.public.register.intro')}
      </Typography>
      <Form defaultValues={EMPTY} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate>
        <FormSection title="app.public.register.company">
          <FieldGrid columns={2}>
            <TextInput source="name" label="app.public.register.name" isRequired slotProps={req({ maxLength: 150, autoComplete: 'organization' })} helperText={false} />
            <TextInput source="companyName" label="app.public.register.company_name" isRequired slotProps={req({ maxLength: 150 })} helperText={false} />
            <TextInput source="document" label="app.public.register.document" isRequired {...CNPJ} slotProps={req({ maxLength: 18, autoCapitalize: 'characters' })} helperText="app.public.register.document_hint" />
          </FieldGrid>
        </FormSection>
        <FormSection title="app.public.register.contact">
          <FieldGrid columns={2}>
            <TextInput source="contactName" label="app.public.register.contact_name" isRequired slotProps={req({ maxLength: 150, autoComplete: 'name' })} helperText={false} />
            <TextInput source="contactEmail" label="app.public.register.contact_email" type="email" isRequired slotProps={req({ maxLength: 150, autoComplete: 'email' })} helperText="app.public.register.contact_email_hint" />
            <TextInput source="contactPhone" label="app.public.register.contact_phone" isRequired {...PHONE} slotProps={req(PHONE_INPUT)} helperText={false} />
            <TextInput source="contactWhatsapp" label="app.public.register.contact_whatsapp" {...PHONE} slotProps={{ htmlInput: PHONE_INPUT }} helperText="app.public.register.contact_whatsapp_hint" />
          </FieldGrid>
        </FormSection>
        <FormSection title="app.public.register.address">
          <CompanyAddressFields columns={3} />
        </FormSection>
        <FormSection title="app.public.register.access">
          <FieldGrid columns={2}>
            <PasswordInput source="password" label="app.public.register.password" isRequired slotProps={req({ autoComplete: 'new-password' })} helperText="app.public.register.password_hint" />
            <PasswordInput source="confirmPassword" label="app.public.register.confirm_password" isRequired slotProps={req({ autoComplete: 'new-password' })} helperText={false} />
          </FieldGrid>
        </FormSection>
        {/* The honeypot: out of sight, out of the tab order and of the accessibility tree. */}
        <Box aria-hidden sx={visuallyHidden}>
          <label>
            {translate('app.public.register.honeypot')}
            <input ref={honeypot} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>
        <PasswordsMatch />
        <TermsCheckbox onOpen={setDialog} />
        <FormAlert message={failure} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 2, mt: 3, flexWrap: 'wrap' }}>
          <Button component={LinkBase} to="/" variant="outlined">
            {translate('app.public.register.back')}
          </Button>
          <SubmitButton />
        </Box>
      </Form>
      <LegalDialog kind={dialog} open={dialog !== null} onClose={() => setDialog(null)} />
    </>
  );
}
