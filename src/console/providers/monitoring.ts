import { shouldReport } from '../../domain/monitoring';

/**
 * Error reporting with Sentry (spec 001 §8-§9), only when the server was started with
 * SENTRY_DSN: it writes the DSN into index.html (`<meta name="sentry-dsn">`, server
 * http/console.ts). Without it nothing is loaded and nothing leaves the machine; with it
 * @sentry/react arrives by a dynamic import, in its own chunk, so the sign-in bundle stays as is.
 * The query client reports failed queries and mutations here (providers/queryClient.ts).
 */
type SentryModule = typeof import('@sentry/react');

let sentry: Promise<SentryModule | null> | null = null;

/** The DSN the server put in the page, or null. */
export function configuredDsn(doc: Document = document): string | null {
  return doc.querySelector('meta[name="sentry-dsn"]')?.getAttribute('content')?.trim() || null;
}

/** Access tokens travel in `?token=` for files: never in a report. */
const redact = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

/** Loads and starts Sentry when a DSN is configured; resolves to it, or null without one. */
export function initMonitoring(dsn: string | null = configuredDsn()): Promise<SentryModule | null> {
  if (!dsn) return Promise.resolve(null);
  sentry ??= import('@sentry/react')
    .then((Sentry) => {
      Sentry.init({
        dsn,
        environment: 'production',
        tracesSampleRate: 0.2,
        integrations: [Sentry.browserTracingIntegration()],
        beforeBreadcrumb: (crumb) => {
          if (typeof crumb.data?.url === 'string') crumb.data.url = redact(crumb.data.url);
          return crumb;
        },
      });
      return Sentry;
    })
    // Reporting must never break the console (an ad blocker refusing the chunk, …).
    .catch(() => null);
  return sentry;
}

/** Reports a failed query or mutation when the shared rule says so (domain/monitoring.ts). */
export function reportFailure(error: unknown): void {
  if (!sentry || !shouldReport(error, 'console')) return;
  void sentry.then((Sentry) => Sentry?.captureException(error));
}
