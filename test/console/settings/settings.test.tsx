// /configuracoes (spec 000 §2 "Configurações", §5 "Law-company settings"): the law company's
// admin reads its company, edits contact and address (masks, CEP lookup, the WhatsApp link with
// 55), sees name, CNPJ and support's flags read-only, and saves with 'Atualizado com sucesso!'.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { CurrentLawCompany } from '../../../src/domain/lawCompanySettings';
import { SettingsPage } from '../../../src/console/resources/settings/SettingsPage';
import { server } from '../../support/msw';
import { renderScreen, useScreenTestSetup } from '../../support/renderScreen';
import { answerCepServices, field, fill, messageOf, numberField, type } from '../cases/formSupport';

useScreenTestSetup();

function buildCompany(overrides: Partial<CurrentLawCompany> = {}): CurrentLawCompany {
  return {
    id: 1,
    name: 'Alfa',
    companyName: 'Alfa Assessoria Jurídica Ltda',
    document: '12ABC34501DE35',
    contactName: 'Renata Almeida',
    contactEmail: 'contato@alfa.com.br',
    contactPhone: '1132221000',
    contactWhatsapp: '11987654321',
    status: 'active',
    enableTrackersAutoApprove: true,
    enableShadowMode: false,
    state: 'MG',
    city: 'Belo Horizonte',
    neighborhood: 'Centro',
    street: 'Avenida Afonso Pena',
    number: 1500,
    complement: 'Sala 804',
    zipcode: '30130005',
    ...overrides,
  };
}

/** GET and POST /admin/law-companies/current; the POST stores what it got (or answers `refuse`). */
function answerCurrent(company = buildCompany(), refuse?: { status: number; body: object }) {
  let stored = company;
  const posts: Record<string, unknown>[] = [];
  server.use(
    http.get('*/admin/law-companies/current', () => HttpResponse.json(stored)),
    http.post('*/admin/law-companies/current', async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown> & { address: Record<string, unknown> };
      posts.push(body);
      if (refuse) return HttpResponse.json(refuse.body, { status: refuse.status });
      const { address, ...contact } = body;
      stored = { ...stored, ...(contact as Partial<CurrentLawCompany>), ...(address as Partial<CurrentLawCompany>) };
      return HttpResponse.json(stored);
    }),
  );
  return posts;
}

const renderPage = () =>
  renderScreen(<SettingsPage title="app.pages.settings.title" />, { as: 'assessoria', path: '/configuracoes' });
const section = (name: string) => screen.getByRole('region', { name });
const save = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: 'Salvar' }));

