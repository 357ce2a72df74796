// Issue 35 §4 and §6, "Nothing typed is lost on any failure in any form", the second table of
// typedForms.test.tsx (same run: typedFormsSupport.tsx): the case forms (create, edit), the case's
// 'Observações', the add-time dialog of /app/pro, an import's row corrected inline, a reproved
// company's 'Corrigir e reenviar' and the chat's composer keep what a person typed through a failed
// send — 500, offline, 409, a 401 and signing in again — and one click sends it then.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../support/msw';
import { answerCaseDetails, buildCaseDetails } from '../cases/builders';
import { CATEGORIES } from '../cases/formSupport';
import { buildChat, buildMessage } from '../chat/builders';
import { config, historyItem } from '../import/support';
import {
  gatedSend,
  labelled,
  typeThenFailEveryWay,
  useTypedFormsSetup,
  type FormCase,
  type User,
} from './typedFormsSupport';

// jsdom has no canvas, and the chat's image compression is a browser library: the file as it is.
vi.mock('../../../src/console/resources/chat/compressImage', () => ({
  compressImage: (file: File) => Promise.resolve(file),
}));

useTypedFormsSetup();

const button = (name: string) => (scope: HTMLElement) => within(scope).getByRole('button', { name, hidden: true });
const dialogNamed = (name: string) => () => screen.getByRole('dialog', { name, hidden: true });
/** The form around the field labelled `label` (found under the login modal too). */
const formOf = (label: string) => () => labelled(label)(document.body).closest('form')!;

