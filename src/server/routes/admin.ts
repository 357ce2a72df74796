import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { makeAuthenticate } from '../auth/guard';
import { errorBody } from '../http/errors';
import { limitExports } from '../http/exportSlots';
import { answerMethodNotAllowed } from '../http/methodNotAllowed';
import { ERROR_TEXTS } from '../../domain/errors';
import { appPlanRoutes } from './appPlans';
import { appTransferRoutes } from './appTransfers';
import { appVerificationRoutes } from './appVerifications';
import { badgeRoutes } from './badges';
import { caseRoutes } from './cases';
import { chatRoutes } from './chat';
import { dashboardRoutes } from './dashboard';
import { importRoutes } from './imports';
import { lawCompanyRoutes } from './lawCompanies';
import { reportRoutes } from './reports';
import { trackerRoutes } from './trackers';
import { userRoutes } from './users';

/**
 * Everything under /admin needs a signed-in user: the hook runs before any route of the area,
 * and even an unknown /admin path answers 401 to a caller without a token.
 */
export function adminRoutes(ctx: AppContext) {
  const authenticate = makeAuthenticate(ctx.database.db, ctx.tokens);
  return async function register(admin: FastifyInstance) {
    admin.addHook('onRequest', authenticate);
    limitExports(admin, ctx.exportSlots);
    admin.setNotFoundHandler({ preHandler: authenticate }, (request, reply) => {
      if (answerMethodNotAllowed(admin.routeTable, request, reply)) return;
      reply.status(404).send(errorBody(404, ERROR_TEXTS.notFound));
    });
    await admin.register(lawCompanyRoutes(ctx));
    await admin.register(badgeRoutes(ctx));
    await admin.register(caseRoutes(ctx));
    await admin.register(reportRoutes(ctx));
    await admin.register(trackerRoutes(ctx));
    await admin.register(dashboardRoutes(ctx));
    await admin.register(chatRoutes(ctx));
    await admin.register(importRoutes(ctx));
    await admin.register(userRoutes(ctx));
    await admin.register(appPlanRoutes(ctx));
    await admin.register(appVerificationRoutes(ctx));
    await admin.register(appTransferRoutes(ctx));
  };
}
