import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../src/server/db/connection';

/** How many timed calls each measure makes (BENCH_CALLS, 200 by default). */
export const CALLS = Number(process.env.BENCH_CALLS ?? 200);

export function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** p50 and p95 in ms of `call`, one at a time, after 10 warm-up calls. */
export async function timed(call: () => Promise<unknown>, calls = CALLS) {
  for (let i = 0; i < 10; i++) await call();
  const times: number[] = [];
  for (let i = 0; i < calls; i++) {
    const t = performance.now();
    await call();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/** Runs one data-generating statement of a benchmark and prints how long it took. */
export async function timedStep(name: string, statement: SQL, db: Db) {
  const t = performance.now();
  await db.execute(statement);
  console.log(`  ${name}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
}

// ---------------------------------------------------------------------------------------------
// The API against its own SQL (issue 27 item 6): the statements one API call sends, recorded at
// the driver (node-postgres' Client.query, under drizzle and the pool), then replayed bare on a
// connection of their own, one at a time; the ratio says what HTTP, auth, validation and JSON add.

export type Recorded = { text: string; values: unknown[] };

/** The statements `call` sends to PostgreSQL (transaction control left out), in order. */
export async function recordStatements(call: () => Promise<unknown>): Promise<Recorded[]> {
  const recorded: Recorded[] = [];
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  // node-postgres' query has many overloads: the config (a string or { text, values }) comes first.
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | { text?: string; values?: unknown[] }, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    const params = Array.isArray(values) ? values : (typeof config === 'object' && config?.values) || [];
    if (typeof text === 'string' && !/^\s*(begin|commit|rollback|savepoint|release)/i.test(text))
      recorded.push({ text, values: params });
    return original.apply(this, args);
  };
  try {
    await call();
  } finally {
    proto.query = original;
  }
  return recorded;
}

/** p50 and p95 of the recorded statements replayed bare, one at a time, on their own connection. */
export async function timedBare(databaseUrl: string, statements: Recorded[]) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await timed(async () => {
      for (const s of statements) await client.query(s.text, s.values);
    });
  } finally {
    await client.end();
  }
}

/** The API's p95 over the bare SQL's, e.g. '1.8×'. */
export const ratio = (api: { p95: number }, bare: { p95: number }) =>
  `${(api.p95 / Math.max(bare.p95, 0.001)).toFixed(1)}×`;

/** The machine's 1-minute load average now: a figure from a busy machine is recognisable as such. */
export const loadNow = () => os.loadavg()[0].toFixed(1);
