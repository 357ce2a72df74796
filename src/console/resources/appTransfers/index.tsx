import { lazyPage } from '../../components/lazyPage';
import TransfersIcon from '@mui/icons-material/PaymentsOutlined';
import { APP_CRUMB, type Area, here } from '../../layout/area';
import { appTransfersData } from '../../areas/appTransfers';

/** /app/transferencias (spec 001 §2): Pix withdrawals of app users, for support. docs/app-users.md. */
export const appTransfers: Area = {
  ...appTransfersData,
  routes: [
    {
      path: '/app/transferencias',
      title: 'app.pages.app_transfers.title',
      crumbs: [APP_CRUMB, here('app.menu.app_transfers')],
      page: lazyPage(() => import('./TransfersPage').then((m) => ({ default: m.TransfersPage }))),
    },
  ],
  menu: {
    group: 'app',
    to: '/app/transferencias',
    label: 'app.menu.app_transfers',
    icon: <TransfersIcon />,
    badges: [{ name: 'pendingTransfers', label: 'app.badges.pending_transfers' }],
  },
};
