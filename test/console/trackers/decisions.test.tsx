import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useScreenTestSetup } from '../../support/renderScreen';
import { renderCaseDetails } from '../cases/screens';
import { answerCaseWithTrackers, buildTrackerRequest, recordPost } from './builders';

useScreenTestSetup();

const card = () => screen.findByRole('article', { name: 'Solicitação de Ana Lima' }, { timeout: 5000 });

async function openDialog(button: 'Aprovar' | 'Reprovar') {
  await userEvent.click(within(await card()).getByRole('button', { name: `${button} Ana Lima` }));
  return screen.findByRole('dialog', { name: `${button} localizador` });
}

const approvedAnswer = (body: unknown) => ({
  status: 200,
  body: { ...buildTrackerRequest({ id: 31 }), ...(body as object) },
});

describe('approve dialog', () => {
  it("accepts an empty message: sends {requestId, status, expectedStatus, reason} and says 'Localizador atualizado com sucesso!'", async () => {
    const { calls: lists } = answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
    const posts = recordPost('*/admin/trackers', approvedAnswer);
    renderCaseDetails('casos', 12);
    const dialog = await openDialog('Aprovar');
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    const before = lists.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Localizador atualizado com sucesso!')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([
      { requestId: 31, status: 'approved', expectedStatus: 'pending', reason: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aprovar localizador' })).not.toBeInTheDocument());
    // The section is fetched again.
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });

  it('sends the message, trimmed', async () => {
    answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
    const posts = recordPost('*/admin/trackers', approvedAnswer);
    renderCaseDetails('casos', 12);
    const dialog = await openDialog('Aprovar');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Mensagem ao localizador (opcional)' }),
      '  Bem-vindo ao caso.  ',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await screen.findByText('Localizador atualizado com sucesso!');
    expect(posts.map((c) => c.body)).toEqual([
      { requestId: 31, status: 'approved', expectedStatus: 'pending', reason: 'Bem-vindo ao caso.' },
    ]);
  });

  it('refuses 501 characters and accepts 500', async () => {
    answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
    const posts = recordPost('*/admin/trackers', approvedAnswer);
    renderCaseDetails('casos', 12);
    const dialog = await openDialog('Aprovar');
    const field = within(dialog).getByRole('textbox', { name: 'Mensagem ao localizador (opcional)' });
    fireEvent.change(field, { target: { value: 'a'.repeat(501) } });
    expect(within(dialog).getByText('Deve ter no máximo 500 caracteres')).toBeInTheDocument();
    expect(within(dialog).getByText('501/500')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Aprovar' })).toBeDisabled();
    fireEvent.submit(field.closest('form') as HTMLFormElement);
    fireEvent.change(field, { target: { value: 'a'.repeat(500) } });
    expect(within(dialog).queryByText('Deve ter no máximo 500 caracteres')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    await screen.findByText('Localizador atualizado com sucesso!');
    expect(posts).toHaveLength(1);
    expect((posts[0].body as { reason: string }).reason).toHaveLength(500);
  });
});

describe('reprove dialog', () => {
  it('keeps the confirm button disabled while the reason is empty, shows the limit, and sends the reason', async () => {
    answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
    const posts = recordPost('*/admin/trackers', (body) => ({
      status: 200,
      body: { ...buildTrackerRequest({ id: 31 }), ...(body as object) },
    }));
    renderCaseDetails('casos', 12);
    const dialog = await openDialog('Reprovar');
    const confirm = within(dialog).getByRole('button', { name: 'Reprovar' });
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('0/500')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Motivo da reprovação' });
    expect(field).toBeRequired();
    // Opened: no message yet. Blank: 'Obrigatório' says why the button waits.
    expect(within(dialog).queryByText('Obrigatório')).not.toBeInTheDocument();
    await userEvent.type(field, '   ');
    expect(confirm).toBeDisabled();
    expect(within(dialog).getByText('Obrigatório')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(field);
    await userEvent.type(field, 'Sem experiência na região.');
    expect(within(dialog).getByText('26/500')).toBeInTheDocument();
    expect(confirm).toBeEnabled();
    fireEvent.change(field, { target: { value: 'b'.repeat(501) } });
    expect(within(dialog).getByText('Deve ter no máximo 500 caracteres')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    fireEvent.change(field, { target: { value: 'Sem experiência na região.' } });
    await userEvent.click(confirm);
    expect(await screen.findByText('Localizador atualizado com sucesso!')).toBeInTheDocument();
    expect(posts.map((c) => c.body)).toEqual([
      { requestId: 31, status: 'reproved', expectedStatus: 'pending', reason: 'Sem experiência na região.' },
    ]);
  });

  it("puts the server's 422 on the field and keeps the dialog", async () => {
    answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
    recordPost('*/admin/trackers', () => ({
      status: 422,
      body: { statusCode: 422, message: 'Dados inválidos', errors: { reason: 'Obrigatório' } },
    }));
    renderCaseDetails('casos', 12);
    const dialog = await openDialog('Reprovar');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo da reprovação' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(await within(dialog).findByText('Obrigatório')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Reprovar localizador' })).toBeInTheDocument();
  });

  it("shows the server's refusal (400) as a notification and closes", async () => {
    answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
    recordPost('*/admin/trackers', () => ({
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Somente casos disponíveis ou atribuídos aceitam decisões sobre localizadores.',
      },
    }));
    renderCaseDetails('casos', 12);
    const dialog = await openDialog('Reprovar');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo da reprovação' }), 'Motivo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    expect(
      await screen.findByText('Somente casos disponíveis ou atribuídos aceitam decisões sobre localizadores.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reprovar localizador' })).not.toBeInTheDocument());
  });
});

