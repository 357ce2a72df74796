import { useEffect, useRef, useState } from 'react';
import { CircularProgress, InputAdornment } from '@mui/material';
import { BRAZILIAN_STATES } from '../../../../domain/states';
import { translate } from '../texts';
import { FieldGrid, FormSection, Input, SelectInput } from './fields';
import { cnpjChars, maskCnpj, maskPhone, maskZipcode, phoneDigits, zipcodeDigits } from './masks';
import type { FlatValues, LightForm } from './useLightForm';

/**
 * The company's fields of /p/cadastro and of 'Corrigir e reenviar' (spec 001 §2, §5; issue 26
 * item 3), written once: Empresa (Nome Fantasia, Razão Social, CNPJ masked numeric or
 * alphanumeric), Contato (the phones masked) and the optional Endereço, whose CEP fills state,
 * city, neighbourhood and street. MUI only (issue 27 item 2): the registration shows signed out
 * before react-admin loads.
 */

const STATE_CHOICES = BRAZILIAN_STATES.map((state) => ({ id: state.code, name: `${state.code} - ${state.name}` }));
const ADDRESS_FIELDS = ['zipcode', 'state', 'city', 'neighborhood', 'street', 'number', 'complement'] as const;
const FILLED = ['state', 'city', 'neighborhood', 'street'] as const;
const PHONE_INPUT = { inputMode: 'tel', maxLength: 15, autoComplete: 'tel' } as const;

/** The company's values by input name, from `company` (what the registration sent) or empty. */
export function companyValues(
  company: Partial<
    Record<
      'name' | 'companyName' | 'document' | 'contactName' | 'contactEmail' | 'contactPhone' | 'contactWhatsapp',
      string | null
    >
  > & { address?: Record<string, unknown> | null } = {},
): FlatValues {
  const values: FlatValues = {};
  for (const key of [
    'name',
    'companyName',
    'document',
    'contactName',
    'contactEmail',
    'contactPhone',
    'contactWhatsapp',
  ] as const)
    values[key] = company[key] ?? '';
  for (const key of ADDRESS_FIELDS) {
    const value = company.address?.[key];
    values[`address.${key}`] =
      key === 'number' ? (typeof value === 'number' ? value : null) : typeof value === 'string' ? value : '';
  }
  return values;
}

/**
 * The CEP lookup (spec 000 §7 "Zip lookup", the two public services raced): fills state, city,
 * neighbourhood and street (a blank answer keeps what was typed). The address is optional, so a
 * CEP the services do not know, or services out of reach, is said beside the field, never an error
 * that blocks sending. A newer lookup aborts the older one, and so does any edit of the CEP: an
 * answer for a CEP no longer in the field fills nothing, and its notice goes with it (issue 34).
 */
function useCepFill(form: LightForm) {
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** The CEP in the field changed: what was said or asked of the last one no longer holds. */
  const changed = () => {
    controller.current?.abort();
    controller.current = null;
    setNotice(null);
    setLoading(false);
  };

  const lookup = async (cep: string) => {
    changed();
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    try {
      // The lookup's code comes with the first CEP typed, not with the page.
      const { lookupCep } = await import('../../../providers/addressMethods');
      const found = await lookupCep(cep, { signal: current.signal });
      if (current.signal.aborted) return;
      form.setError('address.zipcode', undefined);
      const filled: FlatValues = {};
      for (const field of FILLED) if (found[field]) filled[`address.${field}`] = found[field];
      form.setMany(filled);
    } catch (error) {
      if (current.signal.aborted) return;
      // Not found only when a service said so; anything else (unreachable, the code offline) says nothing of the CEP.
      const key = error instanceof Error && error.name === 'CepNotFoundError' ? 'cep_not_found' : 'cep_unavailable';
      setNotice(translate(`app.case_form.address.${key}_soft`));
    } finally {
      if (controller.current === current) setLoading(false);
    }
  };
  return { lookup, changed, loading, notice };
}

