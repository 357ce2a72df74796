import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import * as answers from '../../domain/responses';
import { XLSX_TYPE } from '../../domain/responses';
import { reportQuerySchema } from '../services/analytics/report';
import qs from 'qs';
import { ERROR_TEXTS } from '../../domain/errors';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { currentUser, makeAuthenticate, requireRoles } from '../auth/guard';
import { makeReportSessionCheck } from '../auth/reportTokens';
import { ApiError, unauthorized } from '../http/errors';
import { allTrackersReport, renderForbidden, renderReopen } from '../services/analytics';

export const ALL_TRACKERS_PATH = '/admin/support/analytics/all-trackers';
/** Where the console asks for the report tab's own token (issue 23 item 6). */
export const REPORT_TOKEN_PATH = '/admin/support/analytics/report-token';

/**
 * The all-trackers report (spec 000 routes '/analytics', §7), support only. Opened by the console
 * in a new tab, which cannot send the Authorization header: the tab's address carries `?token=`,
 * a report token (auth/reportTokens.ts) the console asked for just before, never the session's
 * access token (the log masks it anyway: app.ts logSerializers; Referrer-Policy no-referrer keeps
 * it from leaking onward). An API client may still send its access token in the header.
 * Registered outside /admin's plugin, whose hook reads the header only. The page has no script
 * at all (the global CSP, script-src 'self', holds).
 */
export function analyticsRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const headerAuth = makeAuthenticate(db, ctx.tokens);
  const reportSession = makeReportSessionCheck(db);

  // A report token opens the report while its session lives; the roles are the user's current
  // ones (requireRoles then reads them), not those the user had when the token was made.
  async function headerOrReportToken(request: FastifyRequest, reply: FastifyReply) {
    const token = (request.query as Record<string, unknown> | undefined)?.token;
    // A token that is not text (token[a]=b) is no token, with or without the header.
    if (token !== undefined && typeof token !== 'string') throw unauthorized();
    if (request.headers.authorization) return headerAuth(request, reply);
    const claims = typeof token === 'string' ? await ctx.reportTokens.verify(token) : null;
    const session = claims && (await reportSession(claims));
    if (!session) throw unauthorized();
    request.auth = { ...session, lawCompany: null };
  }

  // The tab shows a page, never the API's JSON: 401 says to open the report again from the
  // console, 403 says why; anything else goes on to the app's error handler.
  function reportErrors(error: FastifyError | ApiError, _request: FastifyRequest, reply: FastifyReply) {
    if (!(error instanceof ApiError) || (error.statusCode !== 401 && error.statusCode !== 403)) throw error;
    const body = error.statusCode === 401 ? renderReopen() : renderForbidden(error.message || ERROR_TEXTS.forbidden);
    return reply
      .status(error.statusCode)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(body);
  }

  return async function register(app: FastifyInstance) {
    const analyticsRole = requireRoles(ROLE_RULES.analytics);

    // The token of one report tab: short-lived, for this report alone, bound to the caller's
    // session. The report's parameters are not in it: the tab's own links change them.
    app.post(
      REPORT_TOKEN_PATH,
      { onRequest: headerAuth, preHandler: analyticsRole, schema: { response: { 200: answers.reportTokenSchema } } },
      async (request, reply) => {
        const { userId, sessionId } = currentUser(request);
        const { token, expiresAt } = await ctx.reportTokens.sign({ userId, sessionId });
        return reply.header('cache-control', 'no-store').send({ token, expiresAt });
      },
    );

    const guarded = {
      onRequest: headerOrReportToken,
      preHandler: analyticsRole,
      errorHandler: reportErrors,
      schema: {
        querystring: reportQuerySchema.extend({
          token: z.string().optional().describe('O token do relatório (POST report-token), ou o header Authorization.'),
        }),
        response: {
          200: {
            description: 'A página do relatório (html) ou a planilha (format=xlsx).',
            content: {
              'text/html': { schema: z.string() },
              [XLSX_TYPE]: { schema: z.string().meta({ format: 'binary' }) },
            },
          },
          // The tab shows a page, never the API's JSON (reportErrors).
          401: {
            description: 'Página: abra o relatório de novo pelo console.',
            content: { 'text/html': { schema: z.string() } },
          },
          403: { description: 'Página: o motivo da recusa.', content: { 'text/html': { schema: z.string() } } },
        },
      },
    };
    app.get<{ Querystring: Record<string, unknown> }>(ALL_TRACKERS_PATH, guarded, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      // The page's own links carry the report token on, as the tab was opened with it.
      const link = ({ format, ...query }: Record<string, unknown>) =>
        `${ALL_TRACKERS_PATH}?${qs.stringify({ ...query, ...(format === 'xlsx' ? { format } : {}), ...(token ? { token } : {}) })}`;
      const answer = await allTrackersReport(db, request.query, link);
      reply.header('cache-control', 'no-store');
      if (answer.kind === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="${answer.filename}"`)
          .send(answer.body);
      }
      return reply.type('text/html; charset=utf-8').send(answer.body);
    });
  };
}
