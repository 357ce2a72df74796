import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection';
import { emailOutbox } from '../db/schema';

export interface Email {
  to: string;
  subject: string;
  body: string;
}

/**
 * Queues an e-mail in the outbox (inside the caller's transaction when given one). No SMTP is
 * configured in this version: the outbox is the delivery record and development reads the log.
 */
export async function queueEmail(db: Pick<Db, 'insert'>, email: Email, log?: FastifyBaseLogger) {
  await db.insert(emailOutbox).values(email);
  log?.info({ to: email.to, subject: email.subject }, 'e-mail queued in the outbox');
}
