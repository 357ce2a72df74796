import { lazyPage } from '../../components/lazyPage';
import UsersIcon from '@mui/icons-material/PeopleOutlined';
import { type Area, here } from '../../layout/area';
import { usersData } from '../../areas/users';

/**
 * /usuarios (spec 000 "Users / support users"): the users of the law company, for its admin; the
 * same screen as /suporte (UsersPage). docs/users.md.
 */
export const users: Area = {
  ...usersData,
  routes: [
    {
      path: '/usuarios',
      title: 'app.pages.users.title',
      crumbs: [here('app.menu.users')],
      page: lazyPage(() => import('./UsersPage').then((m) => ({ default: m.CompanyUsersPage }))),
    },
  ],
  menu: {
    group: 'admin',
    to: '/usuarios',
    label: 'app.menu.users',
    icon: <UsersIcon />,
  },
};
