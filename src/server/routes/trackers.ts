import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as answers from '../../domain/responses';
import { trackerAddSchema, trackerDecisionSchema } from '../../domain/schemas/trackers';
import { trackerAddSearchQuerySchema, trackerListQuerySchema } from '../../domain/trackers';
import { idParams, xlsxResponse } from '../http/openapi';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { caseId } from '../services/cases';
import * as trackers from '../services/trackers';
import { exportTrackerRequests } from '../services/shared/caseWorkExports';
import { xlsxReply } from '../services/shared/export';

/**
 * /admin/trackers: spec 000 §7 "Trackers". Reading needs support or a law-company user (scoped to
 * the user's company; another company's case or request is 404); deciding, searching for and
 * adding trackers need a case admin of the case's company (support and read-only users: 403).
 * The rules live in services/trackers; docs/trackers.md.
 */
export function trackerRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const read = { preHandler: requireRoles(ROLE_RULES.cases) };
    const write = { preHandler: requireRoles(ROLE_RULES.caseAdmin) };
    const id = (request: FastifyRequest) => caseId((request.params as { id: string }).id);

    app.get(
      '/trackers',
      {
        ...read,
        schema: {
          querystring: trackerListQuerySchema,
          response: { 200: answers.pageOf(answers.trackerRequestSchema) },
        },
      },
      (req) => trackers.listTrackerRequests(db, currentUser(req), req.query),
    );
    app.get(
      '/trackers/export',
      {
        ...read,
        schema: {
          querystring: exportQuerySchema(trackerListQuerySchema),
          response: { 200: xlsxResponse('As solicitações de localizadores da lista como está filtrada.') },
        },
      },
      async (req, reply) =>
        xlsxReply(reply, 'localizadores', await exportTrackerRequests(db, currentUser(req), req.query)),
    );
    app.post(
      '/trackers',
      { ...write, schema: { body: trackerDecisionSchema, response: { 200: answers.trackerRequestSchema } } },
      (req) => trackers.decideTracker(db, currentUser(req), req.body),
    );
    app.get(
      '/trackers/:id/viewed',
      { ...read, schema: { params: idParams('id'), response: { 200: answers.requestViewedSchema } } },
      (req) => trackers.markViewed(db, currentUser(req), id(req)),
    );
    app.get(
      '/trackers/add/search',
      {
        ...write,
        schema: {
          querystring: trackerAddSearchQuerySchema,
          response: { 200: answers.pageOf(answers.trackerCandidateSchema) },
        },
      },
      (req) => trackers.searchAddableTrackers(db, currentUser(req), req.query),
    );
    app.post(
      '/trackers/add',
      { ...write, schema: { body: trackerAddSchema, response: { 201: answers.trackerRequestSchema } } },
      async (req, reply) => reply.status(201).send(await trackers.addTracker(db, currentUser(req), req.body)),
    );
  };
}
