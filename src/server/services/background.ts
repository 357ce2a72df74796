import type { FastifyBaseLogger } from 'fastify';
import { appOwned } from './appOwned';

/**
 * Work done after the answer has gone, in this process, one job at a time in arrival order:
 * a job's errors are logged, never answered. Nothing is kept across a restart (a lost recovery
 * e-mail is asked for again), and a queue past `maxWaiting` drops new jobs with a warning
 * rather than growing without bound.
 */
export class WorkQueue {
  private tail: Promise<void> = Promise.resolve();
  private waiting = 0;
  private closed = false;

  constructor(readonly maxWaiting = 200) {}

  /** Queues a job; false when it was dropped (queue full or closing). */
  push(name: string, job: () => Promise<void>, log: FastifyBaseLogger): boolean {
    if (this.closed || this.waiting >= this.maxWaiting) {
      log.warn({ job: name, waiting: this.waiting }, 'background job dropped');
      return false;
    }
    this.waiting++;
    this.tail = this.tail
      // setImmediate: the job starts after the answer is written, not while it is being sent.
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(job)
      .catch((err: unknown) => log.error({ err, job: name }, 'background job failed'))
      .finally(() => this.waiting--);
    return true;
  }

  /** Resolves once every job queued so far has run. */
  idle(): Promise<void> {
    return this.tail;
  }

  /** Takes no more jobs and waits for the queued ones (before the database closes). */
  async close(): Promise<void> {
    this.closed = true;
    await this.tail;
  }
}

const queues = appOwned<WorkQueue>('background work');

/** A new background queue for an app being built on this context (its routes share it). */
export const openBackgroundWork = (owner: object): WorkQueue => queues.open(owner, new WorkQueue());

/** The background queue of the app last built on this context (tests wait on it). */
export const backgroundWork = (owner: object): WorkQueue => queues.of(owner);
