import type { FastifyInstance, FastifyRequest } from 'fastify';
import { shouldReport } from '../../domain/monitoring';
import { redactUrl } from './security';

/**
 * Error reporting with Sentry (spec 001 §8-§9), only when SENTRY_DSN is set: @sentry/node is
 * loaded then (a dynamic import: without a DSN it is never loaded and nothing leaves the machine),
 * with environment 'production' and traces sampled at 0.2. What is reported follows the shared
 * rule (domain/monitoring.ts): answers of 500 and above (an unexpected throw is a 500), never an
 * API error below 500 (validation, 401, 403, 404, 409, 429 …: the API doing its job). Uncaught
 * exceptions and unhandled rejections are reported by Sentry's own default integrations.
 */
type SentryModule = typeof import('@sentry/node');

let started: { dsn: string; sentry: SentryModule } | null = null;

async function startSentry(dsn: string): Promise<SentryModule> {
  // One client per process: buildApp may run more than once in a process (tests).
  if (started?.dsn === dsn) return started.sentry;
  const sentry = await import('@sentry/node');
  sentry.init({
    dsn,
    environment: 'production',
    tracesSampleRate: 0.2,
    // Sentry's own Fastify hook would report by its rule; ours (onResponse below) is the one.
    integrations: (defaults) => defaults.filter((integration) => integration.name !== 'Fastify'),
    // Files are fetched with ?token=: no access token in a report.
    beforeSend(event) {
      if (event.request?.url) event.request.url = redactUrl(event.request.url);
      if (typeof event.request?.query_string === 'string') {
        event.request.query_string = redactUrl(`?${event.request.query_string}`).slice(1);
      }
      return event;
    },
  });
  started = { dsn, sentry };
  return sentry;
}

/** Reports the failures of the app's requests that the rule says to (none without a DSN). */
export async function installMonitoring(app: FastifyInstance, dsn: string | undefined) {
  if (!dsn) return;
  const sentry = await startSentry(dsn);
  const failures = new WeakMap<FastifyRequest, Error>();
  // The error handler (http/errors.ts) decides the status; the report waits for the answer.
  app.addHook('onError', async (request, _reply, error) => {
    failures.set(request, error);
  });
  app.addHook('onResponse', async (request, reply) => {
    const error = failures.get(request);
    if (!error || !shouldReport({ status: reply.statusCode }, 'server')) return;
    sentry.captureException(error, {
      tags: { method: request.method, status: String(reply.statusCode) },
      extra: { url: redactUrl(request.url), route: request.routeOptions.url },
    });
  });
}
