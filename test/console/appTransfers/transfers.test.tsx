import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TransfersPage } from '../../../src/console/resources/appTransfers/TransfersPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';
import {
  answerTransferDetails as answerDetails,
  answerTransferList as answerList,
  buildTransfer as transfer,
} from './builders';

useScreenTestSetup();

const WAITING = transfer({
  id: 42,
  isWaiting: true,
  waitingUntil: '2030-11-21T13:00:00.000Z',
  pix: 'f1e2d3c4',
  pixType: 'uniqueKey',
  pixAlreadyUsed: false,
  user: { id: 10, name: 'Davi Nunes', email: 'davi@app.test' },
});

function answerDecision() {
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.post('*/admin/app-transfers', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      return HttpResponse.json(transfer({ id: body.id as number, status: body.status as 'completed' | 'rejected' }));
    }),
  );
  return posts;
}

const render = () =>
  renderScreen(<TransfersPage title="app.pages.app_transfers.title" />, {
    as: 'suporte',
    path: '/app/transferencias',
    counts: { pendingTransfers: 3 },
  });
const rowOf = async (name: string) =>
  (await screen.findByText(name, {}, { timeout: 5000 })).closest('tr') as HTMLElement;
const openDetails = async (name: string) =>
  userEvent.click(within(await rowOf(name)).getByRole('button', { name: /Detalhes/ }));

