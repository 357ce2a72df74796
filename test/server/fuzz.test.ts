// The fuzz test, generated from the route table like the authorization matrix: every endpoint
// receives hostile input (NUL bytes, lone surrogates, wrong types, huge numbers and integers past
// 2^31, non-canonical ids, malformed JSON and truncated multipart) from a support user and from a
// case admin. Nothing may answer 500; NUL bytes and lone surrogates are refused as invalid input
// (422) on the field that carries them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../src/server/http/routeTable';
import { bearer } from '../support/server';
import { configInput } from './import.support';
import { fillPath, setupMatrix, type Caller, type MatrixEnv } from './routeMatrix.support';

let env: MatrixEnv;
beforeAll(async () => {
  env = await setupMatrix();
});
afterAll(() => env.app.close());

const FUZZERS: Caller[] = ['casos', 'admin'];
const NUL = 'a\u0000b';
/** Lone UTF-16 surrogates: JSON's "\\ud800" arrives as one, and PostgreSQL cannot store it. */
const SURROGATES = ['\ud800', 'a\udc00b', 'x\udbff'];
/** Integers past the int4 columns (2^31) and past exact doubles (2^53). */
const HUGE_INTS = [2 ** 31, 2 ** 53, -(2 ** 31) - 1];

/** Field names of the API's bodies and filters, each set to the same hostile value. */
const FIELDS = [
  'id',
  'ids',
  'seizureRequestId',
  'userId',
  'status',
  'reason',
  'notes',
  'message',
  'licensePlate',
  'chassi',
  'email',
  'password',
  'currentPassword',
  'confirmPassword',
  'code',
  'refreshToken',
  'name',
  'city',
  'state',
  'term',
  'filename',
  'path',
  'category',
  'categoryId',
  'processNumber',
  'debtorName',
  'debtorDocument',
  'addresses',
  'trackerIds',
  'page',
  'perPage',
  'sortField',
  'sortDirection',
  'filters',
  'closedAs',
  'seq',
  'total',
  'after',
  'line',
  'configId',
  'requestId',
  'skipLines',
  'days',
  'year',
  'categoryOverrideId',
];
const bodyOf = (value: unknown) => Object.fromEntries(FIELDS.map((field) => [field, value]));

const HOSTILE_VALUES: unknown[] = [
  null,
  true,
  1e308,
  -1,
  2 ** 63,
  Number.MAX_VALUE,
  'x'.repeat(10_000),
  [],
  [NUL],
  {},
  { $ne: 1 },
  { nested: { deep: [1, { a: NUL }] } },
  ...HUGE_INTS,
  [2 ** 31],
  { nested: { deep: [2 ** 31, { a: 2 ** 53 }] } },
  ...SURROGATES,
  [SURROGATES[0]],
  { a: { b: SURROGATES[1] } },
];
const HOSTILE_QUERIES = [
  'page=1e308&perPage=-5',
  'page=abc&perPage=%00',
  'sortField[$gt]=&sortDirection=sideways',
  'filters[term]=%25%5F%5C&filters[state]=ZZ&status=nope&type=nope',
  'filters=notanobject&page[]=1&page[]=2',
  `filters[a][b][c][d][e]=1&${'p=1&'.repeat(300)}`,
];
const HOSTILE_IDS = ['01', '-1', '1.5', 'abc', '%00', '99999999999999999999', '0x10', '1e3', '%20'];

async function send(
  route: RouteEntry,
  caller: Caller,
  init: { url?: string; payload?: string | object; contentType?: string },
) {
  const res = await env.app.inject({
    method: route.method as 'GET',
    url: init.url ?? fillPath(route.url, env.ids),
    headers: { ...bearer(env.tokens[caller]), ...(init.contentType ? { 'content-type': init.contentType } : {}) },
    ...(init.payload === undefined ? {} : { payload: init.payload }),
  });
  return res.statusCode;
}

/** Each number of a JSON body ('rows.0.line'), with a copy of the body where it is another value. */
function numbersReplaced(body: unknown, path: string[] = []): [string, (value: unknown) => object][] {
  if (typeof body === 'number') return [[path.join('.'), (value) => value as object]];
  if (body === null || typeof body !== 'object') return [];
  return Object.entries(body).flatMap(([key, child]) =>
    numbersReplaced(child, [...path, key]).map(([field, replace]): [string, (value: unknown) => object] => [
      field,
      (value) =>
        Array.isArray(body)
          ? body.map((c, i) => (String(i) === key ? replace(value) : c))
          : { ...body, [key]: replace(value) },
    ]),
  );
}

/** A multipart body whose file part (a PNG's first bytes, then `size` more) has no closing boundary. */
function truncatedUpload(size: number) {
  const head =
    '--xx\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n';
  return { payload: `${head}\x89PNG\r\n\x1a\n${'a'.repeat(size)}`, contentType: 'multipart/form-data; boundary=xx' };
}

