// The spec's generic validation messages (app-users-public-shared.md §5) and the field builders
// every schema uses, so a missing field always says 'Obrigatório' and a wrong type 'Inválido'.
import { z } from 'zod';
import { ruled } from './documented';
import { formatDate } from '../format';
import { onlyDigits, PHONE_CHARS, ZIPCODE_CHARS } from '../validators';

export const REQUIRED = 'Obrigatório';
export const INVALID = 'Inválido';
export const NOT_A_NUMBER = 'Deve ser um número';
export const EMAIL = 'E-mail inválido';
export const INVALID_URL = 'URL inválida';
export const INTEGER = 'Deve ser um número inteiro';
export const POSITIVE = 'Deve ser um número positivo';
export const NEGATIVE = 'Deve ser um número negativo';
export const MAX_INT = 'Máximo atingido'; // the spec's 'Máximo antigido' corrected (docs/decisions.md)
export const MAX_INT_VALUE = 2147483647;

export const minLength = (n: number) => `Deve ter pelo menos ${n} caracteres`;
export const maxLength = (n: number) => `Deve ter no máximo ${n} caracteres`;
export const exactLength = (n: number) => `Deve ter exatamente ${n} caracteres`;
export const minValue = (n: number) => `Deve ser maior ou igual a ${n}`;
export const maxValue = (n: number) => `Deve ser menor ou igual a ${n}`;
export const minItems = (n: number) => `Deve ter pelo menos ${n} ${n === 1 ? 'item' : 'itens'}`;
export const maxItems = (n: number) => `Deve ter no máximo ${n} ${n === 1 ? 'item' : 'itens'}`;
export const minDate = (d: Date) => `Deve ser a partir de ${formatDate(d)}`;
export const maxDate = (d: Date) => `Deve ser até ${formatDate(d)}`;

// Field-specific texts of the specs, exact (typos included).
export const INVALID_CNPJ = 'CNPJ Inválido';
export const INVALID_DOCUMENT = 'Documento Inválido';
export const INVALID_PLATE = 'Placa Inválida';
export const PLATE_REQUIRED = 'Placa é obrigatória para a categoria selecionada';
export const INVALID_CHASSI = 'Chassi Inválido';
export const MUST_ACCEPT_TERMS = 'Deve aceitar os termos';
export const PASSWORDS_DIFFER = 'As senhas não são iguais.'; // recovery, registration
/** Change-password dialog: the spec's 'As senhas são não iguais.' corrected (docs/decisions.md). */
export const PASSWORDS_DIFFER_CHANGE = PASSWORDS_DIFFER;
export const ALREADY_SELECTED = 'Já selecionado';
export const NOTHING_TO_SEND = 'Sem dados para enviar';
export const SELECT_STATE = 'Selecione ao menos o estado';
export const INVALID_STATE = 'Estado inválido: use a sigla de uma UF (ex.: SP)';
export const BLANK_PASSWORD = 'A senha não pode ser só espaços';

/**
 * Error for a field's type check: zod 4 reports a missing key as invalid_type with input
 * undefined; forms send null for an emptied input. Both are 'Obrigatório'; anything else is `invalid`.
 */
