import type { AreaData } from './types';

/** What the providers need of the area of resources/chat: its resource, role rules and API paths. */
export const chatData: AreaData = {
  resource: 'chat',
  access: { read: 'messages', write: 'sendMessage' },
  api: { chat: '/admin/chat' },
  badgePaths: {
    chat: '/admin/chat/count',
  },
};
