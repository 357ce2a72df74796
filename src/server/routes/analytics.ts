import type { FastifyInstance } from 'fastify';
import qs from 'qs';
import { ROLE_RULES } from '../../domain/roles';
import type { AppContext } from '../context';
import { makeAuthenticate, requireRoles } from '../auth/guard';
import { allTrackersReport } from '../services/analytics';

export const ALL_TRACKERS_PATH = '/admin/support/analytics/all-trackers';

/**
 * The all-trackers report (spec 000 routes '/analytics', §7), support only. Opened by the console
 * in a new tab, which cannot send the Authorization header: the access token comes as `?token=`
 * (the log masks it: app.ts logSerializers; Referrer-Policy no-referrer keeps it from leaking
 * onward). Registered outside /admin's plugin, whose hook reads the header only. The page has
 * no script at all (the global CSP, script-src 'self', holds).
 */
export function analyticsRoutes(ctx: AppContext) {
  const { db } = ctx.database;
  const headerOrQueryAuth = makeAuthenticate(db, ctx.tokens, true);
  return async function register(app: FastifyInstance) {
    const guarded = { onRequest: headerOrQueryAuth, preHandler: requireRoles(ROLE_RULES.analytics) };
    app.get<{ Querystring: Record<string, unknown> }>(ALL_TRACKERS_PATH, guarded, async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : undefined;
      // The page's own links carry the token on, as the tab was opened with it.
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
