import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { renderCaseDetails } from '../cases/screens';
import { answerCaseWithTrackers, buildCandidate, buildTrackerRequest, queryOf, recordPost } from './builders';

useScreenTestSetup();

/** GET /admin/trackers/add/search answered with `answer(url)`, every call recorded. */
function answerSearch(answer: (url: URL) => Response) {
  const calls: URL[] = [];
  server.use(
    http.get('*/admin/trackers/add/search', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return answer(url);
    }),
  );
  return calls;
}

async function openAddDialog() {
  const section = await screen.findByRole('region', { name: 'Localizadores' }, { timeout: 5000 });
  await userEvent.click(await within(section).findByRole('button', { name: 'Adicionar localizador' }));
  return screen.findByRole('dialog', { name: 'Adicionar localizador' });
}

async function chooseState(dialog: HTMLElement, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: /^Estado/ }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

describe('manual add', () => {
  it("asks for a state before searching by location: 'Selecione ao menos o estado'", async () => {
    answerCaseWithTrackers([], { mainAddressState: null });
    const calls = answerSearch(() => HttpResponse.json({ total: 0, result: [] }));
    renderCaseDetails('casos', 12);
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Localização' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pesquisar' }));
    expect(await within(dialog).findByText('Selecione ao menos o estado')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await chooseState(dialog, 'SP · São Paulo');
    expect(within(dialog).queryByText('Selecione ao menos o estado')).not.toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Cidade' }), 'Campinas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(queryOf(calls[0])).toMatchObject({
      seizureRequestId: '12',
      'filters[location][state]': 'SP',
      'filters[location][city]': 'Campinas',
      sortField: 'name',
      sortDirection: 'asc',
      page: '1',
      perPage: '10',
    });
  });

  it("shows the server's 422 on the state field", async () => {
    answerCaseWithTrackers([]);
    answerSearch(() =>
      HttpResponse.json(
        {
          statusCode: 422,
          message: 'Dados inválidos',
          errors: { 'filters.location.state': 'Selecione ao menos o estado' },
        },
        { status: 422 },
      ),
    );
    renderCaseDetails('casos', 12);
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Localização' }));
    // The case's state starts the location search.
    expect(within(dialog).getByRole('combobox', { name: /^Estado/ })).toHaveTextContent('SP · São Paulo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pesquisar' }));
    expect(await within(dialog).findByText('Selecione ao menos o estado')).toBeInTheDocument();
  });

  it("lists the results, confirms, calls POST /admin/trackers/add and says 'Localizador adicionado com sucesso.'", async () => {
    const { calls: lists } = answerCaseWithTrackers([]);
    const searches = answerSearch(() =>
      HttpResponse.json({ total: 1, result: [buildCandidate({ id: 77, name: 'Bruno Rocha' })] }),
    );
    const adds = recordPost('*/admin/trackers/add', (body) => ({
      status: 201,
      body: buildTrackerRequest({
        status: 'approved',
        request: { manual: true, message: null, photos: [] },
        ...(body as object),
      }),
    }));
    renderCaseDetails('casos', 12);
    const dialog = await openAddDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nome ou e-mail' }), 'bruno{Enter}');
    const results = await within(dialog).findByRole('list', { name: 'Localizadores encontrados' });
    expect(queryOf(searches[0])['filters[name]']).toBe('bruno');
    const row = within(results).getByRole('listitem');
    expect(row).toHaveTextContent('Bruno Rocha');
    expect(row).toHaveTextContent('PRO');
    expect(row).toHaveTextContent('Campinas/SP');
    expect(row).toHaveTextContent('Experiência: 10 a 20');
    await userEvent.click(within(row).getByRole('button', { name: 'Adicionar Bruno Rocha' }));
    const confirm = await screen.findByRole('dialog', { name: 'Adicionar Bruno Rocha ao caso?' });
    // Said of any tracker, whatever their gender (issue 34).
    expect(confirm).toHaveTextContent(
      'A solicitação de Bruno Rocha fica aprovada e uma notificação avisa que já é possível trabalhar no caso.',
    );
    const before = lists.length;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Localizador adicionado com sucesso.')).toBeInTheDocument();
    expect(adds.map((c) => c.body)).toEqual([{ seizureRequestId: 12, userId: 77 }]);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Adicionar localizador' })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });

  it("says 'Nenhum localizador encontrado' when nobody matches", async () => {
    answerCaseWithTrackers([]);
    answerSearch(() => HttpResponse.json({ total: 0, result: [] }));
    renderCaseDetails('casos', 12);
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pesquisar' }));
    expect(await within(dialog).findByText('Nenhum localizador encontrado')).toBeInTheDocument();
  });

  it("shows the server's refusal of the add", async () => {
    answerCaseWithTrackers([]);
    answerSearch(() => HttpResponse.json({ total: 1, result: [buildCandidate({ id: 77 })] }));
    recordPost('*/admin/trackers/add', () => ({
      status: 400,
      body: { statusCode: 400, message: 'Este localizador já participa deste caso.' },
    }));
    renderCaseDetails('casos', 12);
    const dialog = await openAddDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pesquisar' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Adicionar Bruno Rocha' }));
    const confirm = await screen.findByRole('dialog', { name: 'Adicionar Bruno Rocha ao caso?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Adicionar' }));
    expect(await screen.findByText('Este localizador já participa deste caso.')).toBeInTheDocument();
    // The search stays open for another choice.
    expect(await screen.findByRole('dialog', { name: 'Adicionar localizador' })).toBeInTheDocument();
  });
});
