import { z } from 'zod';
import { ERROR_TEXTS } from '../../domain/errors';
import { fieldErrors } from '../../domain/schemas/fieldErrors';

/**
 * The business errors a service may raise, as a small vocabulary of its own: services say what
 * went wrong (not found, refused, invalid…), `http/errors.ts` alone decides the HTTP answer.
 * Jobs, the seed and scripts can call services without knowing about HTTP.
 */
export type ServiceErrorKind =
  /** No such record for this caller (another company's record is "not found" too). */
  | 'notFound'
  /** The rules refuse the action in the record's current state (HTTP 400). */
  | 'refused'
  /** Input that breaks a schema rule; `errors` maps fields to messages (HTTP 422). */
  | 'invalid'
  /** The record changed since the caller saw it (HTTP 409). */
  | 'conflict'
  /** The caller's roles do not allow the action (HTTP 403). */
  | 'forbidden'
  /** No valid session (HTTP 401). */
  | 'unauthenticated'
  /** Too many attempts; `retryAfterSeconds` says how long to wait (HTTP 429). */
  | 'tooMany'
  /** A file or body over its size limit (HTTP 413). */
  | 'tooLarge'
  /** A dependency (the database) does not answer (HTTP 503). */
  | 'unavailable';

export class ServiceError extends Error {
  constructor(
    readonly kind: ServiceErrorKind,
    message: string,
    readonly errors?: Record<string, string>,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export const notFound = (message: string = ERROR_TEXTS.notFound) => new ServiceError('notFound', message);
export const refused = (message: string = ERROR_TEXTS.badRequest) => new ServiceError('refused', message);
export const invalid = (errors: Record<string, string>, message: string = ERROR_TEXTS.invalidData) =>
  new ServiceError('invalid', message, errors);
export const conflict = (message: string) => new ServiceError('conflict', message);
export const forbidden = (message: string = ERROR_TEXTS.forbidden) => new ServiceError('forbidden', message);
export const unauthenticated = (message: string = ERROR_TEXTS.unauthorized) =>
  new ServiceError('unauthenticated', message);
export const tooMany = (retryAfterSeconds: number, message: string = ERROR_TEXTS.tooManyRequests) =>
  new ServiceError('tooMany', message, undefined, retryAfterSeconds);
export const tooLarge = (message: string = ERROR_TEXTS.tooLarge) => new ServiceError('tooLarge', message);

/** Validates input with a shared zod schema; bad input is `invalid` with the field messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw invalid(fieldErrors(result.error));
  return result.data;
}
