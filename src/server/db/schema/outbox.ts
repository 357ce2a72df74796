import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../../domain/statuses';
import { at, createdAt, id } from './columns';
import { seizureRequests } from './cases';
import { lawCompanies } from './lawCompanies';
import { users } from './users';

/** "The tracker is notified": a row here, written in the same transaction as the change. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id),
    kind: text().$type<NotificationKind>().notNull(),
    seizureRequestId: integer().references(() => seizureRequests.id),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    sentAt: at(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_case_idx').on(t.seizureRequestId),
  ],
);

/**
 * E-mails waiting to be sent: over SMTP by the mail job when SMTP_URL is set (services/mail),
 * otherwise as .eml files in development. A row is never deleted: sent (sentAt), waiting for its
 * next attempt (nextAttemptAt), or given up after its last attempt (both null, lastError kept).
 */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    to: text().notNull(),
    subject: text().notNull(),
    /** The plain-text body. */
    body: text().notNull(),
    /** The HTML alternative (multipart/alternative); null on rows queued before it existed. */
    html: text(),
    createdAt: createdAt(),
    sentAt: at(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().defaultNow(),
    lastError: text(),
  },
  (t) => [
    index('email_outbox_to_idx').on(t.to, t.createdAt.desc().nullsFirst()),
    // The mail job's claim: the unsent rows that are due, oldest first.
    index('email_outbox_due_idx')
      .on(t.nextAttemptAt, t.id)
      .where(sql`${t.sentAt} IS NULL`),
  ],
);

export const uploads = pgTable('uploads', {
  id: id(),
  path: text().notNull().unique(),
  originalName: text().notNull(),
  mimeType: text().notNull(),
  size: integer().notNull(),
  uploadedById: integer().references(() => users.id),
  /** The content's SHA-256 (hex), taken while it streams in (migration 0034; null before it). */
  sha256: text(),
  createdAt: createdAt(),
});

/** Who decided what, and when: closes, reopens, removals, listing changes, tracker decisions… */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    actorId: integer().references(() => users.id),
    lawCompanyId: integer().references(() => lawCompanies.id),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: integer(),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.createdAt.desc().nullsFirst())],
);
