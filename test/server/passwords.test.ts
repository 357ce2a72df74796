import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { argon2Slots, hashPassword, Semaphore, verifyPassword } from '../../src/server/auth/passwords';
import { createTestApp, type TestApp } from '../support/server';
import { expectErrorBody } from '../support/errorBody';

/** A task that runs until the test lets it finish. */
function heldTask(log: string[], name: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    release,
    task: async () => {
      log.push(`start ${name}`);
      await gate;
      log.push(`end ${name}`);
      return name;
    },
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Semaphore', () => {
  it('runs at most `max` at once, queues up to `maxWaiting` in order, and refuses past that', async () => {
    const semaphore = new Semaphore(2, 3);
    const log: string[] = [];
    const held = ['a', 'b', 'c', 'd', 'e'].map((name) => heldTask(log, name));
    const results = held.map((h) => semaphore.run(h.task));
    await tick();
    expect(log).toEqual(['start a', 'start b']);
    expect(semaphore.load).toEqual({ running: 2, waiting: 3 });

    // The sixth finds the line full: refused at once with 503's kind, not queued.
    await expect(semaphore.run(async () => 'f')).rejects.toMatchObject({ kind: 'unavailable', retryAfterSeconds: 1 });
    expect(semaphore.load).toEqual({ running: 2, waiting: 3 });

    // A finishing task hands its slot to the first in line, never to a newcomer.
    held[1].release();
    await tick();
    const late = heldTask(log, 'late');
    const lateResult = semaphore.run(late.task);
    await tick();
    expect(log).toEqual(['start a', 'start b', 'end b', 'start c']);
    expect(semaphore.load).toEqual({ running: 2, waiting: 3 });

    for (const h of [held[0], held[2], held[3], held[4], late]) {
      h.release();
      await tick();
    }
    await expect(Promise.all([...results, lateResult])).resolves.toEqual(['a', 'b', 'c', 'd', 'e', 'late']);
    expect(log.filter((l) => l.startsWith('start'))).toEqual([
      'start a',
      'start b',
      'start c',
      'start d',
      'start e',
      'start late',
    ]);
    expect(semaphore.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot when a task fails', async () => {
    const semaphore = new Semaphore(1, 0);
    await expect(semaphore.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(semaphore.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('argon2 work', () => {
  it('goes through the process-wide semaphore: 2 at once, 64 waiting', async () => {
    expect(argon2Slots.max).toBe(2);
    expect(argon2Slots.maxWaiting).toBe(64);
    const hashes = [hashPassword('um'), hashPassword('dois'), hashPassword('três')];
    expect(argon2Slots.load).toEqual({ running: 2, waiting: 1 });
    const [first] = await Promise.all(hashes);
    expect(await verifyPassword(first, 'um')).toBe(true);
    expect(argon2Slots.load).toEqual({ running: 0, waiting: 0 });
  });
});

describe('a flood of password work', () => {
  let app: TestApp;
  beforeAll(async () => {
    ({ app } = await createTestApp({ RATE_LIMIT_MAX: '1000' }));
  });
  afterAll(() => app.close());

  it('makes a sign-in answer 503 at once when the line is full, instead of waiting behind it', async () => {
    // Another user's flood holds both slots and fills the line.
    const log: string[] = [];
    const flood = Array.from({ length: argon2Slots.max + argon2Slots.maxWaiting }, (_, i) =>
      heldTask(log, `flood${i}`),
    );
    const running = flood.map((h) => argon2Slots.run(h.task));
    await tick();
    expect(argon2Slots.load).toEqual({ running: 2, waiting: 64 });
    try {
      const res = await app.inject({
        method: 'POST',
        url: '/auth/login',
        payload: { email: 'casos@demo.test', password: 'demo1234' },
      });
      expect(res.statusCode).toBe(503);
      expectErrorBody(res, { statusCode: 503, error: 'Service Unavailable', message: 'Algo deu errado...' });
      expect(res.headers['retry-after']).toBe('1');
    } finally {
      for (const h of flood) h.release();
      await Promise.all(running);
    }
    // Once the flood is through, the same sign-in works.
    const after = await app.inject({
      method: 'POST',
      url: '/auth/login',
      payload: { email: 'casos@demo.test', password: 'demo1234' },
    });
    expect(after.statusCode).toBe(200);
  });
});
