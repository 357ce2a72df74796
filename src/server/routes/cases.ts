import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { notFound } from '../http/errors';
import * as cases from '../services/cases';

type Params = { id: string; attachmentId: string; listing: string };

/**
 * /admin/seizure-requests: spec 000 §7 "Cases". Reading needs support or a law-company user (each
 * sees its own company; another company's case is 404); every change needs a case admin of the
 * case's company (support and read-only users: 403). The rules live in services/cases.
 */
export function caseRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const read = { preHandler: requireRoles(ROLE_RULES.cases) };
    const write = { preHandler: requireRoles(ROLE_RULES.caseAdmin) };
    const params = (request: FastifyRequest) => request.params as Params;
    const id = (request: FastifyRequest) => cases.caseId(params(request).id);

    app.get('/seizure-requests', read, (req) => cases.listCases(db, currentUser(req), req.query));
    // Support and case admins (ROLE_RULES.caseExport); each company's users get their own cases only.
    app.get('/seizure-requests/export', { preHandler: requireRoles(ROLE_RULES.caseExport) }, async (req, reply) =>
      reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', `attachment; filename="casos-${new Date().toISOString().slice(0, 10)}.xlsx"`)
        .header('cache-control', 'no-store')
        .send(await cases.exportCases(db, currentUser(req), req.query)),
    );
    app.get('/seizure-requests/categories', read, () => cases.listCategories(db));
    app.get('/seizure-requests/:id', read, (req) => cases.getCase(db, currentUser(req), id(req)));
    app.get('/seizure-requests/:id/details', read, (req) => cases.getCaseDetails(db, currentUser(req), id(req)));
    app.get('/seizure-requests/:id/history', read, (req) => cases.getCaseHistory(db, currentUser(req), id(req)));

    app.post('/seizure-requests', write, async (req, reply) => {
      const saved = await cases.saveCase(db, currentUser(req), req.body);
      return reply.status(saved.created ? 201 : 200).send(saved.case);
    });
    app.delete('/seizure-requests/:id', write, (req) => cases.removeCase(db, currentUser(req), id(req)));
    app.post('/seizure-requests/close', write, (req) => cases.closeCase(db, currentUser(req), req.body));
    app.post('/seizure-requests/:id/reopen', write, (req) => cases.reopenCase(db, currentUser(req), id(req)));
    app.post('/seizure-requests/:id/trackers/status/:listing', write, (req) => {
      const { listing } = params(req);
      if (listing !== 'open' && listing !== 'close') throw notFound();
      return cases.setListing(db, currentUser(req), id(req), listing);
    });
    app.post('/seizure-requests/:id/attachments', write, (req) => cases.addAttachment(db, currentUser(req), id(req), req.body));
    app.delete('/seizure-requests/:id/attachments/:attachmentId', write, (req) =>
      cases.removeAttachment(db, currentUser(req), id(req), cases.caseId(params(req).attachmentId)),
    );
    app.post('/seizure-requests/:id/notes', write, (req) => cases.saveNotes(db, currentUser(req), id(req), req.body));
  };
}
