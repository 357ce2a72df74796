import type { FastifyInstance } from 'fastify';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import * as badges from '../services/badges';

/**
 * The law-company dashboard's tabs (spec 000 §2 "Dashboard", §7): pending trackers and pending
 * reports, each `{ total, result }` — `total` is also what the menu badge shows, `result` a page
 * (perPage 10, `page` to move on). Support sees every company's.
 */
export function dashboardRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const companyUsers = { preHandler: requireRoles(ROLE_RULES.dashboard) };
    app.get('/dashboard/trackers/pending', companyUsers, (req) => badges.pendingTrackers(db, currentUser(req), req.query));
    app.get('/dashboard/seizure-requests/reports/pending', companyUsers, (req) =>
      badges.pendingReports(db, currentUser(req), req.query),
    );
  };
}