describe('a decision against a stale view', () => {
  const STALE = 'Esta solicitação já foi reprovada por Fulano em 22/11/2026 14:03. A lista foi atualizada.';

  it("shows the server's 409 under 'Erro', closes the dialog and fetches the list again", async () => {
    const { calls: lists } = answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
    const posts = recordPost('*/admin/trackers', () => ({
      status: 409,
      body: { statusCode: 409, error: 'Conflict', message: STALE },
    }));
    renderCaseDetails('casos', 12);
    const dialog = await openDialog('Aprovar');
    const before = lists.length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aprovar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Erro');
    expect(alert).toHaveTextContent(STALE);
    expect(posts.map((c) => c.body)).toEqual([
      { requestId: 31, status: 'approved', expectedStatus: 'pending', reason: null },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Aprovar localizador' })).not.toBeInTheDocument());
    await waitFor(() => expect(lists.length).toBeGreaterThan(before));
  });
});

describe("a blocked tracker's request", () => {
  const blocked = () =>
    buildTrackerRequest({
      id: 31,
      user: { id: 7, name: 'Ana Lima', email: 'a@x.br', phone: null, avatar: null, status: 'blocked', isPro: false },
    });

  it("shows 'Pendente' and 'Bloqueado', offers no approval, and the reproval names the block first", async () => {
    answerCaseWithTrackers([blocked()]);
    const posts = recordPost('*/admin/trackers', (body) => ({
      status: 200,
      body: { ...blocked(), ...(body as object) },
    }));
    renderCaseDetails('casos', 12);
    const item = await card();
    expect(within(item).getByText('Pendente')).toBeInTheDocument();
    expect(within(item).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Aprovar Ana Lima' })).not.toBeInTheDocument();
    const dialog = await openDialog('Reprovar');
    expect(
      within(dialog).getByText(
        'Atenção: a conta de Ana Lima está bloqueada. Localizadores bloqueados não podem ser aprovados.',
      ),
    ).toBeInTheDocument();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Motivo da reprovação' }), 'Conta bloqueada.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reprovar' }));
    await screen.findByText('Localizador atualizado com sucesso!');
    expect(posts.map((c) => c.body)).toEqual([
      { requestId: 31, status: 'reproved', expectedStatus: 'pending', reason: 'Conta bloqueada.' },
    ]);
  });
});