const choose = async (user: User, scope: HTMLElement, label: RegExp, option: string | RegExp) => {
  await user.click(within(scope).getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};

/** The case form's reads (categories, the geo check), and the details page of case `saved` it opens once saved. */
function answerCaseForm(saved: number) {
  server.use(
    http.get('*/admin/seizure-requests/categories', () => HttpResponse.json(CATEGORIES)),
    http.post('*/address/geo', async ({ request }) => {
      const body = (await request.json()) as { city: string; state: string };
      return HttpResponse.json({ ...body, latitude: -23.5475, longitude: -46.63611 });
    }),
    http.get(`*/admin/seizure-requests/${saved}/history`, () => HttpResponse.json([])),
  );
  answerCaseDetails(buildCaseDetails({ id: saved }));
}

/** GET /admin/seizure-requests/5, the case as the edit form reads it (ready, one address). */
const CASE_5 = {
  id: 5,
  lawCompanyId: 1,
  categoryId: 1,
  status: 'readyAndOpenedForTrackers',
  licensePlate: 'BRA2E19',
  chassi: '9BWZZZ377VT004251',
  renavam: '12345678901',
  maker: 'Volkswagen',
  model: 'Gol',
  year: 2019,
  reward: 1500,
  processNumber: '1000123-45.2024.8.26.0100',
  financier: 'Banco Alfa',
  debtorName: 'Maria Souza',
  debtorDocument: '52998224725',
  notes: null,
  shadowMode: false,
  canBeDraft: false,
  closedAt: null,
  closedBy: null,
  category: { id: 1, title: 'Automóvel', type: 'car' },
  trackers: { totalApproved: 1, totalPending: 0 },
  addresses: [
    {
      id: 11,
      description: 'Casa',
      state: 'SP',
      city: 'Campinas',
      neighborhood: 'Cambuí',
      street: 'Rua Coronel Quirino',
      number: 100,
      complement: null,
      zipcode: '13025000',
      latitude: -22.90556,
      longitude: -47.06083,
      main: true,
    },
  ],
};

const PRO_USER = {
  id: 7,
  name: 'Ana Localizadora',
  email: 'ana@exemplo.com.br',
  phone: '11987654321',
  document: '12345678909',
  avatar: null,
  experienceScore: 20,
  plan: {
    type: 'pro',
    method: 'manual',
    expirationDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    subscriptionStatus: 'active',
    refunded: false,
  },
  createdAt: '2026-01-10T12:00:00.000Z',
  canModify: true,
};

/** An import's row with a wrong plate, as its details list it. */
const ERROR_ROW = {
  id: 70,
  line: 4,
  model: { licensePlate: 'AB', chassi: null, city: 'Santos', state: 'SP', year: null, categoryId: 1 },
  original: { A: 'AB', C: 'CARRO', D: 'Santos', E: 'SP' },
  error: 'Placa: Placa Inválida',
  invalidFields: { licensePlate: 'Placa Inválida' },
  seizureRequestId: null,
};

/** GET /auth/me of assessoria@: its company reproved, then pending once resubmitted. */
function answerReprovedCompany(company: { status: string }) {
  server.use(
    http.get('*/auth/me', () =>
      HttpResponse.json({
        id: 7,
        name: 'Alice Assessoria',
        email: 'assessoria@demo.test',
        roles: ['lawCompanyAdmin'],
        lawCompany: {
          id: 1,
          name: 'Paraná Ativos',
          companyName: 'Paraná Ativos S.A.',
          document: '11222333000181',
          status: company.status,
          statusReason: company.status === 'reproved' ? 'Razão social não confere' : null,
          emailConfirmed: true,
          contactName: 'Alice',
          contactEmail: 'assessoria@demo.test',
          contactPhone: '4133334444',
          contactWhatsapp: null,
          address: {
            zipcode: '80010000',
            state: 'PR',
            city: 'Curitiba',
            neighborhood: 'Centro',
            street: 'Rua XV',
            number: 10,
            complement: null,
          },
          enableTrackersAutoApprove: false,
          enableShadowMode: false,
        },
      }),
    ),
  );
}

const NOTES =
  'Devedor visto **à noite** na garagem do prédio da Rua Coronel Quirino, 100.\n' +
  'O porteiro (Sr. Antônio) avisa quando o carro sai: falar antes das 22h.';

const MESSAGE =
  'Marcos, confirme a placa e o chassi antes de qualquer abordagem.\n' +
  'Se o carro estiver na garagem, aguarde o oficial de justiça na portaria.';

const FORMS: FormCase[] = [
  {
    name: 'Novo Caso',
    as: 'casos',
    url: '/casos/novo',
    serve: (gate) => {
      answerCaseForm(321);
      gatedSend(gate, '*/admin/seizure-requests', (body) => ({ ...body, id: 321, status: 'draft' }));
    },
    open: async () => {
      await screen.findByRole('combobox', { name: /Categoria/ }, { timeout: 8000 });
    },
    scope: formOf('Placa'),
    prepare: async (user, scope) => {
      await choose(user, scope, /Categoria/, /Automóvel/);
      const first = within(scope).getByRole('group', { name: 'Endereço 1' });
      await choose(user, first, /Estado/, 'SP - São Paulo');
      await user.click(labelled('Cidade')(first));
      await user.paste('São Paulo');
      await user.tab();
      await waitFor(() => expect(labelled('Latitude')(first)).toHaveValue(-23.5475));
    },
    typed: [
      { field: labelled('Placa'), text: 'ABC1D23' },
      { field: labelled('Modelo'), text: 'Onix LT 1.0 Turbo' },
      { field: labelled('Nome do devedor'), text: 'João Carlos da Silva Pereira' },
    ],
    submit: button('Salvar como rascunho'),
    success: 'Caso cadastrado/atualizado com sucesso: salvo como rascunho, ainda não disponível aos localizadores.',
    body: {
      id: null,
      categoryId: 1,
      licensePlate: 'ABC1D23',
      model: 'Onix LT 1.0 Turbo',
      debtorName: 'João Carlos da Silva Pereira',
      canBeDraft: true,
    },
  },
  {
    name: 'Editar Caso',
    as: 'casos',
    url: '/casos/5/editar',
    serve: (gate) => {
      answerCaseForm(5);
      server.use(http.get('*/admin/seizure-requests/5', () => HttpResponse.json(CASE_5)));
      gatedSend(gate, '*/admin/seizure-requests', (body) => ({ ...CASE_5, ...body }));
    },
    open: async () => {
      await waitFor(() => expect(labelled('Placa')(document.body)).toHaveValue('BRA2E19'), { timeout: 8000 });
    },
    scope: formOf('Placa'),
    typed: [
      { field: labelled('Placa'), text: 'RIO2A18' },
      { field: labelled('Modelo'), text: 'Gol Trend 1.6' },
      { field: labelled('Financeira'), text: 'Banco Alfa Financiamentos S.A.' },
    ],
    submit: button('Salvar'),
    success: 'Caso cadastrado/atualizado com sucesso',
    body: {
      id: 5,
      licensePlate: 'RIO2A18',
      model: 'Gol Trend 1.6',
      financier: 'Banco Alfa Financiamentos S.A.',
      canBeDraft: false,
    },
  },
  {
    name: 'Observações do caso',
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (gate) => {
      answerCaseDetails(buildCaseDetails({ id: 12, notes: 'Antes' }));
      server.use(http.get('*/admin/seizure-requests/12/history', () => HttpResponse.json([])));
      gatedSend(gate, '*/admin/seizure-requests/12/notes', (body) => ({ id: 12, ...body }));
    },
    open: async (user) => {
      const notes = await screen.findByRole('region', { name: 'Observações' }, { timeout: 8000 });
      await user.click(within(notes).getByRole('button', { name: 'Editar observações' }));
    },
    scope: () => screen.getByRole('region', { name: 'Observações', hidden: true }),
    typed: [{ field: labelled('Observações (Markdown)'), text: NOTES }],
    submit: button('Salvar'),
    success: 'Atualizado com sucesso!',
    sentShown: async (scope) => {
      await waitFor(() => expect(within(scope()).queryByRole('textbox')).not.toBeInTheDocument());
    },
    body: { notes: NOTES },
  },
  {
    name: 'Adicionar Tempo PRO',
    as: 'suporte',
    url: '/app/pro',
    serve: (gate) => {
      server.use(
        http.get('*/admin/app-users', () => HttpResponse.json({ total: 1, result: [PRO_USER] })),
        http.get('*/admin/app-users/:id/plan-history', () => HttpResponse.json([])),
      );
      gatedSend(gate, '*/admin/app-users/add-time', () => ({
        userId: 7,
        plan: PRO_USER.plan,
        message: 'Tempo adicionado com sucesso.',
      }));
    },
    open: async (user) => {
      await user.click(
        await screen.findByRole('button', { name: 'Adicionar Tempo PRO: Ana Localizadora' }, { timeout: 8000 }),
      );
    },
    scope: dialogNamed('Adicionar Tempo PRO'),
    typed: [{ field: labelled('Dias'), text: '45', shown: 45 }],
    submit: button('Adicionar'),
    success: 'Tempo adicionado com sucesso.',
    body: { userId: 7, days: 45, type: 'pro' },
  },
  {
    name: 'Corrigir linha da importação',
    as: 'casos',
    url: '/importar',
    serve: (gate) => {
      server.use(
        http.get('*/admin/import/config', () => HttpResponse.json([config()])),
        http.get('*/admin/import', () => HttpResponse.json({ total: 1, result: [historyItem()] })),
        http.get('*/admin/seizure-requests/categories', () => HttpResponse.json(CATEGORIES)),
        http.get('*/admin/import/:id', ({ params }) => {
          if (params.id === 'config') return undefined;
          return HttpResponse.json({
            ...historyItem(),
            percent: 100,
            error: null,
            errorRecords: 1,
            invalidRecords: 0,
            records: { total: 1, result: [ERROR_ROW] },
          });
        }),
        http.get('*/admin/import/:id/changes', () => HttpResponse.json({ total: 0, result: [] })),
      );
      gatedSend(gate, '*/admin/import/:id/save', () => ({
        record: { ...ERROR_ROW, error: null, invalidFields: null, seizureRequestId: 901 },
        type: 'created',
      }));
    },
    open: async (user) => {
      await user.click(
        await screen.findByRole('button', { name: 'Detalhes carteira-novembro.xlsx' }, { timeout: 8000 }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Importação de carteira-novembro.xlsx' });
      await user.click(await within(dialog).findByRole('button', { name: 'Corrigir 4' }, { timeout: 8000 }));
    },
    scope: formOf('Placa'),
    typed: [
      { field: labelled('Placa'), text: 'ABC1E34' },
      { field: labelled('Cidade'), text: 'São José dos Campos' },
    ],
    submit: button('Importar linha'),
    success: 'Registro importado com sucesso!',
    body: { line: 4, model: { licensePlate: 'ABC1E34', city: 'São José dos Campos', state: 'SP', categoryId: 1 } },
  },
  {
    name: 'Corrigir e reenviar o cadastro',
    as: 'assessoria',
    url: '/',
    toldBy: 'form',
    serve: (gate) => {
      const company = { status: 'reproved' };
      answerReprovedCompany(company);
      gatedSend(gate, '*/auth/registration/resubmit', () => {
        company.status = 'pending';
        return { status: 'pending', emailConfirmed: true };
      });
    },
    open: async (user) => {
      await user.click(
        await screen.findByRole('button', { name: 'Corrigir e reenviar o cadastro' }, { timeout: 8000 }),
      );
    },
    scope: formOf('Razão Social'),
    typed: [
      { field: labelled('Razão Social'), text: 'Paraná Ativos Recuperação de Crédito Ltda' },
      { field: labelled('Nome do responsável'), text: 'Alice Moreira Prado' },
    ],
    submit: button('Reenviar para análise'),
    success: 'Cadastro reenviado para análise.',
    sentShown: async () => {
      await screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 8000 });
    },
    body: { companyName: 'Paraná Ativos Recuperação de Crédito Ltda', contactName: 'Alice Moreira Prado' },
  },
  {
    name: 'Mensagem do chat',
    as: 'casos',
    url: '/mensagens?conversa=12-501',
    serve: (gate) => {
      const chats = [buildChat()];
      server.use(
        http.get('*/admin/chat/poll', ({ request }) =>
          HttpResponse.json({
            list: { total: chats.length, result: chats },
            counts: { pending: 1, my: 0 },
            ...(new URL(request.url).searchParams.get('open')
              ? { open: { info: chats[0], messages: { total: 1, result: [buildMessage()] } } }
              : {}),
          }),
        ),
        http.get('*/admin/chat/info/:caseId/:userId/ping', () =>
          HttpResponse.json({ userLastSentAt: '2026-03-10T13:45:00.000Z' }),
        ),
      );
      gatedSend(gate, '*/admin/chat/send', (body) =>
        buildMessage({ id: 99, fromTracker: false, message: body.message as string }),
      );
    },
    open: async () => {
      await screen.findByRole('textbox', { name: 'Mensagem' }, { timeout: 8000 });
    },
    scope: () => labelled('Mensagem')(document.body).closest('.MuiStack-root')!.parentElement!,
    typed: [{ field: labelled('Mensagem'), text: MESSAGE }],
    submit: button('Enviar'),
    sentShown: async (scope) => {
      await waitFor(() => expect(labelled('Mensagem')(scope())).toHaveValue(''));
    },
    body: { seizureRequestId: 12, userId: 501, message: MESSAGE },
  },
];

describe('what is typed in the case, import, plan, registration and chat forms survives every failed send', () => {
  it.each(FORMS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await typeThenFailEveryWay(c);
  });
});
