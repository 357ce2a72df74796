import { exportQuerySchema } from '../../domain/listQuery';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as answers from '../../domain/responses';
import { adminUserSchema } from '../../domain/schemas/users';
import { USER_EXPORT_NAMES, userListQuerySchema, userScopeOf } from '../../domain/users';
import { idParams, xlsxResponse } from '../http/openapi';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, requireRoles } from '../auth/guard';
import { caseId } from '../services/cases';
import * as users from '../services/users';
import { xlsxReply } from '../services/shared/export';
import { exportUsers } from '../services/shared/listExports';

/**
 * /admin/users: spec 000 §7 "Users". One set of routes for both screens: a law-company admin's
 * (/usuarios, its company's users) and a support admin's (/suporte, the support staff); the
 * caller's side decides what it sees and changes. docs/users.md.
 */
export function userRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    const admins = { preHandler: requireRoles([...ROLE_RULES.users, ...ROLE_RULES.supportUsers]) };
    const id = (request: FastifyRequest) => caseId((request.params as { id: string }).id);
    const change = (request: FastifyRequest) => ({ db, mail: ctx.config, log: request.log });

    app.get(
      '/users',
      {
        ...admins,
        schema: { querystring: userListQuerySchema, response: { 200: answers.pageOf(answers.adminUserSchema) } },
      },
      (req) => users.list(db, currentUser(req), req.query),
    );
    app.get(
      '/users/export',
      {
        ...admins,
        schema: {
          querystring: exportQuerySchema(userListQuerySchema),
          response: { 200: xlsxResponse('Até 5.000 usuários: ID, Nome, E-mail, Perfis, Cadastrado em.') },
        },
      },
      async (req, reply) =>
        xlsxReply(
          reply,
          USER_EXPORT_NAMES[userScopeOf(currentUser(req))?.kind ?? 'lawCompany'],
          await exportUsers(db, currentUser(req), req.query),
        ),
    );
    app.post(
      '/users',
      {
        ...admins,
        schema: {
          body: adminUserSchema,
          response: {
            200: answers.adminUserSchema.describe('Usuário alterado.'),
            201: answers.adminUserSchema.describe('Usuário criado (senha gerada enviada por e-mail).'),
          },
        },
      },
      async (req, reply) => {
        const { created, user } = await users.save(change(req), currentUser(req), req.body);
        return reply.status(created ? 201 : 200).send(user);
      },
    );
    app.post(
      '/users/resend-password/:id',
      { ...admins, schema: { params: idParams('id'), response: { 200: answers.userActionSchema } } },
      (req) => users.resendPassword(change(req), currentUser(req), id(req)),
    );
    app.get(
      '/users/:id/history',
      { ...admins, schema: { params: idParams('id'), response: { 200: answers.historySchema } } },
      (req) => users.history(db, currentUser(req), id(req)),
    );
    app.delete(
      '/users/:id',
      { ...admins, schema: { params: idParams('id'), response: { 200: answers.userActionSchema } } },
      (req) => users.remove(change(req), currentUser(req), id(req)),
    );
  };
}
