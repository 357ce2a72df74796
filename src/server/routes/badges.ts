import type { FastifyInstance } from 'fastify';
import * as answers from '../../domain/responses';
import { notModified } from '../http/openapi';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { companyScope, currentUser, requireRoles } from '../auth/guard';
import * as badges from '../services/badges';
import { polled } from './chat';

/**
 * The menu badges' counts (spec 000 §7 "Dashboard and badges"), each answering `{ total }`.
 * Law-company users count their own company; support counts every company. The pending trackers
 * and pending reports badges read the dashboard's lists (routes/dashboard.ts).
 */
export function badgeRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  return async function register(app: FastifyInstance) {
    // Each badge counts an area's pending items: whoever may open the area may read its count.
    const lawCompaniesArea = { preHandler: requireRoles(ROLE_RULES.lawCompanies) };
    const appArea = { preHandler: requireRoles(ROLE_RULES.app) };
    const total = { schema: { response: { 200: answers.totalSchema } } };
    const scope = (request: Parameters<typeof currentUser>[0]) => companyScope(currentUser(request));

    // Polled every 30 s by every open console: 304 from the chat version like /mensagens' calls (routes/chat.ts).
    app.get(
      '/chat/count',
      {
        preHandler: requireRoles(ROLE_RULES.messages),
        schema: { response: { 200: answers.totalSchema, 304: notModified } },
      },
      polled(db, (req) => badges.unreadChats(db, scope(req))),
    );
    app.get('/dashboard/law-companies/pending', { ...lawCompaniesArea, ...total }, () =>
      badges.pendingLawCompanies(db),
    );
    app.get('/dashboard/from-app/pending', { ...appArea, ...total }, () => badges.pendingVerifications(db));
    app.get('/app-transfers/badge', { ...appArea, ...total }, () => badges.pendingTransfers(db));
  };
}
