import { lazyPage } from '../../components/lazyPage';
import MessagesIcon from '@mui/icons-material/ForumOutlined';
import { type Area, here } from '../../layout/area';
import { chatData } from '../../areas/chat';

/**
 * /mensagens (spec 000 "Mensagens"): the conversations between trackers and the law company;
 * support reads every company's and cannot send. docs/chat.md.
 */
export const chat: Area = {
  ...chatData,
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
    badges: [{ name: 'chat', label: 'app.badges.chat' }],
  },
};
