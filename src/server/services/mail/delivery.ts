// Delivery of the e-mail outbox over SMTP (SMTP_URL set; jobs/mail.ts runs it every few seconds in
// every process). docs/operations.md "E-mail".
import nodemailer from 'nodemailer';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { at, dateOf, rowsOf } from '../shared/sql';

/** Rows claimed per statement: a short claim, and a crash leaves few rows waiting for their lease. */
const BATCH = 20;
/** A claimed row is another process's again after this long (the claimer died mid-send). */
export const MAIL_LEASE_MS = 10 * 60_000;
/** After this many failed attempts the row is kept with its error and no longer tried. */
export const MAIL_MAX_ATTEMPTS = 10;

/** Wait before the next attempt: 1 min, 2, 4… doubling, at most 6 h (the 10th attempt ≈ 8.5 h after the first). */
export const retryDelayMs = (attempts: number) => Math.min(60_000 * 2 ** Math.max(0, attempts - 1), 6 * 3_600_000);

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  date: Date;
}

/** What sends one message: nodemailer's transport in production (and in the tests, to a real SMTP server). */
export interface Mailer {
  sendMail(message: MailMessage): Promise<unknown>;
  close(): void;
}

/** A transport to SMTP_URL (smtp:// with STARTTLS when offered, smtps:// TLS), with bounded waits. */
export function smtpMailer(url: string): Mailer {
  return nodemailer.createTransport({
    url,
    // A server that does not answer fails the attempt (retried later) instead of holding the job.
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
}

interface Claimed {
  id: number;
  to: string;
  subject: string;
  body: string;
  html: string | null;
  attempts: number;
  created_at: Date | string;
}

export interface DeliveryRun {
  sent: number;
  failed: number;
  /** Of the failed, those that reached MAIL_MAX_ATTEMPTS and will not be tried again. */
  gaveUp: number;
}

/**
 * Sends every due row of the outbox, oldest first, and answers what happened. Safe in several
 * processes at once: a row is claimed by ONE statement that counts the attempt and moves its next
 * attempt a lease ahead (the inner SELECT … FOR UPDATE SKIP LOCKED skips rows another claim holds,
 * and a row claimed meanwhile is no longer due), so two runs never send the same row. A failure
 * keeps the row with its error and schedules the next attempt (retryDelayMs); a row is never deleted.
 */
export async function runMailDelivery(db: Db, mailer: Mailer, from: string, now?: Date): Promise<DeliveryRun> {
  // The database's clock by default: the same one that stamped the rows (an API machine's clock
  // may differ); tests pass their own.
  const clock = now ? at(now) : sql`now()`;
  const done: DeliveryRun = { sent: 0, failed: 0, gaveUp: 0 };
  for (;;) {
    const claimed = await claimDue(db, clock);
    for (const row of claimed) {
      try {
        await mailer.sendMail({
          from,
          to: row.to,
          subject: row.subject,
          text: row.body,
          html: row.html ?? undefined,
          date: dateOf(row.created_at),
        });
        await db.execute(sql`UPDATE email_outbox SET sent_at = now(), last_error = NULL WHERE id = ${row.id}`);
        done.sent++;
      } catch (err) {
        const gaveUp = Number(row.attempts) >= MAIL_MAX_ATTEMPTS;
        const next = gaveUp ? sql`NULL` : later(clock, retryDelayMs(Number(row.attempts)));
        await db.execute(
          sql`UPDATE email_outbox SET last_error = ${errorText(err)}, next_attempt_at = ${next} WHERE id = ${row.id}`,
        );
        done.failed++;
        if (gaveUp) done.gaveUp++;
      }
    }
    if (claimed.length < BATCH) return done;
  }
}

const later = (clock: SQL, ms: number) => sql`${clock} + ${ms} * interval '1 millisecond'`;

async function claimDue(db: Db, clock: SQL): Promise<Claimed[]> {
  const rows = rowsOf<Claimed>(
    await db.execute(sql`UPDATE email_outbox SET attempts = attempts + 1, next_attempt_at = ${later(clock, MAIL_LEASE_MS)}
      WHERE id IN (SELECT id FROM email_outbox WHERE sent_at IS NULL AND next_attempt_at <= ${clock}
        ORDER BY next_attempt_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
      RETURNING id, "to", subject, body, html, attempts, created_at`),
  );
  // RETURNING has no order: sent in the order they were queued.
  return rows.sort((a, b) => Number(a.id) - Number(b.id));
}

/** The server's answer ("550 5.1.1 … unknown user"), bounded; never the message itself. */
function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return text.slice(0, 1000);
}
