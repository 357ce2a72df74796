import Fastify, { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import qs from 'qs';
import type { AppContext } from './context';
import { AUTH_CHANGED } from './db/listen';
import { installErrorHandling } from './http/errors';
import { installIdempotency } from './http/idempotency';
import { installHealth, type Lifecycle } from './http/health';
import { installInputGuard } from './http/inputGuard';
import { installMonitoring } from './http/monitoring';
import { installObservability } from './http/observability';
import { requestIdGenerator } from './http/requestId';
import { installOpenApi, type OpenApiOptions } from './http/openapi';
import { installRouteTable } from './http/routeTable';
import { redactUrl, installSecurityHeaders } from './http/security';
import { serveConsole } from './http/console';
import { adminRoutes } from './routes/admin';
import { addressRoutes } from './routes/address';
import { analyticsRoutes } from './routes/analytics';
import { authRoutes } from './routes/auth';
import { contentRoutes } from './routes/content';
import { publicRoutes } from './routes/public';

export interface BuildOptions {
  logger?: FastifyServerOptions['logger'];
  /** Serve the built console (off in API tests). */
  serveConsole?: boolean;
  /** Check every JSON answer against its route's declared schema (the API suite; http/openapi.ts). */
  checkResponses?: OpenApiOptions['checkResponses'];
  /** Draining on a stop: GET /health/ready answers 503 (serve.ts sets it on SIGTERM). */
  lifecycle?: Lifecycle;
}

/** The whole HTTP server, without listening: main.ts listens, tests use app.inject. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}) {
  const app = Fastify({
    logger: options.logger ?? false,
    logController: new OneLinePerRequest(),
    // Only the proxies the configuration names may set the client's address (X-Forwarded-For).
    trustProxy: ctx.config.TRUST_PROXY.length > 0 ? ctx.config.TRUST_PROXY : false,
    // Every log line of a request says its id (reqId): a trusted proxy's X-Request-Id, else new.
    genReqId: requestIdGenerator(ctx.config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Finish requests in flight on close, but do not wait on idle keep-alive sockets.
    forceCloseConnections: 'idle',
    // Nested query objects travel as filters[term]=x (qs on both sides).
    routerOptions: { querystringParser: (s: string) => qsParse(s) },
  });
  app.decorateRequest('auth', null);
  installErrorHandling(app, ctx.diskHealth);
  await installMonitoring(app, ctx.config.SENTRY_DSN);
  installRouteTable(app);
  installIdempotency(app, ctx.database.db);
  await installOpenApi(app, { checkResponses: options.checkResponses });
  installObservability(app, ctx);
  installInputGuard(app);
  // The page may call the CEP services and, when reporting is on, Sentry's ingest (its origin).
  const sentry = ctx.config.SENTRY_DSN ? [ctx.config.SENTRY_DSN] : [];
  installSecurityHeaders(app, [ctx.config.VITE_VIACEP_URL, ctx.config.VITE_BRASILAPI_URL, ...sentry]);

  installHealth(app, ctx, options.lifecycle ?? { draining: false });
  await app.register(authRoutes(ctx));
  await app.register(adminRoutes(ctx), { prefix: '/admin' });
  await app.register(analyticsRoutes(ctx));
  await app.register(addressRoutes(ctx));
  await app.register(contentRoutes(ctx));
  await app.register(publicRoutes(ctx));
  await serveConsole(app, options.serveConsole ? ctx.config.CONSOLE_DIR : null, ctx.config.SENTRY_DSN, ctx.storage);

  // Session checks are kept until the database says what they read changed (auth/sessionCache.ts):
  // another process's change when its notification arrives, this process's own at its commit
  // (db/preparing.ts), and, to be sure, whenever this process answered a write.
  const sessionChecks = ctx.tokens.sessionChecks;
  const unlisten = await ctx.database.listen(AUTH_CHANGED, {
    notify: () => sessionChecks.forget(),
    state: (listening) => sessionChecks.setListening(listening),
    report: (err) => app.log.warn({ err }, 'auth_changed: listening interrupted'),
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') sessionChecks.forget();
    return payload;
  });

  app.addHook('onClose', async () => {
    await unlisten();
    await ctx.database.close();
  });
  return app;
}

/**
 * One log line per request, when it is answered, instead of Fastify's two ('incoming request',
 * 'request completed'): the access log keeps what both said (the request, the status, the time),
 * at half the cost per call (issue 27 item 3).
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error)
      reply.log.error({ req: request, res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}

function qsParse(s: string) {
  // Bounded: a hostile query cannot build deep or huge objects.
  return qs.parse(s, { depth: 3, arrayLimit: 100, parameterLimit: 200 });
}

/** pino serializers keeping tokens out of the log (files are opened with ?token=). */
export const logSerializers = {
  req(request: { method: string; url: string; ip?: string }) {
    return { method: request.method, url: redactUrl(request.url), ip: request.ip };
  },
};
