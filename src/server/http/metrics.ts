import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ERROR_TEXTS } from '../../domain/errors';
import type { AppContext } from '../context';
import { inCluster, joinClusterMetrics, machineMetrics } from '../metrics/cluster';
import { collectProcessMetrics, httpDuration, httpResponses, register, watchPool } from '../metrics/registry';
import { notFound, unauthorized } from './errors';

export const METRICS_PATH = '/metrics';

/**
 * GET /metrics in Prometheus's text format, and the request counting behind it. Who may read it
 * (both in docs/operations.md "Metrics"):
 * - METRICS_TOKEN set: whoever sends `Authorization: Bearer <METRICS_TOKEN>`, from anywhere;
 *   anyone else gets 401;
 * - unset: only a direct connection from this machine (loopback) that no proxy forwarded (no
 *   X-Forwarded-For, Forwarded or X-Real-IP), e.g. a Prometheus agent or curl on the host;
 *   anyone else gets 404, as for a path that does not exist (the route is not advertised).
 */
export function installMetrics(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'database'>) {
  collectProcessMetrics();
  const pool = ctx.database.pool;
  if (pool)
    app.addHook(
      'onClose',
      watchPool(() => pool),
    );
  if (inCluster()) joinClusterMetrics();

  app.addHook('onResponse', async (request, reply) => {
    const labels = { method: request.method, route: routeOf(request) };
    httpDuration.observe(labels, reply.elapsedTime / 1000);
    httpResponses.inc({ ...labels, status_class: `${Math.floor(reply.statusCode / 100)}xx` });
  });

  const allowed = accessRule(ctx.config.METRICS_TOKEN);
  app.get(
    METRICS_PATH,
    {
      schema: {
        description:
          'Métricas no formato do Prometheus. Só com METRICS_TOKEN (Bearer) ou, sem ele, de uma conexão local não encaminhada por proxy; senão 404.',
        response: {
          200: {
            description: 'Métricas (text/plain; version=0.0.4).',
            content: { 'text/plain': { schema: z.string() } },
          },
        },
      },
    },
    async (request, reply) => {
      const verdict = allowed(request);
      if (verdict !== 'ok') throw verdict === 'unauthorized' ? unauthorized(ERROR_TEXTS.unauthorized) : notFound();
      // With WORKERS, the whole machine's (every process summed by the primary).
      const text = inCluster() ? await machineMetrics() : await register.metrics();
      return reply.header('content-type', register.contentType).header('cache-control', 'no-store').send(text);
    },
  );
}

/** The route's pattern; a path no route matched is one series, not one per URL tried. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

function accessRule(token: string | undefined) {
  const expected = token ? crypto.createHash('sha256').update(token).digest() : null;
  return (request: FastifyRequest): 'ok' | 'unauthorized' | 'hidden' => {
    if (expected) {
      const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
      if (!given) return 'unauthorized';
      // Hashes of equal length: the comparison's time says nothing about the token.
      return crypto.timingSafeEqual(crypto.createHash('sha256').update(given).digest(), expected)
        ? 'ok'
        : 'unauthorized';
    }
    const local = LOOPBACK.test(request.socket.remoteAddress ?? '');
    const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
    return local && !forwarded ? 'ok' : 'hidden';
  };
}
