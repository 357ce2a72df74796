import type { FastifyInstance } from 'fastify';
import * as answers from '../../domain/responses';
import { OPERATOR_PATH, type OperatorInfo } from '../../domain/operator';
import { REGISTRATION_PATH, registrationSchema } from '../../domain/registration';
import type { AppContext } from '../context';
import { register } from '../services/registration';

/**
 * /public: spec 001 §7, the calls made without a token (the route matrix lists them as public,
 * test/server/routeMatrix.support.ts). Limits and the honeypot live in the service.
 */
export function publicRoutes(ctx: AppContext) {
  return async function registerRoutes(app: FastifyInstance) {
    app.post(
      REGISTRATION_PATH,
      {
        schema: {
          body: registrationSchema,
          response: { 200: answers.tokenPairSchema.describe('Cadastro feito: os tokens da sessão, como num login.') },
        },
      },
      async (request) => register(ctx, request.body, request.ip, request.log),
    );
    // Who runs the platform: the public footer, the legal texts, the reproved page (configuration).
    app.get(OPERATOR_PATH, { schema: { response: { 200: answers.operatorSchema } } }, async (_request, reply) => {
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
