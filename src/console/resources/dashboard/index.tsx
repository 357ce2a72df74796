import { lazyPage } from '../../components/lazyPage';
import DashboardIcon from '@mui/icons-material/DashboardOutlined';
import { isLawCompanyUser } from '../../../domain/roles';
import { here, type Area } from '../../layout/area';
import { dashboardData } from '../../areas/dashboard';

/**
 * The dashboard '/' (spec 000 §2). The pending trackers and reports badges are law-company work;
 * they sit on its entry because its tabs list exactly those pending items.
 */
export const dashboard: Area = {
  ...dashboardData,
  routes: [
    {
      path: '/',
      title: 'app.pages.dashboard.title',
      crumbs: [here('app.menu.dashboard')],
      page: lazyPage(() => import('../../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage }))),
    },
  ],
  menu: {
    group: 'top',
    to: '/',
    label: 'app.menu.dashboard',
    icon: <DashboardIcon />,
    badges: [
      {
        name: 'pendingTrackers',
        label: 'app.badges.pending_trackers',
        visibleTo: isLawCompanyUser,
      },
      {
        name: 'pendingReports',
        label: 'app.badges.pending_reports',
        color: 'primary',
        visibleTo: isLawCompanyUser,
      },
    ],
  },
};
