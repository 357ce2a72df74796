import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { transferDecisionSchema, transferListQuerySchema } from '../../domain/appTransfers';
import * as answers from '../../domain/responses';
import { idParams, xlsxResponse } from '../http/openapi';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { xlsxReply } from '../services/shared/export';
import { exportTransfers } from '../services/shared/listExports';
// A path id is canonical or 404, the same check as the cases' (services/cases/access.ts).
import { caseId as pathId } from '../services/cases';
import * as transfers from '../services/appTransfers';

/**
 * /admin/app-transfers: spec 001 §7, the transfers screen (/app/transferencias), for support:
 * the list by tab, one transfer's details, and the decision (complete with a receipt, reject with
 * a reason). The badge is GET /admin/app-transfers/badge (routes/badges.ts). docs/app-users.md
 * "Transfers".
 */
export function appTransferRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const support = { preHandler: requireRoles(ROLE_RULES.app) };
    const id = (request: FastifyRequest) => pathId((request.params as { id: string }).id);
    app.get(
      '/app-transfers',
      {
        ...support,
        schema: { querystring: transferListQuerySchema, response: { 200: answers.pageOf(answers.transferRowSchema) } },
      },
      (req) => transfers.listTransfers(db, req.query),
    );
    app.get(
      '/app-transfers/export',
      {
        ...support,
        schema: {
          querystring: exportQuerySchema(transferListQuerySchema),
          response: { 200: xlsxResponse('Até 5.000 transferências.') },
        },
      },
      async (req, reply) => xlsxReply(reply, 'transferencias', await exportTransfers(db, req.query)),
    );
    app.get(
      '/app-transfers/:id/history',
      { ...support, schema: { params: idParams('id'), response: { 200: answers.historySchema } } },
      (req) => transfers.transferHistory(db, id(req)),
    );
    app.get(
      '/app-transfers/:id',
      { ...support, schema: { params: idParams('id'), response: { 200: answers.transferDetailsSchema } } },
      (req) => transfers.getTransferDetails(db, id(req)),
    );
    app.post(
      '/app-transfers',
      { ...support, schema: { body: transferDecisionSchema, response: { 200: answers.transferRowSchema } } },
      (req) => transfers.decideTransfer(db, currentUser(req), req.body),
    );
  };
}
