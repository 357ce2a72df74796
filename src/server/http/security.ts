import type { FastifyInstance } from 'fastify';

/**
 * Security headers on every answer. The console is a single page with MUI's runtime styles
 * (hence 'unsafe-inline' for styles only); it calls our API and, for zip codes, two public
 * CEP services; workers (spreadsheet reading, image compression) come from our own origin.
 */
export function installSecurityHeaders(app: FastifyInstance, cepServiceUrls: string[]) {
  const cepOrigins = cepServiceUrls.map((url) => new URL(url).origin);
  const csp = [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${cepOrigins.join(' ')}`,
    "worker-src 'self' blob:",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    // Files are opened with the access token in the query: never leak it through Referer.
    reply.header('referrer-policy', 'no-referrer');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=()');
    const type = String(reply.getHeader('content-type') ?? '');
    if (type.startsWith('text/html')) reply.header('content-security-policy', csp);
    if (!reply.hasHeader('cache-control') && type.startsWith('application/json')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}

/** A URL fit for the log: token-bearing query values are masked. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|accessToken|refreshToken|access_token)=)[^&]*/gi, '$1[redacted]');
}