const hasBody = (route: RouteEntry) => route.method !== 'GET' && route.method !== 'DELETE';
const apiRoutes = () => env.routes.filter((route) => route.url !== '/auth/logout');

// Each test walks every route of the table (it grows with every area): more time than one call's test.
describe('fuzzing every endpoint', { timeout: 180_000 }, () => {
  it('refuses a NUL byte in any body field or query value as invalid input, never 500', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      for (const caller of FUZZERS) {
        const url = `${fillPath(route.url, env.ids)}?filters[term]=${encodeURIComponent(NUL)}`;
        const inQuery = await send(route, caller, { url });
        if (inQuery >= 500) wrong.push(`${caller} ${route.method} ${url} → ${inQuery}`);
        if (!hasBody(route)) continue;
        const inBody = await send(route, caller, { payload: bodyOf(NUL) });
        if (inBody >= 500) wrong.push(`${caller} ${route.method} ${route.url} NUL body → ${inBody}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers a NUL byte with 422 and the field that carries it', async () => {
    const res = await env.app.inject({
      method: 'POST',
      url: `/admin/seizure-requests/${env.ids.caseId}/notes`,
      headers: bearer(env.tokens.casos),
      payload: { notes: NUL },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ notes: 'Inválido' });
  });

  it('answers a lone surrogate with 422 on the field, in JSON text, in nested fields and in keys', async () => {
    const notes = (payload: string) =>
      env.app.inject({
        method: 'POST',
        url: `/admin/seizure-requests/${env.ids.caseId}/notes`,
        headers: { ...bearer(env.tokens.casos), 'content-type': 'application/json' },
        payload,
      });
    // The JSON escape itself, as a client would send it: the parsed string holds a lone surrogate.
    const high = await notes('{"notes":"abc\\ud800"}');
    expect(high.statusCode).toBe(422);
    expect(high.json().errors).toEqual({ notes: 'Inválido' });
    const low = await notes('{"notes":"\\udc00 fim"}');
    expect(low.json().errors).toEqual({ notes: 'Inválido' });
    // A well-formed pair (an emoji) is text like any other.
    expect((await notes('{"notes":"ok \\ud83d\\ude00"}')).statusCode).toBe(200);
    const post = (url: string, payload: object) =>
      env.app.inject({ method: 'POST', url, headers: bearer(env.tokens.casos), payload });
    const nested = await post(`/admin/import/${env.ids.importId}/save`, { line: 2, model: { city: ['x', '\ud800'] } });
    expect(nested.json().errors).toEqual({ 'model.city.1': 'Inválido' });
    const inKey = await post('/admin/import/config', { name: 'a', config: { ['k\udfff']: 1 } });
    expect(inKey.statusCode).toBe(422);
    expect(inKey.json().errors).toEqual({ 'config.k': 'Inválido' });
  });

  it('refuses a lone surrogate in any JSON body field with 422 on that field, and survives one in any query', async () => {
    const wrong: string[] = [];
    for (const [index, route] of apiRoutes().entries()) {
      for (const caller of FUZZERS) {
        // A URL cannot carry one (the client sends U+FFFD, or the escape stays literal): no 5xx is enough.
        const query = `filters[term]=${SURROGATES[0]}&term=%ED%A0%80&name=%uD800`;
        const inQuery = await send(route, caller, { url: `${fillPath(route.url, env.ids)}?${query}` });
        if (inQuery >= 500) wrong.push(`${caller} ${route.method} ${route.url} query → ${inQuery}`);
        if (!hasBody(route) || route.url === '/content/upload') continue;
        const res = await env.app.inject({
          method: route.method as 'POST',
          url: fillPath(route.url, env.ids),
          headers: bearer(env.tokens[caller]),
          payload: { ...bodyOf('ok'), notes: SURROGATES[index % SURROGATES.length] },
        });
        // The input guard answers before any route's own checks: the same 422 on every route.
        if (res.statusCode !== 422 || res.json().errors?.notes !== 'Inválido')
          wrong.push(`${caller} ${route.method} ${route.url} body → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers 2^31 and more in each integer field of the import calls with 422 on the field', async () => {
    const post = (url: string, payload: object) =>
      env.app.inject({ method: 'POST', url, headers: bearer(env.tokens.casos), payload });
    // A configuration of its own: the other tests' calls may have removed the demo's.
    const categories = await env.app.inject({
      method: 'GET',
      url: '/admin/seizure-requests/categories',
      headers: bearer(env.tokens.casos),
    });
    const car = (categories.json() as { id: number; type: string }[]).find((c) => c.type === 'car')!;
    const saved = await post('/admin/import/config', configInput(car.id, 'Fuzz'));
    expect(saved.statusCode).toBe(200);
    const { id: configId, config } = saved.json() as { id: number; config: object };
    const started = await post('/admin/import', { filename: 'fuzz.xlsx', closeOthers: false, configId });
    expect(started.statusCode).toBe(201);
    const rows = [{ line: 2, cells: { A: 'ABC1D23', E: 2020 } }];
    // A valid body of each call: each of its numbers is replaced in turn by a hostile one.
    const calls: [string, object][] = [
      ['/admin/import/config', { id: configId, name: 'Fuzz', config }],
      ['/admin/import', { filename: 'fuzz.xlsx', closeOthers: false, configId }],
      ['/admin/import/preview', { configId, rows }],
      // Batch 1 waits for batch 0, which the first body's last variant (a cell's number) applies.
      [`/admin/import/${started.json().id}/batches`, { seq: 0, total: 3, rows }],
      [`/admin/import/${started.json().id}/batches`, { seq: 1, total: 3, after: 0, rows }],
      [`/admin/import/${started.json().id}/finish`, { total: 3 }],
      [`/admin/import/${env.ids.importId}/save`, { line: 2, model: { year: 2020 } }],
    ];
    const wrong: string[] = [];
    for (const [url, body] of calls) {
      for (const [field, replaced] of numbersReplaced(body)) {
        for (const value of HUGE_INTS) {
          const res = await post(url, replaced(value));
          // A cell or a model field is checked as the case field it feeds: no 5xx is what counts there.
          const onField = /(^|\.)(cells|model)\./.test(field) || (res.statusCode === 422 && res.json().errors?.[field]);
          if (res.statusCode >= 500 || !onField)
            wrong.push(`${url} ${field}=${value} → ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('survives wrong types, huge numbers and long strings in every body field', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter(hasBody)) {
      for (const value of HOSTILE_VALUES) {
        const status = await send(route, 'casos', { payload: bodyOf(value) });
        if (status >= 500) wrong.push(`${route.method} ${route.url} ${JSON.stringify(value).slice(0, 40)} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('survives hostile queries on every endpoint', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes()) {
      for (const query of HOSTILE_QUERIES) {
        for (const caller of FUZZERS) {
          const status = await send(route, caller, { url: `${fillPath(route.url, env.ids)}?${query}` });
          if (status >= 500) wrong.push(`${caller} ${route.method} ${route.url}?${query.slice(0, 40)} → ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses non-canonical and absurd ids in every path parameter', async () => {
    const wrong: string[] = [];
    for (const route of apiRoutes().filter((r) => r.url.includes('/:'))) {
      for (const id of HOSTILE_IDS) {
        const url = fillPath(route.url.replace(/:(id|attachmentId|seizureRequestId|userId)\b/, id), env.ids);
        const status = await send(route, 'casos', { url, ...(hasBody(route) ? { payload: {} } : {}) });
        // '01' must not be read as 1: a non-canonical id names nothing.
        if (status >= 500 || status === 200 || status === 201) wrong.push(`${route.method} ${url} → ${status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers an upload whose file part has no closing boundary with 400 and the catalogue text', async () => {
    for (const size of [10, 300_000]) {
      const { payload, contentType } = truncatedUpload(size);
      const res = await env.app.inject({
        method: 'POST',
        url: '/content/upload',
        headers: { ...bearer(env.tokens.casos), 'content-type': contentType },
        payload,
      });
      expect(res.statusCode, `${size} bytes`).toBe(400);
      expect(res.json()).toMatchObject({ statusCode: 400, message: 'Dados inválidos' });
    }
  });

  it('refuses malformed JSON and multipart with 4xx, and survives non-object bodies', async () => {
    const wrong: string[] = [];
    // Bodies that cannot be read must be refused (4xx); readable but odd ones must not break it.
    const bodies: { payload: string; contentType: string; unreadable?: true }[] = [
      { payload: '{"a":', contentType: 'application/json', unreadable: true },
      { payload: '[]', contentType: 'application/json' },
      { payload: '"text"', contentType: 'application/json' },
      { payload: 'null', contentType: 'application/json' },
      { payload: '123', contentType: 'application/json' },
      { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded', unreadable: true },
      {
        payload: '--xx\r\nContent-Disposition: form-data; name="file"\r\n\r\nabc',
        contentType: 'multipart/form-data; boundary=xx',
        unreadable: true,
      },
      { payload: 'garbage', contentType: 'multipart/form-data', unreadable: true },
      // A file part whose closing boundary never comes, short and past the parser's first chunks.
      ...[10, 300_000].map((size) => ({ ...truncatedUpload(size), unreadable: true as const })),
    ];
    for (const route of apiRoutes().filter(hasBody)) {
      for (const body of bodies) {
        const status = await send(route, 'casos', body);
        if (status >= 500 || (body.unreadable && status < 400)) {
          wrong.push(`${route.method} ${route.url} ${body.payload.slice(0, 12)} → ${status}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
