import VerificationsIcon from '@mui/icons-material/BadgeOutlined';
import { APP_CRUMB, type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /app/cadastros (spec 001): identity verifications of app users. The screen comes with its own
 * issue; until then 'Em construção'.
 */
export const appVerifications: Area = {
  resource: 'app-verifications',
  access: { read: 'app' },
  api: { 'app-verifications': '/admin/app-users/verifications' },
  routes: [
    {
      path: '/app/cadastros',
      title: 'app.pages.app_verifications.title',
      crumbs: [APP_CRUMB, here('app.menu.app_verifications')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'app',
    to: '/app/cadastros',
    label: 'app.menu.app_verifications',
    icon: <VerificationsIcon />,
    badges: [
      { name: 'pendingVerifications', path: '/admin/dashboard/from-app/pending', label: 'app.badges.pending_verifications' },
    ],
  },
};
