import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_TEXTS } from '../../domain/errors';
import type { FileStore } from '../storage';
import { assetContentType, publishedAsset } from './consoleAssets';
import { errorBody } from './errors';
import { answerMethodNotAllowed } from './methodNotAllowed';

/** Paths of the API: never answered with the console's page. */
const API_PREFIXES = ['/api/', '/auth/', '/admin/', '/public/', '/content/', '/address/', '/health'];

/**
 * Serves the built console (when given its directory) and answers every other GET for a page
 * with index.html, so the console's own router handles /casos/1/detalhes and friends (a reload
 * keeps working). Everything else that matches no route is the API's JSON 404. With a Sentry
 * DSN, the page carries it (`<meta name="sentry-dsn">`, read by the console's
 * providers/monitoring.ts at start), so one build serves with or without error reporting.
 * With a bucket, an asset of another build is read from it (http/consoleAssets.ts).
 */
export async function serveConsole(app: FastifyInstance, dir: string | null, sentryDsn?: string, storage?: FileStore) {
  const consoleDir = dir ? path.resolve(dir) : '';
  const built = dir !== null && fs.existsSync(path.join(consoleDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDir,
      wildcard: false,
      index: false,
      list: false,
      // The build writes x.br and x.gz beside each compressible file (vite.config.ts): sent by
      // Accept-Encoding with the original's Content-Type, `Vary: Accept-Encoding` on every file;
      // identity when the client accepts neither. The copies are no URLs of their own.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      // Vite puts a content hash in every asset name: cache forever; index.html must not be
      // (set here: @fastify/send's own header replaces any set before sendFile). filePath is
      // the copy sent, x.js.br included.
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        } else if (/\.html(\.br|\.gz)?$/.test(filePath)) {
          res.header('cache-control', 'no-cache');
        }
      },
    });
  }
  // The page with the DSN, read again when the build changed it (its modification time).
  let page: { mtimeMs: number; html: string } | null = null;
  const pageWithDsn = async (dsn: string) => {
    const file = path.join(consoleDir, 'index.html');
    const { mtimeMs } = await fs.promises.stat(file);
    if (page?.mtimeMs !== mtimeMs)
      page = { mtimeMs, html: withSentryDsn(await fs.promises.readFile(file, 'utf8'), dsn) };
    return page.html;
  };
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((p) => request.url.startsWith(p));
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const urlPath = request.url.split('?')[0];
    const wantsPage = isRead && !isApi && !path.extname(urlPath);
    if (built && wantsPage) {
      if (sentryDsn)
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'no-cache')
          .send(await pageWithDsn(sentryDsn));
      return reply.sendFile('index.html');
    }
    // A file the build wrote after the start (the list above is made then): a console rebuilt
    // while the server runs names new /assets/index-….js, which answered 404, a white page for
    // everyone until a restart (issue 36). Looked up now, with the same headers.
    const late = built && isRead && !isApi ? await builtFile(consoleDir, urlPath) : null;
    if (late) return reply.sendFile(late);
    // Another build's asset (a rolling deploy, a page loaded before it): from the shared bucket.
    const shared = built && isRead && storage ? await publishedAsset(storage, urlPath) : null;
    if (shared) {
      return reply
        .type(assetContentType(urlPath))
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-length', shared.size)
        .send(shared.body);
    }
    if (answerMethodNotAllowed(app.routeTable, request, reply)) return reply;
    return reply.status(404).send(errorBody(404, ERROR_TEXTS.notFound));
  });
}

/** The built file a URL names, relative to the console's folder, when it exists there now (never a dot file nor a compressed copy). */
async function builtFile(consoleDir: string, urlPath: string): Promise<string | null> {
  let relative: string;
  try {
    relative = path.posix.normalize(decodeURIComponent(urlPath)).replace(/^\/+/, '');
  } catch {
    return null;
  }
  if (
    !relative ||
    relative.startsWith('..') ||
    relative.split('/').some((part) => part.startsWith('.')) ||
    /\.(br|gz)$/.test(relative)
  )
    return null;
  const full = path.join(consoleDir, relative);
  if (!full.startsWith(consoleDir + path.sep)) return null;
  const stat = await fs.promises.stat(full).catch(() => null);
  return stat?.isFile() ? relative : null;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the DSN in a meta tag (a DSN is public by design: it only lets one send events). */
export function withSentryDsn(html: string, dsn: string): string {
  return html.replace('</head>', `  <meta name="sentry-dsn" content="${escapeAttribute(dsn)}" />\n  </head>`);
}
