// The case screens, each mounted alone at its route (no shell): the list, the details page and
// the create and edit forms.
import { CaseListPage } from '../../../src/console/resources/cases/list/CaseListPage';
import { CaseDetailsPage } from '../../../src/console/resources/cases/details/CaseDetailsPage';
import { CaseCreatePage } from '../../../src/console/resources/cases/form/CaseCreatePage';
import { CaseEditPage } from '../../../src/console/resources/cases/form/CaseEditPage';
import { renderScreen, type DemoAccount, type ScreenOptions } from '../../support/renderScreen';

type Extra = Omit<ScreenOptions, 'as' | 'path' | 'route'>;

/** /casos as the account. */
export const renderCaseList = (as: DemoAccount, extra: Extra = {}) =>
  renderScreen(<CaseListPage />, { ...extra, as, path: '/casos' });

/** /casos/{id}/detalhes as the account. */
export const renderCaseDetails = (as: DemoAccount, id: number | string, extra: Extra = {}) =>
  renderScreen(<CaseDetailsPage />, {
    ...extra,
    as,
    path: `/casos/${id}/detalhes`,
    route: '/casos/:id/detalhes',
  });

/** /casos/novo or /casos/{id}/editar as the account. */
export function renderCaseForm(as: DemoAccount, path: string, extra: Extra = {}) {
  const editing = path !== '/casos/novo';
  return editing
    ? renderScreen(<CaseEditPage title="app.pages.case_edit.title" />, { ...extra, as, path, route: '/casos/:id/editar' })
    : renderScreen(<CaseCreatePage title="app.pages.case_create.title" />, { ...extra, as, path });
}
