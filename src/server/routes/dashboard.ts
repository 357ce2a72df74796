import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dashboardListQuerySchema } from '../../domain/dashboard';
import * as answers from '../../domain/responses';
import { LAW_COMPANY_STATUSES, VERIFICATION_STATUSES } from '../../domain/statuses';
import { idParams, xlsxResponse } from '../http/openapi';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import * as badges from '../services/badges';
import * as dashboard from '../services/dashboard';
import { exportPendingReports, exportPendingTrackers } from '../services/shared/caseWorkExports';
import { xlsxReply } from '../services/shared/export';

/**
 * The dashboard (spec 000 §2 "Dashboard", §7). The law-company tabs: pending trackers and pending
 * reports, each `{ total, result }` — `total` is also what the menu badge shows, `result` a page
 * (perPage 10, `page` to move on); support sees every company's. The doughnuts of cases for
 * everyone who sees the dashboard (a law-company user: its own company). Support's counters of
 * law companies and app registrations by status (`pending` of each is the menu badge's route,
 * routes/badges.ts).
 */
export function dashboardRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const companyUsers = { preHandler: requireRoles(ROLE_RULES.dashboard) };
    app.get(
      '/dashboard/trackers/pending',
      {
        ...companyUsers,
        schema: {
          querystring: dashboardListQuerySchema,
          response: { 200: answers.pageOf(answers.trackerRequestSchema) },
        },
      },
      (req) => badges.pendingTrackers(db, currentUser(req), req.query),
    );
    app.get(
      '/dashboard/seizure-requests/reports/pending',
      {
        ...companyUsers,
        schema: {
          querystring: dashboardListQuerySchema,
          response: { 200: answers.pageOf(answers.seizureReportSchema) },
        },
      },
      (req) => badges.pendingReports(db, currentUser(req), req.query),
    );
    app.get(
      '/dashboard/trackers/pending/export',
      {
        ...companyUsers,
        schema: {
          querystring: exportQuerySchema(dashboardListQuerySchema),
          response: { 200: xlsxResponse('As solicitações pendentes do painel.') },
        },
      },
      async (req, reply) =>
        xlsxReply(reply, 'localizadores-pendentes', await exportPendingTrackers(db, currentUser(req), req.query)),
    );
    app.get(
      '/dashboard/seizure-requests/reports/pending/export',
      {
        ...companyUsers,
        schema: {
          querystring: exportQuerySchema(dashboardListQuerySchema),
          response: { 200: xlsxResponse('Os laudos pendentes do painel.') },
        },
      },
      async (req, reply) =>
        xlsxReply(reply, 'laudos-pendentes', await exportPendingReports(db, currentUser(req), req.query)),
    );

    // {lawCompanyId?} of the spec: two routes; the parameter is `:id` like every record id (the
    // generated fuzz test sends it non-canonical ids).
    type Id = { Params: { id?: string } };
    const graph = '/dashboard/seizure-requests/graph';
    app.get<Id>(graph, { ...companyUsers, schema: { response: { 200: answers.caseGraphSchema } } }, (req) =>
      dashboard.caseGraph(db, currentUser(req), undefined),
    );
    app.get<Id>(
      `${graph}/:id`,
      { ...companyUsers, schema: { params: idParams('id'), response: { 200: answers.caseGraphSchema } } },
      (req) => dashboard.caseGraph(db, currentUser(req), req.params.id),
    );

    // The counters are support's, like the areas they count (spec §6).
    type Counter = { Params: { status: string } };
    const counter = (statuses: readonly string[]) => ({
      schema: {
        params: z.object({ status: z.string().describe(`total, ou um status: ${statuses.join(', ')}.`) }),
        response: { 200: answers.totalSchema },
      },
    });
    const lawCompaniesArea = { preHandler: requireRoles(ROLE_RULES.lawCompanies) };
    const appArea = { preHandler: requireRoles(ROLE_RULES.app) };
    app.get<Counter>(
      '/dashboard/law-companies/:status',
      { ...lawCompaniesArea, ...counter(LAW_COMPANY_STATUSES) },
      (req) => dashboard.lawCompanyCounter(db, req.params.status),
    );
    app.get<Counter>('/dashboard/from-app/:status', { ...appArea, ...counter(VERIFICATION_STATUSES) }, (req) =>
      dashboard.fromAppCounter(db, req.params.status),
    );
  };
}
