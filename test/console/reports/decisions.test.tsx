import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerCaseDetails, buildCaseDetails } from '../cases/builders';
import { useScreenTestSetup } from '../../support/renderScreen';
import { expectBlocked, renderCaseDetails } from '../cases/screens';
import { answerReports, buildReport } from './builders';

useScreenTestSetup();

const REPORT = buildReport({ id: 228, seizureRequestId: 12 });
const firstReport = async () => (await screen.findAllByRole('article', {}, { timeout: 5000 }))[0];
const header = () => screen.getByRole('heading', { level: 2, name: /^Caso 12/ }).parentElement as HTMLElement;

async function openRejectDialog() {
  const report = await firstReport();
  await userEvent.click(within(report).getByRole('button', { name: 'Reprovar' }));
  return screen.findByRole('dialog', { name: 'Reprovar laudo' });
}

describe('approving a report', () => {
  it("asks first, sends {id, seizureRequestId, status: 'accepted', expectedStatus} and shows the case seized and the badges refreshed", async () => {
    const details = answerCaseDetails(buildCaseDetails({ id: 12 }));
    const api = answerReports([REPORT]);
    const { queryClient } = renderCaseDetails('casos', 12);
    // The menu badges live in the shell; their cached counts stand for them here.
    queryClient.setQueryData(['badge', 'pendingReports'], 1);
    queryClient.setQueryData(['badge', 'pendingTrackers'], 1);
    const report = await firstReport();

    await userEvent.click(within(report).getByRole('button', { name: 'Aprovar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar laudo' });
    expect(confirm).toHaveTextContent(
      'Ao aprovar este laudo, o caso será encerrado como apreendido e as solicitações de localizadores pendentes serão rejeitadas.',
    );
    expect(api.decisions).toEqual([]);
    details.update({ status: 'completedSized', closedAt: '2025-04-01T12:00:00.000Z', closedBy: 'report' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Aprovar' }));

    expect(await screen.findByText('Laudo atualizado com sucesso!')).toBeInTheDocument();
    expect(api.decisions).toEqual([{ id: 228, seizureRequestId: 12, status: 'accepted', expectedStatus: 'pending' }]);
    await waitFor(() => expect(within(header()).getByText('Apreendido')).toBeInTheDocument());
    await waitFor(() => expect(within(firstReportSync()).getByText('Aprovado')).toBeInTheDocument());
    expect(within(firstReportSync()).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    // Its buttons went with the decision: the focus is on the report's card, its new status inside
    // (WCAG 2.4.3), not on <body>.
    await waitFor(() => expect(document.activeElement).toBe(firstReportSync()), { timeout: 5000 });
    // Both badges are due again: the report left the pending ones, the close rejected the pending requests.
    expect(queryClient.getQueryState(['badge', 'pendingReports'])?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(['badge', 'pendingTrackers'])?.isInvalidated).toBe(true);
  });

  it("shows the server's refusal (400) as it comes", async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    answerReports([REPORT], { refuse: 'Somente laudos pendentes podem ser aprovados ou reprovados.' });
    renderCaseDetails('casos', 12);
    const report = await firstReport();
    await userEvent.click(within(report).getByRole('button', { name: 'Aprovar' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aprovar laudo' })).getByRole('button', { name: 'Aprovar' }),
    );
    expect(await screen.findByText('Somente laudos pendentes podem ser aprovados ou reprovados.')).toBeInTheDocument();
    expect(screen.queryByText('Laudo atualizado com sucesso!')).not.toBeInTheDocument();
  });

  it('cannot approve on a closed case, which the button says; rejecting stays possible', async () => {
    answerCaseDetails(
      buildCaseDetails({
        id: 12,
        status: 'completedNotSized',
        closedAt: '2025-04-01T12:00:00.000Z',
        closedBy: 'manual',
      }),
    );
    answerReports([REPORT]);
    renderCaseDetails('casos', 12);
    const report = await firstReport();
    const approve = within(report).getByRole('button', { name: 'Aprovar' });
    await expectBlocked(approve, 'O caso deste laudo está encerrado. Reabra o caso para aprovar o laudo.');
    // Blocked, it asks nothing.
    await userEvent.click(approve);
    expect(screen.queryByRole('dialog', { name: 'Aprovar laudo' })).not.toBeInTheDocument();
    expect(within(report).getByRole('button', { name: 'Reprovar' })).toBeEnabled();
  });
});

function firstReportSync() {
  return screen.getAllByRole('article')[0];
}

describe('rejecting a report', () => {
  it("keeps 'Reprovar' disabled while the reason is empty", async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    const api = answerReports([REPORT]);
    renderCaseDetails('casos', 12);
    const dialog = await openRejectDialog();
    const confirm = within(dialog).getByRole('button', { name: 'Reprovar' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.decisions).toEqual([]);
  });

  it('refuses 501 characters with the limit message and accepts 500', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    answerReports([REPORT]);
    renderCaseDetails('casos', 12);
    const dialog = await openRejectDialog();
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo' });
    fireEvent.change(reason, { target: { value: 'a'.repeat(501) } });
    expect(within(dialog).getByText('Deve ter no máximo 500 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('button', { name: 'Reprovar' })).toBeDisabled();
    fireEvent.change(reason, { target: { value: 'a'.repeat(500) } });
    expect(within(dialog).queryByText('Deve ter no máximo 500 caracteres')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reprovar' })).toBeEnabled();
  });

  it('sends the reason, shows the success text and the report rejected with it', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    const api = answerReports([REPORT]);
    renderCaseDetails('casos', 12);
    const dialog = await openRejectDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), '  Fotos ilegíveis.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await screen.findByText('Laudo atualizado com sucesso!')).toBeInTheDocument();
    expect(api.decisions).toEqual([
      { id: 228, seizureRequestId: 12, status: 'rejected', expectedStatus: 'pending', reason: 'Fotos ilegíveis.' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reprovar laudo' })).not.toBeInTheDocument());
    await waitFor(() => expect(within(firstReportSync()).getByText('Reprovado')).toBeInTheDocument());
    expect(within(firstReportSync()).getByText('Fotos ilegíveis.')).toBeInTheDocument();
  });
});

describe('a report decided meanwhile', () => {
  it("shows the server's 409 under 'Erro', closes the dialog and shows the report as it is now", async () => {
    const STALE = 'Este laudo já foi reprovado por Fulano em 22/11/2026 14:03. A lista foi atualizada.';
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    const api = answerReports([REPORT], { conflict: STALE });
    renderCaseDetails('casos', 12);
    const dialog = await openRejectDialog();
    const before = api.lists.length;
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo' }), 'Fotos ilegíveis.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    // The notification (the refreshed card shows its own reason in an alert too).
    const alert = (await screen.findByText(STALE)).closest('[role="alert"]') as HTMLElement;
    expect(alert).toHaveTextContent('Erro');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reprovar laudo' })).not.toBeInTheDocument());
    await waitFor(() => expect(api.lists.length).toBeGreaterThan(before));
    await waitFor(() => expect(within(firstReportSync()).getByText('Reprovado')).toBeInTheDocument());
  });
});
