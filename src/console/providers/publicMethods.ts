import { request } from './httpClient';
import type { TokenPair } from './types';

/**
 * The calls made without a session (the password recovery of the login modal): part of the
 * dataProvider, and all the signed-out entry's data layer has (SignedOutApp.tsx), with the CEP
 * lookup of the registration form (addressMethods.ts).
 */
export const publicMethods = {
  sendRecovery: (email: string) => request('/auth/send-recovery', { method: 'POST', auth: false, body: { email } }),
  recover: (body: { email: string; code: string; password: string; confirmPassword: string }) =>
    request<TokenPair>('/auth/recovery', { method: 'POST', auth: false, body }),
};
