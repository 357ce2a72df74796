import { sql, type SQL } from 'drizzle-orm';
import {
  abandonedBefore,
  chatListQuerySchema,
  type Chat,
  type ChatCount,
  type ChatListQuery,
  type ChatPing,
} from '../../../domain/chat';
import type { Page } from '../../../domain/wire';
import { assertInScope, companyScope } from '../../auth/guard';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { notFound, parse } from '../errors';
import { pagedSelect } from '../shared/pagedList';
import { at, countOf, dateOrNull, rowsOf } from '../shared/sql';
import { chatFrom, chatSelect, closedSql, findChat, toChat, type ChatRow, type ConversationKey } from './shared';

export interface ChatClock {
  /** The moment 'abandoned' is judged at (tests move it). */
  now?: Date;
}

/** The newest conversation first; matches the chats_*_idx indexes (migration 0007). */
const ORDER = sql`c.last_sent_at DESC NULLS LAST, c.id DESC NULLS LAST`;

/**
 * The conditions of a tab for the caller (docs/chat.md "Tabs"): 'pending' open chats waiting for
 * the company's answer that the caller does not hold; 'my' open chats the caller holds; 'closed';
 * 'all'. Law-company users see their company's chats; support every company's.
 */
function tabConditions(auth: AccessClaims, status: ChatListQuery['status']): SQL[] {
  const scope = companyScope(auth);
  const list: SQL[] = [sql`s.deleted_at IS NULL`];
  if (scope !== null) list.push(sql`c.law_company_id = ${scope}`);
  if (status === 'pending')
    list.push(
      sql`c.waiting_since IS NOT NULL AND NOT c.closed AND c.last_attendant_id IS DISTINCT FROM ${auth.userId} AND NOT ${closedSql}`,
    );
  if (status === 'my') list.push(sql`c.last_attendant_id = ${auth.userId} AND NOT c.closed AND NOT ${closedSql}`);
  if (status === 'closed') list.push(closedSql);
  return list;
}

/** GET /admin/chat: one tab, filtered by type (unread, abandoned), one page. */
export async function listChats(
  db: Db,
  auth: AccessClaims,
  rawQuery: unknown,
  clock: ChatClock = {},
): Promise<Page<Chat>> {
  const now = clock.now ?? new Date();
  const query = parse(chatListQuerySchema, rawQuery);
  const list = tabConditions(auth, query.status);
  if (query.filters.type === 'unread') list.push(sql`c.unread_count > 0`);
  if (query.filters.type === 'abandoned')
    list.push(sql`c.waiting_since < ${at(abandonedBefore(now))} AND NOT ${closedSql}`);
  return pagedSelect(db, {
    query,
    from: chatFrom,
    where: sql.join(list, sql` AND `),
    order: ORDER,
    id: sql`c.id`,
    select: chatSelect,
    present: (row: ChatRow) => toChat(row, auth, now),
  });
}

/**
 * GET /admin/chat/count/not-my: the 'Pendentes' tab's total. GET /admin/chat/count/my: the caller's
 * chats waiting for an answer. Each one indexed COUNT (docs/chat.md "Polling").
 */
export async function countChats(db: Db, auth: AccessClaims, which: 'my' | 'notMy'): Promise<ChatCount> {
  const list = tabConditions(auth, which === 'my' ? 'my' : 'pending');
  if (which === 'my') list.push(sql`c.waiting_since IS NOT NULL`);
  return {
    total: await countOf(db, sql`SELECT count(*)::int AS total FROM ${chatFrom} WHERE ${sql.join(list, sql` AND `)}`),
  };
}

/** GET /admin/chat/info/{seizureRequestId}/{userId}. */
export async function chatInfo(db: Db, auth: AccessClaims, key: ConversationKey, clock: ChatClock = {}): Promise<Chat> {
  return toChat(await findChat(db, auth, key), auth, clock.now ?? new Date());
}

/** GET /admin/chat/info/{seizureRequestId}/{userId}/ping: when the tracker last wrote (one unique-index lookup, every 3 s). */
export async function pingChat(db: Db, auth: AccessClaims, key: ConversationKey): Promise<ChatPing> {
  const [row] = rowsOf<{ company_id: number; user_last_sent_at: Date | string | null }>(
    await db.execute(sql`SELECT c.law_company_id AS company_id, c.user_last_sent_at FROM ${chatFrom}
      WHERE c.seizure_request_id = ${key.seizureRequestId} AND c.user_id = ${key.userId} AND s.deleted_at IS NULL`),
  );
  if (!row) throw notFound();
  assertInScope(auth, row.company_id);
  return { userLastSentAt: dateOrNull(row.user_last_sent_at) };
}
