// The idempotency job: deletes the Idempotency-Key answers past their 24 h (http/idempotency.ts).
import type { AppContext } from '../context';
import { clearExpiredIdempotencyKeys } from '../http/idempotency';
import { startPeriodicJob, type JobLog } from './periodic';

export const IDEMPOTENCY_JOB_INTERVAL_MS = 10 * 60_000;

/** Every ten minutes; safe in every process at once (one DELETE of old rows). */
export function startIdempotencyJob(
  ctx: Pick<AppContext, 'database'>,
  log: JobLog,
  intervalMs = IDEMPOTENCY_JOB_INTERVAL_MS,
) {
  return startPeriodicJob({
    name: 'idempotency',
    run: () => clearExpiredIdempotencyKeys(ctx.database.db),
    intervalMs,
    log,
    report: (deleted, log) => {
      if (deleted > 0) log.info({ deleted }, 'idempotency: expired keys deleted');
    },
    failureMessage: 'idempotency job failed; trying again at the next tick',
  });
}
