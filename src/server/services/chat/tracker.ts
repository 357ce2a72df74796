import { and, eq, isNull, sql } from 'drizzle-orm';
import { CHAT_MESSAGES, chatClosedReason, chatSendSchema, type ChatMessage } from '../../../domain/chat';
import type { Db } from '../../db/connection';
import { chatMessages, seizureRequests } from '../../db/schema';
import { notFound, parse, refused } from '../errors';
import { at, rowsOf } from '../shared/sql';
import { forgetChatVersions } from './versions';
import { getMessage } from './messages';
import { assertFilesAreMine } from './shared';

/**
 * The tracker's side of a conversation (the mobile app is not ours; `npm run simulate` and tests
 * act through this): the same schema as the console's messages, the same closed rule, files that
 * the tracker uploaded. The chat is created on the first message; the company gets one more
 * unread message, and the wait starts unless it is already running (docs/chat.md).
 */
export async function sendAsTracker(db: Db, trackerId: number, input: unknown, now = new Date()): Promise<ChatMessage> {
  const send = parse(chatSendSchema, { ...(input as object), userId: trackerId });
  const sent = await db.transaction(async (tx) => {
    // Any live case: whether this tracker may write about it is the request below.
    const [row] = await tx
      .select()
      .from(seizureRequests)
      .where(and(eq(seizureRequests.id, send.seizureRequestId), isNull(seizureRequests.deletedAt)))
      .for('update');
    if (!row) throw notFound();
    const [request] = rowsOf<{ approved: boolean }>(
      await tx.execute(sql`SELECT coalesce(bool_or(status = 'approved'), false) AS approved FROM tracker_requests
        WHERE seizure_request_id = ${row.id} AND user_id = ${trackerId} HAVING count(*) > 0`),
    );
    if (!request) throw notFound();
    const [closedChat] = rowsOf<{ closed: boolean }>(
      await tx.execute(sql`SELECT closed FROM chats WHERE seizure_request_id = ${row.id} AND user_id = ${trackerId}`),
    );
    const reason =
      chatClosedReason({ caseStatus: row.status, caseClosedAt: row.closedAt, trackerApproved: request.approved }) ??
      (closedChat?.closed ? 'caseEnded' : null);
    if (reason) throw refused(CHAT_MESSAGES[reason]);
    const paths = [...send.images, ...send.documents.map((d) => d.value)];
    if (paths.length > 0) {
      const list = sql.join(
        [...new Set(paths)].map((p) => sql`${p}`),
        sql`, `,
      );
      const own = rowsOf<{ path: string }>(
        await tx.execute(sql`SELECT path FROM uploads WHERE path IN (${list}) AND uploaded_by_id = ${trackerId}`),
      );
      assertFilesAreMine(send, new Set(own.map((o) => o.path)));
    }
    const [chat] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO chats (seizure_request_id, user_id, law_company_id, last_sent_at, user_last_sent_at, waiting_since, unread_count, created_at)
        VALUES (${row.id}, ${trackerId}, ${row.lawCompanyId}, ${at(now)}, ${at(now)}, ${at(now)}, 1, ${at(now)})
        ON CONFLICT (seizure_request_id, user_id) DO UPDATE SET last_sent_at = EXCLUDED.last_sent_at,
          user_last_sent_at = EXCLUDED.user_last_sent_at, waiting_since = coalesce(chats.waiting_since, EXCLUDED.waiting_since),
          unread_count = chats.unread_count + 1
        RETURNING id`),
    );
    const [message] = await tx
      .insert(chatMessages)
      .values({
        chatId: chat.id,
        senderId: trackerId,
        message: send.message,
        images: send.images.map((value, i) => ({ id: i + 1, value })),
        documents: send.documents.map((d, i) => ({ id: i + 1, value: d.value, filename: d.filename })),
        createdAt: now,
      })
      .returning({ id: chatMessages.id });
    return getMessage(tx, message.id, trackerId);
  });
  // Committed: this process's next polls see it at once (services/chat/versions.ts).
  forgetChatVersions();
  return sent;
}
