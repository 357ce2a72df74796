// The case screens, each mounted alone at its route (no shell): the list, the details page and
// the create and edit forms.
import { CaseListPage } from '../../../src/console/resources/cases/list/CaseListPage';
import { CaseDetailsPage } from '../../../src/console/resources/cases/details/CaseDetailsPage';
import { CaseCreatePage } from '../../../src/console/resources/cases/form/CaseCreatePage';
import { CaseEditPage } from '../../../src/console/resources/cases/form/CaseEditPage';
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { renderScreen, type DemoAccount, type ScreenOptions } from '../../support/renderScreen';

type Extra = Omit<ScreenOptions, 'as' | 'path' | 'route'>;

/** /casos as the account. */
export const renderCaseList = (as: DemoAccount, extra: Extra = {}) =>
  renderScreen(<CaseListPage title="app.pages.cases.title" />, { ...extra, as, path: '/casos' });

/** /casos/{id}/detalhes as the account. */
export const renderCaseDetails = (as: DemoAccount, id: number | string, extra: Extra = {}) =>
  renderScreen(<CaseDetailsPage title="app.pages.case_details.title" />, {
    ...extra,
    as,
    path: `/casos/${id}/detalhes`,
    route: '/casos/:id/detalhes',
  });

/** /casos/novo or /casos/{id}/editar as the account. */
export function renderCaseForm(as: DemoAccount, path: string, extra: Extra = {}) {
  const editing = path !== '/casos/novo';
  return editing
    ? renderScreen(<CaseEditPage title="app.pages.case_edit.title" />, {
        ...extra,
        as,
        path,
        route: '/casos/:id/editar',
      })
    : renderScreen(<CaseCreatePage title="app.pages.case_create.title" />, { ...extra, as, path });
}

/**
 * A control blocked for a reason (components/DisabledReason): it acts disabled (aria-disabled),
 * yet Tab reaches it, and its reason is its description. (The tooltip opening on keyboard focus
 * needs :focus-visible, which jsdom lacks: the browser journey checks it, test/e2e/reflow.test.ts.)
 */
export async function expectBlocked(control: HTMLElement, reason: string) {
  expect(control).toHaveAttribute('aria-disabled', 'true');
  expect(control).not.toHaveAttribute('disabled');
  expect(control).toHaveAccessibleDescription(reason);
  // Tab from the control before it lands on it.
  const focusables = [...document.querySelectorAll<HTMLElement>('a[href], button, input, [tabindex="0"]')];
  act(() => focusables[focusables.indexOf(control) - 1]?.focus());
  await userEvent.tab();
  expect(control).toHaveFocus();
}
