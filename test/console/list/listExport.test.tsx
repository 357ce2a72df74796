import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LawCompaniesPage } from '../../../src/console/resources/lawCompanies/LawCompaniesPage';
import { TransfersPage } from '../../../src/console/resources/appTransfers/TransfersPage';
import { CompanyUsersPage, SupportUsersPage } from '../../../src/console/resources/users/UsersPage';
import { AppVerificationsPage } from '../../../src/console/resources/appVerifications/AppVerificationsPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';

// 'Exportar' on the console's lists (issue 25 item 10): each list as tabbed, searched and sorted
// goes to GET <list>/export (no page), the answer becomes a download, the cap is said beside it.

useScreenTestSetup();

/** The button's hint, after its cap in its description (issue 40 §5: it was a span's aria-label). */
const HINT = 'Baixa a lista como está filtrada e ordenada, em .xlsx (até 5.000 linhas).';

const saved: string[] = [];
beforeEach(() => {
  saved.length = 0;
  URL.createObjectURL = vi.fn(() => 'blob:lista');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => vi.restoreAllMocks());

function answer(path: string, list: object, status = 200) {
  const calls: URLSearchParams[] = [];
  server.use(
    http.get(`*${path}/export`, ({ request }) => {
      calls.push(new URL(request.url).searchParams);
      if (status !== 200) return HttpResponse.json({ message: 'Algo deu errado...' }, { status });
      return new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: { 'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      });
    }),
    http.get(`*${path}`, () => HttpResponse.json(list)),
  );
  return calls;
}

const company = {
  id: 41,
  name: 'Bahia Recupera',
  companyName: 'Bahia Recupera Ltda',
  document: '11222333000181',
  contactName: 'Camila',
  contactEmail: 'c@b.com',
  contactPhone: '71987654321',
  status: 'active',
  createdAt: '2026-11-19T13:00:00.000Z',
};

describe("'Exportar' on the lists", () => {
  it('/assessoria-juridicas: the tab and the search go with it, no page; the cap is said beside it', async () => {
    const calls = answer('/admin/law-companies', { total: 1, result: [company] });
    renderScreen(<LawCompaniesPage title="app.pages.law_companies.title" />, {
      as: 'suporte',
      path: '/assessoria-juridicas',
      counts: { pendingLawCompanies: 0 },
    });
    await screen.findByText('Bahia Recupera', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('tab', { name: /^Ativo/ }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'Bahia');
    const button = screen.getByRole('button', { name: 'Exportar' });
    expect(button).toHaveAccessibleDescription(`Até 5.000 linhas por arquivo ${HINT}`);
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('Bahia'));
    await new Promise((r) => setTimeout(r, 600)); // the search box's debounce
    await userEvent.click(button);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toMatch(/^assessorias-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(calls[0].get('status')).toBe('active');
    expect(calls[0].get('filters[term]')).toBe('Bahia');
    expect(calls[0].has('page')).toBe(false);
  });

  it('/usuarios: its side, from the users list path', async () => {
    const calls = answer('/admin/users', {
      total: 1,
      result: [
        {
          id: 21,
          name: 'Carla Souza',
          email: 'carla@alfa.test',
          roles: ['lawCompanyUser'],
          createdAt: '2026-11-19T13:00:00.000Z',
        },
      ],
    });
    renderScreen(<CompanyUsersPage title="app.pages.users.title" />, { as: 'assessoria', path: '/usuarios' });
    await screen.findByText('carla@alfa.test', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^usuarios-\d{4}-\d{2}-\d{2}\.xlsx$/)]));
    expect(calls).toHaveLength(1);
  });

  it('/suporte: the same list, a file of its own name (issue 34: both wrote usuarios-…)', async () => {
    answer('/admin/users', {
      total: 1,
      result: [
        {
          id: 22,
          name: 'Sara Suporte',
          email: 'sara@suporte.test',
          roles: ['support'],
          createdAt: '2026-11-19T13:00:00.000Z',
        },
      ],
    });
    renderScreen(<SupportUsersPage title="app.pages.support_users.title" />, { as: 'admin', path: '/suporte' });
    await screen.findByText('sara@suporte.test', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^usuarios-suporte-\d{4}-\d{2}-\d{2}\.xlsx$/)]));
  });

  it("/app/transferencias: a failed export says so ('Erro') and downloads nothing; a longer list says what is left out", async () => {
    answer('/admin/app-transfers', { total: 7200, result: [] }, 500);
    renderScreen(<TransfersPage title="app.pages.app_transfers.title" />, {
      as: 'suporte',
      path: '/app/transferencias',
      counts: { pendingTransfers: 0 },
    });
    const button = await screen.findByRole('button', { name: 'Exportar' }, { timeout: 5000 });
    await waitFor(() =>
      expect(button).toHaveAccessibleDescription(
        `A lista tem 7.200 linhas: o arquivo terá só as primeiras 5.000 ${HINT}`,
      ),
    );
    await userEvent.click(button);
    const notice = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(notice).getByText(/Erro/)).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it('/app/cadastros: the tab goes with it, to the verifications list path', async () => {
    const calls = answer('/admin/app-users/verifications', {
      total: 1,
      result: [
        {
          id: 7,
          name: 'Ana Localizadora',
          email: 'ana@exemplo.com.br',
          avatar: null,
          status: 'pending',
          updatedAt: '2026-11-20T12:00:00.000Z',
          createdAt: '2026-01-10T12:00:00.000Z',
        },
      ],
    });
    renderScreen(<AppVerificationsPage title="app.pages.app_verifications.title" />, {
      as: 'suporte',
      path: '/app/cadastros',
      counts: { pendingVerifications: 0 },
    });
    await screen.findByText('Ana Localizadora', {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(saved).toEqual([expect.stringMatching(/^cadastros-/)]));
    expect([calls[0].get('type'), calls[0].get('status')]).toContain('pending');
    expect(calls[0].has('page')).toBe(false);
  });
});
