// The contract as a property (issue 37 §2): for every operation of the published document
// (GET /api/openapi.json), requests generated from its own schemas are heard as it says. What
// the document calls valid is never refused as invalid input (422), what it calls invalid is
// refused with a 4xx, nothing answers 5xx, and every answer matches its declared schema (checked
// on every answer by test/support/server.ts). A 422 on a field whose rule JSON Schema cannot say
// (a CNPJ's check digits: `x-rule` in the document) is a conforming refusal.
import fc from 'fast-check';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAPI_PATH } from '../../src/server/http/openapi';
import { invalid, valid, type JsonSchema } from '../support/jsonSchemaArbitrary';
import { bearer, createTestApp, login, type TestApp } from '../support/server';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  operationId: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  'x-roles': string[];
  'x-signed-in': boolean;
}

/** The demo account that holds each role (seed/accounts.ts); signed-in calls without a role take Alfa's admin. */
const ACCOUNT_OF_ROLE: Record<string, string> = {
  support: 'suporte@demo.test',
  supportAdmin: 'admin@demo.test',
  lawCompanyAdmin: 'assessoria@demo.test',
  lawCompanySeizureRequestAdmin: 'casos@demo.test',
  lawCompanyUser: 'leitura@demo.test',
};

let app: TestApp;
let operations: { method: string; path: string; operation: Operation }[];
const tokens = new Map<string, string>();

beforeAll(async () => {
  ({ app } = await createTestApp());
  const doc = (await app.inject({ method: 'GET', url: OPENAPI_PATH })).json() as {
    paths: Record<string, Record<string, Operation>>;
  };
  operations = Object.entries(doc.paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    )
    // Files: the binary download and the multipart upload have their own suites (uploads.test.ts).
    .filter(
      ({ path, operation }) => !path.startsWith('/content/') && !operation.requestBody?.content['multipart/form-data'],
    )
    // Sign-out last: it ends the session the other calls use.
    .sort((a, b) => Number(a.path === '/auth/logout') - Number(b.path === '/auth/logout'));
  for (const email of new Set(Object.values(ACCOUNT_OF_ROLE))) tokens.set(email, (await login(app, email)).accessToken);
});
afterAll(() => app?.close());

function headersOf(operation: Operation): Record<string, string> {
  if (!operation['x-signed-in']) return {};
  const email = operation['x-roles'].length > 0 ? ACCOUNT_OF_ROLE[operation['x-roles'][0]] : 'assessoria@demo.test';
  return bearer(tokens.get(email)!);
}

interface Call {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

function urlOf(path: string, call: Call) {
  const filled = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(String(call.path[name])));
  const query = qs.stringify(call.query, { encodeValuesOnly: true });
  return query ? `${filled}?${query}` : filled;
}

function callArbitrary(operation: Operation): fc.Arbitrary<Call> {
  const group = (where: 'path' | 'query') =>
    fc.record(
      Object.fromEntries(
        (operation.parameters ?? []).filter((p) => p.in === where).map((p) => [p.name, valid(p.schema, p.name)]),
      ),
      {
        requiredKeys: (operation.parameters ?? [])
          .filter((p) => p.in === where && (p.required || where === 'path'))
          .map((p) => p.name),
      },
    );
  const body = operation.requestBody?.content['application/json']?.schema;
  return fc.record({ path: group('path'), query: group('query'), body: body ? valid(body) : fc.constant(undefined) });
}

/** The same call with one thing broken: the body or one query parameter. */
function brokenCallArbitrary(operation: Operation): fc.Arbitrary<Call> | undefined {
  const body = operation.requestBody?.content['application/json']?.schema;
  const brokenBody = body ? invalid(body) : undefined;
  const brokenQueries = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .flatMap((p) => {
      const bad = p.schema.type === 'object' ? undefined : invalid(p.schema, p.name);
      return bad ? [{ name: p.name, bad }] : [];
    });
  const ways: fc.Arbitrary<Call>[] = [];
  if (brokenBody)
    ways.push(fc.tuple(callArbitrary(operation), brokenBody).map(([call, wrong]) => ({ ...call, body: wrong })));
  for (const { name, bad } of brokenQueries)
    ways.push(
      fc
        .tuple(callArbitrary(operation), bad)
        .map(([call, wrong]) => ({ ...call, query: { ...call.query, [name]: wrong } })),
    );
  return ways.length > 0 ? fc.oneof(...ways) : undefined;
}

async function send(method: string, path: string, operation: Operation, call: Call) {
  return app.inject({
    method: method as 'GET',
    url: urlOf(path, call),
    headers: { ...headersOf(operation), ...(call.body !== undefined ? { 'content-type': 'application/json' } : {}) },
    ...(call.body !== undefined ? { payload: JSON.stringify(call.body) } : {}),
  });
}

/**
 * Whether every field a 422 names carries (or sits under) an `x-rule`: a rule JSON Schema cannot
 * say (check digits, two fields equal, a record that must exist), written in the document for
 * the reader.
 */
function onlyUnsayableRules(operation: Operation, errors: Record<string, string> | undefined): boolean {
  if (!errors) return false;
  const body = operation.requestBody?.content['application/json']?.schema;
  const query: JsonSchema = {
    properties: Object.fromEntries(
      (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => [p.name, p.schema]),
    ),
  };
  return Object.keys(errors).every((field) => underRule(body, field.split('.')) || underRule(query, field.split('.')));
}

function underRule(schema: JsonSchema | undefined, path: string[]): boolean {
  if (!schema) return false;
  if (schema['x-rule']) return true;
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.some((option) => underRule(option, path));
  if (path.length === 0) return false;
  const [head, ...rest] = path;
  if (schema.properties?.[head]) return underRule(schema.properties[head], rest);
  if (schema.items && /^\d+$/.test(head)) return underRule(schema.items, rest);
  return false;
}

const RUNS = 6;

describe('every operation, with requests generated from its own document', () => {
  it('hears what the document calls valid: no 422 on a conforming call, no 5xx', async () => {
    const refused: string[] = [];
    for (const { method, path, operation } of operations) {
      await fc.assert(
        fc.asyncProperty(callArbitrary(operation), async (call) => {
          const res = await send(method, path, operation, call);
          if (res.statusCode >= 500 || (res.statusCode === 422 && !onlyUnsayableRules(operation, res.json().errors))) {
            refused.push(
              `${method} ${urlOf(path, call)} ${JSON.stringify(call.body)} → ${res.statusCode} ${res.body.slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: 37 },
      );
    }
    expect(refused).toEqual([]);
  }, 600_000);

  it('refuses with a 4xx what the document calls invalid, never a success nor a 5xx', async () => {
    const accepted: string[] = [];
    for (const { method, path, operation } of operations) {
      const broken = brokenCallArbitrary(operation);
      if (!broken) continue;
      await fc.assert(
        fc.asyncProperty(broken, async (call) => {
          const res = await send(method, path, operation, call);
          if (res.statusCode < 400 || res.statusCode >= 500) {
            accepted.push(
              `${method} ${urlOf(path, call)} ${JSON.stringify(call.body)?.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 200)}`,
            );
          }
        }),
        { numRuns: RUNS, seed: 37 },
      );
    }
    expect(accepted).toEqual([]);
  }, 600_000);
});
