import type { RegistrationData, ResubmissionInput } from '../../../../domain/registration';
import type { Check } from './useLightForm';

/** The schemas (and zod) load at the first check, not with the page (issue 27 item 2). */
export const loadSchemas = () => import('./schemas');

export const checkRegistration: Check<RegistrationData> = async (values) =>
  (await loadSchemas()).checkRegistration(values);
export const checkResubmission: Check<ResubmissionInput> = async (values) =>
  (await loadSchemas()).checkResubmission(values);
