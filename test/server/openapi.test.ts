// The OpenAPI document (GET /api/openapi.json) against the running app's route table: every route
// is in it with its method, path, roles and answers; the document holds together as OpenAPI 3.1
// (each schema compiles as JSON Schema 2020-12); and the answers the API suite gets match their
// declared schemas (checked on every answer by test/support/server.ts; here, a representative
// set, and a wrong answer caught).
import Ajv2020 from 'ajv/dist/2020';
import Fastify, { type FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ERROR_TEXTS } from '../../src/domain/errors';
import { ROLE_RULES } from '../../src/domain/roles';
import { FILE_TYPES } from '../../src/domain/uploads';
import { OPERATION_SUMMARIES } from '../../src/server/http/operationSummaries';
import { requireRoles } from '../../src/server/auth/guard';
import { API_DOCS_PATH, installOpenApi, OPENAPI_PATH, type ResponseCheck } from '../../src/server/http/openapi';
import type { RouteEntry } from '../../src/server/http/routeTable';
import { installRouteTable } from '../../src/server/http/routeTable';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

interface Operation {
  operationId?: string;
  summary?: string;
  tags?: string[];
  description?: string;
  parameters?: { name: string; in: string; schema: object; style?: string; explode?: boolean }[];
  requestBody?: { content: Record<string, { schema: object }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: object }> }>;
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
  'x-signed-in'?: boolean;
}
interface Document {
  openapi: string;
  info: { title: string; version: string };
  servers?: { url: string }[];
  tags?: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, object>; securitySchemes: Record<string, object> };
}

