import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { answerImportLists, config, renderImport } from './support';

useScreenTestSetup();

async function openConfigs() {
  await userEvent.click(await screen.findByRole('tab', { name: 'Configurações' }));
}

/** Picks a column for a field in the configuration form. */
async function pick(dialog: HTMLElement, field: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: field }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

const fieldOf = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('combobox', { name }).closest('.MuiFormControl-root') as HTMLElement;

describe('/importar, Configurações', () => {
  it('without simplified mode requires the name, nine columns and a category pair', async () => {
    answerImportLists([]);
    renderImport(undefined, false);
    await openConfigs();
    expect(await screen.findByText('Nenhuma configuração cadastrada')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Nova configuração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova configuração' });
    expect(within(dialog).getAllByRole('combobox')).toHaveLength(19);
    expect(within(dialog).queryByRole('switch', { name: 'Importar em modo simplificado' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Name, plate, city, state, category, chassi, debtor's document and name, model, process, year.
    expect(await within(dialog).findAllByText('Obrigatório')).toHaveLength(11);
    expect(within(fieldOf(dialog, 'Chassi')).getByText('Obrigatório')).toBeInTheDocument();
    expect(within(fieldOf(dialog, 'Renavam')).queryByText('Obrigatório')).toBeNull();
    expect(within(dialog).getByText('Associe ao menos um texto a uma categoria')).toBeInTheDocument();
  }, 120_000);

  it("says under 'Linhas a ignorar' why -1 is refused: the browser's own check does not stop the form first", async () => {
    answerImportLists([]);
    renderImport(undefined, false);
    await openConfigs();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova configuração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova configuração' });
    expect(dialog.querySelector('form')).toHaveAttribute('novalidate');
    const skip = within(dialog).getByRole('spinbutton', { name: /Linhas a ignorar/ });
    await userEvent.clear(skip);
    await userEvent.type(skip, '-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialog).findByText('Deve ser maior ou igual a 0')).toBeInTheDocument();
  }, 60_000);

  it("refuses a column chosen twice ('Já selecionado'), then saves with 'Configuração salva com sucesso!'", async () => {
    answerImportLists([]);
    const posts: Record<string, unknown>[] = [];
    server.use(
      http.post('*/admin/import/config', async ({ request }) => {
        posts.push((await request.json()) as Record<string, unknown>);
        return HttpResponse.json(config({ id: 9, name: 'Nova' }), { status: 201 });
      }),
    );
    renderImport();
    await openConfigs();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova configuração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova configuração' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Importar em modo simplificado' }));
    await pick(dialog, 'Placa', 'A');
    await pick(dialog, 'Cidade', 'A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await within(fieldOf(dialog, 'Cidade')).findByText('Já selecionado')).toBeInTheDocument();
    expect(within(fieldOf(dialog, 'Placa')).queryByText('Já selecionado')).toBeNull();
    expect(posts).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Nome/ }), 'Carteira Beta');
    for (const [field, column] of [
      ['Cidade', 'B'],
      ['Estado', 'C'],
      ['Categoria', 'D'],
    ])
      await pick(dialog, field, column);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Adicionar associação' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Texto na planilha/ }), 'CARRO');
    await userEvent.click(
      within(dialog)
        .getAllByRole('combobox', { name: /Categoria/ })
        .at(-1)!,
    );
    await userEvent.click(await screen.findByRole('option', { name: 'Automóvel' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await screen.findByText('Configuração salva com sucesso!')).toBeInTheDocument();
    expect(posts[0]).toMatchObject({
      name: 'Carteira Beta',
      config: {
        skipLines: 1,
        shadowMode: true,
        categoryStrategy: 'match',
        categories: [{ source: 'CARRO', categoryId: 1 }],
        columns: { licensePlate: 'A', city: 'B', state: 'C', category: 'D' },
      },
    });
  }, 120_000);

  it('with one category for every row needs that category, not a category column', async () => {
    answerImportLists([]);
    renderImport(undefined, true);
    await openConfigs();
    await userEvent.click(await screen.findByRole('button', { name: 'Nova configuração' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nova configuração' });
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Importar em modo simplificado' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Usar uma única categoria' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    // Simplified mode: only name, plate, city, state, and the override's category.
    await waitFor(() => expect(within(dialog).getAllByText('Obrigatório')).toHaveLength(5));
    expect(within(fieldOf(dialog, 'Chassi')).queryByText('Obrigatório')).toBeNull();
  }, 30_000);

  it("edits and removes a configuration: 'Configuração removida com sucesso.'", async () => {
    answerImportLists([config()]);
    const removed: string[] = [];
    server.use(
      http.delete('*/admin/import/config/:id', ({ params }) => {
        removed.push(String(params.id));
        return HttpResponse.json({ id: 3, success: true });
      }),
    );
    renderImport();
    await openConfigs();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar Carteira Banco Alfa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar configuração' });
    expect(within(dialog).getByRole('textbox', { name: /Nome/ })).toHaveValue('Carteira Banco Alfa');
    expect(within(dialog).getByRole('combobox', { name: 'Placa' })).toHaveTextContent('A');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Remover Carteira Banco Alfa' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover a configuração Carteira Banco Alfa?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    expect(await screen.findByText('Configuração removida com sucesso.')).toBeInTheDocument();
    expect(removed).toEqual(['3']);
  }, 30_000);
});
