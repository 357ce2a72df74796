import type { FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_TEXTS } from '../../domain/errors';
import { errorBody } from './errors';
import type { RouteEntry } from './routeTable';

/**
 * A known path asked with a method it does not have answers 405 with `Allow` (RFC 9110 §15.5.6),
 * not 404: the outside contract run found 83 operations answering 404 to another method. Read from
 * the route table, so a new route is covered without a list to keep.
 */
export function answerMethodNotAllowed(
  table: readonly RouteEntry[],
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  const allowed = allowedMethods(table, request.url.split('?')[0]);
  if (allowed.length === 0) return false;
  reply.status(405).header('allow', allowed.join(', ')).send(errorBody(405, ERROR_TEXTS.methodNotAllowed));
  return true;
}

/** The methods of every route whose pattern matches the path (HEAD beside GET, as Fastify serves it). */
export function allowedMethods(table: readonly RouteEntry[], urlPath: string): string[] {
  const methods = new Set<string>();
  for (const { route, pattern } of compiled(table)) if (pattern.test(urlPath)) methods.add(route.method);
  if (methods.has('GET')) methods.add('HEAD');
  return ORDER.filter((method) => methods.has(method));
}

const ORDER = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

let cache: { table: readonly RouteEntry[]; size: number; patterns: { route: RouteEntry; pattern: RegExp }[] } | null =
  null;

function compiled(table: readonly RouteEntry[]) {
  if (cache?.table !== table || cache.size !== table.length) {
    cache = {
      table,
      size: table.length,
      patterns: table
        .filter((route) => route.method !== 'HEAD')
        .map((route) => ({ route, pattern: patternOf(route.url) })),
    };
  }
  return cache.patterns;
}

/** /a/:id/b → ^/a/[^/]+/b/?$ ; a trailing * takes the rest. */
function patternOf(url: string): RegExp {
  const body = url
    .split('/')
    .map((segment) =>
      segment === '*' ? '.*' : segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${body}/?$`);
}
