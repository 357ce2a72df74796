// What every chat service shares: the conversation's key in a path, the closed rule in SQL, the
// row every chat answer is read from, and the conversation lookup scoped to the caller's company.
import { sql, type SQL } from 'drizzle-orm';
import { CHAT_MESSAGES, isAbandoned, type Chat, type ChatSend } from '../../../domain/chat';
import type { CaseStatus } from '../../../domain/statuses';
import { assertInScope } from '../../auth/guard';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { caseId } from '../cases/access';
import { invalid, notFound } from '../errors';
import { dateOrNull, rowsOf } from '../shared/sql';
import { READY_SQL } from '../trackers/shared';

/**
 * Refuses a message whose files are not the sender's (`mine` holds the paths that are), keyed by the
 * field that names them: an image under `images`, a document under `documents` (both when both).
 */
export function assertFilesAreMine(send: Pick<ChatSend, 'images' | 'documents'>, mine: ReadonlySet<string>) {
  const errors: Record<string, string> = {};
  if (send.images.some((p) => !mine.has(p))) errors.images = CHAT_MESSAGES.fileNotOurs;
  if (send.documents.some((d) => !mine.has(d.value))) errors.documents = CHAT_MESSAGES.fileNotOurs;
  if (Object.keys(errors).length > 0) throw invalid(errors);
}

/** The two path parameters naming a conversation; anything but a canonical id is a 404. */
export const conversationKey = (params: unknown) => {
  const { seizureRequestId, userId } = (params ?? {}) as { seizureRequestId?: string; userId?: string };
  return { seizureRequestId: caseId(seizureRequestId), userId: caseId(userId) };
};
export type ConversationKey = ReturnType<typeof conversationKey>;

/** The case `s` has ended (removed, closed or no longer ready): domain chatClosedReason's 'caseEnded'. */
export const caseEndedSql = sql`(s.deleted_at IS NOT NULL OR s.closed_at IS NOT NULL OR s.status NOT IN ${READY_SQL})`;

/**
 * The chat `c` refuses new messages (spec §4): its case ended, or its tracker has no approved
 * request on the case any more, or the case's close closed it (chats.closed).
 */
export const closedSql = sql`(c.closed OR ${caseEndedSql} OR NOT EXISTS (SELECT 1 FROM tracker_requests tr
  WHERE tr.seizure_request_id = c.seizure_request_id AND tr.user_id = c.user_id AND tr.status = 'approved'))`;

/** The tables a chat row reads (the list's FROM). */
export const chatFrom = sql`chats c JOIN seizure_requests s ON s.id = c.seizure_request_id`;

/** Every column of a chat row, over `chatFrom`, without its WHERE. */
export const chatSelect = sql`SELECT c.id, c.user_id, u.name AS user_name, u.email AS user_email, u.phone AS user_phone,
    u.avatar AS user_avatar, s.id AS case_id, s.license_plate, s.chassi, s.model, s.status AS case_status,
    l.id AS company_id, l.name AS company_name, ${closedSql} AS closed, c.unread_count, c.last_attendant_id,
    a.name AS last_attendant_name, c.last_sent_at, c.attendant_last_view_at, c.waiting_since,
    (SELECT m.message FROM chat_messages m WHERE m.chat_id = c.id
      ORDER BY m.created_at DESC NULLS FIRST, m.id DESC NULLS FIRST LIMIT 1) AS last_message
  FROM chats c JOIN seizure_requests s ON s.id = c.seizure_request_id JOIN users u ON u.id = c.user_id
    JOIN law_companies l ON l.id = s.law_company_id LEFT JOIN users a ON a.id = c.last_attendant_id`;

export interface ChatRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  user_phone: string | null;
  user_avatar: string | null;
  case_id: number;
  license_plate: string | null;
  chassi: string | null;
  model: string | null;
  case_status: CaseStatus;
  company_id: number;
  company_name: string;
  closed: boolean;
  unread_count: number;
  last_attendant_id: number | null;
  last_attendant_name: string | null;
  last_sent_at: Date | string | null;
  attendant_last_view_at: Date | string | null;
  waiting_since: Date | string | null;
  last_message: string | null;
}

/** A row as the wire's Chat, for the caller (isCurrentAttendant) at `now` (abandoned). */
export function toChat(row: ChatRow, auth: AccessClaims, now: Date): Chat {
  const waitingSince = dateOrNull(row.waiting_since);
  return {
    id: row.id,
    user: {
      id: row.user_id,
      name: row.user_name,
      email: row.user_email,
      phone: row.user_phone,
      avatar: row.user_avatar,
    },
    seizureRequest: {
      id: row.case_id,
      licensePlate: row.license_plate,
      chassi: row.chassi,
      model: row.model,
      status: row.case_status,
    },
    lawCompany: { id: row.company_id, name: row.company_name },
    closed: row.closed,
    abandoned: isAbandoned({ closed: row.closed, waitingSince }, now),
    unread: Number(row.unread_count) > 0,
    unreadCount: Number(row.unread_count),
    isCurrentAttendant: row.last_attendant_id === auth.userId,
    lastAttendantId: row.last_attendant_id,
    lastAttendantName: row.last_attendant_name,
    lastSentAt: dateOrNull(row.last_sent_at),
    attendantLastViewAt: dateOrNull(row.attendant_last_view_at),
    waitingSince,
    lastMessage: row.last_message,
  };
}

/** The conversation's chat row, scoped: another company's chat, or none, is a 404. */
export async function findChat(
  db: Db,
  auth: AccessClaims,
  key: ConversationKey,
  where: SQL = sql`true`,
): Promise<ChatRow> {
  const [row] = rowsOf<ChatRow>(
    await db.execute(
      sql`${chatSelect} WHERE c.seizure_request_id = ${key.seizureRequestId} AND c.user_id = ${key.userId} AND s.deleted_at IS NULL AND ${where}`,
    ),
  );
  if (!row) throw notFound();
  assertInScope(auth, row.company_id);
  return row;
}
