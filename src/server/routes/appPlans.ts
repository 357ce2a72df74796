import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance } from 'fastify';
import { addTimeSchema, appUserListQuerySchema } from '../../domain/appPlans';
import * as answers from '../../domain/responses';
import { idParams, xlsxResponse } from '../http/openapi';
import { caseId } from '../services/cases';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { xlsxReply } from '../services/shared/export';
import { exportAppUsers } from '../services/shared/listExports';
import * as plans from '../services/appPlans';

/**
 * /admin/app-users and /admin/app-users/add-time: spec 001 §7, the plans screen (/app/pro), for
 * support. docs/app-users.md "Plans".
 */
export function appPlanRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const support = { preHandler: requireRoles(ROLE_RULES.app) };
    app.get(
      '/app-users',
      {
        ...support,
        schema: { querystring: appUserListQuerySchema, response: { 200: answers.pageOf(answers.appUserRowSchema) } },
      },
      (req) => plans.listAppUsers(db, currentUser(req), req.query),
    );
    app.get(
      '/app-users/export',
      {
        ...support,
        schema: {
          querystring: exportQuerySchema(appUserListQuerySchema),
          response: { 200: xlsxResponse('Até 5.000 usuários do aplicativo.') },
        },
      },
      async (req, reply) =>
        xlsxReply(reply, 'usuarios-aplicativo', await exportAppUsers(db, currentUser(req), req.query)),
    );
    // The user's plan-time grants, for the add-time dialog's 'Histórico' (issue 35).
    app.get(
      '/app-users/:userId/plan-history',
      { ...support, schema: { params: idParams('userId'), response: { 200: answers.historySchema } } },
      (req) =>
        // caseId: the one id parser of the routes (a positive integer, 404 otherwise).
        plans.planHistory(db, caseId((req.params as { userId: string }).userId)),
    );
    app.post(
      '/app-users/add-time',
      { ...support, schema: { body: addTimeSchema, response: { 200: answers.addTimeResultSchema } } },
      (req) => plans.addPlanTime(db, currentUser(req), req.body),
    );
  };
}
