import type { HttpError } from 'react-admin';
import { ERROR_TEXTS } from '../../domain/errors';

/**
 * The field messages of a 422 answer (`errors: { field: message }`, kept by the http client in
 * HttpError.body), returned from a form's onSubmit so react-admin shows them on the fields.
 */
export function serverFieldErrors(error: unknown): Record<string, string> | undefined {
  const errors = (error as HttpError | undefined)?.body?.errors as Record<string, string> | undefined;
  return errors && Object.keys(errors).length > 0 ? errors : undefined;
}

/** The catalogue text the http client put in the error's message (spec 001 §8). */
export function errorText(error: unknown): string {
  const message = (error as Error | undefined)?.message;
  return message || ERROR_TEXTS.unknown;
}
