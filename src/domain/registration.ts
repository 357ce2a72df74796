// The public law-firm registration (spec 001 §3, §5, §7 POST /public/law-companies/register): the
// payload's schema (the settings' contact rules plus CNPJ, terms and password, in
// schemas/lawCompany.ts), the honeypot, the answer and the texts both sides show.
import {
  lawCompanyRegistrationSchema,
  type LawCompanyRegistrationData,
  type LawCompanyRegistrationInput,
} from './schemas/lawCompany';

export const REGISTRATION_PATH = '/public/law-companies/register';

/** The form's schema and the server's, one rule each (messages: spec 001 §5). */
export const registrationSchema = lawCompanyRegistrationSchema;
export type RegistrationInput = LawCompanyRegistrationInput;
export type RegistrationData = LawCompanyRegistrationData;

/**
 * A field no person sees or fills (hidden from the eye, from screen readers and from the tab
 * order): a naive bot fills every input, and a body carrying a value there is refused.
 */
export const HONEYPOT_FIELD = 'website';

/** Whether a request body filled the honeypot (any non-empty value). */
export function filledHoneypot(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** The answer: the same tokens as a sign-in (the console stores them at once). */
export interface RegistrationAnswer {
  accessToken: string;
  refreshToken: string;
}

export const REGISTRATION_TEXTS = {
  success: 'Cadastro realizado com sucesso!', // spec 001 §8
  documentTaken: 'Este CNPJ já está cadastrado.',
  emailTaken: 'Este e-mail já está cadastrado. Entre com ele ou recupere a senha.',
} as const;

/** The roles of the user a registration creates: the company's admin. */
export const REGISTERED_ROLES = ['lawCompanyAdmin'] as const;
