import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Role } from '../../domain/roles';

/** One endpoint of the API and the roles its guard requires (null: no role guard on the route). */
export interface RouteEntry {
  method: string;
  url: string;
  roles: readonly Role[] | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered, for the generated authorization and fuzz tests. */
    routeTable: RouteEntry[];
  }
}

type Guard = { requiredRoles?: readonly Role[] };

export function rolesOf(route: RouteOptions): readonly Role[] | null {
  const handlers = [route.preHandler, route.onRequest, route.preValidation].flat().filter(Boolean) as Guard[];
  const guard = handlers.find((handler) => Array.isArray(handler.requiredRoles));
  return guard?.requiredRoles ?? null;
}

/** Records each route as it is added (must be installed before any route is registered). */
export function installRouteTable(app: FastifyInstance) {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      // Fastify adds HEAD for every GET by itself; the GET stands for both.
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url ?? route.path, roles: rolesOf(route) });
    }
  });
}
