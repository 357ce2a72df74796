import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  importBatchSchema,
  importChangesQuerySchema,
  importConfigSchema,
  importErrorSchema,
  importFinishSchema,
  importListQuerySchema,
  importPreviewSchema,
  importRecordsQuerySchema,
  importSaveSchema,
  importStartSchema,
} from '../../domain/imports';
import * as answers from '../../domain/responses';
import { idParams, xlsxResponse } from '../http/openapi';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { caseId as recordId } from '../services/cases/access';
import * as imports from '../services/imports';
import { openClosingRunner } from '../services/imports/closingRunner';
import { exportImports } from '../services/shared/caseWorkExports';
import { xlsxReply } from '../services/shared/export';

export const IMPORT_BODY_LIMIT = 8 * 1024 * 1024;

/**
 * /admin/import: spec 000 §7 "Import", for case admins of a law company (support: 403; another
 * company's import or configuration: 404). The rules live in services/imports; docs/imports.md.
 */
export function importRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const admin = { preHandler: requireRoles(ROLE_RULES.import) };
    // A 100,000-row file's preview carries every plate and chassi (≈ 3 MB), and a batch of 1,000
    // wide rows can pass the app's 1 MB: these two take up to 8 MB (docs/imports.md "Preview").
    const large = { ...admin, bodyLimit: IMPORT_BODY_LIMIT };
    const id = (request: FastifyRequest) => recordId((request.params as { id: string }).id);
    // Closings run chunk by chunk after the finish's answer; the server's stop waits for the chunk
    // in progress only (the import job resumes the rest at the next start).
    const closings = openClosingRunner(ctx, db, app.log);
    app.addHook('preClose', () => closings.stop());

    app.get('/import/config', { ...admin, schema: { response: { 200: z.array(answers.importConfigSchema) } } }, (req) =>
      imports.listConfigs(db, currentUser(req)),
    );
    app.post(
      '/import/config',
      { ...admin, schema: { body: importConfigSchema, response: { 200: answers.importConfigSchema } } },
      (req) => imports.saveConfig(db, currentUser(req), req.body),
    );
    app.delete(
      '/import/config/:id',
      { ...admin, schema: { params: idParams('id'), response: { 200: answers.removedSchema } } },
      (req) => imports.removeConfig(db, currentUser(req), id(req)),
    );

    app.get(
      '/import',
      {
        ...admin,
        schema: {
          querystring: importListQuerySchema,
          response: { 200: answers.pageOf(answers.importHistoryItemSchema) },
        },
      },
      (req) => imports.listImports(db, currentUser(req), req.query),
    );
    app.get(
      '/import/export',
      {
        ...admin,
        schema: {
          querystring: exportQuerySchema(importListQuerySchema),
          response: { 200: xlsxResponse('O histórico de importações.') },
        },
      },
      async (req, reply) => xlsxReply(reply, 'importacoes', await exportImports(db, currentUser(req), req.query)),
    );
    app.post(
      '/import',
      { ...admin, schema: { body: importStartSchema, response: { 201: answers.importStartedSchema } } },
      async (req, reply) => reply.status(201).send(await imports.startImport(db, currentUser(req), req.body)),
    );
    app.post(
      '/import/preview',
      { ...large, schema: { body: importPreviewSchema, response: { 200: answers.importPreviewSchema } } },
      (req) => imports.previewImport(db, currentUser(req), req.body),
    );
    app.get(
      '/import/:id',
      {
        ...admin,
        schema: {
          params: idParams('id'),
          querystring: importRecordsQuerySchema,
          response: { 200: answers.importDetailsSchema },
        },
      },
      (req) => imports.getImport(db, currentUser(req), id(req), req.query),
    );
    app.get(
      '/import/:id/changes',
      {
        ...admin,
        schema: {
          params: idParams('id'),
          querystring: importChangesQuerySchema,
          response: { 200: answers.pageOf(answers.importChangeSchema) },
        },
      },
      (req) => imports.listChanges(db, currentUser(req), id(req), req.query),
    );
    app.post(
      '/import/:id/batches',
      {
        ...large,
        schema: { params: idParams('id'), body: importBatchSchema, response: { 200: answers.importProgressSchema } },
      },
      (req) => imports.applyBatch(db, currentUser(req), id(req), req.body),
    );
    app.post(
      '/import/:id/finish',
      {
        ...admin,
        schema: { params: idParams('id'), body: importFinishSchema, response: { 200: answers.importFinishedSchema } },
      },
      async (req) => {
        const importId = id(req);
        const finished = await imports.finishImport(db, currentUser(req), importId, req.body);
        // The archive runs after the answer, in chunks (the user may leave); its failure is stored on the import.
        if (finished.closes) setImmediate(() => closings.start(importId));
        const { closes: _closes, ...answer } = finished;
        return answer;
      },
    );
    app.post(
      '/import/:id/error',
      {
        ...admin,
        schema: { params: idParams('id'), body: importErrorSchema, response: { 200: answers.importProgressSchema } },
      },
      (req) => imports.recordSenderError(db, currentUser(req), id(req), req.body),
    );
    app.post(
      '/import/:id/cancel',
      { ...admin, schema: { params: idParams('id'), response: { 200: answers.importCancelledSchema } } },
      (req) => imports.cancelImport(db, currentUser(req), id(req)),
    );
    app.post(
      '/import/:id/save',
      {
        ...admin,
        schema: { params: idParams('id'), body: importSaveSchema, response: { 200: answers.importSavedSchema } },
      },
      (req) => imports.saveRecord(db, currentUser(req), id(req), req.body),
    );
  };
}
