import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { emailOutbox } from '../db/schema';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

export interface EmailLog {
  log: FastifyBaseLogger;
  /** Print the body too (EMAIL_LOG_BODY): how development and the browser tests read codes. */
  includeBody: boolean;
}

/**
 * Queues an e-mail in the outbox (inside the caller's transaction when given one). No SMTP is
 * configured in this version: the outbox is the delivery record and development reads the log.
 */
export async function queueEmail(db: Pick<Db, 'insert'>, email: Email, logging?: EmailLog) {
  await db.insert(emailOutbox).values(email);
  logging?.log.info(
    { to: email.to, subject: email.subject, ...(logging.includeBody ? { body: email.body } : {}) },
    'e-mail queued in the outbox',
  );
}
