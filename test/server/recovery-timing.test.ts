import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/server/auth/passwords';
import { users } from '../../src/server/db/schema';
import { createTestApp, type TestApp } from '../support/server';

// Issue 39 item 2: POST /auth/recovery told by its timing whether an e-mail exists (an existing
// one with a live code took 228 ms median against 71 ms for an unknown one). Both now run the same
// statements and one argon2 verification each (the dummy hash for nobody).

let app: TestApp;
let db: Awaited<ReturnType<typeof createTestApp>>['db'];

beforeAll(async () => {
  ({ app, db } = await createTestApp({ RATE_LIMIT_MAX: '100000' }));
});
afterAll(() => app?.close());

const KNOWN = 'leitura@demo.test';
const PAIRS = 40;

/** A live code for the known user, its tries given back (outside the timed call). */
async function liveCode(codeHash: string) {
  await db
    .update(users)
    .set({ recoveryCode: codeHash, recoveryCodeAt: new Date(), recoveryAttempts: 0 })
    .where(eq(users.email, KNOWN));
}

async function timedTry(email: string): Promise<number> {
  const started = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: '/auth/recovery',
    payload: { email, code: 'ZZZZZZ', password: 'nova12345', confirmPassword: 'nova12345' },
  });
  const elapsed = performance.now() - started;
  expect(res.statusCode).toBe(422);
  expect(res.json().errors).toEqual({ code: 'Código inválido ou expirado.' });
  return elapsed;
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const sortedCopy = (values: number[]) => [...values].sort((a, b) => a - b);

describe('POST /auth/recovery', () => {
  it('takes the same time for a known e-mail with a live code as for an unknown one', async () => {
    const codeHash = await hashPassword('ABCDEF');
    // Warm both paths (the dummy hash is made at its first use, statements get planned).
    for (let i = 0; i < 3; i++) {
      await liveCode(codeHash);
      await timedTry(KNOWN);
      await timedTry(`ninguem-aquecimento-${i}@demo.test`);
    }
    const known: number[] = [];
    const unknown: number[] = [];
    // Interleaved, the order swapped every pair: the machine's load drifts over both alike.
    for (let i = 0; i < PAIRS; i++) {
      await liveCode(codeHash);
      const order = i % 2 === 0 ? (['known', 'unknown'] as const) : (['unknown', 'known'] as const);
      for (const which of order) {
        if (which === 'known') known.push(await timedTry(KNOWN));
        else unknown.push(await timedTry(`ninguem-${i}@demo.test`));
      }
    }
    // Each pair ran back to back: its difference cancels the load's drift. With equal times the
    // median difference sits near 0, within a small part of the differences' own spread (its
    // standard error is about a sixth of the interquartile range at 40 pairs, so half of it is
    // 3 standard errors); the audit's gap was three times the faster median, far outside it.
    const differences = sortedCopy(known.map((time, i) => time - unknown[i]!));
    const spread = quantile(differences, 0.75) - quantile(differences, 0.25);
    const unknownMedian = quantile(sortedCopy(unknown), 0.5);
    const tolerance = Math.max(spread / 2, 0.1 * unknownMedian);
    const gap = quantile(differences, 0.5);
    const summary = `known median ${quantile(sortedCopy(known), 0.5).toFixed(1)} ms, unknown ${unknownMedian.toFixed(1)} ms, paired gap ${gap.toFixed(1)} ms, spread ${spread.toFixed(1)} ms`;
    expect(Math.abs(gap), summary).toBeLessThanOrEqual(tolerance);
  }, 120_000);
});
