import type { RegistrationData } from '../../../domain/registration';
import { REGISTRATION_PATH, type RegistrationAnswer } from '../../../domain/registrationTexts';
import { storeSession } from '../../providers/signIn';
import { request } from '../../providers/httpClient';

/**
 * POST /public/law-companies/register without a token (spec 001 §7), then the answer's tokens
 * are stored like a sign-in's: the new admin is signed in. Failures are the http client's
 * HttpError (a 422 carries the field messages).
 */
export async function registerLawCompany(values: RegistrationData & { website?: string }): Promise<void> {
  const tokens = await request<RegistrationAnswer>(REGISTRATION_PATH, { method: 'POST', auth: false, body: values });
  await storeSession(tokens);
}
