import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { CHAT_MESSAGES_PAGE, type ChatMessage } from '../../../domain/chat';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { OpenChat } from './types';
import { PING_POLLING } from './polling';

export const useChatDataProvider = () => useDataProvider<AppDataProvider>();

// The list, the tabs' counts and the open conversation come from the one poll (ChatPoll.tsx).

/** When the tracker last wrote (GET …/ping), every 3 s. The key starts with 'chat', so refreshAfter('chat') reaches it. */
export function useChatPing(chat: OpenChat, enabled = true) {
  const dataProvider = useChatDataProvider();
  return useQuery({
    queryKey: ['chat', 'ping', chat.seizureRequestId, chat.userId],
    queryFn: ({ signal }) => dataProvider.chatPing(chat.seizureRequestId, chat.userId, signal),
    ...PING_POLLING,
    enabled,
  });
}

/**
 * The conversation's history before the poll's newest page (docs/chat.md "Console"): each call of
 * `loadMore` reads the next older page of GET /admin/chat/{…} (pages of CHAT_MESSAGES_PAGE, the
 * poll's own size, so page 2 starts where the poll's page 1 ends). Messages written meanwhile shift
 * the pages towards the past: a page may repeat messages already shown (mergeMessages drops them),
 * never skip one. `reachedStart` once a page reaches the conversation's first message.
 */
export function useOlderMessages(chat: OpenChat) {
  const dataProvider = useChatDataProvider();
  const [pages, setPages] = useState<ChatMessage[][]>([]);
  const [reachedStart, setReachedStart] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const busy = useRef(false);
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);

  const loadMore = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setError(null);
    const page = pages.length + 2;
    const controller = new AbortController();
    aborter.current = controller;
    try {
      const answer = await dataProvider.chatMessages(
        chat.seizureRequestId,
        chat.userId,
        page,
        CHAT_MESSAGES_PAGE,
        controller.signal,
      );
      setPages((known) => [...known, answer.result]);
      if (answer.result.length === 0 || page * CHAT_MESSAGES_PAGE >= answer.total) setReachedStart(true);
    } catch (e) {
      if (!controller.signal.aborted) setError(e);
    } finally {
      busy.current = false;
      setLoading(false);
    }
  }, [dataProvider, chat.seizureRequestId, chat.userId, pages.length]);

  return { older: pages.flat(), reachedStart, loading, error, loadMore };
}

const timeOf = (m: ChatMessage) => new Date(m.createdAt).getTime();

/**
 * One conversation from the older pages and the poll's newest one: each message once (the newest
 * answer's copy wins: it carries the latest `viewAt`), oldest first.
 */
export function mergeMessages(older: ChatMessage[], latest: ChatMessage[]): ChatMessage[] {
  const byId = new Map<number, ChatMessage>();
  for (const m of older) byId.set(m.id, m);
  for (const m of latest) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => timeOf(a) - timeOf(b) || a.id - b.id);
}
