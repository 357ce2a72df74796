import { chatPollQuerySchema, type ChatPoll } from '../../../domain/chat';
import type { AccessClaims } from '../../auth/tokens';
import type { Db } from '../../db/connection';
import { parse, ServiceError } from '../errors';
import { chatInfo, countChats, listChats } from './list';
import { listMessages } from './messages';
import { conversationKey } from './shared';

/**
 * GET /admin/chat/poll: what /mensagens polls every 5 s in one answer (docs/chat.md "Polling"),
 * computed by the same services as the routes the spec names: the list's page, both tab counts
 * and, when a conversation is open, its info and newest messages. The open conversation is read
 * first: reading marks the tracker's messages viewed (`afterMarkRead` re-takes the ETag there, as
 * the messages route does), so every part after it shows the conversation read.
 */
export async function pollChats(
  db: Db,
  auth: AccessClaims,
  rawQuery: unknown,
  afterMarkRead?: () => Promise<void>,
): Promise<ChatPoll> {
  const { open: openKey, messagesPerPage, ...listQuery } = parse(chatPollQuerySchema, rawQuery);
  const now = new Date();
  let open: ChatPoll['open'];
  if (openKey) {
    const [seizureRequestId, userId] = openKey.split('/');
    try {
      const key = conversationKey({ seizureRequestId, userId });
      const messages = await listMessages(db, auth, key, { page: 1, perPage: messagesPerPage }, now, afterMarkRead);
      open = { info: await chatInfo(db, auth, key, { now }), messages };
    } catch (error) {
      // A conversation the routes answer 404 (removed; another company's, refused by auth/guard's
      // assertInScope with its HTTP 404) is null: the list still shows.
      const notFound =
        (error instanceof ServiceError && error.kind === 'notFound') ||
        (error as { statusCode?: number }).statusCode === 404;
      if (!notFound) throw error;
      open = null;
    }
  }
  // The 'Pendentes' tab without a filter is count/not-my's own query: its total is that count.
  const pendingIsList = listQuery.status === 'pending' && !listQuery.filters.type;
  const [list, my, pending] = await Promise.all([
    listChats(db, auth, listQuery, { now }),
    countChats(db, auth, 'my'),
    pendingIsList ? null : countChats(db, auth, 'notMy'),
  ]);
  return {
    list,
    counts: { pending: pending?.total ?? list.total, my: my.total },
    ...(open !== undefined ? { open } : {}),
  };
}
