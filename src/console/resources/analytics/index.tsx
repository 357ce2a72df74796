import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import { lazyPage } from '../../components/lazyPage';
import { type Area, here } from '../../layout/area';
import { analyticsData } from '../../areas/analytics';

/** /analytics (spec 000 routes), support: opens the all-trackers report in a new tab. */
export const analytics: Area = {
  ...analyticsData,
  routes: [
    {
      path: '/analytics',
      title: 'app.pages.analytics.title',
      crumbs: [here('app.menu.analytics')],
      page: lazyPage(() => import('./AnalyticsPage').then((m) => ({ default: m.AnalyticsPage }))),
    },
  ],
  menu: {
    group: 'admin',
    to: '/analytics',
    label: 'app.menu.analytics',
    icon: <AnalyticsIcon />,
  },
};
