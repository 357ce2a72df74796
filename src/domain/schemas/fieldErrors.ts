// Flattens a ZodError into { field: message } for the server's 422 answers and react-admin forms.
import type { z } from 'zod';

/** Key used for issues about the whole body (e.g. a body that is not an object). */
export const ROOT_ERROR_KEY = 'root';

/** The first message per field; nested paths are joined with '.' ('address.city'). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.') || ROOT_ERROR_KEY;
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}
