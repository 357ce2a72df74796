import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { address, answerFormApi, currentPath, field, fill, numberField, openForm } from './formSupport';

useScreenTestSetup();

/** GET /admin/seizure-requests/{id} as the server answers it (the case as the form edits it). */
function buildCase(overrides: Record<string, unknown> = {}) {
  return {
    id: 5,
    lawCompanyId: 1,
    categoryId: 1,
    status: 'readyAndOpenedForTrackers',
    licensePlate: 'BRA2E19',
    chassi: '9BWZZZ377VT004251',
    renavam: '12345678901',
    maker: 'Volkswagen',
    model: 'Gol',
    year: 2019,
    reward: 1500,
    processNumber: '1000123-45.2024.8.26.0100',
    financier: 'Banco Alfa',
    debtorName: 'Maria Souza',
    debtorDocument: '52998224725',
    notes: null,
    shadowMode: false,
    canBeDraft: false,
    closedAt: null,
    closedBy: null,
    category: { id: 1, title: 'Automóvel', type: 'car' },
    trackers: { totalApproved: 1, totalPending: 0 },
    addresses: [
      {
        id: 11,
        description: 'Casa',
        state: 'SP',
        city: 'Campinas',
        neighborhood: 'Cambuí',
        street: 'Rua Coronel Quirino',
        number: 100,
        complement: null,
        zipcode: '13025000',
        latitude: -22.90556,
        longitude: -47.06083,
        main: true,
      },
      {
        id: 12,
        description: 'Trabalho',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        street: 'Avenida Paulista',
        number: 1000,
        complement: 'cj 12',
        zipcode: '01310100',
        latitude: -23.5475,
        longitude: -46.63611,
        main: false,
      },
    ],
    ...overrides,
  };
}

function answerCase(record: Record<string, unknown> | null) {
  server.use(
    http.get('*/admin/seizure-requests/5', () =>
      record
        ? HttpResponse.json(record)
        : HttpResponse.json({ statusCode: 404, error: 'Not Found', message: 'Caso não encontrado' }, { status: 404 }),
    ),
  );
}

