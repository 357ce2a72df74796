// The import job: abandons imports that stopped sending batches and fails closings a dead process
// left (services/imports/closing.ts); docs/imports.md.
import type { AppContext } from '../context';
import { runImportJob } from '../services/imports';

export const IMPORT_JOB_INTERVAL_MS = 60_000;

type Log = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

/**
 * Runs the job every minute until the returned function is called (it resolves once a run in
 * progress has ended). The same loop as the auto-approval job: errors logged, the timer does not
 * keep the process alive, a tick is skipped while the previous run still works.
 */
export function startImportJob(ctx: Pick<AppContext, 'database'>, log: Log, intervalMs = IMPORT_JOB_INTERVAL_MS) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = runImportJob(ctx.database.db)
      .then(
        (done) => {
          if (done.abandoned + done.failed > 0) log.info(done, 'imports: silent imports abandoned, orphaned closings failed');
        },
        (err: unknown) => log.error({ err }, 'import job failed; trying again at the next tick'),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  // At start too: what a crashed process left is settled without waiting a minute.
  const first = setTimeout(tick, 0);
  first.unref();
  return async function stop() {
    stopped = true;
    clearInterval(timer);
    clearTimeout(first);
    await running;
  };
}
