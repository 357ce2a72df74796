import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance } from 'fastify';
import { reportListQuerySchema } from '../../domain/reports';
import * as answers from '../../domain/responses';
import { xlsxResponse } from '../http/openapi';
import { reportDecisionSchema } from '../../domain/schemas/trackers';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import * as reports from '../services/reports';
import { exportReports } from '../services/shared/caseWorkExports';
import { xlsxReply } from '../services/shared/export';

/**
 * /admin/seizure-requests/reports: spec 000 §7 "Reports". Reading needs support or a law-company
 * user (scoped); deciding needs a case admin of the case's company. The static path wins over
 * /admin/seizure-requests/:id (find-my-way matches static segments first; tested).
 */
export function reportRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    app.get(
      '/seizure-requests/reports',
      {
        preHandler: requireRoles(ROLE_RULES.cases),
        schema: { querystring: reportListQuerySchema, response: { 200: answers.pageOf(answers.seizureReportSchema) } },
      },
      (req) => reports.listReports(db, currentUser(req), req.query),
    );
    app.get(
      '/seizure-requests/reports/export',
      {
        preHandler: requireRoles(ROLE_RULES.cases),
        schema: {
          querystring: exportQuerySchema(reportListQuerySchema),
          response: { 200: xlsxResponse('Os laudos da lista como está filtrada.') },
        },
      },
      async (req, reply) => xlsxReply(reply, 'laudos', await exportReports(db, currentUser(req), req.query)),
    );
    app.post(
      '/seizure-requests/reports',
      {
        preHandler: requireRoles(ROLE_RULES.caseAdmin),
        schema: { body: reportDecisionSchema, response: { 200: answers.seizureReportSchema } },
      },
      (req) => reports.decideReport(db, currentUser(req), req.body),
    );
  };
}