describe('editing a case', () => {
  it('loads the case, saves it with its id and opens its details', async () => {
    const api = answerFormApi();
    answerCase(buildCase());
    const user = await openForm('casos', '/casos/5/editar');
    expect(screen.getByRole('heading', { name: 'Editar Caso', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(field('Placa')).toHaveValue('BRA2E19'));
    expect(screen.getByRole('combobox', { name: /Categoria/ })).toHaveTextContent('Automóvel');
    expect(field('Recompensa')).toHaveValue('1.500,00');
    expect(field('Cidade', address(1))).toHaveValue('Campinas');
    expect(within(address(1)).getByText('Principal')).toBeInTheDocument();
    expect(field('Cidade', address(2))).toHaveValue('São Paulo');
    // A complete case that trackers already asked for: no draft option.
    expect(screen.queryByRole('button', { name: 'Salvar como rascunho' })).not.toBeInTheDocument();

    await fill(user, field('Modelo'), 'Gol G5');
    await user.click(within(address(2)).getByRole('button', { name: 'Tornar principal' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    // Published before and after: the save did not publish it, so the text does not say so.
    expect(await screen.findByText('Caso cadastrado/atualizado com sucesso')).toBeInTheDocument();
    expect(screen.queryByText(/: publicado/)).not.toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/casos/5/detalhes'));
    expect(api.saved[0]).toMatchObject({
      id: 5,
      model: 'Gol G5',
      canBeDraft: false,
      addresses: [
        { id: 11, city: 'Campinas', main: false },
        { id: 12, city: 'São Paulo', main: true, complement: 'cj 12' },
      ],
    });
    // Loading the case did not run a geo check: its coordinates were already there.
    expect(api.geo).toEqual([]);
  });

  it('shows the not-found page for an id that is not a number', async () => {
    answerFormApi();
    await openForm('casos', '/casos/abc/editar', { ready: false });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
  });

  it("shows the not-found page for another company's case (404)", async () => {
    answerFormApi();
    answerCase(null);
    await openForm('beta', '/casos/5/editar', { ready: false });
    expect(await screen.findByRole('heading', { name: 'Página não encontrada', level: 1 })).toBeInTheDocument();
  });

  it('offers the draft option for a draft no tracker asked for, saying what it lacks', async () => {
    answerFormApi();
    answerCase(buildCase({ status: 'draft', canBeDraft: true, chassi: null, financier: null }));
    await openForm('casos', '/casos/5/editar');
    await waitFor(() => expect(field('Placa')).toHaveValue('BRA2E19'));
    expect(screen.getByRole('button', { name: 'Salvar como rascunho' })).toBeInTheDocument();
    expect(screen.getByText(/preencha: Chassi, Financeira\./)).toBeInTheDocument();
  });

  it('a complete draft offers keeping it a draft or publishing it; publishing says so', async () => {
    const api = answerFormApi();
    answerCase(buildCase({ status: 'draft', canBeDraft: true, trackers: { totalApproved: 0, totalPending: 0 } }));
    const user = await openForm('casos', '/casos/5/editar');
    await waitFor(() => expect(field('Placa')).toHaveValue('BRA2E19'));
    expect(screen.getByRole('button', { name: 'Salvar como rascunho' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('Caso cadastrado/atualizado com sucesso: publicado, disponível aos localizadores.'),
    ).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ id: 5, canBeDraft: false });
  });

  it('explains why a case with tracker requests cannot go back to draft', async () => {
    answerFormApi();
    answerCase(buildCase({ canBeDraft: false }));
    const user = await openForm('casos', '/casos/5/editar');
    await waitFor(() => expect(field('Chassi')).toHaveValue('9BWZZZ377VT004251'));
    await user.clear(field('Chassi'));
    expect(
      screen.getByText(/já recebeu solicitações de localizadores e não pode voltar a ser rascunho/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar como rascunho' })).not.toBeInTheDocument();
  });

  it('keeps an ended case from being saved', async () => {
    answerFormApi();
    answerCase(buildCase({ status: 'completedSized', closedAt: '2026-01-10T12:00:00.000Z', closedBy: 'manual' }));
    await openForm('casos', '/casos/5/editar');
    expect(
      await screen.findByText('Caso encerrado não pode ser editado. Reabra o caso para alterá-lo.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salvar' })).toBeDisabled();
    // Read-only: nothing can be typed, chosen, added or removed.
    await waitFor(() => expect(field('Placa')).toBeDisabled());
    expect(field('Modelo')).toBeDisabled();
    expect(numberField('Latitude', address(1))).toBeDisabled();
    expect(within(address(1)).getByRole('combobox', { name: /Estado/ })).toHaveAttribute('aria-disabled', 'true');
    // … and nothing looks as if it could: each input carries its own disabled state (a disabled
    // fieldset disables but does not restyle react-admin's NumberInput), no address buttons.
    for (const input of [
      numberField('Ano'),
      numberField('Número', address(1)),
      numberField('Latitude', address(1)),
      numberField('Longitude', address(2)),
    ]) {
      expect(input).toHaveProperty('disabled', true);
      expect(input.closest('.MuiInputBase-root')).toHaveClass('Mui-disabled');
    }
    expect(screen.queryByRole('button', { name: 'Adicionar endereço' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover endereço 2' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tornar principal' })).not.toBeInTheDocument();
  });

  it('opens a simplified case with only category, plate and one address', async () => {
    answerFormApi();
    answerCase(
      buildCase({
        shadowMode: true,
        chassi: null,
        model: null,
        processNumber: null,
        financier: null,
        debtorName: null,
        addresses: [buildCase().addresses[0]],
      }),
    );
    await openForm('casos', '/casos/5/editar');
    await waitFor(() => expect(field('Placa')).toHaveValue('BRA2E19'));
    expect(screen.getByRole('switch', { name: 'Modo simplificado' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Chassi/ })).not.toBeInTheDocument();
    expect(numberField('Latitude', address(1))).toHaveValue(-22.90556);
  });
});