describe('/app/transferencias', () => {
  it("shows the transfer's 'Histórico' in its details: the decision, why, who and when", async () => {
    answerList([transfer({ status: 'rejected', reason: 'Chave de outro titular' })]);
    answerDetails(10);
    const asked: string[] = [];
    server.use(
      http.get('*/admin/app-transfers/:id/history', ({ params }) => {
        asked.push(String(params.id));
        return HttpResponse.json([
          {
            id: 3,
            action: 'transfer.rejected',
            label: 'Transferência rejeitada',
            detail: 'Chave de outro titular',
            by: 'Sérgio Suporte',
            at: '2026-11-20T12:00:00.000Z',
          },
        ]);
      }),
    );
    render();
    await openDetails('Carla Lima');
    const dialog = await screen.findByRole('dialog');
    const history = await within(dialog).findByRole('list', { name: 'Histórico' }, { timeout: 5000 });
    expect(history).toHaveTextContent(
      'Transferência rejeitadaChave de outro titular20/11/2026 09:00 por Sérgio Suporte',
    );
    expect(asked).toEqual(['41']);
  });

  it('writes each Pix key as its type: CPF, CNPJ, phone with +55, random key (list and details)', async () => {
    answerList([
      transfer({
        id: 51,
        pix: '52998224725',
        pixType: 'document',
        user: { id: 11, name: 'Ana CPF', email: 'a@app.test' },
      }),
      transfer({
        id: 52,
        pix: '11222333000181',
        pixType: 'document',
        user: { id: 12, name: 'Bia CNPJ', email: 'b@app.test' },
      }),
      transfer({
        id: 53,
        pix: '+5511987654321',
        pixType: 'phone',
        user: { id: 13, name: 'Caio Fone', email: 'c@app.test' },
      }),
      transfer({
        id: 54,
        pix: '1f2e3d4c5b6a79881726354453627181',
        pixType: 'uniqueKey',
        user: { id: 14, name: 'Dora Chave', email: 'd@app.test' },
      }),
    ]);
    server.use(
      http.get('*/admin/app-transfers/:id', () =>
        HttpResponse.json({ ...transfer({ id: 53, pix: '+5511987654321', pixType: 'phone' }), walletBalance: 10 }),
      ),
    );
    render();
    expect(within(await rowOf('Ana CPF')).getByText('529.982.247-25')).toBeInTheDocument();
    expect(within(await rowOf('Bia CNPJ')).getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(within(await rowOf('Caio Fone')).getByText('+55 (11) 98765-4321')).toBeInTheDocument();
    expect(within(await rowOf('Dora Chave')).getByText('1f2e3d4c-5b6a-7988-1726-354453627181')).toBeInTheDocument();
    await openDetails('Caio Fone');
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('+55 (11) 98765-4321')).toBeInTheDocument();
  });

  it('lists the Pendentes tab by request date ascending, with the key, its type, the amount and the status tag', async () => {
    const calls = answerList([transfer({}), WAITING]);
    render();
    const row = await rowOf('Carla Lima');
    expect(within(row).getByText('E-mail')).toBeInTheDocument();
    expect(within(row).getByText(/R\$\s?1\.234,50/)).toBeInTheDocument();
    expect(within(row).getByText('Pendente')).toBeInTheDocument();
    expect(within(await rowOf('Davi Nunes')).getByText('Em espera')).toBeInTheDocument();
    expect(calls[0].get('type')).toBe('pending');
    expect(calls[0].get('sortField')).toBe('createdAt');
    expect(calls[0].get('sortDirection')).toBe('asc');
    expect(await screen.findByRole('tab', { name: 'Pendentes (3)' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Em espera' }));
    await waitFor(() => expect(calls.at(-1)?.get('type')).toBe('waiting'));
  });

  it("searches a column ('Pesquisar') and sorts by the request date", async () => {
    const calls = answerList([transfer({})]);
    render();
    await rowOf('Carla Lima');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar em Usuário' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Pesquisar em Usuário' }), 'carla');
    await userEvent.click(screen.getByRole('button', { name: 'Pesquisar' }));
    await waitFor(() => expect(calls.at(-1)?.get('filters[user]')).toBe('carla'));
    await userEvent.click(screen.getByRole('button', { name: 'Data Solicitação' }));
    await waitFor(() => expect(calls.at(-1)?.get('sortDirection')).toBe('desc'));
  });

  it("a failed list says 'Um problema aconteceu' and 'Tentar Novamente' asks again", async () => {
    const calls = answerList([], 500);
    render();
    expect(await screen.findByText('Um problema aconteceu', {}, { timeout: 5000 })).toBeInTheDocument();
    answerList([transfer({})]);
    await userEvent.click(screen.getByRole('button', { name: 'Tentar Novamente' }));
    expect(await rowOf('Carla Lima')).toBeInTheDocument();
    expect(calls.length).toBeGreaterThan(0);
  });

  it('in the waiting period only Continuar shows first; rejecting needs a reason', async () => {
    answerList([WAITING]);
    answerDetails(0);
    const posts = answerDecision();
    render();
    await openDetails('Davi Nunes');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/nunca foi usada em uma transferência aprovada/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Rejeitar' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Confirmar transferência' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rejeitar' }));
    const reject = await screen.findByRole('dialog', { name: 'Rejeitar transferência' });
    const confirm = within(reject).getByRole('button', { name: 'Rejeitar' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(reject).getByRole('textbox', { name: /Motivo da rejeição/ }), 'Chave de outro titular');
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText('Transferência rejeitada com sucesso')).toBeInTheDocument();
    // The 'Continuar' step goes with the decision: the server refuses a waiting one without it.
    expect(posts).toEqual([{ id: 42, status: 'rejected', reason: 'Chave de outro titular', continued: true }]);
  });

  it('completing needs an uploaded receipt; a key already paid shows the success note', async () => {
    answerList([transfer({})]);
    answerDetails(310.25);
    const posts = answerDecision();
    server.use(
      http.post('*/content/upload', () =>
        HttpResponse.json({ path: '2026/11/0123456789abcdef0123456789abcdef.pdf', filename: 'c.pdf' }),
      ),
    );
    render();
    await openDetails('Carla Lima');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Esta chave Pix já recebeu uma transferência aprovada.')).toBeInTheDocument();
    expect(await within(dialog).findByText(/R\$\s?310,25/)).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar transferência' });
    expect(confirm).toBeDisabled();
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF-1.4'], 'comprovante.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByText('Comprovante enviado: comprovante.pdf')).toBeInTheDocument();
    await userEvent.click(confirm);
    expect(await screen.findByText('Transferência aprovada com sucesso')).toBeInTheDocument();
    expect(posts).toEqual([{ id: 41, status: 'completed', receipt: '2026/11/0123456789abcdef0123456789abcdef.pdf' }]);
  });

  it("keeps the focus on 'Escolher comprovante' while the receipt goes up and after (never on the dialog's box)", async () => {
    answerList([transfer({})]);
    answerDetails(0);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/content/upload', async () => {
        await held;
        return HttpResponse.json({ path: '2026/11/0123456789abcdef0123456789abcdef.pdf', filename: 'c.pdf' });
      }),
    );
    render();
    await openDetails('Carla Lima');
    const dialog = await screen.findByRole('dialog');
    const choose = within(dialog).getByRole('button', { name: 'Escolher comprovante' });
    choose.focus();
    // The file picked in the browser's chooser: the focus comes back to the button that opened it.
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['%PDF-1.4'], 'c.pdf', { type: 'application/pdf' })] } });
    await waitFor(() => expect(choose).toHaveAccessibleDescription('Enviando comprovante…'));
    // Waiting, it says so and takes no click, yet it is not \`disabled\` (that would drop the focus).
    expect(choose).toHaveAttribute('aria-disabled', 'true');
    expect(choose).not.toHaveAttribute('disabled');
    expect(choose).toHaveFocus();
    release();
    expect(await within(dialog).findByText('Comprovante enviado: c.pdf')).toBeInTheDocument();
    expect(choose).not.toHaveAttribute('aria-disabled');
    expect(choose).toHaveFocus();
  });

  it('refuses a receipt over 10 MB or of another type before sending', async () => {
    answerList([transfer({})]);
    answerDetails(0);
    render();
    await openDetails('Carla Lima');
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const big = new File(['x'], 'grande.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(input, big);
    expect(await within(dialog).findByText('Arquivo muito grande, máximo é 10mb')).toBeInTheDocument();
    await userEvent.upload(input, new File(['GIF89a'], 'c.gif', { type: 'image/gif' }), { applyAccept: false });
    expect(await within(dialog).findByText('O comprovante deve ser png, jpeg, jpg ou pdf')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Confirmar transferência' })).toBeDisabled();
  });

  it("a receipt the server refuses by its content: its message at the file, never 'Dados inválidos'; another can be picked", async () => {
    answerList([WAITING]);
    answerDetails(0);
    const posts = answerDecision();
    // The purpose of each upload; the first (a GIF named .png) is refused by its content.
    const uploads: (string | null)[] = [];
    server.use(
      http.post('*/content/upload', ({ request }) => {
        uploads.push(new URL(request.url).searchParams.get('purpose'));
        if (uploads.length === 1) {
          const text = 'O comprovante deve ser png, jpeg, jpg ou pdf';
          return HttpResponse.json({ statusCode: 422, message: text, errors: { file: text } }, { status: 422 });
        }
        return HttpResponse.json({ path: '2026/11/0123456789abcdef0123456789abcdef.png', filename: 'comprovante.png' });
      }),
    );
    render();
    await openDetails('Davi Nunes');
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    // A GIF named .png: the browser says image/png, only the server's look at the bytes refuses it.
    await userEvent.upload(input, new File(['GIF89a'], 'foto.png', { type: 'image/png' }));
    const message = await within(dialog).findByText('O comprovante deve ser png, jpeg, jpg ou pdf');
    // At the file: the alert under the chooser names the refused file.
    expect(message.closest('[role="alert"]')).toHaveTextContent('Arquivo não aceito: foto.png');
    expect(screen.queryByText('Dados inválidos')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Confirmar transferência' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Escolher comprovante' })).toBeEnabled();
    await userEvent.upload(input, new File(['png'], 'comprovante.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('Comprovante enviado: comprovante.png')).toBeInTheDocument();
    expect(within(dialog).queryByText('O comprovante deve ser png, jpeg, jpg ou pdf')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar transferência' }));
    expect(await screen.findByText('Transferência aprovada com sucesso')).toBeInTheDocument();
    expect(uploads).toEqual(['receipt', 'receipt']);
    expect(posts).toEqual([
      { id: 42, status: 'completed', receipt: '2026/11/0123456789abcdef0123456789abcdef.png', continued: true },
    ]);
  });
});
