import UsersIcon from '@mui/icons-material/PeopleOutlined';
import { type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /usuarios (spec 000 "Users"): the users of the law company. The screen comes with its own
 * issue; until then 'Em construção'.
 */
export const users: Area = {
  resource: 'users',
  access: { read: 'users' },
  api: { users: '/admin/users' },
  routes: [
    {
      path: '/usuarios',
      title: 'app.pages.users.title',
      crumbs: [here('app.menu.users')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'admin',
    to: '/usuarios',
    label: 'app.menu.users',
    icon: <UsersIcon />,
  },
};
