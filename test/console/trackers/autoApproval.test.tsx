import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AutoApprovalPage } from '../../../src/console/resources/trackers/autoApproval/AutoApprovalPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup, type DemoAccount } from '../../support/renderScreen';
import { answerTrackers, buildTrackerRequest, queryOf } from './builders';

useScreenTestSetup();

const title = () =>
  screen.findByRole('heading', { level: 1, name: 'Aprovação Automática de Localizadores' }, { timeout: 5000 });

const renderPage = (as: DemoAccount, claims: Record<string, unknown> = {}) =>
  renderScreen(<AutoApprovalPage title="app.pages.auto_approval.title" />, {
    as,
    claims,
    path: '/aprovacao-automatica',
  });

/** Signed in as casos@ with the company's auto-approval flag as given (the token's claim). */
const renderAsCaseAdminOfCompany = (enableTrackersAutoApprove: boolean) =>
  renderPage('casos', { lawCompany: { enableTrackersAutoApprove, enableShadowMode: false } });

describe('/aprovacao-automatica', () => {
  it("shows 'Aprovados' (status=autoApproved, by autoApprovedAt) and 'Próximas 24hs' (status=nextAutoApproved, soonest approval first)", async () => {
    const calls = answerTrackers((url) =>
      url.searchParams.get('status') === 'autoApproved'
        ? {
            total: 1,
            result: [
              buildTrackerRequest({
                status: 'approved',
                autoApprovedAt: '2025-03-12T13:45:00.000Z',
                seizureRequest: { id: 29, licensePlate: 'ABC1234', chassi: null, status: 'readyAndOpenedForTrackers' },
              }),
            ],
          }
        : { total: 1, result: [buildTrackerRequest({ autoApprovesAt: '2025-03-12T18:30:00.000Z' })] },
    );
    renderAsCaseAdminOfCompany(true);
    await title();
    const table = await screen.findByRole('table', { name: 'Localizadores aprovados automaticamente' });
    expect(queryOf(calls[0])).toMatchObject({
      status: 'autoApproved',
      sortField: 'autoApprovedAt',
      sortDirection: 'desc',
      page: '1',
      perPage: '10',
    });
    expect(queryOf(calls[0]).seizureRequestId).toBeUndefined();
    expect(within(table).getByRole('link', { name: 'ABC-1234' })).toHaveAttribute('href', '/casos/29/detalhes');
    expect(within(table).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(table).getByText('12/03/2025 10:45')).toBeInTheDocument();
    expect(screen.getByText('Como funciona')).toBeInTheDocument();
    expect(screen.queryByText('Aprovação automática desativada')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Próximas 24hs' }));
    const next = await screen.findByRole('table', { name: 'Localizadores que serão aprovados nas próximas 24 horas' });
    await waitFor(() =>
      expect(queryOf(calls.at(-1) as URL)).toMatchObject({
        status: 'nextAutoApproved',
        sortField: 'autoApprovesAt',
        sortDirection: 'asc',
      }),
    );
    expect(within(next).getByText('aprovação em 12/03 15:30')).toBeInTheDocument();
  });

  it("never shows the other tab's rows while a tab loads", async () => {
    const named = (name: string) =>
      buildTrackerRequest({
        user: { id: 1, name, email: 'a@x.br', phone: null, avatar: null, status: 'active', isPro: false },
      });
    server.use(
      http.get('*/admin/trackers', async ({ request }) => {
        if (new URL(request.url).searchParams.get('status') === 'autoApproved')
          return HttpResponse.json({ total: 11, result: [named('Ana Aprovada')] });
        await delay(800);
        return HttpResponse.json({ total: 1, result: [named('Bia Próxima')] });
      }),
    );
    renderAsCaseAdminOfCompany(true);
    expect(await screen.findByText('Ana Aprovada', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('1-10 de 11')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Próximas 24hs' }));
    // While the new tab loads: neither the old rows nor their pages, and not yet the new rows.
    await waitFor(() => expect(screen.queryByText('Ana Aprovada')).not.toBeInTheDocument());
    expect(screen.queryByText('1-10 de 11')).not.toBeInTheDocument();
    expect(screen.queryByText('Bia Próxima')).not.toBeInTheDocument();
    expect(await screen.findByText('Bia Próxima', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says when nothing was or will be approved', async () => {
    answerTrackers([]);
    renderAsCaseAdminOfCompany(true);
    expect(
      await screen.findByText('Nenhum localizador foi aprovado automaticamente', {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Próximas 24hs' }));
    expect(await screen.findByText('Nenhuma aprovação automática nas próximas 24 horas')).toBeInTheDocument();
  });

  it('tells a company without auto-approval that it is off', async () => {
    answerTrackers([]);
    renderAsCaseAdminOfCompany(false);
    await title();
    expect(screen.getByText('Aprovação automática desativada')).toBeInTheDocument();
  });

  it('tells support it sees every company, and whose case each row is', async () => {
    answerTrackers([
      buildTrackerRequest({
        status: 'approved',
        autoApprovedAt: '2025-03-12T13:45:00.000Z',
        lawCompany: { id: 2, name: 'Beta' },
      }),
    ]);
    renderPage('suporte');
    await title();
    expect(screen.getByText(/Como suporte, você vê as solicitações de todas as assessorias/)).toBeInTheDocument();
    expect(screen.queryByText('Aprovação automática desativada')).not.toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Localizadores aprovados automaticamente' });
    expect(within(table).getByRole('columnheader', { name: 'Assessoria' })).toBeInTheDocument();
    expect(within(table).getByText('Beta')).toBeInTheDocument();
  });

  it('shows a law-company user no company column', async () => {
    answerTrackers([
      buildTrackerRequest({
        status: 'approved',
        autoApprovedAt: '2025-03-12T13:45:00.000Z',
        lawCompany: { id: 1, name: 'Alfa' },
      }),
    ]);
    renderAsCaseAdminOfCompany(true);
    const table = await screen.findByRole('table', { name: 'Localizadores aprovados automaticamente' });
    expect(within(table).queryByRole('columnheader', { name: 'Assessoria' })).not.toBeInTheDocument();
  });
});
