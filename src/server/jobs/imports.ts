// The import job: abandons imports that stopped sending batches and resumes closings nobody moves
// on (this process's previous run was stopped, or another process died): services/imports/closing.ts.
import type { AppContext } from '../context';
import { closingRunner, runImportJob } from '../services/imports';
import { startPeriodicJob, type JobLog } from './periodic';

export const IMPORT_JOB_INTERVAL_MS = 60_000;

/**
 * Runs the job now and every minute until the returned function is called (the loop of
 * ./periodic.ts, shared with the auto-approval job). The first run, at the process's start, resumes
 * every closing: this process runs none yet, and one another process still runs is safe to join
 * (its chunks and ours take the import's lock in turn).
 */
export function startImportJob(ctx: Pick<AppContext, 'database'>, log: JobLog, intervalMs = IMPORT_JOB_INTERVAL_MS) {
  let first = true;
  return startPeriodicJob({
    name: 'imports',
    outcomes: (done) => ({ abandoned: done.abandoned, resumed: done.resumed.length }),
    run: async () => {
      const done = await runImportJob(ctx.database.db, new Date(), first);
      first = false;
      const resumed = done.resume.filter((id) => closingRunner(ctx).start(id));
      return { abandoned: done.abandoned, resumed };
    },
    intervalMs,
    log,
    report: (done, log) => {
      if (done.abandoned > 0) log.info(done, 'imports: silent imports abandoned');
      if (done.resumed.length > 0) log.info(done, 'imports: closings resumed');
    },
    failureMessage: 'import job failed; trying again at the next tick',
  });
}
