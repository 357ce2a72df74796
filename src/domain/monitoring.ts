// Which failures go to error reporting (spec 001 §8: "Failed queries are reported … API errors
// below 500 other than validation errors are not reported"). One rule, read by the console
// (providers/monitoring.ts) and the server (http/monitoring.ts).

/** Where the failure was seen: the server reports what it answered, the console what it got. */
export type ReportingSide = 'console' | 'server';

/** The HTTP status of a failure, if it has one (react-admin's HttpError, our ApiError, Fastify's). */
export function statusOf(error: unknown): number | undefined {
  const value = error as { status?: unknown; statusCode?: unknown } | null | undefined;
  const status = value?.status ?? value?.statusCode;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Whether `error` is worth a report:
 * - no status (a bug in our code, not an answer of the API): reported;
 * - 500 and above: reported, on both sides;
 * - 422 (validation): reported by the console only: the form let through what the API refuses,
 *   a bug of the console; the server answering 422 is the server doing its job;
 * - any other status below 500 (400 refusals, 401, 403, 404, 409, 413, 429): not reported;
 * - no answer at all (the http client's 0 offline / -1 unreachable) and cancelled calls: not
 *   reported: nothing to fix, and offline nothing could leave anyway.
 */
export function shouldReport(error: unknown, side: ReportingSide): boolean {
  if ((error as { name?: unknown } | null)?.name === 'AbortError') return false;
  const status = statusOf(error);
  if (status === undefined) return true;
  if (status <= 0) return false;
  if (status >= 500) return true;
  return side === 'console' && status === 422;
}
