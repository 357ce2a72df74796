import TransfersIcon from '@mui/icons-material/PaymentsOutlined';
import { APP_CRUMB, type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /app/transferencias (spec 001): Pix withdrawals of app users. The screen comes with its own
 * issue; until then 'Em construção'.
 */
export const appTransfers: Area = {
  resource: 'app-transfers',
  access: { read: 'app' },
  api: { 'app-transfers': '/admin/app-transfers' },
  listTab: 'type',
  routes: [
    {
      path: '/app/transferencias',
      title: 'app.pages.app_transfers.title',
      crumbs: [APP_CRUMB, here('app.menu.app_transfers')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'app',
    to: '/app/transferencias',
    label: 'app.menu.app_transfers',
    icon: <TransfersIcon />,
    badges: [{ name: 'pendingTransfers', path: '/admin/app-transfers/badge', label: 'app.badges.pending_transfers' }],
  },
};
