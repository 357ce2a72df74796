import type { FastifyInstance } from 'fastify';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import * as lawCompanies from '../services/lawCompanies';

/** /admin/law-companies: spec 000 §7 "Law companies" (the rest arrives with its screens). */
export function lawCompanyRoutes(ctx: AppContext) {
  return async function register(app: FastifyInstance) {
    app.get('/law-companies/current', { preHandler: requireRoles(ROLE_RULES.cases) }, async (request) =>
      lawCompanies.current(ctx.database.db, currentUser(request)),
    );
    // The options of the support's law-company filters (case list, dashboard).
    app.get('/law-companies/all', { preHandler: requireRoles(ROLE_RULES.lawCompanies) }, () =>
      lawCompanies.options(ctx.database.db),
    );
  };
}
