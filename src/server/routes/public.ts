import type { FastifyInstance } from 'fastify';
import { OPERATOR_PATH, type OperatorInfo } from '../../domain/operator';
import { REGISTRATION_PATH } from '../../domain/registration';
import type { AppContext } from '../context';
import { register } from '../services/registration';

/**
 * /public: spec 001 §7, the calls made without a token (the route matrix lists them as public,
 * test/server/routeMatrix.support.ts). Limits and the honeypot live in the service.
 */
export function publicRoutes(ctx: AppContext) {
  return async function registerRoutes(app: FastifyInstance) {
    app.post(REGISTRATION_PATH, async (request) => register(ctx, request.body, request.ip, request.log));
    // Who runs the platform: the public footer, the legal texts, the reproved page (configuration).
    app.get(OPERATOR_PATH, async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return operatorInfo(ctx.config);
    });
  };
}

/** The operator as configured (OPERATOR_NAME, OPERATOR_CNPJ, OPERATOR_ADDRESS, SUPPORT_EMAIL, DPO_NAME, DPO_EMAIL). */
export function operatorInfo(config: AppContext['config']): OperatorInfo {
  return {
    name: config.OPERATOR_NAME,
    cnpj: config.OPERATOR_CNPJ,
    address: config.OPERATOR_ADDRESS,
    supportEmail: config.SUPPORT_EMAIL,
    dpoName: config.DPO_NAME,
    dpoEmail: config.DPO_EMAIL,
  };
}
