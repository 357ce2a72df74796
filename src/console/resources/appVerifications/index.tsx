import { lazyPage } from '../../components/lazyPage';
import VerificationsIcon from '@mui/icons-material/BadgeOutlined';
import { APP_CRUMB, type Area, here } from '../../layout/area';
import { appVerificationsData } from '../../areas/appVerifications';

/** /app/cadastros (spec 001 §2 "App verifications screen"): identity verifications of app users, for support. docs/app-users.md. */
export const appVerifications: Area = {
  ...appVerificationsData,
  routes: [
    {
      path: '/app/cadastros',
      title: 'app.pages.app_verifications.title',
      crumbs: [APP_CRUMB, here('app.menu.app_verifications')],
      page: lazyPage(() => import('./AppVerificationsPage').then((m) => ({ default: m.AppVerificationsPage }))),
    },
  ],
  menu: {
    group: 'app',
    to: '/app/cadastros',
    label: 'app.menu.app_verifications',
    icon: <VerificationsIcon />,
    badges: [{ name: 'pendingVerifications', label: 'app.badges.pending_verifications' }],
  },
};
