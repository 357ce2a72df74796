import { lazyPage } from '../../components/lazyPage';
import SupportIcon from '@mui/icons-material/SupportAgentOutlined';
import { type Area, here } from '../../layout/area';
import { supportUsersData } from '../../areas/supportUsers';

/**
 * /suporte (spec 000 "Users / support users"): the support staff, for a support admin; the same
 * screen as /usuarios (users/UsersPage), the server answering the caller's side. docs/users.md.
 */
export const supportUsers: Area = {
  ...supportUsersData,
  routes: [
    {
      path: '/suporte',
      title: 'app.pages.support_users.title',
      crumbs: [here('app.menu.support_users')],
      page: lazyPage(() => import('../users/UsersPage').then((m) => ({ default: m.SupportUsersPage }))),
    },
  ],
  menu: {
    group: 'admin',
    to: '/suporte',
    label: 'app.menu.support_users',
    icon: <SupportIcon />,
  },
};
