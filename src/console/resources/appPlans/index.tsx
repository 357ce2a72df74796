import { lazyPage } from '../../components/lazyPage';
import PlansIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { APP_CRUMB, type Area, here } from '../../layout/area';
import { appPlansData } from '../../areas/appPlans';

/** /app/pro (spec 001 §2 "App-user plans screen"): the plans of app users, for support. docs/app-users.md. */
export const appPlans: Area = {
  ...appPlansData,
  routes: [
    {
      path: '/app/pro',
      title: 'app.pages.app_plans.title',
      crumbs: [APP_CRUMB, here('app.menu.app_plans')],
      page: lazyPage(() => import('./AppPlansPage').then((m) => ({ default: m.AppPlansPage }))),
    },
  ],
  menu: {
    group: 'app',
    to: '/app/pro',
    label: 'app.menu.app_plans',
    icon: <PlansIcon />,
  },
};
