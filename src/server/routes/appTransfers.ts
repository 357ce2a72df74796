import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    app.get('/app-transfers', support, (req) => transfers.listTransfers(db, req.query));
    app.get('/app-transfers/export', support, async (req, reply) => xlsxReply(reply, 'transferencias', await exportTransfers(db, req.query)));
    app.get('/app-transfers/:id/history', support, (req) => transfers.transferHistory(db, id(req)));
    app.get('/app-transfers/:id', support, (req) => transfers.getTransferDetails(db, id(req)));
    app.post('/app-transfers', support, (req) => transfers.decideTransfer(db, currentUser(req), req.body));
  };
}
