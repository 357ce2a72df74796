import type { FastifyInstance } from 'fastify';
import { REGISTRATION_PATH } from '../../domain/registration';
import type { AppContext } from '../context';
import { register } from '../services/registration';

/**
 * /public: spec 001 §7, the calls made without a token (the route matrix lists them as public,
 * test/server/routeMatrix.support.ts). Limits and the honeypot live in the service.
 */
export function publicRoutes(ctx: AppContext) {
  return async function registerRoutes(app: FastifyInstance) {
    app.post(REGISTRATION_PATH, async (request) => register(ctx, request.body, request.ip));
  };
}
