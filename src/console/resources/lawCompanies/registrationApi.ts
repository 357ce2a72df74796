// The registration's own calls from the console (issue 26): confirming the e-mail with its code,
// asking for another code, correcting the address it goes to, resubmitting a reproved registration. Signed in, their failures are the
// http client's HttpError (a 422 carries the field messages, a 429 how long to wait).
import {
  CHANGE_CONFIRMATION_EMAIL_PATH,
  CONFIRM_EMAIL_PATH,
  RESEND_CONFIRMATION_PATH,
  RESUBMIT_PATH,
  type ResubmissionInput,
} from '../../../domain/registration';
import { request } from '../../providers/httpClient';

export const confirmEmailCode = (code: string) =>
  request<{ confirmed: true }>(CONFIRM_EMAIL_PATH, { method: 'POST', body: { code } });

export const resendConfirmationCode = () =>
  request<{ sentTo: string; sentAt: string }>(RESEND_CONFIRMATION_PATH, { method: 'POST' });

/** Before confirming: the code to a corrected address, which becomes the contact and the sign-in (issue 35). */
export const changeConfirmationEmail = (email: string) =>
  request<{ sentTo: string; sentAt: string }>(CHANGE_CONFIRMATION_EMAIL_PATH, { method: 'POST', body: { email } });

export const resubmitRegistration = (values: ResubmissionInput) =>
  request<{ status: 'pending' }>(RESUBMIT_PATH, { method: 'POST', body: values });
