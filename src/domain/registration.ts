// The public law-firm registration (spec 001 §3, §5, §7 POST /public/law-companies/register): the
// payload's schema (the settings' contact rules plus CNPJ, terms and password, in
// schemas/lawCompany.ts), the honeypot, the answer and the texts both sides show.
import { z } from 'zod';
import { emailField, objectOf } from './schemas/messages';
import {
  lawCompanyResubmissionSchema,
  lawCompanyRegistrationSchema,
  type LawCompanyRegistrationData,
  type LawCompanyRegistrationInput,
} from './schemas/lawCompany';
import { HONEYPOT_FIELD } from './registrationTexts';

// The path, the honeypot's name, the answer and the texts, without zod (the light public pages read them).
export { HONEYPOT_FIELD, REGISTRATION_PATH, REGISTRATION_TEXTS, type RegistrationAnswer } from './registrationTexts';

/** The form's schema and the server's, one rule each (messages: spec 001 §5). */
export const registrationSchema = lawCompanyRegistrationSchema;
export type RegistrationInput = LawCompanyRegistrationInput;
export type RegistrationData = LawCompanyRegistrationData;

/** Whether a request body filled the honeypot (any non-empty value). */
export function filledHoneypot(body: unknown): boolean {
  if (!body || typeof body !== 'object') return false;
  const value = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  return value !== undefined && value !== null && value !== '';
}

/** The roles of the user a registration creates: the company's admin. */
export const REGISTERED_ROLES = ['lawCompanyAdmin'] as const;

// ---- E-mail confirmation (issue 26 item 1) -------------------------------------------------------

export const CONFIRM_EMAIL_PATH = '/auth/confirm-email';
export const RESEND_CONFIRMATION_PATH = '/auth/confirm-email/resend';
/** Before confirming, the registration's admin corrects a mistyped address (issue 35 item 5). */
export const CHANGE_CONFIRMATION_EMAIL_PATH = '/auth/confirm-email/change';

/** The code's life and limits (docs/public.md "E-mail confirmation"). */
export const CONFIRMATION = {
  codeLength: 6,
  ttlMinutes: 30,
  /** Wrong tries on one code; then a new code is needed. */
  maxAttempts: 5,
  resendPerMinute: 1,
  resendPerHour: 5,
} as const;

export const CONFIRMATION_TEXTS = {
  /** What every other call answers (403) while the e-mail is not confirmed. */
  required: 'Confirme o e-mail do cadastro com o código que enviamos para continuar.',
  alreadyConfirmed: 'O e-mail desta assessoria já foi confirmado.',
  codeFormat: 'Digite os 6 números do código.',
  wrong: (left: number) =>
    `Código incorreto. ${left === 1 ? 'Resta 1 tentativa' : `Restam ${left} tentativas`} com este código.`,
  expired: 'Este código expirou. Peça um novo código.',
  tooManyTries: 'Muitas tentativas erradas com este código. Peça um novo código.',
  resendWait: (seconds: number) =>
    seconds >= 120
      ? `Você já pediu vários códigos. Aguarde ${Math.ceil(seconds / 60)} minutos para pedir outro.`
      : `Aguarde ${seconds} segundos para pedir outro código.`,
  sameEmail: 'Este já é o e-mail do cadastro. Para receber outro código nele, use "Reenviar código".',
  adminOnly: 'Só quem fez o cadastro pode corrigir o e-mail.',
} as const;

/** POST /auth/confirm-email/change {email}: the address the code goes to, and the admin's sign-in. */
export const changeConfirmationEmailSchema = objectOf({ email: emailField(150) });
export type ChangeConfirmationEmailInput = z.input<typeof changeConfirmationEmailSchema>;

/** POST /auth/confirm-email {code}: 6 digits, spaces and a dash tolerated (pasted from the e-mail). */
export const confirmationCodeSchema = z.object(
  {
    code: z
      .string({ error: () => CONFIRMATION_TEXTS.codeFormat })
      .transform((value) => value.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{6}$/, { error: CONFIRMATION_TEXTS.codeFormat }))
      .meta({ pattern: '^[\\s-]*(?:\\d[\\s-]*){6}$' }),
  },
  { error: () => CONFIRMATION_TEXTS.codeFormat },
);

// ---- Resubmission after a reproval (issue 26 item 3) ------------------------------------------------

export const RESUBMIT_PATH = '/auth/registration/resubmit';

/** The registration's data again, without password and terms (the admin is signed in already). */
export const resubmissionSchema = lawCompanyResubmissionSchema;
export type ResubmissionInput = z.input<typeof resubmissionSchema>;

export const RESUBMISSION_TEXTS = {
  notReproved: 'Só um cadastro reprovado pode ser reenviado.',
  adminOnly: 'Só o administrador da assessoria pode reenviar o cadastro.',
  success: 'Cadastro reenviado para análise.',
} as const;
