import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../support/msw';
import { useScreenTestSetup } from '../../support/renderScreen';
import { renderCaseDetails } from '../cases/screens';
import { answerCaseWithTrackers, buildTrackerRequest, queryOf } from './builders';

useScreenTestSetup();

const section = () => screen.findByRole('region', { name: 'Localizadores' }, { timeout: 5000 });
const request = (name: string) => screen.findByRole('article', { name: `Solicitação de ${name}` }, { timeout: 5000 });

describe('trackers section of a case', () => {
  it("lists the case's pending requests, 10 a page, with user, tag, date and viewed state", async () => {
    const { calls } = answerCaseWithTrackers([
      buildTrackerRequest({
        user: {
          id: 1,
          name: 'Ana Lima',
          email: 'ana@exemplo.com.br',
          phone: '11987654321',
          avatar: null,
          status: 'active',
          isPro: true,
        },
      }),
    ]);
    renderCaseDetails('casos', 12);
    const card = await request('Ana Lima');
    expect(within(card).getByText('PRO')).toBeInTheDocument();
    expect(within(card).getByText('Pendente')).toBeInTheDocument();
    expect(within(card).getByText('Solicitado em 10/03/2025 10:45')).toBeInTheDocument();
    expect(within(card).getByText('Não visualizado')).toBeInTheDocument();
    expect(queryOf(calls[0])).toMatchObject({ seizureRequestId: '12', status: 'pending', page: '1', perPage: '10' });
    const tabs = within(await section()).getByRole('tablist', { name: 'Status das solicitações' });
    // Counts show as a chip after the label; the tab's content names it with the count (no aria-label).
    const names = ['Pendentes (1)', 'Aprovados (0)', 'Reprovados', 'Abandonados', 'Todos'];
    expect(within(tabs).getAllByRole('tab')).toEqual(names.map((name) => within(tabs).getByRole('tab', { name })));
    for (const tab of within(tabs).getAllByRole('tab')) expect(tab).not.toHaveAttribute('aria-label');
    expect(within(tabs).getByRole('tab', { name: 'Pendentes (1)' })).toHaveTextContent('Pendentes1');
  });

  it('shows the tags Auto. Aprovado, Bloqueado and Abandonado', async () => {
    answerCaseWithTrackers([
      buildTrackerRequest({
        id: 1,
        status: 'approved',
        autoApprovedAt: '2025-03-12T13:45:00.000Z',
        user: { id: 1, name: 'Ana Lima', email: 'a@x.br', phone: null, avatar: null, status: 'active', isPro: false },
      }),
      buildTrackerRequest({
        id: 2,
        status: 'approved',
        user: { id: 2, name: 'Beto Dias', email: 'b@x.br', phone: null, avatar: null, status: 'blocked', isPro: false },
      }),
      buildTrackerRequest({
        id: 3,
        status: 'declined',
        user: { id: 3, name: 'Caio Reis', email: 'c@x.br', phone: null, avatar: null, status: 'active', isPro: false },
      }),
      buildTrackerRequest({
        id: 4,
        status: 'approved',
        user: { id: 4, name: 'Dora Luz', email: 'd@x.br', phone: null, avatar: null, status: 'active', isPro: false },
      }),
    ]);
    renderCaseDetails('casos', 12);
    expect(within(await request('Ana Lima')).getByText('Auto. Aprovado')).toBeInTheDocument();
    expect(within(await request('Beto Dias')).getByText('Bloqueado')).toBeInTheDocument();
    expect(within(await request('Caio Reis')).getByText('Abandonado')).toBeInTheDocument();
    expect(within(await request('Dora Luz')).getByText('Aprovado')).toBeInTheDocument();
  });

  it('changes tab, searches by term after a pause, and filters by feature and view', async () => {
    const { calls } = answerCaseWithTrackers([buildTrackerRequest()]);
    renderCaseDetails('casos', 12);
    const box = await section();
    await request('Ana Lima');
    await userEvent.click(within(box).getByRole('tab', { name: 'Aprovados (0)' }));
    await waitFor(() => expect(queryOf(calls.at(-1) as URL).status).toBe('approved'));
    const before = calls.length;
    await userEvent.type(within(box).getByRole('searchbox', { name: 'Pesquisar' }), 'ana');
    await waitFor(() => expect(queryOf(calls.at(-1) as URL)['filters[term]']).toBe('ana'));
    // One call for the whole word: the term waits 300 ms after the last key.
    expect(calls.length).toBe(before + 1);
    await userEvent.click(within(box).getByRole('button', { name: 'Possui scanner' }));
    await waitFor(() => expect(queryOf(calls.at(-1) as URL)['filters[hasFeature][0]']).toBe('hasScanner'));
    await userEvent.click(within(box).getByRole('combobox', { name: 'Visualização' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Não visualizadas' }));
    await waitFor(() => expect(queryOf(calls.at(-1) as URL)['filters[viewedAt]']).toBe('notViewed'));
    expect(queryOf(calls.at(-1) as URL)).toMatchObject({ status: 'approved', page: '1' });
  });

  it("'Limpar filtros' drops every filter, keeps the tab, and a term still waiting does not come back", async () => {
    const { calls } = answerCaseWithTrackers([buildTrackerRequest()]);
    renderCaseDetails('casos', 12);
    const box = await section();
    await request('Ana Lima');
    await userEvent.click(within(box).getByRole('button', { name: 'Possui scanner' }));
    await waitFor(() => expect(queryOf(calls.at(-1) as URL)['filters[hasFeature][0]']).toBe('hasScanner'));
    await userEvent.type(within(box).getByRole('searchbox', { name: 'Pesquisar' }), 'ana');
    // Cleared before the term's pause is over.
    await userEvent.click(within(box).getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() =>
      expect(Object.keys(queryOf(calls.at(-1) as URL)).filter((k) => k.startsWith('filters'))).toEqual([]),
    );
    expect(queryOf(calls.at(-1) as URL)).toMatchObject({ status: 'pending', page: '1' });
    expect(within(box).getByRole('searchbox', { name: 'Pesquisar' })).toHaveValue('');
    const after = calls.length;
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(calls.slice(after).map((url) => queryOf(url)['filters[term]'])).not.toContain('ana');
  });

  it("opens a case without pending requests on 'Todos', and says 'Nenhum localizador encontrado'", async () => {
    const { calls } = answerCaseWithTrackers([]);
    renderCaseDetails('casos', 12);
    const box = await section();
    expect(await within(box).findByText('Nenhum localizador encontrado')).toBeInTheDocument();
    expect(within(box).getByRole('tab', { name: 'Todos' })).toHaveAttribute('aria-selected', 'true');
    expect(queryOf(calls[0]).status).toBe('all');
  });

  it("opens a request: contact with WhatsApp (55), message, manual flag, 'Nenhuma foto adicionada', reasons; records the view once", async () => {
    const views: string[] = [];
    answerCaseWithTrackers([
      buildTrackerRequest({
        id: 7,
        status: 'reproved',
        reason: 'Sem experiência na região.',
        wasReproved: true,
        lastReprovedReason: 'Sem experiência na região.',
        request: { manual: true, message: 'Moro perto.', photos: [] },
      }),
    ]);
    server.use(
      http.get('*/admin/trackers/7/viewed', ({ request }) => {
        views.push(request.url);
        return HttpResponse.json({ viewedAt: '2025-03-11T12:00:00.000Z' });
      }),
    );
    renderCaseDetails('casos', 12);
    const card = await request('Ana Lima');
    await userEvent.click(within(card).getByRole('button', { name: /Ver solicitação de Ana Lima$/ }));
    expect(await within(card).findByText('Visualizado em 11/03/2025 09:00')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Conversar com Ana Lima no WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
    expect(within(card).getByText('(11) 98765-4321')).toBeInTheDocument();
    expect(within(card).getByText('Moro perto.')).toBeInTheDocument();
    expect(within(card).getByText('Adicionado manualmente')).toBeInTheDocument();
    // The spec's empty state (000 §8), as the reports say it.
    expect(within(card).getByText('Nenhuma foto adicionada')).toBeInTheDocument();
    expect(within(card).getByText('Motivo da reprovação')).toBeInTheDocument();
    expect(within(card).getByText('Sem experiência na região.')).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: /Ocultar solicitação de Ana Lima$/ }));
    await userEvent.click(within(card).getByRole('button', { name: /Ver solicitação de Ana Lima$/ }));
    expect(views).toHaveLength(1);
  });

  it('does not record views of a read-only user', async () => {
    let views = 0;
    answerCaseWithTrackers([buildTrackerRequest({ id: 7 })]);
    server.use(http.get('*/admin/trackers/7/viewed', () => (views++, HttpResponse.json({ viewedAt: null }))));
    renderCaseDetails('leitura', 12);
    const card = await request('Ana Lima');
    await userEvent.click(within(card).getByRole('button', { name: /Ver solicitação de Ana Lima$/ }));
    expect(await within(card).findByText('Conheço bem a região.')).toBeInTheDocument();
    expect(views).toBe(0);
  });

  it('shows the photos in a viewer with next and previous', async () => {
    answerCaseWithTrackers([
      buildTrackerRequest({
        request: {
          manual: false,
          message: null,
          photos: [
            { id: 1, value: '2025/03/a.jpg' },
            { id: 2, value: '2025/03/b.jpg' },
          ],
        },
      }),
    ]);
    renderCaseDetails('casos', 12);
    const card = await request('Ana Lima');
    server.use(http.get('*/admin/trackers/:id/viewed', () => HttpResponse.json({ viewedAt: null })));
    await userEvent.click(within(card).getByRole('button', { name: /Ver solicitação de Ana Lima$/ }));
    const thumb = await within(card).findByRole('img', { name: 'Abrir foto 1 de 2' });
    expect(thumb.getAttribute('src')).toMatch(/\/content\/2025\/03\/a\.jpg\?token=/);
    await userEvent.click(within(card).getByRole('button', { name: 'Abrir foto 2 de 2' }));
    const viewer = await screen.findByRole('dialog', { name: 'Fotos de Ana Lima' });
    expect(within(viewer).getByText('2 de 2')).toBeInTheDocument();
    expect(within(viewer).getByRole('img', { name: '2 de 2' }).getAttribute('src')).toMatch(/b\.jpg\?token=/);
    await userEvent.click(within(viewer).getByRole('button', { name: 'Próxima foto' }));
    expect(within(viewer).getByText('1 de 2')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Foto anterior' }));
    expect(within(viewer).getByText('2 de 2')).toBeInTheDocument();
    await userEvent.click(within(viewer).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fotos de Ana Lima' })).not.toBeInTheDocument());
  });
});

describe('who may decide', () => {
  const rows = () => [buildTrackerRequest({ id: 1 })];

  it('offers Aprovar and Reprovar on a pending request, and Adicionar localizador, to a case admin', async () => {
    answerCaseWithTrackers(rows());
    renderCaseDetails('casos', 12);
    const card = await request('Ana Lima');
    expect(within(card).getByRole('button', { name: 'Aprovar Ana Lima' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Reprovar Ana Lima' })).toBeInTheDocument();
    expect(within(await section()).getByRole('button', { name: 'Adicionar localizador' })).toBeInTheDocument();
  });

  it('offers only Reprovar on an approved request, only Aprovar on a reproved one', async () => {
    answerCaseWithTrackers([
      buildTrackerRequest({ id: 1, status: 'approved' }),
      buildTrackerRequest({
        id: 2,
        status: 'reproved',
        user: { id: 9, name: 'Beto Dias', email: 'b@x.br', phone: null, avatar: null, status: 'active', isPro: false },
      }),
    ]);
    renderCaseDetails('casos', 12);
    const approved = await request('Ana Lima');
    expect(within(approved).queryByRole('button', { name: 'Aprovar Ana Lima' })).not.toBeInTheDocument();
    expect(within(approved).getByRole('button', { name: 'Reprovar Ana Lima' })).toBeInTheDocument();
    const reproved = await request('Beto Dias');
    expect(within(reproved).getByRole('button', { name: 'Aprovar Beto Dias' })).toBeInTheDocument();
    expect(within(reproved).queryByRole('button', { name: 'Reprovar Beto Dias' })).not.toBeInTheDocument();
  });

  it.each(['leitura', 'suporte'] as const)('offers no decision to %s', async (account) => {
    answerCaseWithTrackers(rows());
    renderCaseDetails(account, 12);
    const card = await request('Ana Lima');
    expect(within(card).queryByRole('button', { name: /^(Aprovar|Reprovar)/ })).not.toBeInTheDocument();
    expect(within(await section()).queryByRole('button', { name: 'Adicionar localizador' })).not.toBeInTheDocument();
  });

  it('offers no decision on a declined request', async () => {
    answerCaseWithTrackers([buildTrackerRequest({ status: 'declined' })]);
    renderCaseDetails('casos', 12);
    const card = await request('Ana Lima');
    expect(within(card).getByText('Abandonado')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^(Aprovar|Reprovar)/ })).not.toBeInTheDocument();
  });

  it.each([
    ['a closed case', { status: 'completedNotSized', closedAt: '2025-04-01T12:00:00.000Z', closedBy: 'manual' }],
    ['a draft', { status: 'draft' }],
  ] as const)('offers no decision and no manual add on %s', async (_label, change) => {
    answerCaseWithTrackers(rows(), change);
    renderCaseDetails('casos', 12);
    const card = await request('Ana Lima');
    expect(within(card).queryByRole('button', { name: /^(Aprovar|Reprovar)/ })).not.toBeInTheDocument();
    expect(within(await section()).queryByRole('button', { name: 'Adicionar localizador' })).not.toBeInTheDocument();
  });
});
