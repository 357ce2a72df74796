import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ChatPage } from '../../../src/console/resources/chat/ChatPage';
import { server } from '../../support/msw';
import {
  installDesktopMatchMedia,
  renderScreen,
  useScreenTestSetup,
  type DemoAccount,
} from '../../support/renderScreen';
import { buildChat, buildMessage } from './builders';

// jsdom has no canvas: the compression is the library's; here it hands the file back.
vi.mock('../../../src/console/resources/chat/compressImage', () => ({
  compressImage: (file: File, onProgress: (p: number) => void) => {
    onProgress(100);
    return Promise.resolve(file);
  },
}));

useScreenTestSetup();

interface Api {
  chats?: ReturnType<typeof buildChat>[];
  messages?: ReturnType<typeof buildMessage>[];
}

/**
 * The chat endpoints, recording the polls' queries, every chat call but the poll and the ping
 * (the screen should make none), and sent bodies. `open` answers the open conversation (null: the
 * routes' 404).
 */
function answerChat({
  chats = [buildChat()],
  messages = [buildMessage()],
  total = messages.length,
  open,
}: Api & { total?: number; open?: null } = {}) {
  const lists: URL[] = [];
  const others: string[] = [];
  const sent: unknown[] = [];
  const other = (request: Request, answer: object) => {
    others.push(new URL(request.url).pathname);
    return HttpResponse.json(answer);
  };
  server.use(
    http.get('*/admin/chat/poll', ({ request }) => {
      const url = new URL(request.url);
      lists.push(url);
      const conversation = open === null ? null : { info: chats[0], messages: { total, result: messages } };
      return HttpResponse.json({
        list: { total: chats.length, result: chats },
        counts: { pending: 3, my: 1 },
        ...(url.searchParams.get('open') ? { open: conversation } : {}),
      });
    }),
    http.get('*/admin/chat', ({ request }) => other(request, { total: chats.length, result: chats })),
    http.get('*/admin/chat/count/:which', ({ request }) => other(request, { total: 3 })),
    http.get('*/admin/chat/info/:caseId/:userId/ping', () =>
      HttpResponse.json({ userLastSentAt: '2026-03-10T13:45:00.000Z' }),
    ),
    http.get('*/admin/chat/info/:caseId/:userId', ({ request }) => other(request, chats[0])),
    http.get('*/admin/chat/:caseId/:userId', ({ request }) =>
      other(request, { total: messages.length, result: messages }),
    ),
    http.post('*/admin/chat/send', async ({ request }) => {
      const body = await request.json();
      sent.push(body);
      return HttpResponse.json(buildMessage({ id: 99, fromTracker: false, message: 'ok' }), { status: 201 });
    }),
    http.post('*/content/upload', () =>
      HttpResponse.json({ path: '2026/03/0123456789abcdef0123456789abcdef.jpg', filename: 'foto.jpg' }),
    ),
  );
  return { lists, others, sent };
}

async function openFirstChat(as: DemoAccount = 'casos', api: Parameters<typeof answerChat>[0] = {}) {
  const calls = answerChat(api);
  renderScreen(<ChatPage />, { as, path: '/mensagens' });
  const list = await screen.findByRole('list', { name: 'Conversas' });
  await userEvent.click(within(list).getByText('Marcos Localizador'));
  return calls;
}

