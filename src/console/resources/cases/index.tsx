import { lazyPage } from '../../components/lazyPage';
import CasesIcon from '@mui/icons-material/DirectionsCarOutlined';
import type { Crumb } from '../../layout/Breadcrumbs';
import { here, type Area } from '../../layout/area';
import { casesData } from '../../areas/cases';

const CASES: Crumb = { label: 'app.menu.cases', to: '/casos' };

/**
 * Cases (seizure requests, spec 000 "Case list", "Case details"): the list, the details page and
 * the form. A case's trackers and reports are the case's own collections: the sections of its
 * details read them, with the same rules (reading for everyone with cases, deciding for case
 * admins).
 */
export const cases: Area = {
  ...casesData,
  routes: [
    {
      path: '/casos',
      title: 'app.pages.cases.title',
      crumbs: [here('app.menu.cases')],
      page: lazyPage(() => import('./list/CaseListPage').then((m) => ({ default: m.CaseListPage }))),
    },
    {
      path: '/casos/novo',
      title: 'app.pages.case_create.title',
      crumbs: [CASES, here('app.pages.case_create.crumb')],
      action: 'create',
      page: lazyPage(() => import('./form/CaseCreatePage').then((m) => ({ default: m.CaseCreatePage }))),
    },
    {
      path: '/casos/:id/detalhes',
      title: 'app.pages.case_details.title',
      crumbs: [CASES, here('app.breadcrumbs.details')],
      action: 'show',
      page: lazyPage(() => import('./details/CaseDetailsPage').then((m) => ({ default: m.CaseDetailsPage }))),
    },
    {
      path: '/casos/:id/editar',
      title: 'app.pages.case_edit.title',
      crumbs: [CASES, here('app.breadcrumbs.edit')],
      action: 'edit',
      page: lazyPage(() => import('./form/CaseEditPage').then((m) => ({ default: m.CaseEditPage }))),
    },
  ],
  menu: { group: 'cases', to: '/casos', label: 'app.menu.cases', icon: <CasesIcon /> },
};
