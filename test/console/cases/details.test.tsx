import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerCaseDetails, buildCaseDetails } from './builders';
import { expectBlocked, renderCaseDetails } from './screens';

useScreenTestSetup();

const header = () => screen.findByRole('heading', { level: 2, name: /^Caso 12/ }, { timeout: 5000 });
const section = (name: string) => screen.getByRole('region', { name });

describe('case details page', () => {
  it('shows the header, information, vehicle, process and addresses, main first', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, reward: 1500.5 }));
    renderCaseDetails('casos', 12);
    expect(await header()).toHaveTextContent('Caso 12 · ABC1D23');
    // One H1, the page's title; the case itself is the header's H2.
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Detalhes do Caso']);
    expect(screen.getByText('Disponível')).toBeInTheDocument();
    expect(screen.getByText('R$ 1.500,50')).toBeInTheDocument();
    expect(within(section('Informações')).getByText('Carro de passeio')).toBeInTheDocument();
    expect(within(section('Informações')).getByText('10/03/2025 10:45')).toBeInTheDocument();
    expect(within(section('Informações')).queryByText('Assessoria')).not.toBeInTheDocument();
    expect(within(section('Veículo')).getByText('9BWZZZ377VT004251')).toBeInTheDocument();
    expect(within(section('Veículo')).getByText('Gol 1.0')).toBeInTheDocument();
    expect(within(section('Processo')).getByText('529.982.247-25')).toBeInTheDocument();
    const addresses = within(section('Endereços')).getAllByRole('listitem');
    expect(addresses[0]).toHaveTextContent('Casa do devedor');
    expect(addresses[0]).toHaveTextContent('Principal');
    expect(addresses[0]).toHaveTextContent('CEP 13025-000');
    expect(addresses[1]).not.toHaveTextContent('Principal');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('href', '/casos/12/editar');
    // The trackers and reports sections sit below, each with its own list call.
    expect(section('Localizadores')).toBeInTheDocument();
    expect(section('Laudos')).toBeInTheDocument();
  });

  it('shows support the company and no change', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    renderCaseDetails('suporte', 12);
    await header();
    expect(within(section('Informações')).getByText('Alfa')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar como apreendido' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Editar observações' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Adicionar arquivo' })).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Listar no aplicativo' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("says 'Um problema aconteceu' with the catalogue's text when the case cannot be read, without an active 'Editar'", async () => {
    server.use(
      http.get('*/admin/seizure-requests/500/details', () =>
        HttpResponse.json({ message: 'Erro interno' }, { status: 500 }),
      ),
    );
    renderCaseDetails('casos', 500);
    expect(await screen.findByText('Um problema aconteceu', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar Novamente' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute('aria-disabled', 'true');
  });

  it("an unknown id, another company's case (404) or a malformed id is 'Página não encontrada'", async () => {
    server.use(
      http.get('*/admin/seizure-requests/404/details', () =>
        HttpResponse.json({ message: 'Não encontrado' }, { status: 404 }),
      ),
    );
    const { unmount } = renderCaseDetails('casos', 404);
    expect(
      await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    expect(screen.queryByText('Um problema aconteceu')).not.toBeInTheDocument();
    unmount();
    renderCaseDetails('casos', 'abc');
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
  });

  it("shows the case's 'Histórico': its decisions and its trackers', who and when, newest first", async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    server.use(
      http.get('*/admin/seizure-requests/12/history', () =>
        HttpResponse.json([
          {
            id: 9,
            action: 'tracker.reproved',
            label: 'Localizador reprovado: Luiz Localizador',
            detail: 'Sem experiência na região.',
            by: 'Carlos Casos',
            at: '2026-11-20T12:00:00.000Z',
          },
          {
            id: 4,
            action: 'case.created',
            label: 'Caso cadastrado',
            detail: null,
            by: 'Carlos Casos',
            at: '2026-11-19T13:00:00.000Z',
          },
        ]),
      ),
    );
    renderCaseDetails('casos', 12);
    const history = await screen.findByRole('list', { name: 'Histórico' }, { timeout: 5000 });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Localizador reprovado: Luiz LocalizadorSem experiência na região.20/11/2026 09:00 por Carlos Casos',
      'Caso cadastrado19/11/2026 10:00 por Carlos Casos',
    ]);
    expect(screen.getByRole('heading', { name: 'Histórico', level: 2 })).toBeInTheDocument();
  });

  it('tells what a draft lacks to be ready', async () => {
    answerCaseDetails(
      buildCaseDetails({ id: 12, status: 'draft', chassi: null, model: null, missingFields: ['chassi', 'model'] }),
    );
    renderCaseDetails('casos', 12);
    await header();
    expect(screen.getByText('Para ficar pronto, o caso precisa de: Chassi, Modelo.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar como apreendido' })).not.toBeInTheDocument();
  });
});

