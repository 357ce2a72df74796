import type { z } from 'zod';
import {
  registrationSchema,
  resubmissionSchema,
  type RegistrationData,
  type ResubmissionInput,
} from '../../../../domain/registration';
import { fieldErrors } from '../../../../domain/schemas/fieldErrors';
import { PASSWORDS_DIFFER } from '../../../../domain/schemas/messages';
import type { FieldErrors } from './useLightForm';

// The company forms' checks: the domain's schemas, the server's own rules and pt-BR messages. A
// module of its own, imported at the first check (form/checks.ts), so zod is not in the first
// load of /p/cadastro (issue 27 item 2).

export { PASSWORDS_DIFFER };

async function run<T>(
  schema: z.ZodType,
  values: Record<string, unknown>,
): Promise<{ data: T } | { errors: FieldErrors }> {
  const result = await schema.safeParseAsync(values);
  return result.success ? { data: result.data as T } : { errors: fieldErrors(result.error) };
}

/** The two passwords, both filled and different: the confirmation's message (the schema waits for every field). */
export function passwordsDiffer(values: Record<string, unknown>): string | undefined {
  const { password, confirmPassword } = values;
  return password && confirmPassword && password !== confirmPassword ? PASSWORDS_DIFFER : undefined;
}

/** /p/cadastro. */
export async function checkRegistration(values: Record<string, unknown>) {
  const result = await run<RegistrationData>(registrationSchema, values);
  const differ = passwordsDiffer(values);
  if (!differ || ('errors' in result && result.errors.confirmPassword)) return result;
  return { errors: { ...('errors' in result ? result.errors : {}), confirmPassword: differ } };
}

/** 'Corrigir e reenviar'. */
export const checkResubmission = (values: Record<string, unknown>) =>
  run<ResubmissionInput>(resubmissionSchema, values);
