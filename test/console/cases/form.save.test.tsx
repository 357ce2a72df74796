import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useScreenTestSetup } from '../../support/renderScreen';
import {
  address,
  answerFormApi,
  choose,
  currentPath,
  field,
  fill,
  fillReadyCase,
  messageOf,
  numberField,
  openForm,
  save,
} from './formSupport';

useScreenTestSetup();
afterEach(() => vi.restoreAllMocks());

describe('saving a new case', () => {
  it("'Publicar' posts the parsed case, says 'Caso cadastrado/atualizado com sucesso' and that it is published, and opens its details", async () => {
    const api = answerFormApi();
    const user = await openForm();
    await fillReadyCase(user);
    await fill(user, field('Recompensa'), '250000');
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    expect(
      await screen.findByText('Caso cadastrado/atualizado com sucesso: publicado, disponível aos localizadores.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(currentPath()).toBe('/casos/321/detalhes'));
    expect(api.saved).toHaveLength(1);
    expect(api.saved[0]).toMatchObject({
      id: null,
      categoryId: 1,
      licensePlate: 'ABC1D23',
      chassi: '9BWZZZ377VT004251',
      model: 'Gol 1.0',
      processNumber: '1000123-45.2024.8.26.0100',
      financier: 'Banco Alfa',
      debtorName: 'João da Silva',
      debtorDocument: '52998224725',
      reward: 2500,
      shadowMode: false,
      canBeDraft: false,
      addresses: [{ state: 'SP', city: 'São Paulo', latitude: -23.5475, longitude: -46.63611, main: true }],
    });
  });

  it("shows the server's 422 messages on their fields and stays", async () => {
    answerFormApi({
      save: () =>
        HttpResponse.json(
          {
            statusCode: 422,
            error: 'Unprocessable Entity',
            message: 'Dados inválidos',
            errors: {
              licensePlate: 'Já existe um caso com esta placa',
              'addresses.0.street': 'Deve ter no máximo 200 caracteres',
            },
          },
          { status: 422 },
        ),
    });
    const user = await openForm();
    await fillReadyCase(user);
    await save(user);
    await waitFor(() => expect(messageOf(field('Placa'))).toBe('Já existe um caso com esta placa'));
    expect(messageOf(field('Logradouro', address(1)))).toBe('Deve ter no máximo 200 caracteres');
    expect(currentPath()).toBe('/casos/novo');
  });

  it('shows any other refusal as a notification', async () => {
    answerFormApi({
      save: () => HttpResponse.json({ statusCode: 403, error: 'Forbidden', message: 'x' }, { status: 403 }),
    });
    const user = await openForm();
    await fillReadyCase(user);
    await save(user);
    expect(await screen.findByText('Você não tem permissão para acessar essa funcionalidade')).toBeInTheDocument();
    expect(currentPath()).toBe('/casos/novo');
  });

  it("says what a ready case lacks, and saves it as a draft with 'Salvar como rascunho'", async () => {
    const api = answerFormApi();
    const user = await openForm();
    await choose(user, /Categoria/, /Automóvel/);
    await fill(user, field('Placa'), 'ABC1234');
    await fill(user, field('Modelo'), 'Onix');
    const first = address(1);
    await choose(user, /Estado/, 'SP - São Paulo', first);
    await fill(user, field('Cidade', first), 'São Paulo');
    await user.tab();
    await waitFor(() => expect(numberField('Latitude', first)).toHaveValue(-23.5475));
    expect(
      screen.getByText(
        /Para o caso ficar disponível aos localizadores, preencha: Chassi, Número do processo, Financeira, Nome do devedor\. Você também pode salvar como rascunho/,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar como rascunho' }));
    expect(
      await screen.findByText(
        'Caso cadastrado/atualizado com sucesso: salvo como rascunho, ainda não disponível aos localizadores.',
      ),
    ).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ canBeDraft: true, chassi: null, model: 'Onix', licensePlate: 'ABC1234' });
  });

  it('a complete case is still offered both: kept as a draft, it says so', async () => {
    const api = answerFormApi();
    const user = await openForm();
    await fillReadyCase(user);
    expect(screen.queryByText(/Para o caso ficar disponível/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publicar' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvar como rascunho' }));
    expect(
      await screen.findByText(
        'Caso cadastrado/atualizado com sucesso: salvo como rascunho, ainda não disponível aos localizadores.',
      ),
    ).toBeInTheDocument();
    expect(api.saved[0]).toMatchObject({ canBeDraft: true, chassi: '9BWZZZ377VT004251' });
  });

  it('warns before leaving with unsaved changes', async () => {
    answerFormApi();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const user = await openForm();
    await fill(user, field('Modelo'), 'Onix');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(confirm).toHaveBeenCalled());
    expect(currentPath()).toBe('/casos/novo');
    expect(field('Modelo')).toHaveValue('Onix');
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(currentPath()).not.toBe('/casos/novo'));
  });
});