describe('/configuracoes', () => {
  it('shows name, company name and CNPJ read-only, the contact masked, the WhatsApp link with 55 and the flags read-only', async () => {
    answerCurrent();
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Configurações', level: 1 })).toBeInTheDocument();
    const company = await screen.findByRole('region', { name: 'Empresa' });
    expect(field('Nome fantasia', company)).toHaveValue('Alfa');
    expect(field('Nome fantasia', company)).toHaveAttribute('readonly');
    expect(field('Razão social', company)).toHaveAttribute('readonly');
    expect(field('CNPJ', company)).toHaveValue('12.ABC.345/01DE-35');
    expect(field('CNPJ', company)).toHaveAttribute('readonly');

    const contact = section('Contato');
    expect(field('Telefone', contact)).toHaveValue('(11) 3222-1000');
    expect(field('WhatsApp', contact)).toHaveValue('(11) 98765-4321');
    expect(within(contact).getByRole('link', { name: 'Abrir conversa no WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );

    const flags = section('Recursos da assessoria');
    const autoApprove = within(flags).getByRole('switch', { name: /Aprovação automática de localizadores/ });
    expect(autoApprove).toBeChecked();
    expect(autoApprove).toBeDisabled();
    expect(flags).toHaveTextContent('Aprovação automática de localizadores: Ativado');
    const shadow = within(flags).getByRole('switch', { name: /Modo simplificado/ });
    expect(shadow).not.toBeChecked();
    expect(shadow).toBeDisabled();
  });

  it('masks the phones as typed, fills the address from the CEP and saves the digits with the spec’s text', async () => {
    const posts = answerCurrent();
    answerCepServices('ok', 'ok');
    const user = userEvent.setup();
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Contato' });
    await type(user, field('Telefone', contact), '1140041234');
    expect(field('Telefone', contact)).toHaveValue('(11) 4004-1234');
    await type(user, field('WhatsApp', contact), '21912345678');
    expect(field('WhatsApp', contact)).toHaveValue('(21) 91234-5678');
    expect(within(contact).getByRole('link', { name: 'Abrir conversa no WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/5521912345678',
    );
    const address = section('Endereço');
    await type(user, field('CEP', address), '01310-100');
    await waitFor(() => expect(field('Cidade', address)).toHaveValue('São Paulo'));
    expect(field('Logradouro', address)).toHaveValue('Avenida Paulista');
    await type(user, numberField('Número', address), '1578');
    await save(user);

    expect(await screen.findByText('Atualizado com sucesso!')).toBeInTheDocument();
    // The form is drawn anew from the answer ('Salvar' disabled until a change): the focus goes to
    // the page's heading, not to <body> (WCAG 2.4.3).
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })), {
      timeout: 5000,
    });
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({
      contactName: 'Renata Almeida',
      contactPhone: '1140041234',
      contactWhatsapp: '21912345678',
      address: {
        zipcode: '01310100',
        state: 'SP',
        city: 'São Paulo',
        street: 'Avenida Paulista',
        neighborhood: 'Bela Vista',
        number: 1578,
      },
    });
    // The read-only fields are never sent.
    expect(posts[0]).not.toHaveProperty('name');
    expect(posts[0]).not.toHaveProperty('document');
    expect(posts[0]).not.toHaveProperty('companyName');
  });

  it('checks the fields with the spec’s rules before sending: required contact, e-mail, 10 to 11 digits', async () => {
    const posts = answerCurrent();
    const user = userEvent.setup();
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Contato' });
    await user.clear(field('Responsável', contact));
    await fill(user, field('E-mail', contact), 'contato');
    await fill(user, field('WhatsApp', contact), '119876543');
    expect(within(contact).queryByRole('link', { name: 'Abrir conversa no WhatsApp' })).toBeNull();
    await save(user);
    await waitFor(() => expect(messageOf(field('Responsável', contact))).toBe('Obrigatório'));
    expect(messageOf(field('E-mail', contact))).toBe('E-mail inválido');
    expect(messageOf(field('WhatsApp', contact))).toBe('Deve ter pelo menos 10 caracteres');
    expect(posts).toHaveLength(0);
  });

  it('shows a pasted phone of 12 digits as it is, not under a valid-looking mask, and says why it is refused', async () => {
    const posts = answerCurrent();
    const user = userEvent.setup();
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Contato' });
    await user.clear(field('Telefone', contact));
    await user.click(field('Telefone', contact));
    await user.paste('119876543210');
    expect(field('Telefone', contact)).toHaveValue('119876543210');
    await save(user);
    await waitFor(() => expect(messageOf(field('Telefone', contact))).toBe('Deve ter no máximo 11 caracteres'));
    expect(field('Telefone', contact)).toHaveValue('119876543210');
    expect(posts).toHaveLength(0);
  });

  it("shows the settings' 'Histórico' under the form and reads it again after a save", async () => {
    answerCurrent();
    let calls = 0;
    server.use(
      http.get('*/admin/law-companies/current/history', () => {
        calls += 1;
        return HttpResponse.json(
          calls === 1
            ? [
                {
                  id: 5,
                  action: 'lawCompany.status',
                  label: 'Status: Pendente → Ativo',
                  detail: null,
                  by: 'Sérgio Suporte',
                  at: '2026-11-19T13:00:00.000Z',
                },
              ]
            : [
                {
                  id: 9,
                  action: 'lawCompany.settings',
                  label: 'Configurações alteradas',
                  detail: 'Responsável: Renata Almeida → Renata A.',
                  by: 'Renata Almeida',
                  at: '2026-11-20T12:00:00.000Z',
                },
                {
                  id: 5,
                  action: 'lawCompany.status',
                  label: 'Status: Pendente → Ativo',
                  detail: null,
                  by: 'Sérgio Suporte',
                  at: '2026-11-19T13:00:00.000Z',
                },
              ],
        );
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const history = await screen.findByRole('list', { name: 'Histórico' }, { timeout: 5000 });
    expect(within(history).getByText('Status: Pendente → Ativo')).toBeInTheDocument();
    expect(within(history).getByText('19/11/2026 10:00 por Sérgio Suporte')).toBeInTheDocument();
    const contact = screen.getByRole('region', { name: 'Contato' });
    await fill(user, field('Responsável', contact), 'Renata A.');
    await save(user);
    expect(await screen.findByText('Atualizado com sucesso!')).toBeInTheDocument();
    expect(
      await within(screen.getByRole('list', { name: 'Histórico' })).findByText(
        'Responsável: Renata Almeida → Renata A.',
      ),
    ).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('puts the server’s 422 messages on their fields', async () => {
    const posts = answerCurrent(buildCompany(), {
      status: 422,
      body: { statusCode: 422, message: 'Dados inválidos', errors: { contactEmail: 'E-mail inválido' } },
    });
    const user = userEvent.setup();
    renderPage();
    const contact = await screen.findByRole('region', { name: 'Contato' });
    await fill(user, field('E-mail', contact), 'contato@alfa.com');
    await save(user);
    await waitFor(() => expect(posts).toHaveLength(1));
    await waitFor(() => expect(messageOf(field('E-mail', contact))).toBe('E-mail inválido'));
    expect(screen.queryByText('Atualizado com sucesso!')).toBeNull();
    // Refused, the focus is back on 'Salvar' (it was disabled while sending), nothing typed lost.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Salvar' })), {
      timeout: 5000,
    });
    expect(field('E-mail', contact)).toHaveValue('contato@alfa.com');
  });

  it('says when the company cannot be read, and tries again', async () => {
    let calls = 0;
    server.use(
      http.get('*/admin/law-companies/current', () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ statusCode: 500, message: 'x' }, { status: 500 })
          : HttpResponse.json(buildCompany());
      }),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert).toHaveTextContent('Não foi possível carregar as configurações da assessoria.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar Novamente' }));
    expect(await screen.findByRole('region', { name: 'Contato' })).toBeInTheDocument();
  });
});