describe('/mensagens', () => {
  it('shows the four tabs with the counts, and asks to pick a conversation', async () => {
    const { lists } = answerChat();
    renderScreen(<ChatPage />, { as: 'casos', path: '/mensagens' });
    expect(await screen.findByRole('tab', { name: 'Pendentes (3)' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Atribuídos a mim (1)' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Encerrados' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Todos' })).toBeInTheDocument();
    expect(screen.getByText('Selecione uma conversa')).toBeInTheDocument();
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('status')).toBe('pending'));
    await userEvent.click(screen.getByRole('button', { name: 'Abandonadas' }));
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('filters[type]')).toBe('abandoned'));
    await userEvent.click(screen.getByRole('tab', { name: 'Encerrados' }));
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('status')).toBe('closed'));
  });

  it('opens a conversation beside the list, with sender and time on each bubble', async () => {
    await openFirstChat();
    expect(await screen.findByText('Estou no local agora, aguardo orientação.', { selector: 'p' })).toBeInTheDocument();
    const header = (_: string, el: Element | null) =>
      el?.tagName === 'P' && el.textContent === 'Marcos Localizador · 10/03/2026 10:45';
    expect(screen.getByText(header)).toBeInTheDocument();
    expect(await screen.findByText('Última mensagem do localizador: 10/03/2026 10:45')).toBeInTheDocument();
    expect(screen.queryByRole('presentation')).not.toBeInTheDocument(); // no drawer on a wide screen
  });

  it('keeps the messages in a polite log region, so screen readers announce new ones', async () => {
    await openFirstChat();
    const log = await screen.findByRole('log', { name: 'Mensagens da conversa' });
    expect(log).toHaveAttribute('aria-live', 'polite');
    expect(within(log).getByRole('list', { name: 'Mensagens da conversa' })).toBeInTheDocument();
    expect(within(log).getByText('Estou no local agora, aguardo orientação.', { selector: 'p' })).toBeInTheDocument();
  });

  it('polls the list, the counts and the open conversation in one call, with the ping apart', async () => {
    const { lists, others } = await openFirstChat();
    expect(await screen.findByText('Estou no local agora, aguardo orientação.', { selector: 'p' })).toBeInTheDocument();
    await waitFor(() => expect(lists.at(-1)?.searchParams.get('open')).toBe('12/501'));
    expect(lists.at(-1)?.searchParams.get('messagesPerPage')).toBe('30');
    expect(lists.at(-1)?.searchParams.get('status')).toBe('pending');
    expect(others).toEqual([]);
  });

  it('reads the whole history of a 125-message chat, page by page, back to the first message', async () => {
    // The server's paging (docs/chat.md): page 1 is the newest `perPage` (at most 100), each page oldest first.
    const all = Array.from({ length: 125 }, (_, i) =>
      buildMessage({
        id: i + 1,
        message: `Mensagem número ${i + 1}`,
        createdAt: new Date(Date.UTC(2026, 2, 1, 12, i)).toISOString(),
      }),
    );
    const pageOf = (page: number, perPage: number) => {
      const end = all.length - (page - 1) * perPage;
      return { total: all.length, result: all.slice(Math.max(0, end - perPage), Math.max(0, end)) };
    };
    const asked: { page: number; perPage: number }[] = [];
    const { lists } = answerChat({ messages: pageOf(1, 30).result, total: all.length });
    server.use(
      http.get('*/admin/chat/:caseId/:userId', ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page'));
        const perPage = Number(url.searchParams.get('perPage'));
        asked.push({ page, perPage });
        if (perPage > 100) return HttpResponse.json({ message: 'perPage' }, { status: 400 });
        return HttpResponse.json(pageOf(page, perPage));
      }),
    );
    renderScreen(<ChatPage />, { as: 'casos', path: '/mensagens' });
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Conversas' })).getByText('Marcos Localizador'),
    );
    await screen.findByText('Mensagem número 125');
    expect(lists.at(-1)?.searchParams.get('messagesPerPage')).toBe('30');
    const log = () => screen.getByRole('list', { name: 'Mensagens da conversa' });
    expect(within(log()).getAllByRole('listitem')).toHaveLength(30);
    for (let i = 0; i < 10 && screen.queryByRole('button', { name: 'Carregar mensagens anteriores' }); i++) {
      const shown = within(log()).getAllByRole('listitem').length;
      await userEvent.click(screen.getByRole('button', { name: 'Carregar mensagens anteriores' }));
      await waitFor(() => expect(within(log()).getAllByRole('listitem').length).toBeGreaterThan(shown));
    }
    expect(screen.queryByRole('button', { name: 'Carregar mensagens anteriores' })).not.toBeInTheDocument();
    const texts = within(log())
      .getAllByText(/^Mensagem número \d+$/)
      .map((p) => p.textContent);
    expect(texts).toHaveLength(125);
    expect(new Set(texts).size).toBe(125);
    expect(texts[0]).toBe('Mensagem número 1'); // the first message is reachable, at the top
    expect(texts.at(-1)).toBe('Mensagem número 125');
    expect(asked.map((a) => a.page)).toEqual([2, 3, 4, 5]);
  });

  it("says 'Conversa não encontrada' for a conversation the server no longer finds, and the list still", async () => {
    await openFirstChat('casos', { open: null });
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
    expect(screen.queryByText('Um problema aconteceu')).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Conversas' })).getByText('Marcos Localizador')).toBeInTheDocument();
  });

  it("says 'Nenhuma mensagem foi enviada ainda.' on an empty conversation", async () => {
    await openFirstChat('casos', { messages: [] });
    expect(await screen.findByText('Nenhuma mensagem foi enviada ainda.')).toBeInTheDocument();
  });

  it('opens the conversation in a drawer below 992 px', async () => {
    installDesktopMatchMedia(900);
    await openFirstChat();
    const drawer = await screen.findByRole('presentation');
    expect(await within(drawer).findByRole('textbox', { name: 'Mensagem' })).toBeInTheDocument();
  });
});