/** The optional address: CEP (looked up), state, city, neighbourhood, street, number, complement. */
function AddressFields({ form }: { form: LightForm }) {
  const cep = useCepFill(form);
  const label = (field: string) => translate(`app.case_form.address.${field}`);
  const text = (field: string) => ({ ...form.text(`address.${field}`), label: label(field) });
  const number = form.values['address.number'];
  return (
    <FieldGrid columns={3}>
      <Input
        {...text('zipcode')}
        value={maskZipcode(form.values['address.zipcode'])}
        onChange={(value) => {
          const digits = zipcodeDigits(value);
          if (digits === zipcodeDigits(String(form.values['address.zipcode'] ?? ''))) return;
          form.set('address.zipcode')(digits);
          if (digits.length === 8) void cep.lookup(digits);
          else cep.changed();
        }}
        hint={cep.notice ?? label('zipcode_hint')}
        htmlInput={{ inputMode: 'numeric', maxLength: 9, autoComplete: 'postal-code' }}
        endAdornment={
          cep.loading ? (
            <InputAdornment position="end">
              <CircularProgress size={18} aria-label={label('looking_up')} />
            </InputAdornment>
          ) : undefined
        }
      />
      <SelectInput {...text('state')} choices={STATE_CHOICES} />
      <Input {...text('city')} />
      <Input {...text('neighborhood')} />
      <Input {...text('street')} />
      <Input
        {...text('number')}
        type="number"
        value={number === null || number === undefined ? '' : String(number)}
        onChange={(value) => form.set('address.number')(value.trim() === '' ? null : Number(value))}
        htmlInput={{ min: 0, step: 1 }}
      />
      <Input {...text('complement')} htmlInput={{ maxLength: 20 }} />
    </FieldGrid>
  );
}

/** Empresa, Contato and Endereço (opcional); `emailHint` says what the e-mail is for (translated). */
export function CompanyFields({ form, emailHint }: { form: LightForm; emailHint: string }) {
  const t = (key: string) => translate(`app.public.register.${key}`);
  const phone = (name: string) => ({
    ...form.text(name),
    value: maskPhone(String(form.values[name] ?? '')),
    onChange: (value: string) => form.set(name)(phoneDigits(value)),
  });
  return (
    <>
      <FormSection title="app.public.register.company">
        <FieldGrid columns={2}>
          <Input
            {...form.text('name')}
            label={t('name')}
            required
            htmlInput={{ maxLength: 150, autoComplete: 'organization' }}
          />
          <Input {...form.text('companyName')} label={t('company_name')} required htmlInput={{ maxLength: 150 }} />
          <Input
            {...form.text('document')}
            value={maskCnpj(String(form.values.document ?? ''))}
            onChange={(value) => form.set('document')(cnpjChars(value))}
            label={t('document')}
            required
            hint={t('document_hint')}
            htmlInput={{ maxLength: 18, autoCapitalize: 'characters' }}
          />
        </FieldGrid>
      </FormSection>
      <FormSection title="app.public.register.contact">
        <FieldGrid columns={2}>
          <Input
            {...form.text('contactName')}
            label={t('contact_name')}
            required
            htmlInput={{ maxLength: 150, autoComplete: 'name' }}
          />
          <Input
            {...form.text('contactEmail')}
            label={t('contact_email')}
            type="email"
            required
            hint={emailHint}
            htmlInput={{ maxLength: 150, autoComplete: 'email' }}
          />
          <Input {...phone('contactPhone')} label={t('contact_phone')} required htmlInput={PHONE_INPUT} />
          <Input
            {...phone('contactWhatsapp')}
            label={t('contact_whatsapp')}
            hint={t('contact_whatsapp_hint')}
            htmlInput={PHONE_INPUT}
          />
        </FieldGrid>
      </FormSection>
      <FormSection title="app.public.register.address">
        <AddressFields form={form} />
      </FormSection>
    </>
  );
}
