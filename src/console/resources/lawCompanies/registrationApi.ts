// The registration's own calls from the console (issue 26): confirming the e-mail with its code,
// asking for another code, resubmitting a reproved registration. Signed in, their failures are the
// http client's HttpError (a 422 carries the field messages, a 429 how long to wait).
import {
  CONFIRM_EMAIL_PATH,
  RESEND_CONFIRMATION_PATH,
  RESUBMIT_PATH,
  type ResubmissionInput,
} from '../../../domain/registration';
import { request } from '../../providers/httpClient';

export const confirmEmailCode = (code: string) => request<{ confirmed: true }>(CONFIRM_EMAIL_PATH, { method: 'POST', body: { code } });

export const resendConfirmationCode = () => request<{ sentTo: string; sentAt: string }>(RESEND_CONFIRMATION_PATH, { method: 'POST' });

export const resubmitRegistration = (values: ResubmissionInput) => request<{ status: 'pending' }>(RESUBMIT_PATH, { method: 'POST', body: values });
