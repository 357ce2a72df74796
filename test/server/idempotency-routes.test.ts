// The Idempotency-Key on every write route, generated from the running app's route table: each
// POST/PUT/PATCH/DELETE (but the two that only read) has a fixture (idempotency.support.ts) doing
// its real work; the repeat with the same key answers the first answer and changes no table
// (every table's rows counted), the same key with another request is refused, and two requests
// racing with one key run once. A write route without a fixture fails the first test.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDEMPOTENCY_TEXTS } from '../../src/domain/idempotency';
import { READ_ONLY_WRITES } from '../../src/server/http/idempotency';
import { rows } from '../support/api';
import { bearer, createTestApp, login } from '../support/server';
import { freshReceipt, PDF } from '../support/wallet';
import {
  backgroundIdle,
  FIXTURES,
  multipart,
  STAFF,
  type Call,
  type FixtureEnv,
  type Staff,
} from './idempotency.support';

let env: FixtureEnv;
beforeAll(async () => {
  const { app, ctx, db } = await createTestApp({ RATE_LIMIT_MAX: '1000' });
  const tokens = {} as Record<Staff, string>;
  for (const who of STAFF) tokens[who] = (await login(app, `${who}@demo.test`)).accessToken;
  env = { app, ctx, db, tokens };
});
afterAll(() => env.app.close());

/**
 * Signing out ends the session the repeat would need: the repeat is refused by the sign-in check
 * (401) before the key is looked at, which a client reads as signed out, what the first answer
 * meant. The key is honoured there but cannot answer the stored 200.
 */
const SESSION_ENDING = new Set(['POST /auth/logout']);

const writeRoutes = () =>
  env.app.routeTable
    .map((route) => `${route.method} ${route.url}`)
    .filter((key) => !key.startsWith('GET ') && !READ_ONLY_WRITES.has(key) && !SESSION_ENDING.has(key));

async function send(call: Call, key: string) {
  const headers: Record<string, string> = { 'idempotency-key': key, ...(call.token ? bearer(call.token) : {}) };
  const body = call.upload ? multipart(call.upload) : null;
  if (body) headers['content-type'] = body.contentType;
  const res = await env.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(body ? { payload: body.payload } : call.payload ? { payload: call.payload } : {}),
  });
  await backgroundIdle(env);
  return { status: res.statusCode, body: res.body, replayed: res.headers['idempotent-replayed'] === 'true' };
}

/** The rows of every table but the keys' own: what a second run would change. */
async function tableCounts(): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    env.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' AND table_name <> 'idempotency_keys' AND table_name NOT LIKE '%migrations%' ORDER BY 1`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables)
    counts[name] = Number(
      (await rows<{ n: number }>(env.db, sql.raw(`SELECT count(*)::int AS n FROM "${name}"`)))[0].n,
    );
  return counts;
}

function delta(before: Record<string, number>, after: Record<string, number>) {
  return Object.fromEntries(
    Object.keys(after)
      .filter((t) => after[t] !== before[t])
      .map((t) => [t, after[t] - (before[t] ?? 0)]),
  );
}

/** The same call, another request: another body, or another query for a call without one. */
function another(call: Call): Call {
  if (call.upload) return { ...call, upload: Buffer.concat([freshReceipt(PDF), Buffer.alloc(64)]) };
  if (call.payload) return { ...call, payload: { ...call.payload, outroPedido: true } };
  return { ...call, url: `${call.url}?outro=1` };
}

/** The route's fixture call, or its set-up's failure in `wrong`. */
async function prepared(route: string, wrong: string[]): Promise<Call | null> {
  try {
    return await FIXTURES[route](env);
  } catch (err) {
    wrong.push(`${route}: ${(err as Error).message}`);
    return null;
  }
}

const firstRuns: Record<string, Record<string, number>> = {};

describe('Idempotency-Key on every write route', { timeout: 300_000 }, () => {
  it('has a fixture for every write route of the route table', () => {
    const routes = writeRoutes();
    expect(routes.length).toBeGreaterThan(30);
    expect(routes.filter((key) => !FIXTURES[key])).toEqual([]);
  });

  it('answers a repeated sign-out 401 (its session is gone), and runs it once', async () => {
    const call = await FIXTURES['POST /auth/logout'](env);
    const key = randomUUID();
    expect((await send(call, key)).status).toBe(200);
    const before = await tableCounts();
    expect((await send(call, key)).status).toBe(401);
    expect(delta(before, await tableCounts())).toEqual({});
  });

  it('answers the repeat with the first answer, changing no table; another request under the key is 422', async () => {
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      const call = await prepared(route, wrong);
      if (!call) continue;
      const key = randomUUID();
      const start = await tableCounts();
      const first = await send(call, key);
      const before = await tableCounts();
      firstRuns[route] = delta(start, before);
      const again = await send(call, key);
      const other = await send(another(call), key);
      const after = await tableCounts();
      if (first.status >= 300 || first.replayed)
        wrong.push(`${route}: the first call answered ${first.status} ${first.body.slice(0, 200)}`);
      if (again.status !== first.status || again.body !== first.body || !again.replayed)
        wrong.push(`${route}: the repeat answered ${again.status} ${again.body.slice(0, 200)}`);
      if (other.status !== 422 || JSON.parse(other.body).message !== IDEMPOTENCY_TEXTS.otherRequest)
        wrong.push(`${route}: another request under the key answered ${other.status} ${other.body.slice(0, 200)}`);
      const changed = delta(before, after);
      if (Object.keys(changed).length > 0) wrong.push(`${route}: the repeat changed ${JSON.stringify(changed)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('runs two requests racing with one key once: the other is told it is in progress, or gets the first answer', async () => {
    const wrong: string[] = [];
    for (const route of writeRoutes()) {
      const call = await prepared(route, wrong);
      if (!call) continue;
      const key = randomUUID();
      const before = await tableCounts();
      const answers = await Promise.all([send(call, key), send(call, key)]);
      const changed = delta(before, await tableCounts());
      const ran = answers.filter((a) => !a.replayed && a.status !== 409);
      if (ran.length !== 1 || ran[0].status >= 300) {
        wrong.push(
          `${route}: ${answers.map((a) => `${a.status}${a.replayed ? ' (replayed)' : ''} ${a.body.slice(0, 120)}`).join(' | ')}`,
        );
        continue;
      }
      const rest = answers.filter((a) => a !== ran[0]);
      for (const a of rest) {
        const fine =
          a.status === 409
            ? JSON.parse(a.body).message === IDEMPOTENCY_TEXTS.inProgress
            : a.replayed && a.body === ran[0].body;
        if (!fine) wrong.push(`${route}: the other answered ${a.status} ${a.body.slice(0, 200)}`);
      }
      // No table grew more than one run made it grow in the test before (no second run's rows;
      // a counter row or a word of the name index made once may not be made again).
      const one = firstRuns[route];
      if (one && Object.entries(changed).some(([table, n]) => n > (one[table] ?? 0))) {
        wrong.push(`${route}: changed ${JSON.stringify(changed)}, one run changes ${JSON.stringify(firstRuns[route])}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
