import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCaseDetails, buildCaseDetails } from '../cases/builders';
import { renderCaseDetails } from '../cases/screens';
import { answerTrackers, buildTrackerRequest } from './builders';

useScreenTestSetup();

const section = () => screen.findByRole('region', { name: 'Localizadores' }, { timeout: 5000 });

/**
 * Closing a case rejects its pending requests on the server (docs/trackers.md); the trackers
 * section on screen must show that at once, without a reload: a case change refreshes the views
 * that depend on it (providers/dependencies.ts).
 */
describe('the trackers section after the case is closed', () => {
  it("drops the rejected requests from 'Pendentes' and shows them 'Reprovado' under 'Todos'", async () => {
    const details = answerCaseDetails(buildCaseDetails({ id: 12, trackers: { totalApproved: 0, totalPending: 1 } }));
    let request = buildTrackerRequest({ id: 31 });
    const calls = answerTrackers((url) => {
      const status = url.searchParams.get('status');
      const rows = [request].filter((r) => status === 'all' || r.status === status);
      return { total: rows.length, result: rows };
    });
    server.use(
      http.post('*/admin/seizure-requests/close', () => {
        details.update({
          status: 'completedSized',
          closedAt: '2025-04-01T12:00:00.000Z',
          closedBy: 'manual',
          trackers: { totalApproved: 0, totalPending: 0 },
        });
        request = {
          ...request,
          status: 'reproved',
          reason: 'Caso encerrado',
          wasReproved: true,
          lastReprovedReason: 'Caso encerrado',
        };
        return HttpResponse.json({
          id: 12,
          status: 'completedSized',
          closedAt: '2025-04-01T12:00:00.000Z',
          closedBy: 'manual',
        });
      }),
    );
    renderCaseDetails('casos', 12);
    const box = await section();
    const card = await within(box).findByRole('article', { name: 'Solicitação de Ana Lima' }, { timeout: 5000 });
    expect(within(card).getByText('Pendente')).toBeInTheDocument();
    const before = calls.length;

    await userEvent.click(screen.getByRole('button', { name: 'Encerrar como apreendido' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Encerrar caso como apreendido' })).getByRole('button', {
        name: 'Encerrar',
      }),
    );
    expect(await screen.findByText('Caso encerrado com sucesso.')).toBeInTheDocument();

    // The section asks again on its own: the pending request is gone from 'Pendentes'.
    await waitFor(() => expect(calls.length).toBeGreaterThan(before));
    expect(await within(box).findByText('Nenhum localizador encontrado', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(within(box).queryByText('Pendente')).not.toBeInTheDocument();
    await userEvent.click(within(box).getByRole('tab', { name: 'Todos' }));
    const closed = await within(box).findByRole('article', { name: 'Solicitação de Ana Lima' }, { timeout: 5000 });
    expect(within(closed).getByText('Reprovado')).toBeInTheDocument();
    // A closed case takes no decision any more.
    expect(within(closed).queryByRole('button', { name: /^(Aprovar|Reprovar)/ })).not.toBeInTheDocument();
  });
});
