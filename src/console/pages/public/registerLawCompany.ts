import type { RegistrationData } from '../../../domain/registration';
import { REGISTRATION_PATH, type RegistrationAnswer } from '../../../domain/registrationTexts';
import { storeSession } from '../../providers/signIn';
import { request, revokeSession } from '../../providers/httpClient';
import { getTokens } from '../../providers/session';

/**
 * POST /public/law-companies/register without a token (spec 001 §7), then the answer's tokens
 * are stored like a sign-in's: the new admin is signed in. A session open before (its user was
 * asked, RegisterPage.tsx) is ended on the server too, as 'Sair' would, behind the hand-over.
 * Failures are the http client's HttpError (a 422 carries the field messages).
 */
export async function registerLawCompany(values: RegistrationData & { website?: string }): Promise<void> {
  const tokens = await request<RegistrationAnswer>(REGISTRATION_PATH, { method: 'POST', auth: false, body: values });
  const replaced = getTokens();
  await storeSession(tokens);
  if (replaced) void revokeSession(replaced).catch(() => undefined);
}
