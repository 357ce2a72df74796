import { useQueryClient } from '@tanstack/react-query';
import { useContext, useEffect, useMemo, type ReactNode } from 'react';
import { DataProviderContext, useListContext, type DataProvider, type GetListParams } from 'react-admin';
import { ERROR_TEXTS } from '../../../domain/errors';
import type { Chat, ChatMessage, ChatPoll, ChatStatus } from '../../../domain/chat';
import type { Page } from '../../../domain/wire';
import { InPageList } from '../../components/list/InPageList';
import type { AppDataProvider } from '../../providers/dataProvider';
import { toHttpError } from '../../providers/httpClient';
import { filtersOf, pageOf } from '../../providers/listMapping';
import type { OpenChat } from './types';
import { LIST_POLLING } from './polling';

/** What the list query carries besides its tab, filters and page (react-admin's `meta`). */
type PollMeta = {
  open?: string;
  messagesPerPage: number;
};

/** The poll's answer beside the list's rows (the list context's `meta`). */
interface PollAnswerMeta {
  counts: ChatPoll['counts'];
  open?: ChatPoll['open'];
  /** The conversation the answer is about (a placeholder answer may be the previous one's). */
  openKey?: string;
}

const keyOf = (chat: OpenChat) => `${chat.seizureRequestId}/${chat.userId}`;

/** getList('chat') answered by GET /admin/chat/poll: the rows for react-admin, the rest as `meta`. */
async function pollList(dataProvider: AppDataProvider, params: GetListParams) {
  const meta = params.meta as PollMeta | undefined;
  const { tab, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  const answer = await dataProvider.chatPoll(
    {
      ...pageOf(params),
      status: tab as ChatStatus,
      filters: filtersOf(filters),
      open: meta?.open,
      messagesPerPage: meta?.messagesPerPage,
    },
    params.signal,
  );
  const answerMeta: PollAnswerMeta = { counts: answer.counts, open: answer.open, openKey: meta?.open };
  return { data: answer.list.result, total: answer.list.total, meta: answerMeta };
}

/**
 * /mensagens's one poll (docs/chat.md "Polling"): the list controller of the conversations, whose
 * query, every 5 s while the tab shows, is GET /admin/chat/poll with the open conversation. The
 * tabs' counts and the conversation read the same answer (useChatCounts, useOpenConversation), so
 * the screen makes one call where it made five. The ping (3 s) and the badge (30 s) stay their own;
 * the badge is asked again after each new answer (BadgeFollowsPoll).
 */
export function ChatPollList({
  open,
  messagesPerPage,
  children,
}: {
  open: OpenChat | null;
  messagesPerPage: number;
  children: ReactNode;
}) {
  const base = useContext(DataProviderContext) as AppDataProvider | null;
  const dataProvider = useMemo<DataProvider | null>(
    () =>
      base && {
        ...base,
        getList: (resource, params) =>
          (resource === 'chat' ? pollList(base, params) : base.getList(resource, params)) as never,
      },
    [base],
  );
  const meta: PollMeta = { open: open ? keyOf(open) : undefined, messagesPerPage };
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <InPageList
        resource="chat"
        perPage={10}
        filterDefaultValues={{ tab: 'pending' }}
        queryOptions={{ ...LIST_POLLING, meta }}
      >
        <BadgeFollowsPoll />
        {children}
      </InPageList>
    </DataProviderContext.Provider>
  );
}

/**
 * The Mensagens badge (GET /admin/chat/count, the shell's `['badge', 'chat']`, every 30 s) asked
 * again whenever the poll brings a new answer: the poll that opens a conversation has read it (the
 * server cleared its unread), a send answers it, and a tracker's message changes the list. So on
 * /mensagens the badge follows within the poll's 5 s (spec §9), not the shell's 30 s (issue 34).
 * An unchanged poll (the same counts, unread counts and messages) asks nothing more.
 */
function BadgeFollowsPoll() {
  const queryClient = useQueryClient();
  const { data, meta } = useListContext<Chat>();
  const answer = meta as PollAnswerMeta | undefined;
  // What a read, a send or a new message changes; the answer's own identity changes at every poll
  // with a conversation open (its dates are not plain objects to react-query's sharing).
  const signature = answer
    ? JSON.stringify([
        answer.counts,
        answer.openKey,
        answer.open ? [answer.open.messages.total, answer.open.info.unreadCount] : answer.open,
        data?.map((chat) => [chat.id, chat.unreadCount]),
      ])
    : null;
  useEffect(() => {
    if (signature) void queryClient.invalidateQueries({ queryKey: ['badge', 'chat'] });
  }, [signature, queryClient]);
  return null;
}

/** The tabs' counts from the last poll: 'Pendentes' (count/not-my) and 'Atribuídos a mim' (count/my). */
export function useChatCounts(): Partial<ChatPoll['counts']> {
  const { meta } = useListContext();
  return (meta as PollAnswerMeta | undefined)?.counts ?? {};
}

/** The open conversation from the last poll, as the info and messages queries showed it. */
export function useOpenConversation(chat: OpenChat): {
  info?: Chat;
  messages?: Page<ChatMessage>;
  error: unknown;
  isPending: boolean;
  refetch: () => void;
} {
  const { meta, error, refetch } = useListContext();
  const answer = meta as PollAnswerMeta | undefined;
  const mine = answer?.openKey === keyOf(chat) ? answer.open : undefined;
  // null: the conversation's routes would answer 404 (removed, another company's).
  const missing = mine === null ? toHttpError(404, { message: ERROR_TEXTS.notFound }) : null;
  return {
    info: mine?.info,
    messages: mine?.messages,
    error: mine ? null : (missing ?? error),
    isPending: mine === undefined && !error,
    refetch: () => void refetch(),
  };
}
