import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AppVerificationsPage } from '../../../src/console/resources/appVerifications/AppVerificationsPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';
import { answerVerification, buildVerificationDetails, SEEN } from './builders';

useScreenTestSetup();

const renderPage = () =>
  renderScreen(<AppVerificationsPage title="app.pages.app_verifications.title" />, {
    as: 'suporte',
    path: '/app/cadastros',
    counts: { pendingVerifications: 8 },
  });

async function openModal() {
  await userEvent.click(await screen.findByRole('button', { name: 'Detalhes: Ana Localizadora' }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: 'Verificação' });
}

describe('/app/cadastros', () => {
  it('tabs with the Pendente count and each tab its note; Atualizado em ascending by default', async () => {
    const { calls } = answerVerification(buildVerificationDetails(['pending', 'pending', 'pending']));
    renderPage();
    expect(await screen.findByRole('tab', { name: 'Pendente (8)' }, { timeout: 5000 })).toBeInTheDocument();
    expect(Object.fromEntries(calls[0])).toMatchObject({
      status: 'pending',
      sortField: 'updatedAt',
      sortDirection: 'asc',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Solicitado' }));
    expect(await screen.findByText('Usuários reprovados que precisam reenviar algum documento.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Incompletos' }));
    expect(await screen.findByText('Usuários que iniciaram a verificação mas não continuaram.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Não Verificados' }));
    expect(await screen.findByText('Usuários que nunca iniciaram a verificação.')).toBeInTheDocument();
    await waitFor(() => expect(calls.at(-1)?.get('status')).toBe('non-verified'));
  });

  it('no decision while a document is pending (the tooltip says why); a document is approved in the viewer', async () => {
    const { posts, set } = answerVerification(buildVerificationDetails(['approved', 'approved', 'pending']));
    renderPage();
    const modal = await openModal();
    expect(await within(modal).findByText('10 a 20')).toBeInTheDocument();
    expect(within(modal).getByText('123.456.789-09')).toBeInTheDocument();
    const approve = within(modal).getByRole('button', { name: 'Aprovar' });
    expect(approve).toHaveAttribute('aria-disabled', 'true');
    expect(approve).toHaveAccessibleDescription('Todas as imagens devem ser revisadas antes de uma decisão.');
    expect(within(modal).queryByRole('button', { name: 'Bloquear' })).not.toBeInTheDocument();

    await userEvent.click(within(modal).getByRole('button', { name: 'Abrir Selfie, Pendente' }));
    const viewer = await screen.findByRole('dialog', { name: 'Selfie · Pendente' });
    await userEvent.click(within(viewer).getByRole('button', { name: 'Aumentar zoom' }));
    expect(within(viewer).getByText('150%')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Girar para a direita' }));
    expect(within(viewer).getByRole('img', { name: 'Selfie' }).style.transform).toBe('scale(1.5) rotate(90deg)');
    set(buildVerificationDetails(['approved', 'approved', 'approved']));
    await userEvent.click(within(viewer).getByRole('button', { name: 'Aprovar documento' }));
    expect(await screen.findByText('Documento atualizado com sucesso')).toBeInTheDocument();
    expect(posts).toEqual([{ userId: 7, documents: { selfie: { status: 'approved' } }, seenAt: SEEN }]);
    // All approved: approve (and block) are offered.
    await waitFor(() =>
      expect(within(modal).getByRole('button', { name: 'Aprovar' })).not.toHaveAttribute('aria-disabled'),
    );
    await userEvent.click(within(modal).getByRole('button', { name: 'Aprovar' }));
    // Asked first (issue 34): nothing sent until confirmed.
    const confirm = await screen.findByRole('dialog', { name: 'Aprovar verificação' });
    expect(confirm).toHaveTextContent('A verificação de Ana Localizadora será aprovada');
    expect(posts).toHaveLength(1);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByText('Alterado com sucesso')).toBeInTheDocument();
    expect(posts.at(-1)).toEqual({ userId: 7, status: 'approved', seenAt: SEEN });
    // Decided: the modal closes, the next one is on the list.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verificação' })).not.toBeInTheDocument());
  });

  it('unblocking a verification blocked for tampering asks first, names the reason, stays busy while sent and sends once', async () => {
    const blocked = buildVerificationDetails(['reproved', 'approved', 'approved'], 'blocked');
    blocked.verification!.reason = 'Documento com indícios de adulteração.';
    const { posts } = answerVerification(blocked);
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/admin/app-users/verifications', async ({ request }) => {
        posts.push((await request.json()) as Record<string, unknown>);
        await gate;
        return HttpResponse.json({ userId: 7, message: 'Alterado com sucesso' });
      }),
    );
    renderPage();
    const modal = await openModal();
    const unblock = await within(modal).findByRole('button', { name: 'Desbloquear' });
    // A double click reaches the button twice before the confirmation covers it.
    fireEvent.click(unblock);
    fireEvent.click(unblock);
    expect(posts).toEqual([]);
    // One confirmation, however many clicks.
    await waitFor(() => expect(screen.getAllByRole('dialog', { name: 'Desbloquear usuário' })).toHaveLength(1));
    const confirm = screen.getByRole('dialog', { name: 'Desbloquear usuário' });
    expect(confirm).toHaveTextContent(
      'A conta de Ana Localizadora foi bloqueada pelo motivo “Documento com indícios de adulteração”. Desbloquear aprova a verificação',
    );
    // Cancelled: nothing sent, the modal as it was.
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Desbloquear usuário' })).not.toBeInTheDocument());
    expect(posts).toEqual([]);
    await userEvent.click(within(modal).getByRole('button', { name: 'Desbloquear' }));
    const again = await screen.findByRole('dialog', { name: 'Desbloquear usuário' });
    await userEvent.click(within(again).getByRole('button', { name: 'Desbloquear' }));
    // Busy while the server answers: the buttons disabled, a second click sends nothing.
    await waitFor(() => expect(within(again).getByRole('button', { name: 'Desbloquear' })).toBeDisabled());
    fireEvent.click(within(again).getByRole('button', { name: 'Desbloquear' }));
    release();
    expect(await screen.findByText('Alterado com sucesso')).toBeInTheDocument();
    expect(posts).toEqual([{ userId: 7, status: 'approved', seenAt: SEEN }]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Verificação' })).not.toBeInTheDocument());
  });

  it("'Solicitar modificação' needs a reason when a document was reproved", async () => {
    const { posts } = answerVerification(buildVerificationDetails(['approved', 'reproved', 'approved']));
    renderPage();
    const modal = await openModal();
    await userEvent.click(await within(modal).findByRole('button', { name: 'Solicitar modificação' }));
    expect(within(modal).queryByRole('button', { name: 'Aprovar' })).not.toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Solicitar modificação' });
    // What it does, for whoever it is: no 'será avisado' (Ana is not 'avisado'); the document named.
    expect(
      within(dialog).getByText(
        'Ana Localizadora receberá no aplicativo uma notificação com o motivo abaixo. Documentos a reenviar: Verso do documento.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/avisad/)).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Solicitar modificação' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Motivo/ }), 'Verso ilegível');
    await userEvent.click(confirm);
    expect(await screen.findByText('Alterado com sucesso')).toBeInTheDocument();
    expect(posts).toEqual([{ userId: 7, status: 'reproved', reason: 'Verso ilegível', seenAt: SEEN }]);
  });

  it("shows the verification's 'Histórico' in the modal: each review and decision, who and when", async () => {
    answerVerification(buildVerificationDetails(['approved', 'reproved', 'approved']));
    server.use(
      http.get('*/admin/app-users/verifications/:userId/history', () =>
        HttpResponse.json([
          {
            id: 8,
            action: 'appUser.verificationDocuments',
            label: 'Documento analisado',
            detail: 'Verso do documento: Reprovado',
            by: 'Sérgio Suporte',
            at: '2026-11-20T12:00:00.000Z',
          },
        ]),
      ),
    );
    renderPage();
    const modal = await openModal();
    const history = await within(modal).findByRole('list', { name: 'Histórico' }, { timeout: 5000 });
    expect(history).toHaveTextContent(
      'Documento analisadoVerso do documento: Reprovado20/11/2026 09:00 por Sérgio Suporte',
    );
  });

  it('the empty states: never started, and no document sent', async () => {
    const { set } = answerVerification(buildVerificationDetails(null));
    renderPage();
    let modal = await openModal();
    expect(await within(modal).findByText('Processo de verificação não iniciado pelo usuário')).toBeInTheDocument();
    await userEvent.click(within(modal).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const none = buildVerificationDetails(['pending', 'pending', 'pending'], 'incompleted');
    set({ ...none, verification: { ...none.verification!, documents: {} } });
    modal = await openModal();
    expect(await within(modal).findByText('Nenhum documento enviado')).toBeInTheDocument();
  });
});