describe("the open conversation's address", () => {
  it('puts the open conversation in the address, and a reload of that address opens it again', async () => {
    const { lists } = answerChat();
    const first = renderScreen(<ChatPage />, { as: 'casos', path: '/mensagens' });
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Conversas' })).getByText('Marcos Localizador'),
    );
    await waitFor(() => expect(first.router.state.location.search).toBe('?conversa=12-501'));
    const address = `${first.router.state.location.pathname}${first.router.state.location.search}`;
    first.unmount();

    lists.length = 0;
    renderScreen(<ChatPage />, { as: 'casos', path: address });
    // Open at once, without a click: the poll asks for it and the messages show.
    expect(await screen.findByText('Estou no local agora, aguardo orientação.', { selector: 'p' })).toBeInTheDocument();
    expect(lists[0]?.searchParams.get('open')).toBe('12/501');
    expect(screen.queryByText('Selecione uma conversa')).not.toBeInTheDocument();
  });

  it('drops the conversation from the address when the drawer closes', async () => {
    installDesktopMatchMedia(900);
    answerChat();
    const { router } = renderScreen(<ChatPage />, { as: 'casos', path: '/mensagens?conversa=12-501' });
    const drawer = await screen.findByRole('presentation');
    await userEvent.click(await within(drawer).findByRole('button', { name: 'Fechar conversa' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it("says 'Conversa não encontrada' for an address naming another company's or an unknown conversation", async () => {
    const { lists } = answerChat({ open: null });
    renderScreen(<ChatPage />, { as: 'casos', path: '/mensagens?conversa=12-999' });
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
    expect(lists.at(-1)?.searchParams.get('open')).toBe('12/999');
    expect(within(screen.getByRole('list', { name: 'Conversas' })).getByText('Marcos Localizador')).toBeInTheDocument();
  });

  it("says 'Conversa não encontrada' for an address that names no conversation, and asks the server for none", async () => {
    const { lists } = answerChat();
    renderScreen(<ChatPage />, { as: 'casos', path: '/mensagens?conversa=abc' });
    expect(await screen.findByText('Conversa não encontrada')).toBeInTheDocument();
    await waitFor(() => expect(lists.length).toBeGreaterThan(0));
    expect(lists.every((url) => !url.searchParams.has('open'))).toBe(true);
  });
});

describe('the composer', () => {
  it('sends the trimmed message on Enter; Shift+Enter adds a line', async () => {
    const { sent } = await openFirstChat();
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, '  Olá{Shift>}{Enter}{/Shift}tudo certo?  ');
    expect(sent).toEqual([]);
    expect(box).toHaveValue('  Olá\ntudo certo?  ');
    await userEvent.type(box, '{Enter}');
    await waitFor(() =>
      expect(sent).toEqual([
        { seizureRequestId: 12, userId: 501, message: '  Olá\ntudo certo?  ', images: [], documents: [] },
      ]),
    );
    await waitFor(() => expect(box).toHaveValue(''));
  });

  it("refuses an empty message with 'Sem dados para enviar' and sends nothing", async () => {
    const { sent } = await openFirstChat();
    await userEvent.type(await screen.findByRole('textbox', { name: 'Mensagem' }), '   {Enter}');
    expect(await screen.findByText('Sem dados para enviar')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('uploads an image and a document, then sends their paths', async () => {
    const { sent } = await openFirstChat();
    await userEvent.upload(screen.getByTestId('chat-image-input'), new File(['x'], 'foto.jpg', { type: 'image/jpeg' }));
    await userEvent.upload(
      screen.getByTestId('chat-document-input'),
      new File(['%PDF'], 'mandado.pdf', { type: 'application/pdf' }),
    );
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      images: ['2026/03/0123456789abcdef0123456789abcdef.jpg'],
      documents: [{ value: '2026/03/0123456789abcdef0123456789abcdef.jpg', filename: 'mandado.pdf' }],
    });
  });

  it("announces a refused send once, titled 'Erro', and keeps what was typed", async () => {
    await openFirstChat();
    server.use(
      http.post('*/admin/chat/send', () =>
        HttpResponse.json({ message: 'Não é possível enviar: o caso foi encerrado.' }, { status: 400 }),
      ),
    );
    const box = await screen.findByRole('textbox', { name: 'Mensagem' });
    await userEvent.type(box, 'Bom dia{Enter}');
    const text = await screen.findByText('Não é possível enviar: o caso foi encerrado.', {}, { timeout: 5000 });
    expect(text.closest('[role="alert"]')).toHaveTextContent('Erro');
    expect(screen.getAllByText('Não é possível enviar: o caso foi encerrado.')).toHaveLength(1);
    expect(box).toHaveValue('Bom dia');
  });

  it('keeps to 3 documents and says so', async () => {
    await openFirstChat();
    const files = [1, 2, 3, 4].map((n) => new File(['%PDF'], `doc-${n}.pdf`, { type: 'application/pdf' }));
    await userEvent.upload(screen.getByTestId('chat-document-input'), files);
    expect(await screen.findByText('Até 3 documentos por mensagem')).toBeInTheDocument();
    expect(screen.queryByText('doc-4.pdf')).not.toBeInTheDocument();
    expect(screen.getByText('doc-3.pdf')).toBeInTheDocument();
  });

  it("refuses a file of another type before sending it: 'Tipo de arquivo não permitido'", async () => {
    await openFirstChat();
    let uploads = 0;
    server.use(http.post('*/content/upload', () => (uploads++, HttpResponse.json({ path: 'x', filename: 'x' }))));
    // The chooser's filter can be switched to 'all files': the composer checks again.
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      screen.getByTestId('chat-document-input'),
      new File(['MZ'], 'programa.exe', { type: 'application/octet-stream' }),
    );
    await user.upload(
      screen.getByTestId('chat-image-input'),
      new File(['%PDF'], 'mandado.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Falha ao enviar programa.exe')).toBeInTheDocument();
    expect(screen.getByText('Falha ao enviar mandado.pdf')).toBeInTheDocument();
    expect(screen.getAllByText('Tipo de arquivo não permitido')).toHaveLength(2);
    expect(uploads).toBe(0);
  });

  it("shows the server's reason when it refuses a file by its content", async () => {
    await openFirstChat();
    server.use(
      http.post('*/content/upload', () =>
        HttpResponse.json(
          { message: 'Dados inválidos', errors: { file: 'Tipo de arquivo não permitido' } },
          { status: 422 },
        ),
      ),
    );
    await userEvent.upload(
      screen.getByTestId('chat-document-input'),
      new File(['MZ'], 'planilha.xlsx', { type: 'application/octet-stream' }),
    );
    expect(await screen.findByText('Falha ao enviar planilha.xlsx')).toBeInTheDocument();
    expect(screen.getByText('Tipo de arquivo não permitido')).toBeInTheDocument();
  });

  it('marks a failed upload as errored', async () => {
    await openFirstChat();
    server.use(http.post('*/content/upload', () => HttpResponse.json({ message: 'boom' }, { status: 500 })));
    await userEvent.upload(
      screen.getByTestId('chat-document-input'),
      new File(['%PDF'], 'mandado.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Falha ao enviar mandado.pdf')).toBeInTheDocument();
  });

  it('is replaced on a closed chat by why: the case ended, or the tracker lost access', async () => {
    const ended = buildChat({
      closed: true,
      seizureRequest: { ...buildChat().seizureRequest, status: 'completedSized' },
    });
    await openFirstChat('casos', { chats: [ended] });
    expect(await screen.findByText('Não é possível enviar mensagens: o caso foi encerrado.')).toBeInTheDocument();
    expect(screen.queryByText(/o localizador não tem mais acesso/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
  });

  it("says 'o localizador não tem mais acesso ao caso' on a closed chat of a case still open", async () => {
    await openFirstChat('casos', { chats: [buildChat({ closed: true })] });
    expect(
      await screen.findByText('Não é possível enviar mensagens: o localizador não tem mais acesso ao caso.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/o caso foi encerrado/)).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
  });

  it("shows support whose conversation it is, in the list and the header; a company's own user does not see it", async () => {
    const chat = buildChat({ lawCompany: { id: 7, name: 'Beta Assessoria Jurídica' } });
    await openFirstChat('suporte', { chats: [chat] });
    const list = screen.getByRole('list', { name: 'Conversas' });
    expect(within(list).getByText('Assessoria: Beta Assessoria Jurídica')).toBeInTheDocument();
    const header = await screen.findByRole('heading', { name: 'Marcos Localizador' });
    await waitFor(() =>
      expect(within(header.parentElement!).getByText('Assessoria: Beta Assessoria Jurídica')).toBeInTheDocument(),
    );
  });

  it('does not name the law company to its own users', async () => {
    await openFirstChat('casos');
    await screen.findByRole('heading', { name: 'Marcos Localizador' });
    expect(screen.queryByText(/^Assessoria: /)).not.toBeInTheDocument();
  });

  it("is replaced for support by 'Não é possível enviar novas mensagens como suporte'", async () => {
    await openFirstChat('suporte');
    expect(await screen.findByText('Não é possível enviar novas mensagens como suporte')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).not.toBeInTheDocument();
  });
});
