import { lazyPage } from '../../components/lazyPage';
import MessagesIcon from '@mui/icons-material/ForumOutlined';
import { type Area, here } from '../../layout/area';

/**
 * /mensagens (spec 000 "Mensagens"): the conversations between trackers and the law company;
 * support reads every company's and cannot send. docs/chat.md.
 */
export const chat: Area = {
  resource: 'chat',
  access: { read: 'messages', write: 'sendMessage' },
  api: { chat: '/admin/chat' },
  routes: [
    {
      path: '/mensagens',
      title: 'app.pages.messages.title',
      crumbs: [here('app.menu.messages')],
      page: lazyPage(() => import('./ChatPage').then((m) => ({ default: m.ChatPage }))),
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
