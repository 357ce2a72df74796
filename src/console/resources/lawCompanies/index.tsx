import { lazyPage } from '../../components/lazyPage';
import LawCompaniesIcon from '@mui/icons-material/GavelOutlined';
import { type Area, here } from '../../layout/area';
import { lawCompaniesData } from '../../areas/lawCompanies';

/**
 * /assessoria-juridicas (spec 000 "Assessorias Jurídicas"): the law companies, for support: status
 * tabs with the pending badge, a details drawer with the status actions and the switches.
 */
export const lawCompanies: Area = {
  ...lawCompaniesData,
  routes: [
    {
      path: '/assessoria-juridicas',
      title: 'app.pages.law_companies.title',
      crumbs: [here('app.menu.law_companies')],
      page: lazyPage(() => import('./LawCompaniesPage').then((m) => ({ default: m.LawCompaniesPage }))),
    },
  ],
  menu: {
    group: 'admin',
    to: '/assessoria-juridicas',
    label: 'app.menu.law_companies',
    icon: <LawCompaniesIcon />,
    badges: [{ name: 'pendingLawCompanies', label: 'app.badges.pending_law_companies' }],
  },
};
