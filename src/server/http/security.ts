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
  app.addHook('onSend', async (request, reply, payload) => {
    // Behind TLS (said by a trusted proxy's X-Forwarded-Proto, or a direct TLS socket), browsers
    // are told to stay on https.
    if (request.protocol === 'https') reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
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

const SECRET_KEYS = /^(token|accesstoken|refreshtoken|access_token|refresh_token|code|password)$/i;

function decoded(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

/**
 * A URL fit for the log: the values of token-bearing query keys are masked, the keys read the
 * way the server's query parser reads them (`%74oken` is `token`), so no spelling slips through.
 */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const pairs = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const key = eq < 0 ? pair : pair.slice(0, eq);
      // `token[]=x` or `token[a]=x` are read as `token` by qs too.
      const name = decoded(key).replace(/\[.*$/, '').trim();
      return SECRET_KEYS.test(name) ? `${key}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${pairs.join('&')}`;
}
