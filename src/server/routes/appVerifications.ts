import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { verificationDecisionSchema, verificationListQuerySchema } from '../../domain/appVerifications';
import * as answers from '../../domain/responses';
import { idParams, xlsxResponse } from '../http/openapi';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { xlsxReply } from '../services/shared/export';
import { exportVerifications } from '../services/shared/listExports';
import * as verifications from '../services/appVerifications';
import { caseId } from '../services/cases';

/**
 * /admin/app-users/verifications: spec 001 §7, the verifications screen (/app/cadastros), for
 * support; the badge is GET /admin/dashboard/from-app/pending (routes/badges). docs/app-users.md.
 */
export function appVerificationRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const support = { preHandler: requireRoles(ROLE_RULES.app) };
    const userId = (request: FastifyRequest) => caseId((request.params as { userId: string }).userId);
    app.get(
      '/app-users/verifications',
      {
        ...support,
        schema: {
          querystring: verificationListQuerySchema,
          response: { 200: answers.pageOf(answers.verificationRowSchema) },
        },
      },
      (req) => verifications.listVerifications(db, req.query),
    );
    app.get(
      '/app-users/verifications/export',
      {
        ...support,
        schema: {
          querystring: exportQuerySchema(verificationListQuerySchema),
          response: { 200: xlsxResponse('Até 5.000 linhas: Nome, E-mail, Status, Atualizado em, Cadastrado em.') },
        },
      },
      async (req, reply) => xlsxReply(reply, 'cadastros', await exportVerifications(db, req.query)),
    );
    app.get(
      '/app-users/verifications/:userId',
      { ...support, schema: { params: idParams('userId'), response: { 200: answers.verificationDetailsSchema } } },
      (req) => verifications.verificationDetails(db, currentUser(req), userId(req)),
    );
    app.get(
      '/app-users/verifications/:userId/history',
      { ...support, schema: { params: idParams('userId'), response: { 200: answers.historySchema } } },
      (req) => verifications.verificationHistory(db, userId(req)),
    );
    app.post(
      '/app-users/verifications',
      {
        ...support,
        schema: { body: verificationDecisionSchema, response: { 200: answers.verificationDecisionResultSchema } },
      },
      (req) => verifications.decideVerification(db, currentUser(req), req.body),
    );
  };
}
