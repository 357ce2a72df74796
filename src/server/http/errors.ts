import type { FastifyError, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ERROR_TEXTS } from '../../domain/errors';
import { fieldErrors } from '../../domain/schemas/fieldErrors';
import { TOO_MANY_PARTS } from '../../domain/uploads';
import { isConnectionError, isDiskFullError } from '../db/connection';
import { ServiceError, type ServiceErrorKind } from '../services/errors';
import { isDiskFailure, StorageError } from '../storage';
import type { DiskHealth } from './diskHealth';

/**
 * An error the API means to answer with. The body is always
 * `{ statusCode, error, message }`, plus `errors: { field: message }` on 422.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string = ERROR_TEXTS.invalidData) => new ApiError(400, message);
export const unauthorized = (message: string = ERROR_TEXTS.unauthorized) => new ApiError(401, message);
export const forbidden = (message: string = ERROR_TEXTS.forbidden) => new ApiError(403, message);
export const notFound = (message: string = ERROR_TEXTS.notFound) => new ApiError(404, message);
export const unprocessable = (errors: Record<string, string>, message: string = ERROR_TEXTS.invalidData) =>
  new ApiError(422, message, errors);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new ApiError(429, ERROR_TEXTS.tooManyRequests, undefined, {
    'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))),
  });

/** Validates input with a shared zod schema; bad input is a 422 with the field messages. */
export function parse<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw unprocessable(fieldErrors(result.error));
  return result.data;
}

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string, errors?: Record<string, string>) {
  return {
    statusCode,
    error: STATUS_NAMES[statusCode] ?? 'Error',
    message,
    ...(errors ? { errors } : {}),
  };
}

/** The HTTP answer of each business error of the services (services/errors.ts). */
const STATUS_OF_KIND: Record<ServiceErrorKind, number> = {
  notFound: 404,
  refused: 400,
  invalid: 422,
  conflict: 409,
  forbidden: 403,
  unauthenticated: 401,
  tooMany: 429,
  tooLarge: 413,
  unavailable: 503,
};

export function apiErrorOf(err: ServiceError): ApiError {
  const headers =
    err.retryAfterSeconds !== undefined
      ? { 'retry-after': String(Math.max(1, Math.ceil(err.retryAfterSeconds))) }
      : undefined;
  return new ApiError(STATUS_OF_KIND[err.kind], err.message, err.errors, headers);
}

/** 'Dados grandes demais: o máximo por envio é 1 MB.' */
export const bodyTooLargeText = (bytes: number) =>
  `Dados grandes demais: o máximo por envio é ${String(Math.round((bytes / 1024 / 1024) * 10) / 10).replace('.', ',')} MB.`;

/** @fastify/multipart's errors for a count over its limits (not a size). */
const MULTIPART_COUNT_LIMITS = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT']);

/** Every failure leaves the server in the same shape and in Portuguese; bad input is never a 5xx. */
export function installErrorHandling(app: FastifyInstance, diskHealth: DiskHealth) {
  // A write the disk refused tells /health; one that went through clears it (http/diskHealth.ts).
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD' || reply.statusCode >= 400) return;
    diskHealth.wrote('database');
    if (request.routeOptions.url === '/content/upload') diskHealth.wrote('files');
  });
  app.setErrorHandler((thrown: FastifyError | ApiError | ServiceError, request, reply) => {
    if (thrown instanceof StorageError && isDiskFailure(thrown.cause)) diskHealth.failed('files');
    else if (isDiskFullError(thrown)) diskHealth.failed('database');
    // Before the database's check: a refused S3 connection is not the database's outage.
    if (thrown instanceof StorageError) {
      // The disk or the S3 bucket failed: the log keeps the cause, the caller learns it is the files.
      request.log.error({ err: thrown }, 'file storage failed');
      thrown = new ServiceError('unavailable', ERROR_TEXTS.storageUnavailable);
    }
    if ((thrown as { statusCode?: number }).statusCode === undefined && isConnectionError(thrown)) {
      // The database is unreachable (an outage, a restart): 503, and the next call may work.
      request.log.warn({ err: thrown }, 'database unavailable');
      thrown = new ServiceError('unavailable', ERROR_TEXTS.unknown);
    }
    const err = thrown instanceof ServiceError ? apiErrorOf(thrown) : thrown;
    if (err instanceof ApiError) {
      if (err.headers) reply.headers(err.headers);
      return reply.status(err.statusCode).send(errorBody(err.statusCode, err.message, err.errors));
    }
    if (err instanceof z.ZodError) {
      return reply.status(422).send(errorBody(422, ERROR_TEXTS.invalidData, fieldErrors(err)));
    }
    const status = err.statusCode ?? 500;
    // More multipart parts, files or fields than the upload takes: nothing is large (the parser
    // says 413), the body is not what the route takes.
    if (MULTIPART_COUNT_LIMITS.has(String((err as FastifyError).code)))
      return reply.status(400).send(errorBody(400, TOO_MANY_PARTS));
    if (status === 413) {
      // A JSON body over the route's limit is not a file: say the limit it is over (1 MB; the
      // import's 8 MB), not the upload's 10 MB.
      const limit =
        (err as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.bodyLimit : undefined;
      return reply.status(413).send(errorBody(413, limit ? bodyTooLargeText(limit) : ERROR_TEXTS.tooLarge));
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, wrong content type…): not our text to expose.
      return reply.status(status).send(errorBody(status, ERROR_TEXTS.invalidData));
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(errorBody(500, ERROR_TEXTS.unknown));
  });
}
