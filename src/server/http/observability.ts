import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { installMetrics } from './metrics';
import { installRequestId } from './requestId';

/** What an operator follows a request and the server by: the request id, and GET /metrics. */
export function installObservability(app: FastifyInstance, ctx: Pick<AppContext, 'config' | 'database'>) {
  installRequestId(app);
  installMetrics(app, ctx);
}
