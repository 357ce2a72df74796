import LawCompaniesIcon from '@mui/icons-material/GavelOutlined';
import { type Area, here, UnderConstruction } from '../../layout/area';

/**
 * /assessoria-juridicas (spec 000 "Assessorias Jurídicas"): the law companies, for support. The
 * screen comes with its own issue; until then 'Em construção'.
 */
export const lawCompanies: Area = {
  resource: 'law-companies',
  access: { read: 'lawCompanies' },
  api: { 'law-companies': '/admin/law-companies' },
  routes: [
    {
      path: '/assessoria-juridicas',
      title: 'app.pages.law_companies.title',
      crumbs: [here('app.menu.law_companies')],
      page: UnderConstruction,
    },
  ],
  menu: {
    group: 'admin',
    to: '/assessoria-juridicas',
    label: 'app.menu.law_companies',
    icon: <LawCompaniesIcon />,
    badges: [
      { name: 'pendingLawCompanies', path: '/admin/dashboard/law-companies/pending', label: 'app.badges.pending_law_companies' },
    ],
  },
};
