import { Alert, Box, Button, Divider, Typography } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslate, type HttpError } from 'react-admin';
import { canSendMessages, CHAT_MESSAGES, type Chat } from '../../../domain/chat';
import { isClosedCase } from '../../../domain/cases';
import { isReadyCaseStatus } from '../../../domain/statuses';
import { formatDateTime, formatPlate } from '../../../domain/format';
import { useSession } from '../../components/useSession';
import { ListError, ListLoading } from '../../components/list/ListStates';
import type { OpenChat } from './types';
import { Composer } from './Composer';
import { MessageBubble } from './MessageBubble';
import { useOpenConversation } from './ChatPoll';
import { mergeMessages, useChatPing, useOlderMessages } from './useChat';

/**
 * Why a closed chat refuses messages, as far as its info tells (the server's chatClosedReason):
 * a case no longer ready (closed, seized, archived…) has ended; a ready case's chat is closed because
 * the tracker lost his approved request (a removed case's chat answers 404 and never shows).
 */
export function closedNotice(info: Pick<Chat, 'closed' | 'seizureRequest'> | undefined): string | null {
  if (!info?.closed) return null;
  const status = info.seizureRequest.status;
  return !isReadyCaseStatus(status) || isClosedCase({ status }) ? CHAT_MESSAGES.caseEnded : CHAT_MESSAGES.noAccess;
}

/**
 * What an address naming no conversation the caller may read shows (an unknown, removed or malformed
 * id, another company's chat: the server's 404), instead of the list's generic error.
 */
export function ConversationNotFound() {
  const translate = useTranslate();
  return (
    <Alert severity="info" role="alert" sx={{ m: 2 }}>
      <Typography component="p" variant="subtitle2">
        {translate('app.chat.not_found.title')}
      </Typography>
      {translate('app.chat.not_found.text')}
    </Alert>
  );
}

/**
 * One conversation: who and which case, the tracker's last message time (ping, 3 s), the messages
 * (the page's poll, 5 s; new ones appear without moving a reader who scrolled up), and the
 * composer, or why there is none (support; a closed chat). The poll brings the newest page;
 * 'Carregar mensagens anteriores' reads the older ones page by page, back to the first message.
 */
/**
 * Keeps a reader who is at the bottom there while the scroller's box or its content changes size:
 * the panel getting its height after the first messages drew, a picture loading (issue 34: a long
 * conversation opened at its oldest message). A reader who scrolled up is left where he is.
 */
function useStickToBottom(scroller: RefObject<HTMLDivElement | null>, atBottom: RefObject<boolean>) {
  useEffect(() => {
    const el = scroller.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const stick = () => {
      if (atBottom.current) el.scrollTop = el.scrollHeight;
    };
    const observer = new ResizeObserver(stick);
    observer.observe(el);
    // The content: the scroller's children, whose heights grow as messages and pictures arrive.
    const watchChildren = () => Array.from(el.children).forEach((child) => observer.observe(child));
    watchChildren();
    const added = new MutationObserver(watchChildren);
    added.observe(el, { childList: true });
    return () => {
      observer.disconnect();
      added.disconnect();
    };
  }, [scroller, atBottom]);
}

export function Conversation({ chat }: { chat: OpenChat }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const conversation = useOpenConversation(chat);
  const info = { data: conversation.info };
  const messages = {
    data: conversation.messages,
    error: conversation.error,
    isPending: conversation.isPending,
    refetch: conversation.refetch,
  };
  const notFound = (messages.error as HttpError | null)?.status === 404;
  // A conversation the server does not find has no tracker to ping.
  const ping = useChatPing(chat, !notFound);
  const scroller = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const history = useOlderMessages(chat);
  const rows = mergeMessages(history.older, messages.data?.result ?? []);
  const hasOlder = !history.reachedStart && (messages.data?.total ?? 0) > rows.length;
  const newest = rows[rows.length - 1]?.id;

  // Follow new messages only while the reader is at the bottom; older pages keep the view in place.
  useLayoutEffect(() => {
    const el = scroller.current;
    if (el && atBottom.current) el.scrollTop = el.scrollHeight;
  }, [newest]);
  useStickToBottom(scroller, atBottom);

  const support = !canSendMessages(roles, { closed: false });
  const closed = closedNotice(info.data);
  const userLastSentAt = ping.data?.userLastSentAt;
  if (notFound) return <ConversationNotFound />;
  return (
    // As tall as its container leaves it (the drawer's paper; beside the list, the panel that
    // ChatPage fits to the window), so the messages scroll inside and the composer stays in view.
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Box sx={{ px: 2, py: 1.5 }}>
        <Typography variant="h6" component="h2">
          {info.data?.user.name ?? ' '}
        </Typography>
        {support && info.data ? (
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {translate('app.chat.law_company', { name: info.data.lawCompany.name })}
          </Typography>
        ) : null}
        {info.data ? (
          <Typography variant="body2" color="text.secondary">
            {info.data.seizureRequest.licensePlate
              ? formatPlate(info.data.seizureRequest.licensePlate)
              : translate('app.chat.list.case', { id: info.data.seizureRequest.id })}
            {info.data.seizureRequest.model ? ` · ${info.data.seizureRequest.model}` : ''}
          </Typography>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {userLastSentAt
            ? translate('app.chat.last_sent', { time: formatDateTime(userLastSentAt) })
            : ping.isSuccess
              ? translate('app.chat.never_sent')
              : ' '}
        </Typography>
      </Box>
      <Divider />
      <Box
        ref={scroller}
        onScroll={(e) => {
          const el = e.currentTarget;
          atBottom.current = el.scrollHeight - el.scrollTop - el.clientHeight < 24;
        }}
        sx={{ flex: 1, overflowY: 'auto', px: 2, py: 1 }}
      >
        {messages.error ? (
          <ListError
            error={messages.error}
            onRetry={() => void messages.refetch()}
            title="app.chat.list.error"
            retry="app.chat.list.retry"
          />
        ) : messages.isPending ? (
          <ListLoading />
        ) : rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
            {translate('app.chat.empty')}
          </Typography>
        ) : (
          <>
            {hasOlder ? (
              <Box sx={{ textAlign: 'center' }}>
                {history.error ? (
                  <Typography variant="body2" color="error" role="alert">
                    {translate('app.chat.older_error')}
                  </Typography>
                ) : null}
                <Button
                  size="small"
                  disabled={history.loading}
                  onClick={() => {
                    atBottom.current = false;
                    void history.loadMore();
                  }}
                >
                  {translate('app.chat.older')}
                </Button>
              </Box>
            ) : null}
            {/* A log region: screen readers announce the messages that arrive, politely (WCAG 4.1.3). */}
            <Box role="log" aria-live="polite" aria-label={translate('app.chat.messages')} aria-busy={history.loading}>
              <Box
                component="ol"
                aria-label={translate('app.chat.messages')}
                sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}
              >
                {rows.map((message) => (
                  <MessageBubble key={message.id} message={message} />
                ))}
              </Box>
            </Box>
          </>
        )}
      </Box>
      <Divider />
      {support ? (
        <Alert severity="info" sx={{ m: 1.5 }}>
          {translate('app.chat.support')}
        </Alert>
      ) : closed ? (
        <Alert severity="warning" sx={{ m: 1.5 }}>
          {closed}
        </Alert>
      ) : (
        <Composer
          chat={chat}
          onSent={() => {
            atBottom.current = true;
          }}
        />
      )}
    </Box>
  );
}
