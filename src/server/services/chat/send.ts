import { sql } from 'drizzle-orm';
import { CHAT_MESSAGES, chatClosedReason, chatSendSchema, type ChatMessage } from '../../../domain/chat';
import { hasPermission, ROLE_RULES } from '../../../domain/roles';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { chatMessages } from '../../db/schema';
import { findCase } from '../cases/access';
import { forbidden, notFound, parse, refused } from '../errors';
import { caseOf, notifyTrackers } from '../shared/outbox';
import { at, rowsOf } from '../shared/sql';
import { forgetChatVersions } from './versions';
import { getMessage, markRead } from './messages';
import { assertFilesAreMine } from './shared';

/**
 * POST /admin/chat/send: a law-company user writes to a tracker about one of the company's cases.
 * Support is refused (spec §6); a closed chat is refused saying why (the case ended, or the
 * tracker has no approved request); the files must be uploads of the sender's company. In one
 * transaction, under the case's row lock: the chat is created or updated (the sender becomes its
 * current attendant, taking over from another; nothing is left waiting or unread, since answering
 * is reading), the message is stored and the tracker notified through the outbox.
 */
export async function sendMessage(db: Db, auth: AccessClaims, input: unknown, now = new Date()): Promise<ChatMessage> {
  if (!hasPermission(auth.roles, ROLE_RULES.sendMessage)) throw forbidden(CHAT_MESSAGES.support);
  const send = parse(chatSendSchema, input);
  const sent = await db.transaction(async (tx) => {
    const row = await findCase(tx, auth, send.seizureRequestId, true);
    const [tracker] = rowsOf<{ requests: number; approved: boolean; chat_closed: boolean | null }>(
      await tx.execute(sql`SELECT count(*)::int AS requests, coalesce(bool_or(t.status = 'approved'), false) AS approved,
          (SELECT c.closed FROM chats c WHERE c.seizure_request_id = ${row.id} AND c.user_id = ${send.userId}) AS chat_closed
        FROM tracker_requests t WHERE t.seizure_request_id = ${row.id} AND t.user_id = ${send.userId}`),
    );
    // Nobody to talk to: a user who never asked to work the case is no conversation of it.
    if (!tracker || (tracker.requests === 0 && tracker.chat_closed === null)) throw notFound();
    const reason =
      chatClosedReason({ caseStatus: row.status, caseClosedAt: row.closedAt, trackerApproved: tracker.approved }) ??
      (tracker.chat_closed ? 'caseEnded' : null);
    if (reason) throw refused(CHAT_MESSAGES[reason]);
    assertFilesAreMine(send, await filesOfCompany(tx, auth, [...send.images, ...send.documents.map((d) => d.value)]));

    const [chat] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO chats (seizure_request_id, user_id, law_company_id, last_attendant_id, last_sent_at, attendant_last_view_at, created_at)
        VALUES (${row.id}, ${send.userId}, ${row.lawCompanyId}, ${auth.userId}, ${at(now)}, ${at(now)}, ${at(now)})
        ON CONFLICT (seizure_request_id, user_id) DO UPDATE SET last_attendant_id = EXCLUDED.last_attendant_id,
          last_sent_at = EXCLUDED.last_sent_at, waiting_since = NULL
        RETURNING id`),
    );
    await markRead(tx, chat.id, send.userId, now);
    const [message] = await tx
      .insert(chatMessages)
      .values({
        chatId: chat.id,
        senderId: auth.userId,
        message: send.message,
        images: send.images.map((value, i) => ({ id: i + 1, value })),
        documents: send.documents.map((d, i) => ({ id: i + 1, value: d.value, filename: d.filename })),
        createdAt: now,
      })
      .returning({ id: chatMessages.id });
    await notifyTrackers(tx, [{ ...caseOf(row), userId: send.userId }], 'chatMessage', {
      chatId: chat.id,
      messageId: message.id,
    });
    return getMessage(tx, message.id, send.userId);
  });
  // Committed: this process's next polls see it at once (services/chat/versions.ts).
  forgetChatVersions();
  return sent;
}

/** Which of `paths` are uploads of a user of the sender's company (docs/chat.md "Files"). */
async function filesOfCompany(tx: Db, auth: AccessClaims, paths: string[]): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const list = sql.join(
    [...new Set(paths)].map((p) => sql`${p}`),
    sql`, `,
  );
  const found = rowsOf<{ path: string }>(
    await tx.execute(sql`SELECT up.path FROM uploads up JOIN users u ON u.id = up.uploaded_by_id
      WHERE up.path IN (${list}) AND u.law_company_id = ${auth.lawCompanyId ?? -1}`),
  );
  return new Set(found.map((f) => f.path));
}
