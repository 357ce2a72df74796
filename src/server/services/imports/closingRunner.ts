// Runs closings chunk by chunk in this process, pausing between chunks, and stops between two
// chunks when the server stops (the closing resumes at the next start: services/imports/closing.ts).
import type { Db } from '../../db/connection';
import type { JobLog } from '../../jobs/periodic';
import { countRun, jobItems } from '../../metrics/registry';
import { appOwned } from '../appOwned';
import { closeChunk, failClosing, type ChunkResult } from './closing';

export interface ClosingRunnerOptions {
  /** The pause between two chunks: on PGlite's one connection, the calls waiting meanwhile are served. */
  pauseMs?: number;
  /** A chunk that fails is tried again this many times (a second apart) before the closing is failed. */
  attempts?: number;
  retryMs?: number;
  /** How long a chunk should hold the database: the cases per chunk follow it (halved above, doubled well below). */
  targetChunkMs?: number;
  /** Tests: one chunk, replaced (e.g. to fail or to count). */
  chunk?: ChunkFn;
}

type ChunkFn = (db: Db, importId: number, scan: number) => Promise<ChunkResult>;
const MIN_SCAN = 25;
const MAX_SCAN = 2_000;
const FIRST_SCAN = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export class ClosingRunner {
  private readonly running = new Map<number, Promise<void>>();
  private stopped = false;
  private readonly pauseMs: number;
  private readonly attempts: number;
  private readonly retryMs: number;
  private readonly targetChunkMs: number;
  private readonly chunk: ChunkFn;

  constructor(
    private readonly db: Db,
    private readonly log: JobLog,
    options: ClosingRunnerOptions = {},
  ) {
    this.pauseMs = options.pauseMs ?? 20;
    this.attempts = options.attempts ?? 3;
    this.retryMs = options.retryMs ?? 1_000;
    this.targetChunkMs = options.targetChunkMs ?? 150;
    this.chunk = options.chunk ?? ((db, id, scan) => closeChunk(db, id, new Date(), scan));
  }

  /** Starts closing the import unless this process already does (or is stopping); true when started. */
  start(importId: number): boolean {
    if (this.stopped || this.running.has(importId)) return false;
    const run = this.run(importId).finally(() => this.running.delete(importId));
    this.running.set(importId, run);
    return true;
  }

  isRunning(importId: number): boolean {
    return this.running.has(importId);
  }

  /** Resolves once every closing this process runs has ended or stopped. */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running.values());
  }

  /** No new chunk starts; resolves once the chunks in progress have committed (the server then closes the database). */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.idle();
  }

  private async run(importId: number) {
    let closed = 0;
    // Small first: the first chunk after a start reads cold pages (measured 857 ms for 200 cases
    // on PGlite right after a restart, then ~70 ms); quick chunks double it.
    let scan = FIRST_SCAN;
    for (let failures = 0; !this.stopped;) {
      let result: ChunkResult;
      try {
        const started = Date.now();
        result = await countRun('importClosing', () => this.chunk(this.db, importId, scan));
        scan = this.nextScan(scan, Date.now() - started);
        failures = 0;
      } catch (err) {
        failures++;
        if (failures >= this.attempts) {
          this.log.error({ err, importId, closed }, 'import closing failed; the import ends closingFailed');
          await failClosing(this.db, importId).catch((error: unknown) =>
            this.log.error({ err: error, importId }, 'import closing: could not record the failure'),
          );
          return;
        }
        this.log.error({ err, importId, failures }, 'import closing: a chunk failed; trying again');
        await sleep(this.retryMs);
        continue;
      }
      closed += result.closed;
      if (result.closed > 0) jobItems.inc({ job: 'importClosing', outcome: 'closed' }, result.closed);
      if (result.done) {
        this.log.info({ importId, closed }, 'import closing done');
        return;
      }
      await sleep(this.pauseMs);
    }
    this.log.info({ importId, closed }, 'import closing paused: the server is stopping; it resumes at the next start');
  }

  /** A slow chunk (a loaded machine, many trackers per case) halves the next; a quick one doubles it. */
  private nextScan(scan: number, tookMs: number): number {
    if (tookMs > this.targetChunkMs) return Math.max(MIN_SCAN, Math.floor(scan / 2));
    if (tookMs < this.targetChunkMs / 2) return Math.min(MAX_SCAN, scan * 2);
    return scan;
  }
}

const runners = appOwned<ClosingRunner>('closing runner');

/** The closing runner of the app built on this context (routes/imports.ts opens it; the import job and tests reach it). */
export const openClosingRunner = (owner: object, db: Db, log: JobLog, options?: ClosingRunnerOptions): ClosingRunner =>
  runners.open(owner, new ClosingRunner(db, log, options));

export const closingRunner = (owner: object): ClosingRunner => runners.of(owner);
