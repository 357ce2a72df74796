// Law-company payloads: public registration (app-users spec §5), settings and status change
// (cases spec §5). Company documents are stored unmasked and upper-case.
import { z } from 'zod';
import { OPTIONAL_STATE_KEYWORDS, ruled } from './documented';
import { LAW_COMPANY_STATUSES } from '../statuses';
import { STATE_CODES } from '../states';
import { isValidCnpj } from '../validators';
import {
  emailField,
  enumField,
  exactLength,
  idField,
  INVALID,
  INVALID_CNPJ,
  INVALID_STATE,
  maxLength,
  MUST_ACCEPT_TERMS,
  objectOf,
  optionalIntField,
  optionalPhoneField,
  optionalString,
  optionalZipcodeField,
  passwordField,
  passwordConfirmationField,
  PASSWORDS_DIFFER,
  phoneField,
  REQUIRED,
  requiredOr,
  requiredString,
  withPasswordConfirmation,
} from './messages';

/** CNPJ, masked or not, numeric or alphanumeric; the 14-character bound applies to the unmasked value. */
export function cnpjField() {
  return z
    .string({ error: requiredOr() })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .overwrite((value) => value.replace(/[./\-\s]/g, '').toUpperCase())
    .max(14, { error: maxLength(14), abort: true })
    .refine(isValidCnpj, { error: INVALID_CNPJ })
    .meta({
      pattern: '^[\\s./-]*(?:[0-9A-Za-z][\\s./-]*){12}(?:\\d[\\s./-]*){2}$',
      'x-rule': 'CNPJ com dígitos verificadores válidos (numérico ou alfanumérico).',
    });
}

/** A CEP given is 8 digits (the mask's 00000-000); the address itself stays optional. */
const zipcodeOf8 = () =>
  optionalZipcodeField()
    .refine((v) => v == null || v.length === 8, { error: exactLength(8) })
    .meta({
      anyOf: [
        { type: 'string', pattern: '^[\\s.-]*(?:\\d[\\s.-]*){8}$' },
        { type: 'string', pattern: '^\\s*$' },
        { type: 'null' },
      ],
    });

export const lawCompanyAddressSchema = objectOf({
  // A UF of the 27 (a typed 'XX' is refused, not stored).
  state: optionalString(2)
    .transform((v) => v?.toUpperCase() ?? v)
    .refine((v) => v == null || (STATE_CODES as readonly string[]).includes(v), { error: INVALID_STATE })
    .meta(OPTIONAL_STATE_KEYWORDS),
  city: optionalString(100),
  neighborhood: optionalString(100),
  street: optionalString(200),
  number: optionalIntField({ min: 0 }),
  complement: optionalString(20),
  zipcode: zipcodeOf8(),
});
export type LawCompanyAddressInput = z.input<typeof lawCompanyAddressSchema>;

// The contact fields both forms share (settings edits them; registration sets them).
const contactShape = {
  name: requiredString(150), // Nome Fantasia
  contactName: requiredString(150),
  contactEmail: emailField(150),
  contactPhone: phoneField(),
  contactWhatsapp: optionalPhoneField(),
  address: lawCompanyAddressSchema.nullish(),
};

export const lawCompanyRegistrationSchema = withPasswordConfirmation(
  objectOf({
    ...contactShape,
    companyName: requiredString(150), // Razão Social
    document: cnpjField(),
    // An unchecked box may arrive as false or be absent: both mean the terms were not accepted.
    acceptedTerms: z
      .boolean({ error: (issue) => (issue.input === undefined || issue.input === null ? MUST_ACCEPT_TERMS : INVALID) })
      .refine((accepted) => accepted, { error: MUST_ACCEPT_TERMS })
      .meta({ const: true }),
    password: passwordField(),
    confirmPassword: passwordConfirmationField(),
  }),
  PASSWORDS_DIFFER,
);
export type LawCompanyRegistrationInput = z.input<typeof lawCompanyRegistrationSchema>;
export type LawCompanyRegistrationData = z.output<typeof lawCompanyRegistrationSchema>;

/** A reproved registration corrected and sent again (issue 26 item 3): the company's data only. */
export const lawCompanyResubmissionSchema = objectOf({
  ...contactShape,
  companyName: requiredString(150),
  document: cnpjField(),
});

/** Settings of the current law company; company name and CNPJ are read-only there. */
export const lawCompanySettingsSchema = objectOf(contactShape);
export type LawCompanySettingsInput = z.input<typeof lawCompanySettingsSchema>;
export type LawCompanySettingsData = z.output<typeof lawCompanySettingsSchema>;

/** Support changes a company's status; the reason is required except when activating. */
export const lawCompanyStatusSchema = objectOf({
  id: idField(),
  status: enumField(LAW_COMPANY_STATUSES),
  reason: ruled(optionalString(300), "Obrigatório quando status não é 'active'."),
}).refine((data) => data.status === 'active' || !!data.reason, {
  path: ['reason'],
  error: REQUIRED,
  // Checked even when the id is missing, so the dialog shows the reason error at once.
  when: ({ value }) => {
    const v = value as { status?: unknown; reason?: unknown } | undefined;
    return (
      typeof v?.status === 'string' && (v.reason === undefined || v.reason === null || typeof v.reason === 'string')
    );
  },
});
export type LawCompanyStatusInput = z.input<typeof lawCompanyStatusSchema>;
export type LawCompanyStatusData = z.output<typeof lawCompanyStatusSchema>;
