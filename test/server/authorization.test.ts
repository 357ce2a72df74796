// The authorization matrix, generated from the running app's route table: every endpoint ×
// every demo caller (and no token), the expected answer derived from the route's own role rule
// (ROLE_RULES through requireRoles) and the law-company scope. A route added later is covered
// the day it lands; one without a role guard must be named as public or any-signed-in.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasPermission } from '../../src/domain/roles';
import type { RouteEntry } from '../../src/server/http/routeTable';
import { bearer } from '../support/server';
import {
  ANY_SIGNED_IN_ROUTES,
  CALLERS,
  fillPath,
  namesARecord,
  PUBLIC_ROUTES,
  setupMatrix,
  type Caller,
  type MatrixEnv,
} from './routeMatrix.support';

let env: MatrixEnv;
beforeAll(async () => {
  env = await setupMatrix();
});
afterAll(() => env.app.close());

const key = (route: RouteEntry) => `${route.method} ${route.url}`;
const guarded = () => env.routes.filter((route) => !PUBLIC_ROUTES.has(key(route)));

async function call(route: RouteEntry, caller: Caller | null, url = fillPath(route.url, env.ids)) {
  const res = await env.app.inject({
    method: route.method as 'GET',
    url,
    headers: caller ? bearer(env.tokens[caller]) : {},
    ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
  });
  return res.statusCode;
}

describe('the route table', () => {
  it('holds the API areas, and every route is guarded by a role rule or named as open', () => {
    const urls = env.routes.map((route) => route.url);
    expect(urls).toEqual(expect.arrayContaining(['/admin/seizure-requests', '/admin/trackers', '/auth/login']));
    const unclassified = env.routes
      .filter(
        (route) => route.roles === null && !PUBLIC_ROUTES.has(key(route)) && !ANY_SIGNED_IN_ROUTES.has(key(route)),
      )
      .map(key);
    expect(unclassified).toEqual([]);
  });

  it('fills every path parameter with a real record', () => {
    for (const route of env.routes) expect(() => fillPath(route.url, env.ids), key(route)).not.toThrow();
  });
});

describe('authorization matrix', { timeout: 180_000 }, () => {
  it('answers 401 to every guarded route without a token', async () => {
    const wrong: string[] = [];
    for (const route of guarded()) {
      const status = await call(route, null);
      if (status !== 401) wrong.push(`${key(route)} → ${status}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to every caller whose roles the route's rule refuses", async () => {
    const wrong: string[] = [];
    let checked = 0;
    for (const route of guarded()) {
      if (!route.roles) continue;
      for (const caller of CALLERS) {
        if (hasPermission(env.roles[caller], route.roles)) continue;
        checked++;
        const status = await call(route, caller);
        if (status !== 403) wrong.push(`${caller}: ${key(route)} → ${status}`);
      }
    }
    expect(checked).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  });

  // Another company's record must look exactly like one that does not exist: 404, or the same
  // refusal of the empty body that a missing record gets (validation runs before the lookup).
  it("answers another law company's user as if Alfa's records did not exist", async () => {
    const wrong: string[] = [];
    let checked = 0;
    const missing = {
      ...env.ids,
      caseId: 2147483000,
      attachmentId: 2147483001,
      trackerRequestId: 2147483002,
      filePath: '2020/01/' + '0'.repeat(32) + '.jpg',
    };
    for (const route of guarded()) {
      if (!namesARecord(route.url) || (route.roles && !hasPermission(env.roles.beta, route.roles))) continue;
      checked++;
      const status = await call(route, 'beta');
      const statusIfMissing = await call(route, 'beta', fillPath(route.url, missing));
      if (status !== statusIfMissing || ![404, 422].includes(status)) {
        wrong.push(`beta: ${key(route)} → ${status} (a missing record: ${statusIfMissing})`);
      }
    }
    expect(checked).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  // Last: the allowed calls may change Alfa's records (an empty body is refused, but a DELETE is not).
  it('lets through every caller the rule allows, without a server error', async () => {
    const wrong: string[] = [];
    // Signing out would end the caller's session for the rest of the walk (auth.test.ts covers it).
    for (const route of guarded().filter((r) => key(r) !== 'POST /auth/logout')) {
      for (const caller of CALLERS) {
        if (caller === 'beta' && namesARecord(route.url)) continue;
        if (route.roles && !hasPermission(env.roles[caller], route.roles)) continue;
        const status = await call(route, caller);
        if (status === 401 || status === 403 || status >= 500) wrong.push(`${caller}: ${key(route)} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
