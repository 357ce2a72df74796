// The import job: abandons imports that stopped sending batches and fails closings a dead process
// left (services/imports/closing.ts); docs/imports.md.
import type { AppContext } from '../context';
import { runImportJob } from '../services/imports';
import { startPeriodicJob, type JobLog } from './periodic';

export const IMPORT_JOB_INTERVAL_MS = 60_000;

/**
 * Runs the job now and every minute until the returned function is called (the loop of
 * ./periodic.ts, shared with the auto-approval job).
 */
export function startImportJob(ctx: Pick<AppContext, 'database'>, log: JobLog, intervalMs = IMPORT_JOB_INTERVAL_MS) {
  return startPeriodicJob({
    run: () => runImportJob(ctx.database.db),
    intervalMs,
    log,
    report: (done, log) => {
      if (done.abandoned + done.failed > 0) log.info(done, 'imports: silent imports abandoned, orphaned closings failed');
    },
    failureMessage: 'import job failed; trying again at the next tick',
  });
}
