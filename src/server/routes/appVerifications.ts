import type { FastifyInstance, FastifyRequest } from 'fastify';
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
    app.get('/app-users/verifications', support, (req) => verifications.listVerifications(db, req.query));
    app.get('/app-users/verifications/export', support, async (req, reply) => xlsxReply(reply, 'cadastros', await exportVerifications(db, req.query)));
    app.get('/app-users/verifications/:userId', support, (req) => verifications.verificationDetails(db, currentUser(req), userId(req)));
    app.get('/app-users/verifications/:userId/history', support, (req) => verifications.verificationHistory(db, userId(req)));
    app.post('/app-users/verifications', support, (req) => verifications.decideVerification(db, currentUser(req), req.body));
  };
}
