import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { Box, FormControlLabel, Link, Paper, Switch, TextField, Typography } from '@mui/material';
import { SaveButton, TextInput, useTranslate } from 'react-admin';
import { OnceForm } from '../../components/busy/OnceForm';
import { useWatch } from 'react-hook-form';
import { formatCnpj, formatZipcode } from '../../../domain/format';
import {
  lawCompanySettingsUpdateSchema,
  settingsFormValues,
  type CurrentLawCompany,
} from '../../../domain/lawCompanySettings';
import { whatsappUrl } from '../../../domain/trackers';
import { onlyDigits } from '../../../domain/validators';
import { REQUIRED } from '../../components/requiredField';
import { zodResolver } from '../../components/zodResolver';
import { FieldGrid, FormSection } from '../cases/form/FormSection';
import { CompanyAddressFields } from './CompanyAddressFields';
import { maskPhone } from '../../pages/public/form/masks';

const resolver = zodResolver(lawCompanySettingsUpdateSchema);
const PHONE = { format: maskPhone, parse: onlyDigits } as const;
const PHONE_INPUT = { inputMode: 'tel', maxLength: 15 } as const;

/** The WhatsApp number as a link to a chat (country code 55), once it has 10 or 11 digits. */
function WhatsappLink() {
  const translate = useTranslate();
  const value = useWatch({ name: 'contactWhatsapp' }) as string | null | undefined;
  const digits = onlyDigits(value);
  const url = digits.length >= 10 && digits.length <= 11 ? whatsappUrl(digits) : null;
  if (!url) return null;
  return (
    <Link
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
    >
      <WhatsAppIcon fontSize="small" aria-hidden />
      {translate('app.settings.whatsapp_open')}
    </Link>
  );
}

/** Support's switches, shown as they are: the company's admin cannot change them. */
function Flags({ company }: { company: CurrentLawCompany }) {
  const translate = useTranslate();
  const flags = [
    ['auto_approve', company.enableTrackersAutoApprove],
    ['shadow_mode', company.enableShadowMode],
  ] as const;
  return (
    <FormSection title="app.settings.flags">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.settings.flags_hint')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column' }}>
        {flags.map(([key, on]) => (
          <FormControlLabel
            key={key}
            disabled
            control={<Switch checked={on} slotProps={{ input: { 'aria-describedby': `settings-flag-${key}` } }} />}
            label={
              <span>
                {translate(`app.settings.${key}`)}:{' '}
                <strong id={`settings-flag-${key}`}>
                  {translate(on ? 'app.settings.enabled' : 'app.settings.disabled')}
                </strong>
              </span>
            }
          />
        ))}
      </Box>
    </FormSection>
  );
}

/**
 * The settings form (spec 000 §2 "Configurações", §5): the trade name, company name and CNPJ
 * read-only; contact and address checked with the server's schema; the flags read-only.
 * `onSubmit` answers a 422's field messages (they land on their fields).
 */
export function SettingsForm({
  company,
  onSubmit,
}: {
  company: CurrentLawCompany;
  onSubmit: (values: Record<string, unknown>) => Promise<unknown>;
}) {
  const translate = useTranslate();
  const values = settingsFormValues(company);
  const defaults = { ...values, address: { ...values.address, zipcode: formatZipcode(company.zipcode) } };
  const readOnly = [
    ['name', company.name],
    ['company_name', company.companyName],
    ['document', formatCnpj(company.document)],
  ] as const;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <OnceForm
        defaultValues={defaults}
        resolver={resolver}
        onSubmit={onSubmit}
        disableInvalidFormNotification
        noValidate
      >
        <FormSection title="app.settings.company">
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {translate('app.settings.read_only_hint')}
          </Typography>
          <FieldGrid>
            {readOnly.map(([key, value]) => (
              <TextField
                key={key}
                label={translate(`app.settings.${key}`)}
                value={value}
                slotProps={{ htmlInput: { readOnly: true } }}
                sx={{ mb: 2 }}
              />
            ))}
          </FieldGrid>
        </FormSection>
        <FormSection title="app.settings.contact">
          <FieldGrid columns={2}>
            <TextInput
              source="contactName"
              label="app.settings.contact_name"
              isRequired
              slotProps={REQUIRED}
              helperText={false}
            />
            {/* Not type="email": the browser's own check would stop the submit before the pt-BR message. */}
            <TextInput
              source="contactEmail"
              label="app.settings.contact_email"
              isRequired
              slotProps={{ htmlInput: { ...REQUIRED.htmlInput, inputMode: 'email', autoComplete: 'email' } }}
              helperText={false}
            />
            <TextInput
              source="contactPhone"
              label="app.settings.contact_phone"
              isRequired
              {...PHONE}
              slotProps={{ htmlInput: { ...PHONE_INPUT, 'aria-required': true } }}
              helperText={false}
            />
            <Box>
              <TextInput
                source="contactWhatsapp"
                label="app.settings.contact_whatsapp"
                {...PHONE}
                slotProps={{ htmlInput: PHONE_INPUT }}
                helperText={false}
              />
              <WhatsappLink />
            </Box>
          </FieldGrid>
        </FormSection>
        <FormSection title="app.settings.address">
          <CompanyAddressFields columns={4} />
        </FormSection>
        <Flags company={company} />
        <SaveButton label="app.settings.save" />
      </OnceForm>
    </Paper>
  );
}
