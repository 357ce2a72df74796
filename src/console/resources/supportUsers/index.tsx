import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /suporte (spec 000 "Users"): the support users, the same screen as the users. The screen comes
 * with its own issue; until then 'Em construção'.
 */
export const supportUsers: Area = {
  resource: 'support-users',
  access: { read: 'supportUsers' },
  api: { 'support-users': '/admin/users' },
  routes: [
    {
      path: '/suporte',
      title: 'app.pages.support_users.title',
      crumbs: [here('app.menu.support_users')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'admin',
    to: '/suporte',
    label: 'app.menu.support_users',
    icon: <SupportIcon />,
  },
};
