import type {
  Chat,
  ChatCount,
  ChatMessage,
  ChatPing,
  ChatPoll,
  ChatPollParams,
  ChatSendInput,
} from '../../domain/chat';
import type { ListAnswer } from './types';
import { request } from './httpClient';

const CHAT = '/admin/chat';
const key = (seizureRequestId: number, userId: number) => `${seizureRequestId}/${userId}`;

/**
 * The chat's calls (spec 000 §7 "Chat"; docs/chat.md), spread into the dataProvider and polled by
 * /mensagens through react-query. The list itself is getList('chat') (GET /admin/chat, the tab as
 * `status`, filters[type]). The polled answers carry an ETag: the browser revalidates and a 304
 * costs the server no body.
 */
export const chatMethods = {
  /** GET /admin/chat/poll: what /mensagens polls (the list, the tabs' counts, the open conversation) in one call. */
  chatPoll: (params: ChatPollParams, signal?: AbortSignal) =>
    request<ChatPoll>(`${CHAT}/poll`, { query: { ...params }, signal }),
  /** GET /admin/chat/count/my and /count/not-my: the tabs' counts. */
  chatCount: (which: 'my' | 'not-my', signal?: AbortSignal) =>
    request<ChatCount>(`${CHAT}/count/${which}`, { signal }).then((a) => a.total),
  /** GET /admin/chat/info/{seizureRequestId}/{userId}. */
  chatInfo: (seizureRequestId: number, userId: number, signal?: AbortSignal) =>
    request<Chat>(`${CHAT}/info/${key(seizureRequestId, userId)}`, { signal }),
  /** GET …/ping: when the tracker last wrote. */
  chatPing: (seizureRequestId: number, userId: number, signal?: AbortSignal) =>
    request<ChatPing>(`${CHAT}/info/${key(seizureRequestId, userId)}/ping`, { signal }),
  /**
   * GET /admin/chat/{seizureRequestId}/{userId}: page 1 is the newest `perPage` messages (at most
   * MAX_PER_PAGE_MESSAGES), each page oldest first; the console reads older history page by page.
   */
  chatMessages: (seizureRequestId: number, userId: number, page: number, perPage: number, signal?: AbortSignal) =>
    request<ListAnswer<ChatMessage>>(`${CHAT}/${key(seizureRequestId, userId)}`, { query: { page, perPage }, signal }),
  /** POST /admin/chat/send. */
  sendChatMessage: (body: ChatSendInput) => request<ChatMessage>(`${CHAT}/send`, { method: 'POST', body }),
};
