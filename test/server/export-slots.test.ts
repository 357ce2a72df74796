// Issue 39 item 4: exports that do not hold the database from everyone else (http/exportSlots.ts):
// one export per user at a time (a second is 429 saying why), EXPORTS_AT_ONCE in the process and
// the rest waiting in order. The turns are taken here by the test itself, so what is in flight is
// decided, not raced.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_TEXTS } from '../../src/domain/errors';
import { ExportSlots, EXPORTS_AT_ONCE } from '../../src/server/http/exportSlots';
import type { AppContext } from '../../src/server/context';
import { bearer, createTestApp, login, type TestApp } from '../support/server';
import { rows } from '../support/api';
import { sql } from 'drizzle-orm';

describe('ExportSlots', () => {
  it('one turn per user; past the process limit the others wait in order', async () => {
    const slots = new ExportSlots(1, 2);
    const first = await slots.take(1)!;
    expect(slots.take(1)).toBeNull();
    const second = await slots.take(2)!;
    const order: number[] = [];
    const third = slots.take(3)!.then((release) => (order.push(3), release));
    const fourth = slots.take(4)!.then((release) => (order.push(4), release));
    expect(slots.state).toEqual({ active: 2, waiting: 2 });
    first();
    first(); // a release is given once
    const releaseThird = await third;
    expect(order).toEqual([3]);
    expect(slots.take(1)).not.toBeNull(); // user 1's turn is free again (and now waits)
    second();
    releaseThird();
    await fourth;
    expect(order).toEqual([3, 4]);
  });
});

describe('GET …/export with turns held', () => {
  let app: TestApp;
  let ctx: AppContext;
  const tokens: Record<string, string> = {};
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ({ app, ctx } = await createTestApp());
    for (const who of ['casos', 'assessoria']) {
      tokens[who] = (await login(app, `${who}@demo.test`)).accessToken;
      ids[who] = (
        await rows<{ id: number }>(ctx.database.db, sql`SELECT id FROM users WHERE email = ${`${who}@demo.test`}`)
      )[0].id;
    }
  });
  afterAll(() => app.close());

  const exportCases = (who: string) =>
    app.inject({ method: 'GET', url: '/admin/seizure-requests/export', headers: bearer(tokens[who]) });

  it("refuses a user's second export while the first is made, and not another user's", async () => {
    const release = await ctx.exportSlots.take(ids.casos)!;
    const refused = await exportCases('casos');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(ERROR_TEXTS.exportRunning);
    expect((await exportCases('assessoria')).statusCode).toBe(200);
    release();
    const again = await exportCases('casos');
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toContain('spreadsheetml');
    expect(ctx.exportSlots.state).toEqual({ active: 0, waiting: 0 });
  });

  it('waits for a turn when the process has EXPORTS_AT_ONCE running, then answers', async () => {
    const held = await Promise.all(Array.from({ length: EXPORTS_AT_ONCE }, (_, i) => ctx.exportSlots.take(-1 - i)!));
    let answered = false;
    const waiting = exportCases('casos').then((res) => ((answered = true), res));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    expect(ctx.exportSlots.state.waiting).toBe(1);
    held[0]();
    expect((await waiting).statusCode).toBe(200);
    held[1]();
    expect(ctx.exportSlots.state).toEqual({ active: 0, waiting: 0 });
  });
});
