// The mail job: with SMTP_URL set, sends the e-mail outbox (services/mail/delivery.ts) now and
// every few seconds; without it nothing runs (development writes .eml files at once instead).
import type { AppContext } from '../context';
import { runMailDelivery, smtpMailer, type Mailer } from '../services/mail/delivery';
import { startPeriodicJob, type JobLog } from './periodic';

/** How soon a queued e-mail leaves: a recovery code is waited for on screen. */
export const MAIL_JOB_INTERVAL_MS = 5_000;

/**
 * Starts the job when SMTP_URL is set (null otherwise); the returned function stops it, waits for
 * a run in progress and closes the SMTP connections. Safe in every process: rows are claimed.
 */
export function startMailJob(
  ctx: Pick<AppContext, 'database' | 'config'>,
  log: JobLog,
  intervalMs = MAIL_JOB_INTERVAL_MS,
  mailer: Mailer | null = ctx.config.SMTP_URL ? smtpMailer(ctx.config.SMTP_URL) : null,
): (() => Promise<void>) | null {
  if (!mailer) return null;
  const stop = startPeriodicJob({
    name: 'mail',
    outcomes: (done) => ({ sent: done.sent, failed: done.failed, gaveUp: done.gaveUp }),
    run: () => runMailDelivery(ctx.database.db, mailer, ctx.config.EMAIL_FROM),
    intervalMs,
    log,
    report: (done, log) => {
      // Counts only: addresses and bodies (codes, passwords) stay in the outbox.
      if (done.sent + done.failed > 0) log.info(done, 'mail: outbox delivered over SMTP');
      if (done.gaveUp > 0) log.error(done, 'mail: e-mails given up after their last attempt (email_outbox.last_error)');
    },
    failureMessage: 'mail job failed; trying again at the next tick',
  });
  return async () => {
    await stop();
    mailer.close();
  };
}
