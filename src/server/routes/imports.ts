import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { backgroundWork } from '../services/background';
import { caseId as recordId } from '../services/cases/access';
import * as imports from '../services/imports';
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

    app.get('/import/config', admin, (req) => imports.listConfigs(db, currentUser(req)));
    app.post('/import/config', admin, (req) => imports.saveConfig(db, currentUser(req), req.body));
    app.delete('/import/config/:id', admin, (req) => imports.removeConfig(db, currentUser(req), id(req)));

    app.get('/import', admin, (req) => imports.listImports(db, currentUser(req), req.query));
    app.get('/import/export', admin, async (req, reply) => xlsxReply(reply, 'importacoes', await exportImports(db, currentUser(req), req.query)));
    app.post('/import', admin, async (req, reply) => reply.status(201).send(await imports.startImport(db, currentUser(req), req.body)));
    app.post('/import/preview', large, (req) => imports.previewImport(db, currentUser(req), req.body));
    app.get('/import/:id', admin, (req) => imports.getImport(db, currentUser(req), id(req), req.query));
    app.get('/import/:id/changes', admin, (req) => imports.listChanges(db, currentUser(req), id(req), req.query));
    app.post('/import/:id/batches', large, (req) => imports.applyBatch(db, currentUser(req), id(req), req.body));
    app.post('/import/:id/finish', admin, async (req) => {
      const importId = id(req);
      const finished = await imports.finishImport(db, currentUser(req), importId, req.body);
      // The archive runs after the answer: the user may leave; its failure is stored on the import.
      if (finished.closes) backgroundWork(ctx).push('import.closeOthers', async () => void (await imports.closeMissingCases(db, importId)), req.log);
      const { closes: _closes, ...answer } = finished;
      return answer;
    });
    app.post('/import/:id/error', admin, (req) => imports.recordSenderError(db, currentUser(req), id(req), req.body));
    app.post('/import/:id/cancel', admin, (req) => imports.cancelImport(db, currentUser(req), id(req)));
    app.post('/import/:id/save', admin, (req) => imports.saveRecord(db, currentUser(req), id(req), req.body));
  };
}
