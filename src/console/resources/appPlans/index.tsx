import PlansIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { APP_CRUMB, type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /app/pro (spec 001): the plans of app users. The screen comes with its own issue; until then
 * 'Em construção'.
 */
export const appPlans: Area = {
  resource: 'app-users',
  access: { read: 'app' },
  api: { 'app-users': '/admin/app-users' },
  listTab: 'type',
  routes: [
    {
      path: '/app/pro',
      title: 'app.pages.app_plans.title',
      crumbs: [APP_CRUMB, here('app.menu.app_plans')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'app',
    to: '/app/pro',
    label: 'app.menu.app_plans',
    icon: <PlansIcon />,
  },
};
