import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { OpenChat } from './ChatPage';
import { LIST_POLLING, PING_POLLING } from './polling';

export const useChatDataProvider = () => useDataProvider<AppDataProvider>();

/** The tabs' counts: 'Pendentes' (count/not-my) and 'Atribuídos a mim' (count/my), every 5 s. */
export function useChatCounts() {
  const dataProvider = useChatDataProvider();
  // Keys start with 'chat', so refreshAfter('chat') reaches them (providers/dependencies.ts).
  const pending = useQuery({ queryKey: ['chat', 'count', 'not-my'], queryFn: ({ signal }) => dataProvider.chatCount('not-my', signal), ...LIST_POLLING });
  const my = useQuery({ queryKey: ['chat', 'count', 'my'], queryFn: ({ signal }) => dataProvider.chatCount('my', signal), ...LIST_POLLING });
  return { pending: pending.data, my: my.data };
}

export function useChatInfo(chat: OpenChat) {
  const dataProvider = useChatDataProvider();
  return useQuery({
    queryKey: ['chat', 'info', chat.seizureRequestId, chat.userId],
    queryFn: ({ signal }) => dataProvider.chatInfo(chat.seizureRequestId, chat.userId, signal),
    ...LIST_POLLING,
  });
}

export function useChatPing(chat: OpenChat) {
  const dataProvider = useChatDataProvider();
  return useQuery({
    queryKey: ['chat', 'ping', chat.seizureRequestId, chat.userId],
    queryFn: ({ signal }) => dataProvider.chatPing(chat.seizureRequestId, chat.userId, signal),
    ...PING_POLLING,
  });
}

export function useChatMessages(chat: OpenChat, perPage: number) {
  const dataProvider = useChatDataProvider();
  return useQuery({
    queryKey: ['chat', 'messages', chat.seizureRequestId, chat.userId, perPage],
    queryFn: ({ signal }) => dataProvider.chatMessages(chat.seizureRequestId, chat.userId, perPage, signal),
    placeholderData: (previous) => previous,
    ...LIST_POLLING,
  });
}
