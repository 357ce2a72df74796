// 'Exportar' without starving everyone else (issue 39 item 4): eight 20,000-row case exports at
// once made another user's call wait 22 s. An export reads its list page by page (a statement per
// 100 rows, services/shared/export.ts), so few at a time leave the database to the other calls:
// one export per user at a time (a second gets 429 and says why), and EXPORTS_AT_ONCE in the
// process, the others waiting their turn in order. Per process: with several nodes, each keeps
// its own count (docs/operations.md).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ERROR_TEXTS } from '../../domain/errors';
import { ApiError } from './errors';

export const EXPORTS_PER_USER = 1;
export const EXPORTS_AT_ONCE = 2;

export class ExportSlots {
  private readonly perUser = new Map<number, number>();
  private readonly waiting: (() => void)[] = [];
  private active = 0;

  constructor(
    private readonly limitPerUser = EXPORTS_PER_USER,
    private readonly atOnce = EXPORTS_AT_ONCE,
  ) {}

  /** How many exports run now, and how many wait for a turn. */
  get state() {
    return { active: this.active, waiting: this.waiting.length };
  }

  /**
   * A turn for `userId`'s export: null when the user already has its limit running (answer 429),
   * else a promise of the release, resolved once one of the process's turns is free.
   */
  take(userId: number): Promise<() => void> | null {
    const mine = this.perUser.get(userId) ?? 0;
    if (mine >= this.limitPerUser) return null;
    this.perUser.set(userId, mine + 1);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      const left = (this.perUser.get(userId) ?? 1) - 1;
      if (left > 0) this.perUser.set(userId, left);
      else this.perUser.delete(userId);
      const next = this.waiting.shift();
      if (next) next();
      else this.active -= 1;
    };
    if (this.active < this.atOnce) {
      this.active += 1;
      return Promise.resolve(release);
    }
    // The turn passes straight from a finished export to the next waiting one (active unchanged).
    return new Promise((resolve) => this.waiting.push(() => resolve(release)));
  }
}

const held = new WeakMap<FastifyRequest, () => void>();

/**
 * Every /admin route whose path ends in /export takes a turn before its handler (after the
 * sign-in, onRequest) and gives it back when the answer is sent or the caller goes away.
 */
export function limitExports(app: FastifyInstance, slots: ExportSlots) {
  app.addHook('preHandler', async (request) => {
    if (!request.routeOptions.url?.endsWith('/export') || !request.auth) return;
    const turn = slots.take(request.auth.userId);
    if (!turn) throw new ApiError(429, ERROR_TEXTS.exportRunning);
    const release = await turn;
    held.set(request, release);
    // A caller gone while waiting or reading: the turn is given back at once.
    request.raw.once('close', release);
  });
  const giveBack = async (request: FastifyRequest) => held.get(request)?.();
  app.addHook('onResponse', giveBack);
  app.addHook('onRequestAbort', giveBack);
}