describe('closing and reopening', () => {
  it('closes a ready case as seized after the confirmation', async () => {
    const api = answerCaseDetails(buildCaseDetails({ id: 12 }));
    server.use(
      http.post('*/admin/seizure-requests/close', async ({ request }) => {
        await api.record(request);
        api.update({ status: 'completedSized', closedAt: '2025-04-01T12:00:00.000Z', closedBy: 'manual' });
        return HttpResponse.json({ id: 12, status: 'completedSized' });
      }),
    );
    renderCaseDetails('casos', 12);
    await header();
    expect(screen.getByRole('button', { name: 'Encerrar como não apreendido' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar como apreendido' }));
    const dialog = await screen.findByRole('dialog', { name: 'Encerrar caso como apreendido' });
    expect(dialog).toHaveTextContent('as solicitações pendentes serão rejeitadas e notificadas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Encerrar' }));
    expect(await screen.findByText('Caso encerrado com sucesso.')).toBeInTheDocument();
    expect(api.calls.map((c) => c.body)).toEqual([{ id: 12, status: 'completedSized' }]);
    expect(await screen.findByRole('button', { name: 'Reabrir caso' })).toBeInTheDocument();
    expect(within(section('Informações')).getByText('Manual')).toBeInTheDocument();
    expect(screen.getByText('Apreendido')).toBeInTheDocument();
  });

  it('reopens a closed case', async () => {
    const api = answerCaseDetails(
      buildCaseDetails({
        id: 12,
        status: 'completedNotSized',
        closedAt: '2025-04-01T12:00:00.000Z',
        closedBy: 'import',
      }),
    );
    server.use(
      http.post('*/admin/seizure-requests/12/reopen', async ({ request }) => {
        await api.record(request);
        api.update({ status: 'readyAndOpenedForTrackers', closedAt: null, closedBy: null });
        return HttpResponse.json({ id: 12, status: 'readyAndOpenedForTrackers' });
      }),
    );
    renderCaseDetails('casos', 12);
    await header();
    expect(screen.getByText('Encerrado')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encerrar como apreendido' })).not.toBeInTheDocument();
    // A closed case is reopened before it is edited.
    const edit = screen.getByRole('link', { name: 'Editar' });
    await expectBlocked(edit, 'Reabra o caso para editá-lo');
    // Blocked, the link goes nowhere: the details stay (only their route is mounted).
    await userEvent.click(edit);
    await userEvent.click(screen.getByRole('button', { name: 'Reabrir caso' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Reabrir caso' })).getByRole('button', { name: 'Reabrir' }),
    );
    expect(await screen.findByText('Caso reaberto com sucesso.')).toBeInTheDocument();
    expect(api.calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /admin/seizure-requests/12/reopen']);
    expect(await screen.findByRole('button', { name: 'Encerrar como apreendido' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Editar' })).not.toHaveAttribute('aria-disabled');
    expect(screen.getByRole('link', { name: 'Editar' })).not.toHaveAccessibleDescription();
  });

  it("shows the server's refusal", async () => {
    answerCaseDetails(buildCaseDetails({ id: 12 }));
    server.use(
      http.post('*/admin/seizure-requests/close', () =>
        HttpResponse.json(
          { message: 'Somente casos disponíveis ou atribuídos podem ser encerrados.' },
          { status: 400 },
        ),
      ),
    );
    renderCaseDetails('casos', 12);
    await header();
    await userEvent.click(screen.getByRole('button', { name: 'Encerrar como não apreendido' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Encerrar' }));
    expect(
      await screen.findByText('Somente casos disponíveis ou atribuídos podem ser encerrados.'),
    ).toBeInTheDocument();
  });

  it('offers no change to a read-only user', async () => {
    answerCaseDetails(buildCaseDetails({ id: 12, status: 'completedSized', closedAt: '2025-04-01T12:00:00.000Z' }));
    renderCaseDetails('leitura', 12);
    await header();
    expect(screen.queryByRole('button', { name: 'Reabrir caso' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
  });
});
