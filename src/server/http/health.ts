import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { healthSchema } from '../../domain/responses';
import type { AppContext } from '../context';

/**
 * Whether this process may serve: told by serve.ts, read by GET /health/ready. Draining is the
 * first step of a stop (SIGTERM): the balancer sees "not ready", stops sending, and the requests
 * in flight finish before the process closes (docs/operations.md "Rolling deploys").
 */
export interface Lifecycle {
  draining: boolean;
}

/**
 * The one answer to "is this process healthy?", shared by GET /health (kept as it was, for the
 * balancers already pointed at it) and GET /health/ready. What counts as unhealthy (the database
 * not answering, a disk that refused writes lately) is decided here only.
 */
export async function healthOf(ctx: AppContext): Promise<{ up: boolean; body: z.infer<typeof healthSchema> }> {
  const reachable = await ctx.database.ping();
  // A ping reads: a disk that refuses writes answers it. What writes met is told apart.
  const full = ctx.diskHealth.full();
  const up = reachable && full.length === 0;
  const body = { status: up ? ('ok' as const) : ('unavailable' as const), database: ctx.database.kind };
  return { up, body: full.length > 0 ? { ...body, full } : body };
}

const readySchema = healthSchema.extend({ draining: z.boolean() });
const liveSchema = z.object({ status: z.literal('ok') });

/**
 * Three public probes, none of them writing: the database ping and what writes met lately:
 * - GET /health: 200 when healthy, else 503 (unchanged).
 * - GET /health/live: 200 while the process runs its event loop; never asks the database, so a
 *   database outage does not make an orchestrator restart every node (it would not help).
 * - GET /health/ready: healthy and not draining; what the balancer checks (HAProxy `option httpchk`).
 */
export function installHealth(app: FastifyInstance, ctx: AppContext, lifecycle: Lifecycle) {
  app.get('/health', { schema: { response: { 200: healthSchema, 503: healthSchema } } }, async (_request, reply) => {
    const { up, body } = await healthOf(ctx);
    return reply.status(up ? 200 : 503).send(body);
  });
  app.get('/health/live', { schema: { response: { 200: liveSchema } } }, async () => ({ status: 'ok' as const }));
  app.get(
    '/health/ready',
    { schema: { response: { 200: readySchema, 503: readySchema } } },
    async (_request, reply) => {
      // Draining answers at once: the balancer must learn it on its next check, database or not.
      if (lifecycle.draining)
        return reply.status(503).send({ status: 'unavailable', database: ctx.database.kind, draining: true });
      const { up, body } = await healthOf(ctx);
      return reply.status(up ? 200 : 503).send({ ...body, draining: false });
    },
  );
}
