import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answerCaseDetails, buildCaseDetails } from '../cases/builders';
import { useScreenTestSetup, type DemoAccount } from '../../support/renderScreen';
import { renderCaseDetails } from '../cases/screens';
import { answerReports, buildReport } from './builders';

useScreenTestSetup();

const reportsSection = async () => {
  await screen.findByRole('heading', { level: 2, name: /^Caso 12/ }, { timeout: 5000 });
  return screen.getByRole('region', { name: 'Laudos' });
};
const firstReport = async () => (await screen.findAllByRole('article', {}, { timeout: 5000 }))[0];

function openCase(account: DemoAccount, reports = [buildReport()]) {
  answerCaseDetails(buildCaseDetails({ id: 12 }));
  const api = answerReports(reports);
  renderCaseDetails(account, 12);
  return api;
}

describe('the reports section of a case', () => {
  it("shows each report's tracker, status, dates, notes, photos and documents", async () => {
    const api = openCase('casos');
    const report = await firstReport();
    expect(within(report).getByText('Ana Lima')).toBeInTheDocument();
    expect(within(report).getByText('ana.lima@exemplo.com.br · (11) 98765-4321')).toBeInTheDocument();
    expect(within(report).getByText('Pendente')).toBeInTheDocument();
    expect(within(report).getByText('Enviado em 10/03/2025 10:45')).toBeInTheDocument();
    // Notes keep their line breaks.
    const notes = within(report).getByText(/Veículo localizado no pátio/);
    expect(notes.textContent).toBe('Veículo localizado no pátio.\nChave entregue ao depositário.');
    expect(notes).toHaveStyle({ whiteSpace: 'pre-line' });
    expect(within(report).getAllByRole('button', { name: /^Abrir foto \d de 2$/ })).toHaveLength(2);
    // Warrant present, search warrant absent.
    expect(within(report).getByText('Mandado de busca e apreensão').nextSibling).toHaveTextContent('—');
    expect(within(report).getByRole('link', { name: 'Abrir mandado.pdf' })).toBeInTheDocument();
    // The list of the 'Todos' tab (the 'Pendentes' count asks for one row beside it).
    const list = api.lists.find((url) => url.searchParams.get('status') === 'all');
    expect(Object.fromEntries(list?.searchParams ?? [])).toMatchObject({
      seizureRequestId: '12',
      page: '1',
      perPage: '10',
    });
    expect(api.lists.map((url) => Object.fromEntries(url.searchParams))).toContainEqual({
      seizureRequestId: '12',
      status: 'pending',
      page: '1',
      perPage: '1',
    });
  });

  it('opens files and photos on the content host with the access token (?token=)', async () => {
    openCase('leitura');
    const report = await firstReport();
    const link = within(report).getByRole('link', { name: 'Abrir vistoria-patio.pdf' });
    expect(link).toHaveTextContent('vistoria-patio.pdf');
    expect(link.getAttribute('href')).toMatch(/\/content\/demo\/vistoria-patio\.pdf\?token=ey/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(report).getByRole('link', { name: 'Abrir mandado.pdf' }).getAttribute('href')).toMatch(
      /\/content\/demo\/mandado\.pdf\?token=/,
    );
    expect(report.querySelector('img')?.getAttribute('src')).toMatch(/\/content\/demo\/laudo-foto-1\.jpg\?token=/);

    await userEvent.click(within(report).getByRole('button', { name: 'Abrir foto 2 de 2' }));
    // The viewer shared with the trackers' photos.
    const viewer = await screen.findByRole('dialog', { name: 'Fotos do laudo' });
    expect(within(viewer).getByRole('img', { name: '2 de 2' }).getAttribute('src')).toMatch(
      /laudo-foto-2\.jpg\?token=/,
    );
    await userEvent.click(within(viewer).getByRole('button', { name: 'Próxima foto' }));
    expect(within(viewer).getByRole('img', { name: '1 de 2' })).toBeInTheDocument();
  });

  it("says 'Nenhuma foto adicionada' and 'Nenhum documento adicionado' when a report has none", async () => {
    openCase('casos', [
      buildReport({ notes: null, documents: { photos: [], others: [], warrant: null, searchWarrant: null } }),
    ]);
    const report = await firstReport();
    expect(within(report).getByText('Nenhuma foto adicionada')).toBeInTheDocument();
    expect(within(report).getByText('Nenhum documento adicionado')).toBeInTheDocument();
    expect(within(report).getByText('Sem observações')).toBeInTheDocument();
    expect(within(report).getByText('Mandado').nextSibling).toHaveTextContent('—');
    expect(within(report).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows the reason of a rejected report and the labels of every status', async () => {
    openCase('casos', [
      buildReport({ status: 'rejected', reason: 'Fotos ilegíveis.', updatedAt: '2025-03-11T12:00:00.000Z' }),
      buildReport({ status: 'accepted' }),
    ]);
    const [rejected, accepted] = await screen.findAllByRole('article', {}, { timeout: 5000 });
    expect(within(rejected).getByText('Reprovado')).toBeInTheDocument();
    expect(within(rejected).getByText('Motivo da reprovação')).toBeInTheDocument();
    expect(within(rejected).getByText('Fotos ilegíveis.')).toBeInTheDocument();
    expect(within(rejected).getByText('Atualizado em 11/03/2025 09:00')).toBeInTheDocument();
    expect(within(accepted).getByText('Aprovado')).toBeInTheDocument();
    // Decided reports offer no decision, even to a case admin.
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).not.toBeInTheDocument();
  });

  it.each(['leitura', 'suporte'] as const)('offers %s no decision on a pending report', async (account) => {
    openCase(account);
    const report = await firstReport();
    expect(within(report).getByText('Pendente')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reprovar' })).not.toBeInTheDocument();
  });

  it("lists a tab's reports, counts the pending ones and says when a tab is empty", async () => {
    const api = openCase('casos', [buildReport({ status: 'accepted' }), buildReport({ status: 'pending' })]);
    const section = await reportsSection();
    await firstReport();
    const pendingTab = within(section).getByRole('tab', { name: /Pendentes/ });
    await waitFor(() => expect(pendingTab).toHaveTextContent('Pendentes1'));
    await userEvent.click(within(section).getByRole('tab', { name: 'Reprovados' }));
    expect(await within(section).findByText('Nenhum laudo reprovado')).toBeInTheDocument();
    expect(api.lists.at(-1)?.searchParams.get('status')).toBe('rejected');
    await userEvent.click(pendingTab);
    await waitFor(() => expect(within(section).getAllByRole('article')).toHaveLength(1));
    expect(within(section).getByRole('button', { name: 'Aprovar' })).toBeInTheDocument();
  });

  it('says when the case has no report', async () => {
    openCase('casos', []);
    const section = await reportsSection();
    expect(await within(section).findByText('Nenhum laudo enviado para este caso')).toBeInTheDocument();
  });
});
