import SendIcon from '@mui/icons-material/Send';
import { Box, Paper, Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { RESUBMISSION_TEXTS } from '../../../domain/registration';
import { FormAlert } from '../../pages/auth/FormAlert';
import { checkResubmission } from '../../pages/public/form/checks';
import { CompanyFields, companyValues } from '../../pages/public/form/CompanyFields';
import { SubmitButton } from '../../pages/public/form/fields';
import { useLightForm } from '../../pages/public/form/useLightForm';
import { resubmitRegistration } from './registrationApi';
import type { RegisteredCompany } from './registrationState';

/**
 * 'Corrigir e reenviar' on 'Cadastro reprovado' (issue 26 item 3): the registration's data as it
 * was sent, in /p/cadastro's own company fields, rules and masks (pages/public/form: the fields,
 * the checks with the domain's schema, the 422 messages on their fields and beside the button);
 * sent, the company is pending again (or its new e-mail awaits its code) and `onSent` reads
 * /auth/me, which moves the page on. The form says its failures itself (fields, the alert).
 */
export function ResubmitForm({ company, onSent }: { company: RegisteredCompany; onSent: () => Promise<unknown> }) {
  const translate = useTranslate();
  const notify = useNotify();
  const form = useLightForm(companyValues(company), checkResubmission, async (values) => {
    await resubmitRegistration(values);
    notify(RESUBMISSION_TEXTS.success, { type: 'success' });
    await onSent();
  });

  // Opened by 'Corrigir e reenviar', which leaves the page: the focus comes to the form's title.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 900, mt: 3, p: { xs: 2, sm: 4 }, textAlign: 'left' }}>
      <Typography ref={heading} tabIndex={-1} variant="h5" component="h2" sx={{ fontWeight: 600, outline: 'none' }}>
        {translate('app.law_companies.resubmit.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2 }}>
        {translate('app.law_companies.resubmit.intro')}
      </Typography>
      <form noValidate onSubmit={(event) => void form.onSubmit(event)}>
        <CompanyFields form={form} emailHint={translate('app.law_companies.resubmit.email_hint')} />
        <FormAlert ref={form.alertRef} message={form.failure} title={translate('app.errors.title')} />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
          <SubmitButton label={translate('app.law_companies.resubmit.submit')} busy={form.busy} icon={<SendIcon />} />
        </Box>
      </form>
    </Paper>
  );
}
