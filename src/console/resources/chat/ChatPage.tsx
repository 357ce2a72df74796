import { Box, Drawer, IconButton, Paper, Tooltip, Typography, useMediaQuery } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslate } from 'react-admin';
import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHAT_MESSAGES_PAGE, type Chat } from '../../../domain/chat';
import { PageFrame } from '../../components/PageFrame';
import type { PageProps } from '../../layout/area';
import { ChatList } from './ChatList';
import { ChatPollList } from './ChatPoll';
import { Conversation, ConversationNotFound } from './Conversation';
import type { OpenChat } from './types';

export type { OpenChat };

/** The spec's wide-layout breakpoint (§9): the conversation sits beside the list from here on. */
export const WIDE_QUERY = '(min-width:992px)';

const same = (a: OpenChat | null, chat: Chat) =>
  !!a && a.seizureRequestId === chat.seizureRequest.id && a.userId === chat.user.id;

/**
 * The open conversation's address (docs/chat.md "Console"): /mensagens?conversa=<seizureRequestId>-<userId>,
 * so a conversation can be linked and survives a reload. The list's tab and filters are not in it.
 */
export const CONVERSATION_PARAM = 'conversa';

export const conversationParam = (chat: OpenChat) => `${chat.seizureRequestId}-${chat.userId}`;

/**
 * The conversation an address names: 'invalid' for a value that names none ('abc', '0-1', '12'):
 * an id the server cannot hold (above int4) is sent and answered as not found.
 */
export function parseConversationParam(value: string | null): OpenChat | 'invalid' | null {
  if (value === null) return null;
  const match = /^([1-9]\d{0,9})-([1-9]\d{0,9})$/.exec(value);
  if (!match) return 'invalid';
  return { seizureRequestId: Number(match[1]), userId: Number(match[2]) };
}

/** The conversation panel's least height beside the list (a short window scrolls the page). */
const PANEL_MIN_HEIGHT = 420;
/** Room kept under the panel: the page's bottom padding. */
const PANEL_BOTTOM_GAP = 24;

/**
 * The wide layout's conversation panel as tall as the window leaves below its top (issue 34: it
 * grew to its messages, ~2,200 px for 30, the composer far below and nothing to scroll inside), so
 * a conversation opens at its newest message with the composer in view. Measured from the page's
 * top, so a scrolled page does not change it; again when the window is resized.
 */
function usePanelHeight(wide: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState<number>();
  useLayoutEffect(() => {
    const fit = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(PANEL_MIN_HEIGHT, Math.floor(window.innerHeight - top - PANEL_BOTTOM_GAP)));
    };
    fit();
    window.addEventListener('resize', fit);
    return () => window.removeEventListener('resize', fit);
  }, [wide]);
  return { ref, height };
}

/** /mensagens: the list of conversations, and the open one beside it (≥ 992 px) or in a drawer. */
export function ChatPage({ title = 'app.pages.messages.title' }: Partial<PageProps>) {
  const translate = useTranslate();
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true });
  const panel = usePanelHeight(wide);
  const [params, setParams] = useSearchParams();
  const named = parseConversationParam(params.get(CONVERSATION_PARAM));
  const open = named === 'invalid' ? null : named;
  const setOpen = (chat: OpenChat | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (chat) next.set(CONVERSATION_PARAM, conversationParam(chat));
        else next.delete(CONVERSATION_PARAM);
        return next;
      },
      // Opening one conversation after another is one step back to the list, not one per chat.
      { replace: !!named },
    );
  // The poll brings the open conversation's newest page; the Conversation reads older pages itself.
  const messagesPerPage = CHAT_MESSAGES_PAGE;
  const select = (chat: Chat) => setOpen({ seizureRequestId: chat.seizureRequest.id, userId: chat.user.id });
  const list = <ChatList isSelected={(chat) => same(open, chat)} onSelect={select} />;
  const conversation = open ? (
    <Conversation key={`${open.seizureRequestId}/${open.userId}`} chat={open} />
  ) : named === 'invalid' ? (
    <ConversationNotFound />
  ) : null;

  if (!wide) {
    return (
      // PageFrame holds the page to the screen's width: long previews are cut, not the page widened.
      <ChatPollList open={open} messagesPerPage={messagesPerPage}>
        <PageFrame title={translate(title)}>
          <Paper variant="outlined">{list}</Paper>
          <Drawer
            anchor="right"
            open={!!named}
            onClose={() => setOpen(null)}
            slotProps={{ paper: { sx: { width: '100%', maxWidth: 720, display: 'flex', flexDirection: 'column' } } }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 0.5 }}>
              <Tooltip title={translate('app.chat.close')}>
                <IconButton onClick={() => setOpen(null)} aria-label={translate('app.chat.close')}>
                  <CloseIcon />
                </IconButton>
              </Tooltip>
            </Box>
            {conversation}
          </Drawer>
        </PageFrame>
      </ChatPollList>
    );
  }
  return (
    <ChatPollList open={open} messagesPerPage={messagesPerPage}>
      <PageFrame title={translate(title)}>
        {/* Two fifths for the list (420 px at 1366), so at 992 px the conversation keeps ~400 px
            and its composer a usable field (a fixed 420 px list left it 256 px, issue 25). */}
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: 'minmax(280px, 2fr) minmax(0, 3fr)',
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Paper variant="outlined" sx={{ minWidth: 0 }}>
            {list}
          </Paper>
          <Paper
            ref={panel.ref}
            variant="outlined"
            sx={{
              height: panel.height ?? PANEL_MIN_HEIGHT,
              display: 'flex',
              flexDirection: 'column',
              overflow: 'hidden',
            }}
          >
            {conversation ?? (
              <Typography color="text.secondary" sx={{ m: 'auto', p: 4 }}>
                {translate('app.chat.select')}
              </Typography>
            )}
          </Paper>
        </Box>
      </PageFrame>
    </ChatPollList>
  );
}
