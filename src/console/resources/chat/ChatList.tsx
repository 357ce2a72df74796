import {
  Box,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import {
  CHAT_FILTER_TYPE_LABELS,
  CHAT_FILTER_TYPES,
  CHAT_STATUS_LABELS,
  CHAT_STATUSES,
  type Chat,
  type ChatFilterType,
  type ChatStatus,
} from '../../../domain/chat';
import { formatDateTime, formatPlate } from '../../../domain/format';
import { isSupport } from '../../../domain/roles';
import { useSession } from '../../components/useSession';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListPagination } from '../../components/list/ListPagination';
import { ListBody, ListEmpty } from '../../components/list/ListStates';
import { ListTabs, useListTab } from '../../components/list/ListTabs';
import { useChatCounts } from './ChatPoll';

interface Props {
  isSelected: (chat: Chat) => boolean;
  onSelect: (chat: Chat) => void;
}

/**
 * The conversations: four tabs with counts, the unread / abandoned filter, 10 a page; inside
 * ChatPollList, whose one poll (every 5 s) brings the rows and the counts.
 */
export function ChatList({ isSelected, onSelect }: Props) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [tab, setTab] = useListTab<ChatStatus>(CHAT_STATUSES, 'pending');
  const counts = useChatCounts();
  const tabs = CHAT_STATUSES.map((value) => ({
    value,
    label: CHAT_STATUS_LABELS[value],
    count: value === 'pending' ? counts.pending : value === 'my' ? counts.my : undefined,
    color: 'error' as const,
  }));
  const type = (filterValues?.type as ChatFilterType | undefined) ?? '';
  const setType = (next: ChatFilterType | '') => {
    const { type: _old, ...rest } = filterValues ?? {};
    setFilters(next ? { ...rest, type: next } : rest, displayedFilters, false);
  };
  return (
    <Box>
      <ListTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="app.chat.tabs.label"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      />
      <Box
        sx={{
          px: 2,
          py: 1.5,
          display: 'flex',
          gap: 1.5,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          value={type}
          onChange={(_e, next: ChatFilterType | '' | null) => setType(next ?? '')}
          aria-label={translate('app.chat.filters.label')}
        >
          <ToggleButton value="">{translate('app.chat.filters.any')}</ToggleButton>
          {CHAT_FILTER_TYPES.map((t) => (
            <ToggleButton key={t} value={t}>
              {CHAT_FILTER_TYPE_LABELS[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <ListExportButton filename="conversas" />
      </Box>
      <ListBody
        empty={<ListEmpty text="app.chat.list.empty" />}
        errorTexts={{ title: 'app.chat.list.error', retry: 'app.chat.list.retry' }}
      >
        <ChatRows isSelected={isSelected} onSelect={onSelect} />
      </ListBody>
      <ListPagination />
    </Box>
  );
}

function ChatRows({ isSelected, onSelect }: Props) {
  const translate = useTranslate();
  // Support's list spans every law company: each row says whose case it is.
  const support = isSupport(useSession().roles);
  const { data } = useListContext<Chat>();
  return (
    <List aria-label={translate('app.chat.list.label')} sx={{ py: 0 }}>
      {(data ?? []).map((chat) => (
        // Each button in its own list item: a list holds only items (axe 'list').
        <ListItem key={chat.id} disablePadding divider>
          <ListItemButton selected={isSelected(chat)} onClick={() => onSelect(chat)} alignItems="flex-start">
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography component="span" sx={{ fontWeight: chat.unread ? 700 : 500 }}>
                    {chat.user.name}
                  </Typography>
                  {chat.unread ? (
                    <Chip
                      size="small"
                      color="error"
                      label={translate('app.chat.list.unread', { smart_count: chat.unreadCount })}
                    />
                  ) : null}
                  {chat.abandoned ? (
                    <Chip size="small" color="warning" label={translate('app.chat.list.abandoned')} />
                  ) : null}
                  {chat.closed ? <Chip size="small" label={translate('app.chat.list.closed')} /> : null}
                </Stack>
              }
              secondary={
                <>
                  {support ? (
                    <Typography component="span" variant="body2" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                      {translate('app.chat.law_company', { name: chat.lawCompany.name })}
                    </Typography>
                  ) : null}
                  <Typography component="span" variant="body2" sx={{ display: 'block' }}>
                    {chat.seizureRequest.licensePlate
                      ? formatPlate(chat.seizureRequest.licensePlate)
                      : translate('app.chat.list.case', { id: chat.seizureRequest.id })}
                    {chat.seizureRequest.model ? ` · ${chat.seizureRequest.model}` : ''}
                    {chat.lastSentAt ? ` · ${formatDateTime(chat.lastSentAt)}` : ''}
                  </Typography>
                  {chat.lastMessage ? (
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      noWrap
                      sx={{ display: 'block' }}
                    >
                      {chat.lastMessage}
                    </Typography>
                  ) : null}
                  {chat.lastAttendantName ? (
                    <Typography component="span" variant="caption" color="text.secondary">
                      {translate('app.chat.list.attendant', { name: chat.lastAttendantName })}
                    </Typography>
                  ) : null}
                </>
              }
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
