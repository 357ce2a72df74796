import { Box, Drawer, IconButton, Paper, Tooltip, Typography, useMediaQuery } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { CHAT_MESSAGES_PAGE, type Chat } from '../../../domain/chat';
import { PageFrame } from '../../components/PageFrame';
import type { PageProps } from '../../layout/area';
import { ChatList } from './ChatList';
import { ChatPollList } from './ChatPoll';
import { Conversation } from './Conversation';

/** The spec's wide-layout breakpoint (§9): the conversation sits beside the list from here on. */
export const WIDE_QUERY = '(min-width:992px)';

export interface OpenChat {
  seizureRequestId: number;
  userId: number;
}

const same = (a: OpenChat | null, chat: Chat) => !!a && a.seizureRequestId === chat.seizureRequest.id && a.userId === chat.user.id;

/** /mensagens: the list of conversations, and the open one beside it (≥ 992 px) or in a drawer. */
export function ChatPage({ title = 'app.pages.messages.title' }: Partial<PageProps>) {
  const translate = useTranslate();
  const wide = useMediaQuery(WIDE_QUERY, { noSsr: true });
  const [open, setOpen] = useState<OpenChat | null>(null);
  // The poll brings the open conversation's newest page; the Conversation reads older pages itself.
  const messagesPerPage = CHAT_MESSAGES_PAGE;
  const select = (chat: Chat) => setOpen({ seizureRequestId: chat.seizureRequest.id, userId: chat.user.id });
  const list = <ChatList isSelected={(chat) => same(open, chat)} onSelect={select} />;
  const conversation = open ? (
    <Conversation key={`${open.seizureRequestId}/${open.userId}`} chat={open} />
  ) : null;

  if (!wide) {
    return (
      // PageFrame holds the page to the screen's width: long previews are cut, not the page widened.
      <ChatPollList open={open} messagesPerPage={messagesPerPage}>
        <PageFrame title={translate(title)}>
          <Paper variant="outlined">{list}</Paper>
          <Drawer anchor="right" open={!!open} onClose={() => setOpen(null)} slotProps={{ paper: { sx: { width: '100%', maxWidth: 720 } } }}>
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
        <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(320px, 420px) minmax(0, 1fr)', gap: 2, alignItems: 'start' }}>
          <Paper variant="outlined" sx={{ minWidth: 0 }}>{list}</Paper>
          <Paper variant="outlined" sx={{ minHeight: 480, display: 'flex', flexDirection: 'column' }}>
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
