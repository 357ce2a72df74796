import { sql } from 'drizzle-orm';
import { chatMessagesQuerySchema, type ChatMessage } from '../../../domain/chat';
import { isLawCompanyUser } from '../../../domain/roles';
import type { Page } from '../../../domain/wire';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import type { ChatDocument, ChatImage } from '../../db/schema';
import { parse } from '../errors';
import { pagedSelect } from '../shared/pagedList';
import { at, countOf, dateOf, dateOrNull, jsonOf, rowsOf } from '../shared/sql';
import { findChat, type ConversationKey } from './shared';
import { forgetChatVersions } from './versions';

interface MessageRow {
  id: number;
  sender_id: number;
  sender_name: string;
  from_tracker: boolean;
  message: string | null;
  images: ChatImage[] | string;
  documents: ChatDocument[] | string;
  created_at: Date | string;
  view_at: Date | string | null;
}

const toMessage = (row: MessageRow): ChatMessage => ({
  id: row.id,
  senderId: row.sender_id,
  senderName: row.sender_name,
  fromTracker: row.from_tracker,
  message: row.message,
  images: (jsonOf(row.images) ?? []).map((i) => ({ id: Number(i.id), value: i.value })),
  documents: (jsonOf(row.documents) ?? []).map((d) => ({ id: Number(d.id), value: d.value, filename: d.filename })),
  createdAt: dateOf(row.created_at),
  viewAt: dateOrNull(row.view_at),
});

/** Newest first, as chat_messages_chat_created_idx is ordered. */
const ORDER = sql`m.created_at DESC NULLS FIRST, m.id DESC NULLS FIRST`;

/**
 * GET /admin/chat/{seizureRequestId}/{userId}: page 1 holds the newest messages; each page's
 * messages come oldest first, ready to show top to bottom (docs/chat.md). A law-company user's
 * read marks the tracker's messages viewed and clears the unread count; support's does not (the
 * company has not read them). `afterMarkRead` runs between marking and reading the page (the
 * polled answer's ETag is taken there: routes/chat.ts).
 */
export async function listMessages(
  db: Db,
  auth: AccessClaims,
  key: ConversationKey,
  rawQuery: unknown,
  now = new Date(),
  afterMarkRead?: () => Promise<void>,
): Promise<Page<ChatMessage>> {
  const query = parse(chatMessagesQuerySchema, rawQuery);
  const chat = await findChat(db, auth, key);
  if (isLawCompanyUser(auth.roles) && chat.unread_count > 0) {
    await db.transaction((tx) => markRead(tx, chat.id, chat.user_id, now));
    forgetChatVersions();
    await afterMarkRead?.();
  }
  const page = await pagedSelect(db, {
    query,
    from: sql`chat_messages m`,
    where: sql`m.chat_id = ${chat.id}`,
    order: ORDER,
    id: sql`m.id`,
    select: sql`SELECT m.id, m.sender_id, u.name AS sender_name, m.sender_id = ${chat.user_id} AS from_tracker, m.message,
        m.images, m.documents, m.created_at, m.view_at FROM chat_messages m JOIN users u ON u.id = m.sender_id`,
    // Exact, not capped: the console reads the history back page by page until this total.
    total: () => countOf(db, sql`SELECT count(*)::int AS total FROM chat_messages m WHERE m.chat_id = ${chat.id}`),
    present: toMessage,
  });
  return { total: page.total, result: page.result.reverse() };
}

/**
 * The company read the conversation: the tracker's messages are viewed, nothing is unread. Run in
 * a transaction. The chat's row is locked first, as every writer of the chat does (sending takes
 * it with its upsert, before this): two readers and a sender marking the same messages otherwise
 * lock them in different orders and PostgreSQL ends one with a deadlock (test/server/chat-race.test.ts).
 */
export async function markRead(db: Db, chatId: number, trackerId: number, now: Date) {
  await db.execute(sql`SELECT id FROM chats WHERE id = ${chatId} FOR UPDATE`);
  await db.execute(
    sql`UPDATE chat_messages SET view_at = ${at(now)} WHERE chat_id = ${chatId} AND sender_id = ${trackerId} AND view_at IS NULL`,
  );
  await db.execute(sql`UPDATE chats SET unread_count = 0, attendant_last_view_at = ${at(now)} WHERE id = ${chatId}`);
}

/** One message in the wire's shape (what sending answers). */
export async function getMessage(db: Db, id: number, trackerId: number): Promise<ChatMessage> {
  const [row] = rowsOf<MessageRow>(
    await db.execute(sql`SELECT m.id, m.sender_id, u.name AS sender_name, m.sender_id = ${trackerId} AS from_tracker,
      m.message, m.images, m.documents, m.created_at, m.view_at FROM chat_messages m JOIN users u ON u.id = m.sender_id
      WHERE m.id = ${id}`),
  );
  return toMessage(row);
}
