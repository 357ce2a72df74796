import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
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
    unreadCount: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chats_case_user_key').on(t.seizureRequestId, t.userId),
    index('chats_company_last_sent_idx').on(t.lawCompanyId, t.lastSentAt.desc()),
    index('chats_last_sent_idx').on(t.lastSentAt.desc()),
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
  (t) => [index('chat_messages_chat_created_idx').on(t.chatId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())],
);