export const requiredOr =
  (invalid: string = INVALID) =>
  (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null ? REQUIRED : invalid;

/** An empty optional text becomes null, so the server stores "no value" one way. */
const emptyToNull = (value: string | null | undefined) => (value === '' ? null : value);

export function requiredString(max?: number) {
  const base = z.string({ error: requiredOr() }).trim().min(1, { error: REQUIRED, abort: true });
  return max === undefined ? base : base.max(max, maxLength(max));
}

/** Trimmed text up to `max`; '' and null come out as null, a missing key stays undefined. */
export function optionalString(max: number) {
  return z.string({ error: INVALID }).trim().max(max, maxLength(max)).nullish().transform(emptyToNull);
}

/** Trimmed, lower-cased, valid e-mail (the login key is stored lower-case). */
export function emailField(max?: number) {
  const email = z.email({ error: EMAIL });
  return z
    .string({ error: requiredOr() })
    .trim()
    .toLowerCase()
    .min(1, { error: REQUIRED, abort: true })
    .pipe(max === undefined ? email : email.max(max, maxLength(max)))
    .meta({ format: 'email', pattern: z.regexes.email.source });
}

/** A required password without length rules (login, current password, confirmation). */
export function passwordRequired() {
  return z.string({ error: requiredOr() }).min(1, { error: REQUIRED, abort: true });
}

/** The new password typed again (withPasswordConfirmation compares it). */
export function passwordConfirmationField() {
  return ruled(passwordRequired(), 'Igual ao campo password.');
}

/** A new password: 6 to 20 characters (spec §9); not trimmed, spaces count. */
export function passwordField() {
  return passwordRequired()
    .min(6, minLength(6))
    .max(20, maxLength(20))
    .refine((value) => value.trim().length > 0, { error: BLANK_PASSWORD });
}

/** 10 or 11 digits among the mask's characters (PHONE_CHARS), as the document says it. */
const PHONE_PATTERN = '^[()\\-.\\s]*(?:\\d[()\\-.\\s]*){10,11}$';

const checkPhoneLength = (digits: string, ctx: z.RefinementCtx) => {
  if (digits.length > 0 && digits.length < 10) ctx.addIssue({ code: 'custom', message: minLength(10) });
  if (digits.length > 11) ctx.addIssue({ code: 'custom', message: maxLength(11) });
};

/** Phone with area code, masked or not; stored as its 10 or 11 digits. */
export function phoneField() {
  return z
    .string({ error: requiredOr() })
    .trim()
    .min(1, { error: REQUIRED, abort: true })
    .regex(PHONE_CHARS, { error: INVALID, abort: true })
    .overwrite(onlyDigits)
    .superRefine(checkPhoneLength)
    .meta({ pattern: PHONE_PATTERN });
}

/** Same as phoneField when given; '' and null come out as null. */
export function optionalPhoneField() {
  return z
    .string({ error: INVALID })
    .trim()
    .regex(PHONE_CHARS, { error: INVALID, abort: true })
    .overwrite(onlyDigits)
    .superRefine(checkPhoneLength)
    .meta({ pattern: `${PHONE_PATTERN}|^\\s*$` })
    .nullish()
    .transform(emptyToNull);
}

/** Zip code, masked or not; stored as digits, at most 8. */
export function optionalZipcodeField() {
  return z
    .string({ error: INVALID })
    .trim()
    .regex(ZIPCODE_CHARS, { error: INVALID, abort: true })
    .overwrite(onlyDigits)
    .max(8, maxLength(8))
    .nullish()
    .transform(emptyToNull);
}

type IntBounds = { min?: number; max?: number };

function intSchema({ min, max = MAX_INT_VALUE }: IntBounds, typeError: Parameters<typeof z.number>[0]) {
  let schema = z.number(typeError).int(INTEGER);
  if (min !== undefined) schema = schema.min(min, minValue(min));
  // The 32-bit ceiling of the database column has its own (spec) text.
  return schema.max(max, max === MAX_INT_VALUE ? MAX_INT : maxValue(max));
}

/** A required integer; a non-number says 'Deve ser um número'. */
export function intField(bounds: IntBounds = {}) {
  return intSchema(bounds, { error: requiredOr(NOT_A_NUMBER) });
}

/** An optional integer; null and a missing key are both accepted. */
export function optionalIntField(bounds: IntBounds = {}) {
  return intSchema(bounds, { error: NOT_A_NUMBER }).nullish();
}

/** A required record id (positive integer). */
export function idField() {
  return z
    .number({ error: requiredOr(NOT_A_NUMBER) })
    .int(INTEGER)
    .positive(POSITIVE)
    .max(MAX_INT_VALUE, MAX_INT);
}

/** One of a fixed list; anything else is 'Inválido'. */
export function enumField<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: requiredOr() });
}

/** Objects report a wrong or missing body the same way as fields. */
export function objectOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: requiredOr() });
}

/** Adds the "confirmPassword equals password" rule, reported on confirmPassword. */
export function withPasswordConfirmation<T extends z.ZodType<{ password: string; confirmPassword: string }>>(
  schema: T,
  message: string,
) {
  return schema.refine((data) => data.password === data.confirmPassword, {
    path: ['confirmPassword'],
    error: message,
    // Compare as soon as both are strings, even when another field failed, so the form shows it at once.
    when: ({ value }) => {
      const v = value as { password?: unknown; confirmPassword?: unknown } | undefined;
      return typeof v?.password === 'string' && typeof v.confirmPassword === 'string';
    },
  });
}
