import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { BADGE_POLICY } from '../../../src/console/layout/useBadgeCounts';
import { server } from '../../support/msw';
import { buildChat, buildMessage } from '../chat/builders';
import { renderAppAs, useShellTestSetup } from './renderApp';

// The chat page's image compression ships a worker script (a `?url` import) that jsdom has no use for.
vi.mock('../../../src/console/resources/chat/compressImage', () => ({
  compressImage: (file: File) => Promise.resolve(file),
}));

useShellTestSetup();

const entry = async (name: RegExp) => screen.findByRole('link', { name });

describe('menu badges', () => {
  it('show the counts of the endpoints on their entries, for support', async () => {
    const { badgeCalls } = renderAppAs('suporte', '/', {
      chat: 4,
      pendingLawCompanies: 2,
      pendingVerifications: 7,
      pendingTransfers: 150,
    });
    const messages = await within(await entry(/^Mensagens/)).findByText(/Conversas com mensagens não lidas: 4$/);
    expect(messages).toHaveTextContent('4');
    expect(
      await within(await entry(/^Assessorias Jurídicas/)).findByText(/Assessorias aguardando aprovação: 2$/),
    ).toBeInTheDocument();
    expect(await within(await entry(/^Cadastros/)).findByText(/Verificações pendentes: 7$/)).toBeInTheDocument();
    expect(
      await within(await entry(/^Transferências/)).findByText(/Transferências pendentes: 150$/),
    ).toBeInTheDocument();
    // Support is not a law-company user: the pending trackers and reports are not asked for.
    await waitFor(() => expect(badgeCalls).toHaveLength(4));
    expect(badgeCalls).not.toContain('pendingTrackers');
    expect(badgeCalls).not.toContain('pendingReports');
  });

  it('give law-company users their pending trackers and reports on the Dashboard entry', async () => {
    const { badgeCalls } = renderAppAs('leitura', '/', { pendingTrackers: 3, pendingReports: 1, chat: 0 });
    const dashboard = await entry(/^Dashboard/);
    expect(await within(dashboard).findByText(/Localizadores pendentes: 3$/)).toBeInTheDocument();
    expect(within(dashboard).getByText(/Laudos pendentes: 1$/)).toBeInTheDocument();
    // The entry's name carries what is counted (a label on a plain span is not announced).
    expect(dashboard).toHaveAccessibleName('Dashboard Localizadores pendentes: 3 Laudos pendentes: 1');
    // A zero shows no badge.
    expect(within(await entry(/^Mensagens/)).queryByText(/Conversas/)).not.toBeInTheDocument();
    await waitFor(() => expect(new Set(badgeCalls)).toEqual(new Set(['pendingTrackers', 'pendingReports', 'chat'])));
  });

  it('poll every 30 s, not in the background, retrying 5 times 5 s apart', () => {
    expect(BADGE_POLICY).toEqual({
      refetchInterval: 30_000,
      refetchIntervalInBackground: false,
      retry: 5,
      retryDelay: 5_000,
    });
  });

  it('follow a chat read on /mensagens at its poll, not 30 s later (issue 34)', async () => {
    // The server's side: opening the conversation (the poll naming it) reads it, clearing the unread.
    let read = false;
    let badgeAsked = 0;
    let polls = 0;
    const chat = buildChat();
    renderAppAs('casos', '/mensagens');
    server.use(
      http.get('*/admin/chat/count', () => {
        badgeAsked++;
        return HttpResponse.json({ total: read ? 0 : 1 });
      }),
      http.get('*/admin/chat/poll', ({ request }) => {
        const open = new URL(request.url).searchParams.get('open');
        if (open) read = true;
        polls++;
        const shown = { ...chat, unread: !read, unreadCount: read ? 0 : 2 };
        return HttpResponse.json({
          list: { total: 1, result: [shown] },
          counts: { pending: 1, my: 0 },
          ...(open ? { open: { info: shown, messages: { total: 1, result: [buildMessage()] } } } : {}),
        });
      }),
      http.get('*/admin/chat/info/:caseId/:userId/ping', () => HttpResponse.json({ userLastSentAt: null })),
    );
    const messages = await entry(/^Mensagens/);
    await within(messages).findByText(/Conversas com mensagens não lidas: 1$/, {}, { timeout: 5000 });
    const list = await screen.findByRole('list', { name: 'Conversas' }, { timeout: 5000 });
    await userEvent.click(within(list).getByText('Marcos Localizador'));
    await screen.findByRole('list', { name: 'Mensagens da conversa' }, { timeout: 5000 });
    // Within a few seconds, far from the shell's 30 s.
    await waitFor(
      () => expect(within(messages).queryByText(/Conversas com mensagens não lidas/)).not.toBeInTheDocument(),
      { timeout: 3000 },
    );
    // A poll that changes nothing (the same answer, 5 s later) does not ask the badge again.
    const asked = badgeAsked;
    const polled = polls;
    await waitFor(() => expect(polls).toBeGreaterThan(polled), { timeout: 7000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(badgeAsked).toBe(asked);
  }, 20_000);

  it('put the total on the icon when the sidebar is collapsed', async () => {
    renderAppAs('leitura', '/', { pendingTrackers: 3, pendingReports: 2 });
    await within(await entry(/^Dashboard/)).findByText(/Localizadores pendentes: 3$/);
    await userEvent.click(screen.getByRole('button', { name: 'Fechar menu' }));
    const collapsed = await screen.findByRole('link', {
      name: 'Dashboard 5: Localizadores pendentes: 3, Laudos pendentes: 2',
    });
    expect(collapsed).toHaveTextContent('5');
    // The name is the content (no aria-label), so it holds the visible total (WCAG 2.5.3).
    expect(collapsed).not.toHaveAttribute('aria-label');
  });
});
