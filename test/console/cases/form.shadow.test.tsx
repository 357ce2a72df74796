import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useScreenTestSetup } from '../../support/renderScreen';
import { address, answerFormApi, choose, field, fill, messageOf, openForm, save } from './formSupport';

useScreenTestSetup();

const simplified = () =>
  screen.queryByRole('switch', { name: 'Modo simplificado' }) ??
  screen.queryByRole('checkbox', { name: 'Modo simplificado' });

describe("simplified mode ('Modo simplificado')", () => {
  it('is offered to Alfa, whose law company has it', async () => {
    answerFormApi();
    await openForm('casos');
    expect(simplified()).toBeInTheDocument();
    expect(
      screen.getByText('Apenas categoria, placa e um endereço. O caso não é listado no aplicativo.'),
    ).toBeInTheDocument();
  });

  it('is not offered to Beta', async () => {
    answerFormApi();
    await openForm('beta');
    expect(field('Chassi')).toBeInTheDocument();
    expect(simplified()).not.toBeInTheDocument();
  });

  it('clears and hides the vehicle and process fields and keeps the first address, after a confirmation', async () => {
    const api = answerFormApi();
    const user = await openForm('casos');
    await choose(user, /Categoria/, /Automóvel/);
    await fill(user, field('Chassi'), '9BWZZZ377VT004251');
    await fill(user, field('Financeira'), 'Banco Alfa');
    await fill(user, field('Cidade', address(1)), 'Campinas');
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    await fill(user, field('Cidade', address(2)), 'Santos');

    await user.click(simplified()!);
    const confirm = await screen.findByRole('dialog', { name: 'Ativar o modo simplificado?' });
    await user.click(within(confirm).getByRole('button', { name: 'Ativar e apagar' }));
    await waitFor(() => expect(simplified()).toBeChecked());
    for (const name of ['Chassi', 'Modelo', 'Financeira', 'Número do processo', 'Nome do devedor', 'Recompensa']) {
      expect(screen.queryByRole('textbox', { name: new RegExp(`^${name}`) }), name).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('group', { name: 'Endereço 2' })).not.toBeInTheDocument();
    expect(field('Cidade', address(1))).toHaveValue('Campinas');
    expect(screen.queryByRole('button', { name: 'Adicionar endereço' })).not.toBeInTheDocument();

    // The plate is still required ('Obrigatório'), the ready fields are not.
    await save(user);
    await waitFor(() => expect(messageOf(field('Placa'))).toBe('Obrigatório'));
    expect(screen.queryByText(/Para o caso ficar disponível/)).not.toBeInTheDocument();

    // Turning it off brings the fields back, empty.
    await user.click(simplified()!);
    expect(field('Chassi')).toHaveValue('');
    expect(field('Financeira')).toHaveValue('');
    expect(api.saved).toEqual([]);
  });

  it('turns on without asking when nothing would be lost', async () => {
    answerFormApi();
    const user = await openForm('casos');
    await user.click(simplified()!);
    expect(simplified()).toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays off when the confirmation is cancelled', async () => {
    answerFormApi();
    const user = await openForm('casos');
    await fill(user, field('Chassi'), '9BWZZZ377VT004251');
    await user.click(simplified()!);
    const confirm = await screen.findByRole('dialog', { name: 'Ativar o modo simplificado?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(simplified()).not.toBeChecked();
    expect(field('Chassi')).toHaveValue('9BWZZZ377VT004251');
  });
});
