import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { caseListQuerySchema } from '../../domain/cases';
import * as answers from '../../domain/responses';
import { caseAttachmentSchema, caseCloseSchema, caseNotesSchema, caseObject } from '../../domain/schemas/case';
import { idParam, idParams, xlsxResponse } from '../http/openapi';
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

    app.get(
      '/seizure-requests',
      {
        ...read,
        schema: { querystring: caseListQuerySchema, response: { 200: answers.pageOf(answers.caseListItemSchema) } },
      },
      (req) => cases.listCases(db, currentUser(req), req.query),
    );
    // Support and case admins (ROLE_RULES.caseExport); each company's users get their own cases only.
    app.get(
      '/seizure-requests/export',
      {
        preHandler: requireRoles(ROLE_RULES.caseExport),
        schema: {
          querystring: exportQuerySchema(caseListQuerySchema),
          response: { 200: xlsxResponse('Até 20.000 casos da consulta da lista, sem paginação.') },
        },
      },
      async (req, reply) =>
        reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="casos-${new Date().toISOString().slice(0, 10)}.xlsx"`)
          .header('cache-control', 'no-store')
          .send(await cases.exportCases(db, currentUser(req), req.query)),
    );
    app.get(
      '/seizure-requests/categories',
      { ...read, schema: { response: { 200: z.array(answers.categorySchema) } } },
      () => cases.listCategories(db),
    );
    app.get(
      '/seizure-requests/:id',
      { ...read, schema: { params: idParams('id'), response: { 200: answers.caseSchema } } },
      (req) => cases.getCase(db, currentUser(req), id(req)),
    );
    app.get(
      '/seizure-requests/:id/details',
      { ...read, schema: { params: idParams('id'), response: { 200: answers.caseDetailsSchema } } },
      (req) => cases.getCaseDetails(db, currentUser(req), id(req)),
    );
    app.get(
      '/seizure-requests/:id/history',
      { ...read, schema: { params: idParams('id'), response: { 200: answers.historySchema } } },
      (req) => cases.getCaseHistory(db, currentUser(req), id(req)),
    );

    app.post(
      '/seizure-requests',
      {
        ...write,
        schema: {
          body: caseObject,
          response: {
            200: answers.caseSchema.describe('Caso alterado.'),
            201: answers.caseSchema.describe('Caso criado.'),
          },
        },
      },
      async (req, reply) => {
        const saved = await cases.saveCase(db, currentUser(req), req.body);
        return reply.status(saved.created ? 201 : 200).send(saved.case);
      },
    );
    app.delete(
      '/seizure-requests/:id',
      { ...write, schema: { params: idParams('id'), response: { 200: answers.removedSchema } } },
      (req) => cases.removeCase(db, currentUser(req), id(req)),
    );
    app.post(
      '/seizure-requests/close',
      { ...write, schema: { body: caseCloseSchema, response: { 200: answers.closedCaseSchema } } },
      (req) => cases.closeCase(db, currentUser(req), req.body),
    );
    app.post(
      '/seizure-requests/:id/reopen',
      { ...write, schema: { params: idParams('id'), response: { 200: answers.closedCaseSchema } } },
      (req) => cases.reopenCase(db, currentUser(req), id(req)),
    );
    app.post(
      '/seizure-requests/:id/trackers/status/:listing',
      {
        ...write,
        schema: {
          params: z.object({ id: idParam, listing: z.enum(['open', 'close']) }),
          response: { 200: answers.listingSchema },
        },
      },
      (req) => {
        const { listing } = params(req);
        if (listing !== 'open' && listing !== 'close') throw notFound();
        return cases.setListing(db, currentUser(req), id(req), listing);
      },
    );
    app.post(
      '/seizure-requests/:id/attachments',
      {
        ...write,
        schema: { params: idParams('id'), body: caseAttachmentSchema, response: { 200: answers.attachmentSchema } },
      },
      (req) => cases.addAttachment(db, currentUser(req), id(req), req.body),
    );
    app.delete(
      '/seizure-requests/:id/attachments/:attachmentId',
      { ...write, schema: { params: idParams('id', 'attachmentId'), response: { 200: answers.removedSchema } } },
      (req) => cases.removeAttachment(db, currentUser(req), id(req), cases.caseId(params(req).attachmentId)),
    );
    app.post(
      '/seizure-requests/:id/notes',
      { ...write, schema: { params: idParams('id'), body: caseNotesSchema, response: { 200: answers.notesSchema } } },
      (req) => cases.saveNotes(db, currentUser(req), id(req), req.body),
    );
  };
}
