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
  /**
   * A new try with the CNPJ of a registration whose e-mail was never confirmed (issue 35): what to
   * do, not a dead end. The address is shown masked (the CNPJ is public; the whole address is not).
   */
  documentAwaitsConfirmation: (maskedEmail: string, supportEmail: string) =>
    `Este CNPJ já tem um cadastro aguardando a confirmação do e-mail enviado para ${maskedEmail}. Entre com esse e-mail e a senha do cadastro para corrigir o e-mail ou pedir outro código. Não lembra o e-mail? Escreva para o suporte: ${supportEmail}.`,
} as const;

/** 'jo•••@gmial.com': enough of an address for its owner to recognise a typo, not to read it. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  const local = email.slice(0, at);
  return `${local.slice(0, local.length > 2 ? 2 : 1)}•••${email.slice(at)}`;
}
