import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';
import { seizureRequests } from './cases';
import { lawCompanies } from './lawCompanies';
import { users } from './users';

export interface ChatImage {
  id: number;
  value: string;
}
export interface ChatDocument {
  id: number;
  value: string;
  filename: string;
}

/** One conversation between a tracker and the law company about one case. */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    seizureRequestId: integer()
      .notNull()
      .references(() => seizureRequests.id),
    userId: integer()
      .notNull()
      .references(() => users.id),
    lawCompanyId: integer()
      .notNull()
      .references(() => lawCompanies.id),
    closed: boolean().notNull().default(false),
    lastAttendantId: integer().references(() => users.id),
    lastSentAt: at(),
    /** Last message from the tracker: a chat unanswered for 3 days is abandoned. */
    userLastSentAt: at(),
    attendantLastViewAt: at(),
    /**
     * The first tracker message the company has not answered (set by the tracker's first message
     * after the company's last, cleared when the company sends): the 'Pendentes' tab, and a chat
     * waiting over 3 days is abandoned (docs/chat.md).
     */
    waitingSince: at(),
    unreadCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_case_user_key').on(t.seizureRequestId, t.userId),
    index('chats_company_last_sent_idx').on(t.lawCompanyId, t.lastSentAt.desc()),
    index('chats_last_sent_idx').on(t.lastSentAt.desc()),
    // The lists sort by last_sent_at DESC NULLS LAST, id DESC NULLS LAST (services/chat/list.ts).
    // 'Pendentes' and its count: open chats waiting for an answer, per company, newest first.
    index('chats_company_waiting_idx')
      .on(t.lawCompanyId, t.lastSentAt.desc(), t.id.desc())
      .where(sql`${t.waitingSince} IS NOT NULL AND NOT ${t.closed}`),
    // 'Atribuídos a mim' and its count.
    index('chats_attendant_last_sent_idx').on(t.lastAttendantId, t.lastSentAt.desc(), t.id.desc()),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatId: integer()
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    senderId: integer()
      .notNull()
      .references(() => users.id),
    message: text(),
    images: jsonb().$type<ChatImage[]>().notNull().default([]),
    documents: jsonb().$type<ChatDocument[]>().notNull().default([]),
    createdAt: createdAt(),
    viewAt: at(),
  },
  (t) => [
    index('chat_messages_chat_created_idx').on(t.chatId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    // Who may read a file (services/fileAccess.ts): the messages carrying a path, by containment.
    index('chat_messages_images_idx').using('gin', t.images.op('jsonb_path_ops')),
    index('chat_messages_documents_idx').using('gin', t.documents.op('jsonb_path_ops')),
  ],
);

/**
 * One counter per law company, bumped by triggers (migration 0013) in the transaction of every
 * change a chat answer shows (chats, messages, the case's status and names, the tracker's request):
 * a polled answer's ETag is derived from it, so an unchanged poll costs no list query
 * (services/chat/versions.ts, docs/chat.md "Polling"). No foreign key: the triggers write it.
 */
export const chatVersions = pgTable('chat_versions', {
  lawCompanyId: integer().primaryKey(),
  version: bigint({ mode: 'number' }).notNull().default(0),
});
