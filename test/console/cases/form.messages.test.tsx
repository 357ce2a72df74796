import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useScreenTestSetup } from '../../support/renderScreen';
import {
  address,
  answerFormApi,
  choose,
  countOf,
  field,
  fill,
  messageOf,
  numberField,
  openForm,
  save,
} from './formSupport';

useScreenTestSetup();

const category = () => screen.getByRole('combobox', { name: /Categoria/ });

const scrollIntoView = Element.prototype.scrollIntoView;
afterEach(() => {
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('case form messages', () => {
  it('says what a ready case needs when saved empty, all at once', async () => {
    const api = answerFormApi();
    const user = await openForm();
    expect(screen.getByRole('heading', { name: 'Novo Caso', level: 1 })).toBeInTheDocument();
    await save(user);
    await waitFor(() => expect(messageOf(category())).toBe('Obrigatório'));
    for (const name of ['Chassi', 'Modelo', 'Número do processo', 'Financeira', 'Nome do devedor']) {
      expect(messageOf(field(name)), name).toBe('Obrigatório');
    }
    const first = address(1);
    expect(messageOf(within(first).getByRole('combobox', { name: /Estado/ }))).toBe('Obrigatório');
    expect(messageOf(field('Cidade', first))).toBe('Obrigatório');
    // The coordinates are not asked for: the server takes the municipality's.
    expect(messageOf(numberField('Latitude', first))).toBe('');
    expect(messageOf(numberField('Longitude', first))).toBe('');
    expect(api.saved).toEqual([]);
  });

  it('puts the first invalid field in the middle of the window and focuses it, clear of the bottom notice (issue 34)', async () => {
    // jsdom has no layout: record what is asked to scroll, and how.
    const scrolled: { element: Element; options: unknown }[] = [];
    Element.prototype.scrollIntoView = function (this: Element, options?: boolean | ScrollIntoViewOptions) {
      scrolled.push({ element: this, options });
    };
    answerFormApi();
    const user = await openForm();
    await save(user);
    await waitFor(() => expect(scrolled.at(-1)?.element).toBe(category()));
    expect(scrolled.at(-1)?.options).toEqual({ block: 'center' });
    expect(category()).toHaveFocus();
    // A text field further down, once the category and the plate are right.
    await choose(user, /Categoria/, /Automóvel/);
    await fill(user, field('Placa'), 'ABC1D23');
    await save(user);
    await waitFor(() => expect(scrolled.at(-1)?.element).toBe(field('Chassi')));
    expect(field('Chassi')).toHaveFocus();
  });

  it('requires the plate for car, moto and truck categories, not for a boat or a tractor', async () => {
    answerFormApi();
    const user = await openForm();
    await choose(user, /Categoria/, /Automóvel/);
    await save(user);
    await waitFor(() => expect(messageOf(field('Placa'))).toBe('Placa é obrigatória para a categoria selecionada'));
    await choose(user, /Categoria/, /Motocicleta/);
    expect(messageOf(field('Placa'))).toBe('Placa é obrigatória para a categoria selecionada');
    await choose(user, /Categoria/, /Embarcação/);
    await waitFor(() => expect(messageOf(field('Placa'))).not.toMatch(/obrigatória/));
    await choose(user, /Categoria/, /Trator/);
    expect(messageOf(field('Placa'))).not.toMatch(/obrigatória/);
    await choose(user, /Categoria/, /Caminhão/);
    await waitFor(() => expect(messageOf(field('Placa'))).toBe('Placa é obrigatória para a categoria selecionada'));
  });

  it('shows each category with its type icon', async () => {
    answerFormApi();
    const user = await openForm();
    await user.click(category());
    // A title that already says the type is read once; another title gets the type from the icon.
    const option = await screen.findByRole('option', { name: 'Embarcação' });
    expect(within(option).getByTestId('DirectionsBoatIcon')).toHaveAttribute('aria-hidden', 'true');
    expect(within(screen.getByRole('option', { name: /Automóvel/ })).getByTitle('Carro')).toBeInTheDocument();
  });

  it('refuses an invalid plate, chassi, document and year', async () => {
    answerFormApi();
    const user = await openForm();
    await fill(user, field('Placa'), 'AB-123');
    await fill(user, field('Chassi'), '9BWZZZ377VT00425');
    await fill(user, field('CPF/CNPJ do devedor'), '111.111.111-12');
    await fill(user, numberField('Ano'), '1899');
    await save(user);
    await waitFor(() => expect(messageOf(field('Placa'))).toBe('Placa Inválida'));
    expect(messageOf(field('Chassi'))).toBe('Chassi Inválido');
    expect(messageOf(field('CPF/CNPJ do devedor'))).toBe('Documento Inválido');
    expect(messageOf(numberField('Ano'))).toBe('Deve ser maior ou igual a 1900');
    const nextYear = new Date().getFullYear() + 1;
    await fill(user, numberField('Ano'), String(nextYear));
    await waitFor(() => expect(messageOf(numberField('Ano'))).toBe(`Deve ser menor ou igual a ${nextYear - 1}`));
    await fill(user, field('CPF/CNPJ do devedor'), '11.222.333/0001-81');
    await waitFor(() => expect(messageOf(field('CPF/CNPJ do devedor'))).not.toBe('Documento Inválido'));
  });

  it('normalises the plate when the field is left: upper case, no dash or space', async () => {
    answerFormApi();
    const user = await openForm();
    await fill(user, field('Placa'), 'abc-1d23');
    await user.tab();
    expect(field('Placa')).toHaveValue('ABC1D23');
    await fill(user, field('Placa'), 'abc 1234');
    await user.tab();
    expect(field('Placa')).toHaveValue('ABC1234');
  });

  it("says 'Placa Inválida' for a dash out of place or a plate too long, and keeps what was typed (CASEFORM-07)", async () => {
    const api = answerFormApi();
    const user = await openForm();
    await fill(user, field('Placa'), 'A-BC1234');
    await user.tab();
    expect(field('Placa')).toHaveValue('A-BC1234');
    await save(user);
    await waitFor(() => expect(messageOf(field('Placa'))).toBe('Placa Inválida'));
    await fill(user, field('Placa'), 'ABC12345');
    await waitFor(() => expect(messageOf(field('Placa'))).toBe('Placa Inválida'));
    expect(api.saved).toEqual([]);
  });

  it("counts the characters of the fields with a limit, 'n/100', beside the hint or the error (issue 34)", async () => {
    const api = answerFormApi();
    const user = await openForm();
    expect(countOf(field('Modelo'))).toBe('0/100');
    expect(countOf(field('Número do processo'))).toBe('0/50');
    expect(countOf(field('Nome do devedor'))).toBe('0/150');
    const first = address(1);
    expect(countOf(field('Logradouro', first))).toBe('0/200');
    expect(countOf(field('Complemento', first))).toBe('0/20');
    await fill(user, field('Modelo'), '  Gol 1.0 ');
    // Trimmed, as the schema and the server count.
    expect(countOf(field('Modelo'))).toBe('7/100');
    await save(user);
    // The count stays beside the error.
    await waitFor(() => expect(messageOf(field('Financeira'))).toBe('Obrigatório'));
    expect(countOf(field('Financeira'))).toBe('0/150');
    await user.click(field('Modelo'));
    await user.paste('x'.repeat(100));
    await waitFor(() => expect(messageOf(field('Modelo'))).toBe('Deve ter no máximo 100 caracteres'));
    // 'Gol 1.0 ' and the pasted 100.
    expect(countOf(field('Modelo'))).toBe('108/100');
    expect(api.saved).toEqual([]);
  });

  it('takes the reward as BRL, never negative', async () => {
    const api = answerFormApi();
    const user = await openForm();
    const reward = field('Recompensa');
    await user.type(reward, '-150000');
    expect(reward).toHaveValue('1.500,00');
    expect(api.saved).toEqual([]);
  });
});

describe('addresses', () => {
  it('needs at least one address', async () => {
    answerFormApi();
    const user = await openForm();
    await user.click(within(address(1)).getByRole('button', { name: 'Remover endereço 1' }));
    expect(screen.queryByRole('group', { name: 'Endereço 1' })).not.toBeInTheDocument();
    await save(user);
    const section = screen.getByRole('region', { name: 'Endereços' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Obrigatório');
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    expect(within(address(1)).getByText('Principal')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByRole('alert')).not.toBeInTheDocument());
  });

  it('keeps exactly one main address, the first by default', async () => {
    answerFormApi();
    const user = await openForm();
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    await user.click(screen.getByRole('button', { name: 'Adicionar endereço' }));
    expect(within(address(1)).getByText('Principal')).toBeInTheDocument();
    expect(within(address(2)).queryByText('Principal')).not.toBeInTheDocument();
    await user.click(within(address(3)).getByRole('button', { name: 'Tornar principal' }));
    expect(within(address(3)).getByText('Principal')).toBeInTheDocument();
    expect(within(address(1)).getByRole('button', { name: 'Tornar principal' })).toBeInTheDocument();
    expect(screen.getAllByText('Principal')).toHaveLength(1);
    // Removing the main address makes the first one main.
    await user.click(within(address(3)).getByRole('button', { name: 'Remover endereço 3' }));
    expect(within(address(1)).getByText('Principal')).toBeInTheDocument();
    expect(screen.getAllByText('Principal')).toHaveLength(1);
  });
});