let app: TestApp;
let responseChecks: ResponseCheck[];
let doc: Document;
beforeAll(async () => {
  ({ app, responseChecks } = await createTestApp());
  const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(() => app.close());

/** The reference page's own routes: not API calls, left out of the document on purpose. */
const isDocsRoute = (route: RouteEntry) => route.url === OPENAPI_PATH || route.url.startsWith(API_DOCS_PATH);
/** /a/:id/b/* as OpenAPI writes it: /a/{id}/b/{path}. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{path}');
const operationOf = (route: RouteEntry) => doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];

describe('the document and the route table', () => {
  it('is OpenAPI 3.1 with a bearer scheme, served without a session', async () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.title).toBe('Recupera API');
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer', bearerFormat: 'JWT' });
    const res = await app.inject({ method: 'GET', url: OPENAPI_PATH });
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('has every route of the table, with its method, path, roles and answers, and nothing else', () => {
    const apiRoutes = app.routeTable.filter((route) => !isDocsRoute(route));
    expect(apiRoutes.length).toBeGreaterThan(80);
    for (const route of apiRoutes) {
      const name = `${route.method} ${route.url}`;
      const operation = operationOf(route);
      expect(operation, name).toBeDefined();
      expect(operation!['x-roles'], name).toEqual(route.roles ?? []);
      // Declared answers, never the generator's 'Default Response' placeholder.
      const statuses = Object.keys(operation!.responses);
      expect(
        statuses.some((status) => /^2\d\d$/.test(status)),
        `${name}: ${statuses.join(',')}`,
      ).toBe(true);
      for (const [status, response] of Object.entries(operation!.responses)) {
        expect(response.description, `${name} ${status}`).not.toBe('Default Response');
      }
      if (route.roles) {
        expect(operation!.security, name).toEqual([{ bearer: [] }]);
        expect(statuses, name).toEqual(expect.arrayContaining(['401', '403']));
        expect(operation!.description, name).toContain(`\`${route.roles[0]}\``);
      }
    }
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const table = apiRoutes.map((route) => `${route.method} ${openApiPath(route.url)}`);
    expect([...documented].sort()).toEqual([...new Set(table)].sort());
  });

  it('says which calls need a session: /admin, the own-session calls, and only the public ones without', () => {
    const security = (method: string, url: string) => doc.paths[url][method].security;
    expect(security('get', '/admin/seizure-requests')).toEqual([{ bearer: [] }]);
    expect(security('get', '/auth/me')).toEqual([{ bearer: [] }]);
    expect(security('get', '/content/{path}')).toEqual([{ bearer: [] }]);
    expect(security('post', '/address/geo')).toEqual([{ bearer: [] }]);
    expect(security('post', '/auth/login')).toEqual([]);
    expect(security('post', '/public/law-companies/register')).toEqual([]);
    expect(doc.paths['/auth/login'].post.responses['401']).toBeUndefined();
  });

  it('carries the contracts of src/domain: list query, body, path parameters and answers by status', () => {
    const list = doc.paths['/admin/seizure-requests'].get;
    expect(list.parameters!.map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'perPage', 'sortField', 'status', 'filters']),
    );
    const listAnswer = list.responses['200'].content!['application/json'].schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(listAnswer.properties)).toEqual(expect.arrayContaining(['total', 'result']));
    const save = doc.paths['/admin/users'].post;
    expect(Object.keys(save.responses)).toEqual(expect.arrayContaining(['200', '201', '401', '403', '422']));
    const body = save.requestBody!.content['application/json'].schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(body.properties)).toEqual(expect.arrayContaining(['id', 'name', 'email', 'roles']));
    const details = doc.paths['/admin/seizure-requests/{id}'].get;
    expect(details.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'id', in: 'path' })]));
    expect(Object.keys(details.responses)).toEqual(expect.arrayContaining(['200', '404']));
    // The registration answers 200 with the session's tokens; the verification decision { userId, message }.
    const registration = doc.paths['/public/law-companies/register'].post.responses;
    expect(Object.keys(registration).filter((status) => status.startsWith('2'))).toEqual(['200']);
    expect((registration['200'].content!['application/json'].schema as { required: string[] }).required).toEqual([
      'accessToken',
      'refreshToken',
    ]);
    const decision = doc.paths['/admin/app-users/verifications'].post.responses['200'].content!['application/json']
      .schema as {
      properties: Record<string, unknown>;
    };
    expect(Object.keys(decision.properties).sort()).toEqual(['message', 'userId']);
    expect(doc.paths['/admin/seizure-requests/export'].get.responses['200'].content).toHaveProperty([
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(doc.paths['/admin/chat/poll'].get.responses).toHaveProperty('304');
  });
});

describe('the document holds together', () => {
  it('names each path parameter of each path, answers with a description, and schemas valid as JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false });
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
    );
    const operationIds = new Set<string>();
    for (const { path, method, operation } of operations) {
      const name = `${method} ${path}`;
      const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      const declared = (operation.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name)
        .sort();
      expect(declared, name).toEqual(templated);
      for (const parameter of operation.parameters ?? []) {
        expect(['path', 'query', 'header', 'cookie'], name).toContain(parameter.in);
        expect(() => ajv.compile(parameter.schema), `${name} ${parameter.name}`).not.toThrow();
      }
      const schemas = [
        ...Object.values(operation.requestBody?.content ?? {}),
        ...Object.values(operation.responses).flatMap((response) => Object.values(response.content ?? {})),
      ].map((media) => media.schema);
      for (const schema of schemas) expect(() => ajv.compile(schema), name).not.toThrow();
      for (const [status, response] of Object.entries(operation.responses)) {
        expect(status, name).toMatch(/^([1-5]\d\d|[1-5]XX|default)$/);
        expect(typeof response.description, `${name} ${status}`).toBe('string');
      }
      const id = `${method} ${path}`;
      expect(operationIds.has(id)).toBe(false);
      operationIds.add(id);
    }
    // No reference left dangling.
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([^"]+)"/g)].map((m) => m[1]);
    for (const ref of refs) expect(doc.components.schemas, ref).toHaveProperty([ref]);
  });

  it('gives every operation a unique operationId, its summary, a declared tag, and the server it is on', () => {
    const operations = app.routeTable.filter((route) => !isDocsRoute(route) && route.method !== 'HEAD');
    const ids = new Set<string>();
    const declaredTags = new Set((doc.tags ?? []).map((tag) => tag.name));
    for (const route of operations) {
      const operation = operationOf(route)!;
      const name = `${route.method} ${route.url}`;
      expect(OPERATION_SUMMARIES[name], `${name}: add its line to http/operationSummaries.ts`).toBeTruthy();
      expect(operation.summary, name).toBe(OPERATION_SUMMARIES[name]);
      expect(operation.operationId, name).toMatch(/^[a-z]+[A-Za-z]+$/);
      expect(ids.has(operation.operationId!), `${name}: operationId ${operation.operationId} twice`).toBe(false);
      ids.add(operation.operationId!);
      for (const tag of operation.tags ?? [])
        expect(declaredTags, `${name}: tag ${tag} not declared in AREA_TAGS`).toContain(tag);
    }
    // No summary left for a route that is gone.
    const known = new Set(operations.map((route) => `${route.method} ${route.url}`));
    expect(Object.keys(OPERATION_SUMMARIES).filter((key) => !known.has(key))).toEqual([]);
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('describes nested query objects as they are read (deepObject: filters[term]=x), and a client sending that form is heard', async () => {
    const objects = Object.values(doc.paths)
      .flatMap((methods) => Object.values(methods))
      .flatMap((operation) => operation.parameters ?? [])
      .filter((p) => p.in === 'query' && (p.schema as { type?: string }).type === 'object');
    expect(objects.length).toBeGreaterThan(10);
    for (const parameter of objects)
      expect(parameter, parameter.name).toMatchObject({ style: 'deepObject', explode: true });
    // What the document says is what the server reads: a term matching one demo user narrows the list.
    const { accessToken } = await login(app, 'assessoria@demo.test');
    const all = await app.inject({ method: 'GET', url: '/admin/users', headers: bearer(accessToken) });
    const filtered = await app.inject({
      method: 'GET',
      url: `/admin/users?${encodeURI('filters[term]')}=leitura`,
      headers: bearer(accessToken),
    });
    expect(filtered.statusCode).toBe(200);
    expect(filtered.json().total).toBeGreaterThan(0);
    expect(filtered.json().total).toBeLessThan(all.json().total);
  });

  it("names /content's path parameter and the types a stored file is served as", () => {
    const operation = doc.paths['/content/{path}']?.get;
    expect(operation?.parameters?.find((p) => p.in === 'path')?.name).toBe('path');
    expect(Object.keys(operation!.responses['200'].content!).sort()).toEqual(
      Object.values(FILE_TYPES)
        .map((type) => type.mime)
        .sort(),
    );
  });

  it('answers 405 with Allow for a known path asked with another method, 404 for an unknown one', async () => {
    const { accessToken } = await login(app, 'admin@demo.test');
    const wrong = await app.inject({ method: 'PUT', url: '/auth/login' });
    expect(wrong.statusCode).toBe(405);
    expect(wrong.headers.allow).toBe('POST');
    expect(wrong.json().message).toBe(ERROR_TEXTS.methodNotAllowed);
    // Under /admin the sign-in comes first (an unknown caller learns nothing of the routes), then 405.
    expect((await app.inject({ method: 'PATCH', url: '/admin/users/12' })).statusCode).toBe(401);
    const signed = await app.inject({ method: 'PATCH', url: '/admin/users/12', headers: bearer(accessToken) });
    expect(signed.statusCode).toBe(405);
    expect(signed.headers.allow).toBe('DELETE');
    const list = await app.inject({ method: 'DELETE', url: '/admin/users', headers: bearer(accessToken) });
    expect(list.headers.allow).toBe('GET, HEAD, POST');
    expect(
      (await app.inject({ method: 'PUT', url: '/admin/nothing-here', headers: bearer(accessToken) })).statusCode,
    ).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/nothing-here' })).statusCode).toBe(404);
  });

  it('serves the reference page and its assets from this server', async () => {
    const page = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toMatch(/(src|href)="https?:\/\//);
    const script = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/static/swagger-ui-bundle.js` });
    expect(script.statusCode).toBe(200);
    const initializer = await app.inject({ method: 'GET', url: `${API_DOCS_PATH}/static/swagger-initializer.js` });
    // No validator badge (it would call validator.swagger.io) and no "Try it out".
    expect(initializer.body).toContain('validatorUrl: null');
    expect(initializer.body).toContain('"supportedSubmitMethods":[]');
  });
});

describe('answers against their declared schemas', () => {
  it('checks the answers of a representative set of calls, each matching', async () => {
    const support = bearer((await login(app, 'suporte@demo.test')).accessToken);
    const cases = bearer((await login(app, 'casos@demo.test')).accessToken);
    const admin = bearer((await login(app, 'admin@demo.test')).accessToken);
    const from = responseChecks.length;
    const calls: [string, string, Record<string, string>][] = [
      ['GET', '/admin/seizure-requests?perPage=50', cases],
      ['GET', '/admin/trackers?perPage=50', cases],
      ['GET', '/admin/seizure-requests/reports?perPage=50', cases],
      ['GET', '/admin/chat?status=all&perPage=50', cases],
      ['GET', '/admin/dashboard/seizure-requests/graph', cases],
      ['GET', '/admin/law-companies/current', cases],
      ['GET', '/admin/import', cases],
      ['GET', '/admin/law-companies?perPage=50', support],
      ['GET', '/admin/app-users?perPage=50', support],
      ['GET', '/admin/app-users/verifications?status=pending', support],
      ['GET', '/admin/app-transfers?type=all&perPage=50', support],
      ['GET', '/admin/users', admin],
      ['GET', '/auth/me', cases],
      ['GET', '/public/operator', {}],
      ['GET', '/admin/seizure-requests/999999', cases],
      ['POST', '/admin/users', admin],
    ];
    for (const [method, url, headers] of calls) {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers,
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const checks = responseChecks.slice(from);
    expect(checks.length).toBe(calls.length);
    expect(checks.filter((check) => check.issues.length > 0)).toEqual([]);
    // The error answers are checked too (404, 422).
    expect(checks.map((check) => check.status)).toEqual(expect.arrayContaining(['200', '404', '422']));
    // The first page of cases really had rows to check.
    const first = await app.inject({ method: 'GET', url: '/admin/seizure-requests', headers: cases });
    expect(first.json().result.length).toBeGreaterThan(0);
  });

  it('catches an answer that does not match its schema', async () => {
    const checks: ResponseCheck[] = [];
    const tiny = Fastify();
    tiny.decorateRequest('auth', null);
    installRouteTable(tiny);
    await installOpenApi(tiny, { checkResponses: (check) => checks.push(check) });
    tiny.get(
      '/x',
      { schema: { response: { 200: z.object({ total: z.number().int(), createdAt: z.iso.datetime() }) } } },
      () => ({ total: '3', createdAt: new Date() }),
    );
    tiny.get(
      '/y',
      { preHandler: requireRoles(ROLE_RULES.cases), schema: { response: { 200: z.object({ ok: z.boolean() }) } } },
      () => ({ ok: true }),
    );
    tiny.get(
      '/z',
      { schema: { response: { 200: z.object({ rows: z.array(z.object({ id: z.number() })) }) } } },
      () => ({ rows: [{ id: 1, emailCodeHash: 'h' }] }),
    );
    tiny.get('/w', { schema: { response: { 200: z.object({ ok: z.boolean() }) } } }, (_request, reply) =>
      (reply as FastifyReply).status(201).send({ ok: true }),
    );
    const res = await tiny.inject({ method: 'GET', url: '/x' });
    // The answer itself is unchanged: checking never alters what the client gets.
    expect(res.json()).toEqual({ total: '3', createdAt: expect.any(String) });
    expect(checks).toHaveLength(1);
    expect(checks[0]).toMatchObject({ method: 'GET', url: '/x', status: '200' });
    expect(checks[0].issues.map((issue) => issue.path.join('.'))).toEqual(['total']);
    // A field the schema does not name is a mismatch too (the document says additionalProperties: false).
    await tiny.inject({ method: 'GET', url: '/z' });
    expect(checks[1].issues).toEqual([
      expect.objectContaining({ code: 'unrecognized_keys', keys: ['emailCodeHash'], path: ['rows', 0] }),
    ]);
    // So is a status the route does not declare.
    await tiny.inject({ method: 'GET', url: '/w' });
    expect(checks[2]).toMatchObject({
      url: '/w',
      status: '201',
      issues: [expect.objectContaining({ message: 'status 201 não declarado' })],
    });
    // A Date becomes its ISO string before the check, as the client reads it.
    const document = tiny.swagger() as unknown as Document;
    expect(document.paths['/y'].get['x-roles']).toEqual([...ROLE_RULES.cases]);
    await tiny.close();
  });
});
