import MessagesIcon from '@mui/icons-material/ForumOutlined';
import { type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /mensagens (spec 000 "Mensagens"): chats between trackers and law companies; support reads
 * only. The screen comes with its own issue; until then 'Em construção'.
 */
export const messages: Area = {
  resource: 'chat',
  access: { read: 'messages', write: 'sendMessage' },
  api: { chat: '/admin/chat' },
  routes: [
    {
      path: '/mensagens',
      title: 'app.pages.messages.title',
      crumbs: [here('app.menu.messages')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'cases',
    to: '/mensagens',
    label: 'app.menu.messages',
    icon: <MessagesIcon />,
    badges: [{ name: 'chat', path: '/admin/chat/count', label: 'app.badges.chat' }],
  },
};
