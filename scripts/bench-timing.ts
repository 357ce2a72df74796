import { performance } from 'node:perf_hooks';
import type { SQL } from 'drizzle-orm';
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
