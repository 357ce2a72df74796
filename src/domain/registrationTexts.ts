// What the public registration's both sides share without its schema (spec 001 §3, §7, §8): the
// path, the honeypot's name, the answer and the texts. No zod here: the console's light public
// pages (issue 27 item 2) read them before the schema loads; registration.ts re-exports them.

export const REGISTRATION_PATH = '/public/law-companies/register';

/**
 * A field no person sees or fills (hidden from the eye, from screen readers and from the tab
 * order): a naive bot fills every input, and a body carrying a value there is refused.
 */
export const HONEYPOT_FIELD = 'website';

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
