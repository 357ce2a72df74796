import AnalyticsIcon from '@mui/icons-material/InsightsOutlined';
import { type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /analytics (spec 000 routes): opens the all-trackers report. The screen comes with its own
 * issue; until then 'Em construção'.
 */
export const analytics: Area = {
  resource: 'analytics',
  access: { read: 'analytics' },
  routes: [
    {
      path: '/analytics',
      title: 'app.pages.analytics.title',
      crumbs: [here('app.menu.analytics')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'admin',
    to: '/analytics',
    label: 'app.menu.analytics',
    icon: <AnalyticsIcon />,
  },
};
