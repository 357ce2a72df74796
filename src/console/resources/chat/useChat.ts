import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { OpenChat } from './ChatPage';
import { PING_POLLING } from './polling';

export const useChatDataProvider = () => useDataProvider<AppDataProvider>();

// The list, the tabs' counts and the open conversation come from the one poll (ChatPoll.tsx).

/** When the tracker last wrote (GET …/ping), every 3 s. The key starts with 'chat', so refreshAfter('chat') reaches it. */
export function useChatPing(chat: OpenChat) {
  const dataProvider = useChatDataProvider();
  return useQuery({
    queryKey: ['chat', 'ping', chat.seizureRequestId, chat.userId],
    queryFn: ({ signal }) => dataProvider.chatPing(chat.seizureRequestId, chat.userId, signal),
    ...PING_POLLING,
  });
}
