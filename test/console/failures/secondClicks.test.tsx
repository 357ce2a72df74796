// Issue 35 §6, "a second click while in flight": every action of the console that sends a mutation
// (a button, a row's action, a confirmation, a dialog's or a form's submit) is clicked twice as an
// impatient person does — a double-click, and Enter pressed twice where it is a form's submit —
// while the server's answer is held (secondClicksSupport.tsx). Released: exactly one request
// reached the server, one success notice shows (or none, where the screen itself tells the
// success) and no 'Erro'. Every button that opens a dialog, double-clicked, opens one dialog that
// stays open. The call sites at the end are checked against the source like
// mutationFailures.test.tsx's: a new mutation without the row of the action that sends it here
// (or its reason not to be one) fails 'every mutation call site…'.
import { screen, waitFor, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import type { NotificationProps } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { CurrentLawCompany } from '../../../src/domain/lawCompanySettings';
import { fill } from '../../support/fill';
import { server } from '../../support/msw';
import { answerTransferDetails, answerTransferList, buildTransfer } from '../appTransfers/builders';
import { answerVerification, buildVerificationDetails } from '../appVerifications/builders';
import { answerCaseDetails, answerCaseList, buildCase, buildCaseDetails } from '../cases/builders';
import { CATEGORIES } from '../cases/formSupport';
import { buildChat, buildMessage } from '../chat/builders';
import { answerImportLists, config, historyItem, renderImport, sheetReader } from '../import/support';
import {
  answerLawCompanyDetails,
  answerLawCompanyList,
  buildLawCompanyDetails,
  buildLawCompanyRow,
} from '../lawCompanies/builders';
import { answerReports, buildReport } from '../reports/builders';
import { answerCaseWithTrackers, buildCandidate, buildTrackerRequest } from '../trackers/builders';
import {
  clickTwiceWhileInFlight,
  doubleClickOpener,
  holdSend,
  type ActionCase,
  type Notices,
  type OpenerCase,
  type User,
} from './secondClicksSupport';
import { labelled, useTypedFormsSetup } from './typedFormsSupport';

// jsdom has no canvas, and the chat's image compression is a browser library: the file as it is.
vi.mock('../../../src/console/resources/chat/compressImage', () => ({
  compressImage: (file: File) => Promise.resolve(file),
}));

// Every notice react-admin is asked to show, seen in its queue (one shows at a time on screen).
const notices = vi.hoisted((): Notices => ({ seen: new Set() }));
vi.mock('../../../src/console/layout/ConsoleNotification', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../../src/console/layout/ConsoleNotification')>();
  const { useNotificationContext } = await import('react-admin');
  function RecordedNotification(props: NotificationProps) {
    for (const notification of useNotificationContext().notifications) notices.seen.add(notification);
    return <original.ConsoleNotification {...props} />;
  }
  return { ...original, ConsoleNotification: RecordedNotification };
});

useTypedFormsSetup();

const P = 'providers/';
const inDialog = async (name: string) => within(await screen.findByRole('dialog', { name }, { timeout: 8000 }));
const findButton = (name: string | RegExp) => screen.findByRole('button', { name }, { timeout: 8000 });
const rowOf = async (text: string) =>
  (await screen.findByText(text, {}, { timeout: 8000 })).closest('tr') as HTMLElement;
/** Clicks `opener`, then returns `confirm` in the dialog named `dialog`. */
const confirmIn = (opener: () => Promise<HTMLElement>, dialog: string, confirm: string) => async (user: User) => {
  await user.click(await opener());
  return (await inDialog(dialog)).getByRole('button', { name: confirm });
};

/** Case 12's details page: ready (or as `overrides` say), no trackers, no reports, no history. */
const answerCase12 = (overrides: Parameters<typeof buildCaseDetails>[0] = {}) => {
  answerCaseDetails(buildCaseDetails({ id: 12, ...overrides }));
  server.use(http.get('*/admin/seizure-requests/12/history', () => HttpResponse.json([])));
};
const CLOSED = { status: 'completedNotSized', closedAt: '2025-04-01T12:00:00.000Z', closedBy: 'manual' } as const;
const CONTRACT = {
  id: 5,
  filename: 'contrato.pdf',
  path: '2025/03/0123456789abcdef0123456789abcdef.pdf',
  createdAt: '2025-03-10T13:45:00.000Z',
};
/** Case 12 with Ana Lima's pending request to track it. */
const answerCase12WithRequest = () => {
  answerCaseWithTrackers([buildTrackerRequest({ id: 31 })]);
  server.use(http.get('*/admin/seizure-requests/12/history', () => HttpResponse.json([])));
};
const trackerCard = () => screen.findByRole('article', { name: 'Solicitação de Ana Lima' }, { timeout: 8000 });
/** Case 12 with report 228 pending. */
const answerCase12WithReport = () => {
  answerCase12();
  answerReports([buildReport({ id: 228, seizureRequestId: 12 })]);
};
const pendingReport = async () =>
  (await screen.findAllByRole('article', {}, { timeout: 8000 })).find((article) =>
    within(article).queryByRole('button', { name: 'Aprovar' }),
  )!;

const CARLA = {
  id: 21,
  name: 'Carla Souza',
  email: 'carla@alfa.test',
  roles: ['lawCompanyUser', 'lawCompanySeizureRequestAdmin'],
  createdAt: '2026-11-19T13:00:00.000Z',
};
/** /usuarios's reads: the list (Carla) and a user's history. */
const answerUsers = () =>
  server.use(
    http.get('*/admin/users', () => HttpResponse.json({ total: 1, result: [CARLA] })),
    http.get('*/admin/users/:id/history', () => HttpResponse.json([])),
  );
const openUserMenu = async (user: User) => {
  await user.click(await findButton('Alice Assessoria, Menu do usuário'));
  return screen.findByRole('menuitem', { name: 'Alterar senha' });
};

const COMPANY: CurrentLawCompany = {
  id: 1,
  name: 'Alfa',
  companyName: 'Alfa Assessoria Jurídica Ltda',
  document: '12ABC34501DE35',
  contactName: 'Renata Almeida',
  contactEmail: 'contato@alfa.com.br',
  contactPhone: '1132221000',
  contactWhatsapp: null,
  status: 'active',
  enableTrackersAutoApprove: true,
  enableShadowMode: false,
  state: 'MG',
  city: 'Belo Horizonte',
  neighborhood: 'Centro',
  street: 'Avenida Afonso Pena',
  number: 1500,
  complement: null,
  zipcode: '30130005',
};

/** /assessoria-juridicas with Bahia Recupera (pending), its drawer opened. */
const answerCompanies = () => {
  answerLawCompanyList();
  answerLawCompanyDetails();
};
/** The same, Bahia Recupera active (its drawer offers 'Bloquear'). */
const answerActiveCompany = () => {
  answerLawCompanyList([buildLawCompanyRow({ status: 'active' })]);
  answerLawCompanyDetails(buildLawCompanyDetails({ status: 'active' }));
};
const inCompanyDrawer = async (user: User) => {
  if (!screen.queryByRole('dialog', { name: 'Bahia Recupera' }))
    await user.click(await findButton('Ver detalhes de Bahia Recupera'));
  return inDialog('Bahia Recupera');
};

const answerImportPage = (history: ReturnType<typeof historyItem>[] = []) =>
  server.use(
    http.get('*/admin/import/config', () => HttpResponse.json([config()])),
    http.get('*/admin/import', () => HttpResponse.json({ total: history.length, result: history })),
    http.get('*/admin/seizure-requests/categories', () => HttpResponse.json(CATEGORIES)),
  );
const SHEET = [
  ['Placa', 'Chassi', 'Categoria', 'Cidade', 'Estado', 'Ano'],
  ['ABC1D23', '9BWZZZ377VT004251', 'CARRO', 'São Paulo', 'SP', 2020],
];
const xlsx = () =>
  new File(['x'], 'carteira.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
const PREVIEW = {
  create: 1,
  update: 0,
  reopen: 0,
  invalid: 0,
  error: 0,
  closeOthers: 0,
  closingBlockedBy: null,
  firstErrors: [],
};
/** The upload modal with carteira.xlsx chosen. */
const chooseSheet = async (user: User) => {
  await user.click(await findButton('Importar planilha'));
  const dialog = await inDialog('Importar planilha');
  await user.upload(dialog.getByLabelText('Planilha (.xlsx)'), xlsx());
  return dialog;
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

const answerTransfers = () => {
  answerTransferList([buildTransfer()]);
  answerTransferDetails(1500);
  server.use(
    http.get('*/admin/app-transfers/:id/history', () => HttpResponse.json([])),
    http.post('*/content/upload', () =>
      HttpResponse.json({ path: '2026/11/0123456789abcdef0123456789abcdef.pdf', filename: 'c.pdf' }),
    ),
  );
};
const inTransfer = async (user: User) => {
  if (!screen.queryByRole('dialog', { name: 'Detalhes da transferência de Carla Lima' }))
    await user.click(within(await rowOf('Carla Lima')).getByRole('button', { name: /Detalhes/ }));
  return inDialog('Detalhes da transferência de Carla Lima');
};

const answerVerifications = (docs: Parameters<typeof buildVerificationDetails>[0]) => {
  answerVerification(buildVerificationDetails(docs));
  server.use(http.get('*/admin/app-users/verifications/:userId/history', () => HttpResponse.json([])));
};
/** The documents of a verification to ask a change of: the back one reproved. */
const REPROVED = ['approved', 'reproved', 'approved'] as const;
const inVerification = async (user: User) => {
  if (!screen.queryByRole('dialog', { name: 'Verificação' }))
    await user.click(await findButton('Detalhes: Ana Localizadora'));
  return inDialog('Verificação');
};

const answerChat = () => {
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
};

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
const sheetOf = (rows: number) => [
  ['Placa'],
  ...Array.from({ length: rows }, (_, i) => [`ABC${String(i).padStart(4, '0')}`]),
];

/** GET /auth/me of assessoria@, its company's e-mail not confirmed (then confirmed, as `company` says). */
function answerUnconfirmedCompany(company: { emailConfirmed: boolean }) {
  server.use(
    http.get('*/auth/me', () =>
      HttpResponse.json({
        id: 7,
        name: 'Alice Assessoria',
        email: 'nova@exemplo.test',
        roles: ['lawCompanyAdmin'],
        lawCompany: {
          id: 1,
          name: 'Paraná Ativos',
          status: 'pending',
          statusReason: null,
          emailConfirmed: company.emailConfirmed,
          contactEmail: 'nova@exemplo.test',
          enableTrackersAutoApprove: false,
          enableShadowMode: false,
        },
      }),
    ),
  );
}

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

const REPORT_TOKEN = '/admin/support/analytics/report-token';

const ACTIONS: ActionCase[] = [
  // ---- A case's details (/casos/12/detalhes) ----
  {
    name: "'Encerrar como apreendido' › Encerrar",
    sends: [`${P}caseMethods.ts closeCase`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12();
      holdSend(held, 'post', '*/admin/seizure-requests/close', () => ({ id: 12, status: 'completedSized' }));
    },
    reach: confirmIn(() => findButton('Encerrar como apreendido'), 'Encerrar caso como apreendido', 'Encerrar'),
    success: 'Caso encerrado com sucesso.',
  },
  {
    name: "'Encerrar como não apreendido' › Encerrar",
    sends: [`${P}caseMethods.ts closeCase`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12();
      holdSend(held, 'post', '*/admin/seizure-requests/close', () => ({ id: 12, status: 'completedNotSized' }));
    },
    reach: confirmIn(() => findButton('Encerrar como não apreendido'), 'Encerrar caso como não apreendido', 'Encerrar'),
    success: 'Caso encerrado com sucesso.',
  },
  {
    name: "'Reabrir caso' › Reabrir",
    sends: [`${P}caseMethods.ts reopenCase`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12(CLOSED);
      holdSend(held, 'post', '*/admin/seizure-requests/12/reopen', () => ({
        id: 12,
        status: 'readyAndOpenedForTrackers',
      }));
    },
    reach: confirmIn(() => findButton('Reabrir caso'), 'Reabrir caso', 'Reabrir'),
    success: 'Caso reaberto com sucesso.',
  },
  {
    name: "'Listar no aplicativo' (the switch)",
    sends: [`${P}caseMethods.ts setListing`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12({ status: 'readyAndOpenedForTrackers' });
      holdSend(held, 'post', '*/admin/seizure-requests/:id/trackers/status/:listing', () => ({ id: 12 }));
    },
    reach: () => screen.findByRole('switch', { name: 'Listar no aplicativo' }, { timeout: 8000 }),
    // Optimistic: the new state is the answer; a second click would have put it back.
    success: () =>
      waitFor(() => expect(screen.getByRole('switch', { name: 'Listar no aplicativo' })).not.toBeChecked()),
    notice: false,
  },
  {
    name: "Observações › 'Salvar'",
    sends: [`${P}caseMethods.ts saveNotes`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12({ notes: 'Antes' });
      holdSend(held, 'post', '*/admin/seizure-requests/12/notes', (body) => ({ id: 12, ...body }));
    },
    reach: async (user) => {
      const notes = within(await screen.findByRole('region', { name: 'Observações' }, { timeout: 8000 }));
      await user.click(notes.getByRole('button', { name: 'Editar observações' }));
      await user.type(notes.getByRole('textbox', { name: 'Observações (Markdown)' }), ' e depois');
      return notes.getByRole('button', { name: 'Salvar' });
    },
    success: 'Atualizado com sucesso!',
  },
  {
    name: "Anexos › 'Remover contrato.pdf' › Remover",
    sends: [`${P}caseMethods.ts removeAttachment`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12({ documents: [CONTRACT] as never });
      holdSend(held, 'delete', '*/admin/seizure-requests/12/attachments/:id', () => ({ success: true }));
    },
    reach: confirmIn(() => findButton('Remover contrato.pdf'), 'Remover anexo', 'Remover'),
    success: 'Anexo removido com sucesso.',
  },
  {
    name: "Localizadores › 'Aprovar Ana Lima' › Aprovar",
    sends: [`${P}trackerMethods.ts decideTracker`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12WithRequest();
      holdSend(held, 'post', '*/admin/trackers', (body) => ({ ...buildTrackerRequest({ id: 31 }), ...body }));
    },
    reach: confirmIn(
      async () => within(await trackerCard()).getByRole('button', { name: 'Aprovar Ana Lima' }),
      'Aprovar localizador',
      'Aprovar',
    ),
    success: 'Localizador atualizado com sucesso!',
  },
  {
    name: "Localizadores › 'Reprovar Ana Lima' › Reprovar",
    sends: [`${P}trackerMethods.ts decideTracker`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12WithRequest();
      holdSend(held, 'post', '*/admin/trackers', (body) => ({ ...buildTrackerRequest({ id: 31 }), ...body }));
    },
    reach: async (user) => {
      await user.click(within(await trackerCard()).getByRole('button', { name: 'Reprovar Ana Lima' }));
      const dialog = await inDialog('Reprovar localizador');
      await user.type(dialog.getByRole('textbox', { name: 'Motivo da reprovação' }), 'Sem experiência na região.');
      return dialog.getByRole('button', { name: 'Reprovar' });
    },
    success: 'Localizador atualizado com sucesso!',
  },
  {
    name: "Localizadores › 'Adicionar localizador' › 'Adicionar Bruno Rocha' › Adicionar",
    sends: [`${P}trackerMethods.ts addTracker`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCaseWithTrackers([]);
      server.use(
        http.get('*/admin/seizure-requests/12/history', () => HttpResponse.json([])),
        http.get('*/admin/trackers/add/search', () =>
          HttpResponse.json({ total: 1, result: [buildCandidate({ id: 77, name: 'Bruno Rocha' })] }),
        ),
      );
      holdSend(held, 'post', '*/admin/trackers/add', (body) =>
        buildTrackerRequest({ status: 'approved', request: { manual: true, message: null, photos: [] }, ...body }),
      );
    },
    reach: async (user) => {
      const section = within(await screen.findByRole('region', { name: 'Localizadores' }, { timeout: 8000 }));
      await user.click(await section.findByRole('button', { name: 'Adicionar localizador' }));
      const dialog = await inDialog('Adicionar localizador');
      await user.type(dialog.getByRole('textbox', { name: 'Nome ou e-mail' }), 'bruno{Enter}');
      const results = await dialog.findByRole('list', { name: 'Localizadores encontrados' }, { timeout: 8000 });
      await user.click(within(results).getByRole('button', { name: 'Adicionar Bruno Rocha' }));
      return (await inDialog('Adicionar Bruno Rocha ao caso?')).getByRole('button', { name: 'Adicionar' });
    },
    success: 'Localizador adicionado com sucesso.',
  },
  {
    name: "Laudos › 'Aprovar' › Aprovar",
    sends: [`${P}reportMethods.ts decideReport`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12WithReport();
      holdSend(held, 'post', '*/admin/seizure-requests/reports', (body) => ({
        ...buildReport({ id: 228, seizureRequestId: 12 }),
        status: body.status,
      }));
    },
    reach: confirmIn(
      async () => within(await pendingReport()).getByRole('button', { name: 'Aprovar' }),
      'Aprovar laudo',
      'Aprovar',
    ),
    success: 'Laudo atualizado com sucesso!',
  },
  {
    name: "Laudos › 'Reprovar' › Reprovar",
    sends: [`${P}reportMethods.ts decideReport`],
    as: 'casos',
    url: '/casos/12/detalhes',
    serve: (held) => {
      answerCase12WithReport();
      holdSend(held, 'post', '*/admin/seizure-requests/reports', (body) => ({
        ...buildReport({ id: 228, seizureRequestId: 12 }),
        status: body.status,
        reason: body.reason,
      }));
    },
    reach: async (user) => {
      await user.click(within(await pendingReport()).getByRole('button', { name: 'Reprovar' }));
      const dialog = await inDialog('Reprovar laudo');
      await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Fotos desfocadas.');
      return dialog.getByRole('button', { name: 'Reprovar' });
    },
    success: 'Laudo atualizado com sucesso!',
  },
  // ---- Cases: the list and the form ----
  {
    name: "/casos › a row's 'Remover' › Remover",
    sends: [`${P}dataProvider.ts delete`],
    as: 'casos',
    url: '/casos',
    serve: (held) => {
      answerCaseList([buildCase({ id: 7, licensePlate: 'DEL1234' })]);
      holdSend(held, 'delete', '*/admin/seizure-requests/:id', () => ({ id: 7, success: true }));
    },
    reach: confirmIn(
      async () => within(await rowOf('DEL-1234')).getByRole('button', { name: 'Remover' }),
      'Remover caso',
      'Remover',
    ),
    success: 'Caso removido com sucesso.',
  },
  {
    name: "Novo Caso › 'Salvar como rascunho'",
    sends: [`${P}dataProvider.ts create`],
    as: 'casos',
    url: '/casos/novo',
    serve: (held) => {
      answerCaseForm(321);
      holdSend(held, 'post', '*/admin/seizure-requests', (body) => ({ ...body, id: 321, status: 'draft' }));
    },
    reach: async (user) => {
      await screen.findByRole('combobox', { name: /Categoria/ }, { timeout: 8000 });
      const form = labelled('Placa')(document.body).closest('form')!;
      await choose(user, form, /Categoria/, /Automóvel/);
      const first = within(form).getByRole('group', { name: 'Endereço 1' });
      await choose(user, first, /Estado/, 'SP - São Paulo');
      await user.click(labelled('Cidade')(first));
      await user.paste('São Paulo');
      await user.tab();
      await waitFor(() => expect(labelled('Latitude')(first)).toHaveValue(-23.5475));
      await fill(user, labelled('Placa')(form), 'ABC1D23');
      return within(form).getByRole('button', { name: 'Salvar como rascunho' });
    },
    success: 'Caso cadastrado/atualizado com sucesso: salvo como rascunho, ainda não disponível aos localizadores.',
  },
  {
    name: "Editar Caso › 'Salvar'",
    sends: [`${P}dataProvider.ts update`],
    as: 'casos',
    url: '/casos/5/editar',
    serve: (held) => {
      answerCaseForm(5);
      server.use(http.get('*/admin/seizure-requests/5', () => HttpResponse.json(CASE_5)));
      holdSend(held, 'post', '*/admin/seizure-requests', (body) => ({ ...CASE_5, ...body }));
    },
    reach: async (user) => {
      await waitFor(() => expect(labelled('Placa')(document.body)).toHaveValue('BRA2E19'), { timeout: 8000 });
      await fill(user, labelled('Modelo')(document.body), 'Gol Trend 1.6');
      return screen.getByRole('button', { name: 'Salvar' });
    },
    enterIn: () => labelled('Modelo')(document.body),
    success: 'Caso cadastrado/atualizado com sucesso',
  },
  // ---- Users (/usuarios) and the user menu ----
  {
    name: "'Adicionar usuário' › Salvar",
    sends: [`${P}userMethods.ts saveUser`],
    as: 'assessoria',
    url: '/usuarios',
    serve: (held) => {
      answerUsers();
      holdSend(held, 'post', '*/admin/users', (body) => ({ ...body, id: 30, createdAt: '2026-11-27T10:00:00.000Z' }));
    },
    reach: async (user) => {
      await user.click(await findButton('Adicionar usuário'));
      const dialog = await inDialog('Novo usuário');
      await fill(
        user,
        labelled('Nome')(dialog.getByRole('button', { name: 'Salvar' }).closest('form')!),
        'Joana Pereira',
      );
      await fill(user, labelled('E-mail')(screen.getByRole('dialog', { name: 'Novo usuário' })), 'joana@alfa.test');
      return dialog.getByRole('button', { name: 'Salvar' });
    },
    enterIn: () => labelled('E-mail')(screen.getByRole('dialog', { name: 'Novo usuário' })),
    success: () => screen.findByRole('dialog', { name: 'Usuário criado com sucesso' }, { timeout: 8000 }),
    notice: false,
  },
  {
    name: "a row's 'Editar' › Salvar",
    sends: [`${P}userMethods.ts saveUser`],
    as: 'assessoria',
    url: '/usuarios',
    serve: (held) => {
      answerUsers();
      holdSend(held, 'post', '*/admin/users', (body) => ({ ...CARLA, ...body }));
    },
    reach: async (user) => {
      await user.click(within(await rowOf('Carla Souza')).getByRole('button', { name: 'Editar' }));
      const dialog = await inDialog('Editar usuário');
      await fill(user, labelled('Nome')(screen.getByRole('dialog', { name: 'Editar usuário' })), 'Carla Souza Lima');
      return dialog.getByRole('button', { name: 'Salvar' });
    },
    enterIn: () => labelled('Nome')(screen.getByRole('dialog', { name: 'Editar usuário' })),
    success: 'Usuário salvo com sucesso!',
  },
  {
    name: "a row's 'Reenviar senha' › Reenviar senha",
    sends: [`${P}userMethods.ts resendUserPassword`],
    as: 'assessoria',
    url: '/usuarios',
    serve: (held) => {
      answerUsers();
      holdSend(held, 'post', '*/admin/users/resend-password/:id', () => ({ success: true }));
    },
    reach: confirmIn(
      async () => within(await rowOf('Carla Souza')).getByRole('button', { name: 'Reenviar senha' }),
      'Reenviar senha para Carla Souza?',
      'Reenviar senha',
    ),
    success: 'Nova senha enviada ao e-mail cadastrado.',
  },
  {
    name: "a row's 'Remover' › Remover",
    sends: [`${P}userMethods.ts removeUser`],
    as: 'assessoria',
    url: '/usuarios',
    serve: (held) => {
      answerUsers();
      holdSend(held, 'delete', '*/admin/users/:id', () => ({ success: true }));
    },
    reach: confirmIn(
      async () => within(await rowOf('Carla Souza')).getByRole('button', { name: 'Remover' }),
      'Remover Carla Souza?',
      'Remover',
    ),
    success: 'Usuário removido com sucesso.',
  },
  {
    name: "the user menu's 'Alterar senha' › Alterar senha",
    sends: [`${P}dataProvider.ts changePassword`],
    as: 'assessoria',
    url: '/usuarios',
    serve: (held) => {
      answerUsers();
      holdSend(held, 'post', '*/auth/change-password', () => ({ success: true }));
    },
    reach: async (user) => {
      await user.click(await openUserMenu(user));
      const dialog = screen.getByRole('dialog', { name: 'Alterar senha' });
      await fill(user, labelled('Senha atual')(dialog), 'demo1234');
      await fill(user, labelled('Nova senha')(dialog), 'nova-senha-2026');
      await fill(user, labelled('Confirmar nova senha')(dialog), 'nova-senha-2026');
      return within(dialog).getByRole('button', { name: 'Alterar senha' });
    },
    enterIn: () => labelled('Confirmar nova senha')(screen.getByRole('dialog', { name: 'Alterar senha' })),
    success: 'Senha alterada com sucesso',
  },
  // ---- The company's settings (/configuracoes) ----
  {
    name: "/configuracoes › 'Salvar'",
    sends: [`${P}lawCompanyMethods.ts saveLawCompanySettings`],
    as: 'assessoria',
    url: '/configuracoes',
    serve: (held) => {
      server.use(
        http.get('*/admin/law-companies/current', () => HttpResponse.json(COMPANY)),
        http.get('*/admin/law-companies/current/history', () => HttpResponse.json([])),
      );
      holdSend(held, 'post', '*/admin/law-companies/current', (body) => ({ ...COMPANY, ...body }));
    },
    reach: async (user) => {
      await screen.findByRole('region', { name: 'Contato' }, { timeout: 8000 });
      await fill(user, labelled('Responsável')(document.body), 'Paula Nogueira Franco');
      return screen.getByRole('button', { name: 'Salvar' });
    },
    enterIn: () => labelled('Responsável')(document.body),
    success: 'Atualizado com sucesso!',
  },
  // ---- Law companies (/assessoria-juridicas), the support's drawer ----
  {
    name: "the company's drawer › 'Aprovar' › Aprovar",
    sends: [`${P}lawCompanyMethods.ts changeLawCompanyStatus`],
    as: 'suporte',
    url: '/assessoria-juridicas',
    serve: (held) => {
      answerCompanies();
      holdSend(held, 'post', '*/admin/law-companies/status', () => buildLawCompanyDetails({ status: 'active' }));
    },
    reach: async (user) => {
      await user.click(await (await inCompanyDrawer(user)).findByRole('button', { name: 'Aprovar' }));
      return (await inDialog('Aprovar assessoria')).getByRole('button', { name: 'Aprovar' });
    },
    success: 'Status alterado com sucesso',
  },
  {
    name: "the company's drawer › 'Reprovar' › Reprovar",
    sends: [`${P}lawCompanyMethods.ts changeLawCompanyStatus`],
    as: 'suporte',
    url: '/assessoria-juridicas',
    serve: (held) => {
      answerCompanies();
      holdSend(held, 'post', '*/admin/law-companies/status', () => buildLawCompanyDetails({ status: 'reproved' }));
    },
    reach: async (user) => {
      await user.click(await (await inCompanyDrawer(user)).findByRole('button', { name: 'Reprovar' }));
      const dialog = await inDialog('Reprovar assessoria');
      await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'CNPJ inapto');
      return dialog.getByRole('button', { name: 'Reprovar' });
    },
    success: 'Status alterado com sucesso',
  },
  {
    name: "the company's drawer › 'Modo simplificado' (the switch)",
    sends: [`${P}lawCompanyMethods.ts setLawCompanySwitch`],
    as: 'suporte',
    url: '/assessoria-juridicas',
    serve: (held) => {
      answerCompanies();
      holdSend(held, 'post', '*/admin/law-companies/41/config/:which/:action', () =>
        buildLawCompanyDetails({ enableShadowMode: false }),
      );
    },
    reach: async (user) => (await inCompanyDrawer(user)).findByRole('switch', { name: 'Modo simplificado' }),
    success: 'Modo simplificado desativado.',
  },
  {
    name: "the company's drawer › 'Bloquear' › Bloquear",
    sends: [`${P}lawCompanyMethods.ts changeLawCompanyStatus`],
    as: 'suporte',
    url: '/assessoria-juridicas',
    serve: (held) => {
      answerActiveCompany();
      holdSend(held, 'post', '*/admin/law-companies/status', () => buildLawCompanyDetails({ status: 'blocked' }));
    },
    reach: async (user) => {
      await user.click(await (await inCompanyDrawer(user)).findByRole('button', { name: 'Bloquear' }));
      const dialog = await inDialog('Bloquear assessoria');
      await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Contrato vencido');
      return dialog.getByRole('button', { name: 'Bloquear' });
    },
    success: 'Status alterado com sucesso',
  },
  {
    name: "the company's drawer › 'Aprovação automática de localizadores' (the switch)",
    sends: [`${P}lawCompanyMethods.ts setLawCompanySwitch`],
    as: 'suporte',
    url: '/assessoria-juridicas',
    serve: (held) => {
      answerCompanies();
      holdSend(held, 'post', '*/admin/law-companies/41/config/:which/:action', () =>
        buildLawCompanyDetails({ enableTrackersAutoApprove: true }),
      );
    },
    reach: async (user) =>
      (await inCompanyDrawer(user)).findByRole('switch', { name: 'Aprovação automática de localizadores' }),
    success: () => screen.findByText(/^Aprovação automática de localizadores \S+\.$/, {}, { timeout: 8000 }),
  },
  // ---- The import (/importar) ----
  {
    name: "Configurações › 'Editar Carteira Banco Alfa' › Salvar",
    sends: ['resources/import/importApi.ts saveConfig'],
    as: 'casos',
    url: '/importar',
    serve: (held) => {
      answerImportPage();
      holdSend(held, 'post', '*/admin/import/config', (body) => ({ ...config(), ...body }));
    },
    reach: async (user) => {
      await user.click(await screen.findByRole('tab', { name: 'Configurações' }, { timeout: 8000 }));
      await user.click(await findButton('Editar Carteira Banco Alfa'));
      const dialog = await inDialog('Editar configuração');
      await fill(user, labelled('Nome')(screen.getByRole('dialog', { name: 'Editar configuração' })), 'Carteira 2026');
      return dialog.getByRole('button', { name: 'Salvar' });
    },
    enterIn: () => labelled('Nome')(screen.getByRole('dialog', { name: 'Editar configuração' })),
    success: 'Configuração salva com sucesso!',
  },
  {
    name: "Configurações › 'Remover Carteira Banco Alfa' › Remover",
    sends: ['resources/import/importApi.ts removeConfig'],
    as: 'casos',
    url: '/importar',
    serve: (held) => {
      answerImportPage();
      holdSend(held, 'delete', '*/admin/import/config/:id', () => ({ success: true }));
    },
    reach: async (user) => {
      await user.click(await screen.findByRole('tab', { name: 'Configurações' }, { timeout: 8000 }));
      await user.click(await findButton('Remover Carteira Banco Alfa'));
      return (await inDialog('Remover a configuração Carteira Banco Alfa?')).getByRole('button', { name: 'Remover' });
    },
    success: 'Configuração removida com sucesso.',
  },
  {
    name: "'Importar planilha' › 'Ler planilha'",
    sends: ['resources/import/importApi.ts preview'],
    as: 'casos',
    url: '/importar',
    mount: () => renderImport(sheetReader(SHEET)),
    serve: (held) => {
      answerImportLists();
      holdSend(held, 'post', '*/admin/import/preview', () => PREVIEW);
    },
    reach: async (user) => (await chooseSheet(user)).getByRole('button', { name: 'Ler planilha' }),
    success: 'A planilha tem 1 linha. Nada mudou ainda.',
    notice: false,
  },
  {
    name: "'Importar planilha' › 'Ler planilha' › 'Importar'",
    sends: ['resources/import/importApi.ts start'],
    as: 'casos',
    url: '/importar',
    mount: () => renderImport(sheetReader(SHEET)),
    serve: (held) => {
      answerImportLists();
      server.use(
        http.post('*/admin/import/preview', () => HttpResponse.json(PREVIEW)),
        http.post('*/admin/import/:id/batches', () =>
          HttpResponse.json({ percent: 100, current: 1, total: 1, error: null, errorRecords: 0, invalidRecords: 0 }),
        ),
        http.post('*/admin/import/:id/finish', () => HttpResponse.json({ id: 41, status: 'completed' })),
      );
      holdSend(held, 'post', '*/admin/import', () => ({
        id: 41,
        createdAt: '2026-11-22T10:00:00.000Z',
        closeOthers: false,
        configApplied: {},
      }));
    },
    reach: async (user) => {
      const dialog = await chooseSheet(user);
      await user.click(dialog.getByRole('button', { name: 'Ler planilha' }));
      return dialog.findByRole('button', { name: 'Importar' }, { timeout: 8000 });
    },
    success: 'Importação concluída com sucesso.',
    notice: false,
  },
  {
    name: "'Importar planilha' › 'Importar' › 'Cancelar importação'",
    sends: ['resources/import/importApi.ts cancel'],
    as: 'casos',
    url: '/importar',
    mount: () => renderImport(sheetReader(sheetOf(1500))),
    serve: (held) => {
      answerImportLists();
      server.use(
        http.post('*/admin/import/preview', () => HttpResponse.json({ ...PREVIEW, create: 1500 })),
        http.post('*/admin/import', () =>
          HttpResponse.json({ id: 41, createdAt: '2026-11-22T10:00:00.000Z', closeOthers: false, configApplied: {} }),
        ),
        // The first batch answers; the second stays in flight until the cancel.
        http.post('*/admin/import/41/batches', async ({ request }) => {
          const body = (await request.json()) as { seq: number; total: number };
          if (body.seq >= 1) await new Promise(() => undefined);
          return HttpResponse.json({
            percent: 0,
            current: 1000,
            total: body.total,
            error: null,
            errorRecords: 0,
            invalidRecords: 0,
            draftRecords: 0,
            lastSeq: body.seq,
          });
        }),
      );
      holdSend(held, 'post', '*/admin/import/41/cancel', () => ({
        id: 41,
        status: 'cancelled',
        current: 1000,
        total: 1500,
        changesCreateCount: 1000,
        changesUpdateCount: 0,
      }));
    },
    reach: async (user) => {
      const dialog = await chooseSheet(user);
      await user.click(dialog.getByRole('button', { name: 'Ler planilha' }));
      await user.click(await dialog.findByRole('button', { name: 'Importar' }, { timeout: 8000 }));
      await dialog.findByText('Importando 1.000 de 1.500 linhas', {}, { timeout: 8000 });
      return dialog.getByRole('button', { name: 'Cancelar importação' });
    },
    success: () => screen.findByText(/^Importação cancelada com 1.000 de 1.500 linhas gravadas/, {}, { timeout: 8000 }),
    notice: false,
  },
  {
    name: "an import's 'Detalhes' › 'Corrigir 4' › 'Importar linha'",
    sends: ['resources/import/importApi.ts saveRecord'],
    as: 'casos',
    url: '/importar',
    serve: (held) => {
      answerImportPage([historyItem()]);
      server.use(
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
      holdSend(held, 'post', '*/admin/import/:id/save', () => ({
        record: { ...ERROR_ROW, error: null, invalidFields: null, seizureRequestId: 901 },
        type: 'created',
      }));
    },
    reach: async (user) => {
      await user.click(await findButton('Detalhes carteira-novembro.xlsx'));
      const dialog = await inDialog('Importação de carteira-novembro.xlsx');
      await user.click(await dialog.findByRole('button', { name: 'Corrigir 4' }, { timeout: 8000 }));
      await fill(user, labelled('Placa')(document.body), 'ABC1E34');
      return labelled('Placa')(document.body).closest('form')!.querySelector('button[type="submit"]') as HTMLElement;
    },
    enterIn: () => labelled('Placa')(document.body),
    success: 'Registro importado com sucesso!',
  },
  // ---- The app's users: plans, transfers, verifications (support) ----
  {
    name: "/app/pro › 'Adicionar Tempo PRO' › Adicionar",
    sends: ['resources/appPlans/useAddTime.ts useAddTime'],
    as: 'suporte',
    url: '/app/pro',
    serve: (held) => {
      server.use(
        http.get('*/admin/app-users', () => HttpResponse.json({ total: 1, result: [PRO_USER] })),
        http.get('*/admin/app-users/:id/plan-history', () => HttpResponse.json([])),
      );
      holdSend(held, 'post', '*/admin/app-users/add-time', () => ({
        userId: 7,
        plan: PRO_USER.plan,
        message: 'Tempo adicionado com sucesso.',
      }));
    },
    reach: async (user) => {
      await user.click(await findButton('Adicionar Tempo PRO: Ana Localizadora'));
      const dialog = await inDialog('Adicionar Tempo PRO');
      await fill(user, labelled('Dias')(screen.getByRole('dialog', { name: 'Adicionar Tempo PRO' })), '45');
      return dialog.getByRole('button', { name: 'Adicionar' });
    },
    enterIn: () => labelled('Dias')(screen.getByRole('dialog', { name: 'Adicionar Tempo PRO' })),
    success: 'Tempo adicionado com sucesso.',
  },
  {
    name: "/app/transferencias › a transfer › 'Confirmar transferência'",
    sends: ['resources/appTransfers/useTransferDecision.ts useTransferDecision'],
    as: 'suporte',
    url: '/app/transferencias',
    serve: (held) => {
      answerTransfers();
      holdSend(held, 'post', '*/admin/app-transfers', () => buildTransfer({ status: 'completed' }));
    },
    reach: async (user) => {
      const dialog = await inTransfer(user);
      const input = screen
        .getByRole('dialog', { name: 'Detalhes da transferência de Carla Lima' })
        .querySelector('input[type="file"]') as HTMLInputElement;
      await user.upload(input, new File(['%PDF-1.4'], 'comprovante.pdf', { type: 'application/pdf' }));
      await dialog.findByText('Comprovante enviado: comprovante.pdf', {}, { timeout: 8000 });
      return dialog.getByRole('button', { name: 'Confirmar transferência' });
    },
    success: 'Transferência aprovada com sucesso',
  },
  {
    name: "/app/transferencias › a transfer › 'Rejeitar' › Rejeitar",
    sends: ['resources/appTransfers/useTransferDecision.ts useTransferDecision'],
    as: 'suporte',
    url: '/app/transferencias',
    serve: (held) => {
      answerTransfers();
      holdSend(held, 'post', '*/admin/app-transfers', () => buildTransfer({ status: 'rejected' }));
    },
    reach: async (user) => {
      await user.click((await inTransfer(user)).getByRole('button', { name: 'Rejeitar' }));
      const dialog = await inDialog('Rejeitar transferência');
      await user.type(dialog.getByRole('textbox', { name: /Motivo da rejeição/ }), 'Chave de outro titular');
      return dialog.getByRole('button', { name: 'Rejeitar' });
    },
    success: 'Transferência rejeitada com sucesso',
  },
  {
    name: "/app/cadastros › 'Verificação' › 'Aprovar' › Aprovar",
    sends: ['resources/appVerifications/useVerification.ts useVerificationDecision'],
    as: 'suporte',
    url: '/app/cadastros',
    serve: (held) => {
      answerVerifications(['approved', 'approved', 'approved']);
      holdSend(held, 'post', '*/admin/app-users/verifications', () => ({ userId: 7, message: 'Alterado com sucesso' }));
    },
    reach: async (user) => {
      const modal = await inVerification(user);
      await waitFor(() => expect(modal.getByRole('button', { name: 'Aprovar' })).not.toHaveAttribute('aria-disabled'));
      await user.click(modal.getByRole('button', { name: 'Aprovar' }));
      return (await inDialog('Aprovar verificação')).getByRole('button', { name: 'Aprovar' });
    },
    success: 'Alterado com sucesso',
  },
  {
    name: "/app/cadastros › 'Verificação' › a document › 'Aprovar documento'",
    sends: ['resources/appVerifications/useVerification.ts useVerificationDecision'],
    as: 'suporte',
    url: '/app/cadastros',
    serve: (held) => {
      answerVerifications(['approved', 'approved', 'pending']);
      holdSend(held, 'post', '*/admin/app-users/verifications', () => ({
        userId: 7,
        message: 'Documento atualizado com sucesso',
      }));
    },
    reach: async (user) => {
      await user.click((await inVerification(user)).getByRole('button', { name: 'Abrir Selfie, Pendente' }));
      return (await inDialog('Selfie · Pendente')).getByRole('button', { name: 'Aprovar documento' });
    },
    success: 'Documento atualizado com sucesso',
  },
  // ---- A company's registration: the e-mail confirmation and the resubmission (the gates before the shell) ----
  {
    name: "'Confirme seu e-mail' › 'Confirmar e-mail'",
    sends: ['resources/lawCompanies/registrationApi.ts confirmEmailCode'],
    as: 'assessoria',
    url: '/',
    gate: 'confirmEmail',
    serve: (held) => {
      const company = { emailConfirmed: false };
      answerUnconfirmedCompany(company);
      holdSend(held, 'post', '*/auth/confirm-email', () => {
        company.emailConfirmed = true;
        return { confirmed: true };
      });
    },
    reach: async (user) => {
      await fill(
        user,
        await screen.findByRole('textbox', { name: 'Código de confirmação' }, { timeout: 8000 }),
        '123456',
      );
      return screen.getByRole('button', { name: 'Confirmar e-mail' });
    },
    enterIn: () => screen.getByRole('textbox', { name: 'Código de confirmação' }),
    success: () => screen.findByRole('heading', { name: 'Cadastro em análise', level: 1 }, { timeout: 8000 }),
  },
  {
    name: "'Confirme seu e-mail' › 'Reenviar código'",
    sends: ['resources/lawCompanies/registrationApi.ts resendConfirmationCode'],
    as: 'assessoria',
    url: '/',
    gate: 'confirmEmail',
    serve: (held) => {
      answerUnconfirmedCompany({ emailConfirmed: false });
      holdSend(held, 'post', '*/auth/confirm-email/resend', () => ({
        sentTo: 'nova@exemplo.test',
        sentAt: new Date().toISOString(),
      }));
    },
    reach: () => findButton('Reenviar código'),
    success: 'Enviamos um novo código para nova@exemplo.test. O anterior não vale mais.',
    notice: false,
  },
  {
    name: "'Confirme seu e-mail' › 'Corrigir o e-mail' › 'Enviar código para este e-mail'",
    sends: ['resources/lawCompanies/registrationApi.ts changeConfirmationEmail'],
    as: 'assessoria',
    url: '/',
    gate: 'confirmEmail',
    serve: (held) => {
      answerUnconfirmedCompany({ emailConfirmed: false });
      holdSend(held, 'post', '*/auth/confirm-email/change', () => ({
        sentTo: 'outra@exemplo.test',
        sentAt: new Date().toISOString(),
      }));
    },
    reach: async (user) => {
      await user.click(await findButton('Corrigir o e-mail'));
      const form = within(screen.getByRole('form', { name: 'Corrigir o e-mail do cadastro' }));
      await fill(user, form.getByRole('textbox', { name: /^E-mail correto/ }), 'outra@exemplo.test');
      return form.getByRole('button', { name: 'Enviar código para este e-mail' });
    },
    enterIn: () => screen.getByRole('textbox', { name: /^E-mail correto/ }),
    success: () => screen.findByText(/^E-mail corrigido\./, {}, { timeout: 8000 }),
    notice: false,
  },
  {
    name: "'Cadastro reprovado' › 'Corrigir e reenviar o cadastro' › 'Reenviar para análise'",
    sends: ['resources/lawCompanies/registrationApi.ts resubmitRegistration'],
    as: 'assessoria',
    url: '/',
    serve: (held) => {
      const company = { status: 'reproved' };
      answerReprovedCompany(company);
      holdSend(held, 'post', '*/auth/registration/resubmit', () => {
        company.status = 'pending';
        return { status: 'pending', emailConfirmed: true };
      });
    },
    reach: async (user) => {
      await user.click(await findButton('Corrigir e reenviar o cadastro'));
      await fill(user, labelled('Nome do responsável')(document.body), 'Alice Moreira Prado');
      return screen.getByRole('button', { name: 'Reenviar para análise' });
    },
    enterIn: () => labelled('Nome do responsável')(document.body),
    success: 'Cadastro reenviado para análise.',
  },
  {
    name: "/app/cadastros › 'Verificação' › 'Solicitar modificação' › Solicitar modificação",
    sends: ['resources/appVerifications/useVerification.ts useVerificationDecision'],
    as: 'suporte',
    url: '/app/cadastros',
    serve: (held) => {
      answerVerifications([...REPROVED]);
      holdSend(held, 'post', '*/admin/app-users/verifications', () => ({ userId: 7, message: 'Alterado com sucesso' }));
    },
    reach: async (user) => {
      await user.click((await inVerification(user)).getByRole('button', { name: 'Solicitar modificação' }));
      const dialog = await inDialog('Solicitar modificação');
      await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'O verso está cortado.');
      return dialog.getByRole('button', { name: 'Solicitar modificação' });
    },
    success: 'Alterado com sucesso',
  },
  {
    name: "/app/cadastros › 'Verificação' › 'Bloquear' › Bloquear",
    sends: ['resources/appVerifications/useVerification.ts useVerificationDecision'],
    as: 'suporte',
    url: '/app/cadastros',
    serve: (held) => {
      answerVerifications(['approved', 'approved', 'approved']);
      holdSend(held, 'post', '*/admin/app-users/verifications', () => ({ userId: 7, message: 'Alterado com sucesso' }));
    },
    reach: async (user) => {
      await user.click(await (await inVerification(user)).findByRole('button', { name: 'Bloquear' }));
      const dialog = await inDialog('Bloquear usuário');
      await user.type(dialog.getByRole('textbox', { name: 'Motivo' }), 'Documento adulterado.');
      return dialog.getByRole('button', { name: 'Bloquear' });
    },
    success: 'Alterado com sucesso',
  },
  {
    name: "/app/cadastros › 'Verificação' › 'Desbloquear' › Desbloquear",
    sends: ['resources/appVerifications/useVerification.ts useVerificationDecision'],
    as: 'suporte',
    url: '/app/cadastros',
    serve: (held) => {
      answerVerification(buildVerificationDetails(['reproved', 'approved', 'approved'], 'blocked'));
      server.use(http.get('*/admin/app-users/verifications/:userId/history', () => HttpResponse.json([])));
      holdSend(held, 'post', '*/admin/app-users/verifications', () => ({ userId: 7, message: 'Alterado com sucesso' }));
    },
    reach: async (user) => {
      await user.click(await (await inVerification(user)).findByRole('button', { name: 'Desbloquear' }));
      return (await inDialog('Desbloquear usuário')).getByRole('button', { name: 'Desbloquear' });
    },
    success: 'Alterado com sucesso',
  },
  // ---- Chat and analytics ----
  {
    name: "/mensagens › the composer's 'Enviar'",
    sends: [`${P}chatMethods.ts sendChatMessage`],
    as: 'casos',
    url: '/mensagens?conversa=12-501',
    serve: (held) => {
      answerChat();
      holdSend(held, 'post', '*/admin/chat/send', (body) =>
        buildMessage({ id: 99, fromTracker: false, message: body.message as string }),
      );
    },
    reach: async (user) => {
      await fill(
        user,
        await screen.findByRole('textbox', { name: 'Mensagem' }, { timeout: 8000 }),
        'Confirme a placa.',
      );
      return screen.getByRole('button', { name: 'Enviar' });
    },
    enterIn: () => screen.getByRole('textbox', { name: 'Mensagem' }),
    success: () => waitFor(() => expect(screen.getByRole('textbox', { name: 'Mensagem' })).toHaveValue('')),
    notice: false,
  },
  {
    name: "/analytics › 'Abrir relatório'",
    sends: ['resources/analytics/AnalyticsPage.tsx reportToken'],
    as: 'suporte',
    url: '/analytics',
    serve: (held) => {
      holdSend(held, 'post', `*${REPORT_TOKEN}`, () => ({
        token: 'report-token-1',
        expiresAt: new Date(Date.now() + 900_000).toISOString(),
      }));
    },
    reach: async () => {
      const tab = { opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn() };
      tabs.open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
      tabs.tab = tab;
      return findButton(/Abrir relatório/);
    },
    success: async () => {
      await waitFor(() => expect(tabs.tab!.location.href).toContain('report-token-1'));
      expect(tabs.open).toHaveBeenCalledTimes(1);
    },
    notice: false,
  },
];
const tabs: { open?: ReturnType<typeof vi.spyOn>; tab?: { location: { href: string } } } = {};

/** The case's details page, a button of it. */
const onCase12 = (name: string, serve: () => void, opener: OpenerCase['opener'], dialog: string): OpenerCase => ({
  name,
  as: 'casos',
  url: '/casos/12/detalhes',
  serve,
  opener,
  dialog,
});
const importConfigs = async (user: User) => {
  await user.click(await screen.findByRole('tab', { name: 'Configurações' }, { timeout: 8000 }));
};

const OPENERS: OpenerCase[] = [
  onCase12(
    'Encerrar como apreendido',
    answerCase12,
    () => findButton('Encerrar como apreendido'),
    'Encerrar caso como apreendido',
  ),
  onCase12(
    'Encerrar como não apreendido',
    answerCase12,
    () => findButton('Encerrar como não apreendido'),
    'Encerrar caso como não apreendido',
  ),
  onCase12(
    'Reabrir caso',
    () => answerCase12(CLOSED),
    () => findButton('Reabrir caso'),
    'Reabrir caso',
  ),
  onCase12(
    'Remover contrato.pdf',
    () => answerCase12({ documents: [CONTRACT] as never }),
    () => findButton('Remover contrato.pdf'),
    'Remover anexo',
  ),
  onCase12(
    'Aprovar Ana Lima',
    answerCase12WithRequest,
    async () => within(await trackerCard()).getByRole('button', { name: 'Aprovar Ana Lima' }),
    'Aprovar localizador',
  ),
  onCase12(
    'Reprovar Ana Lima',
    answerCase12WithRequest,
    async () => within(await trackerCard()).getByRole('button', { name: 'Reprovar Ana Lima' }),
    'Reprovar localizador',
  ),
  onCase12(
    'Adicionar localizador',
    () => {
      answerCaseWithTrackers([]);
      server.use(http.get('*/admin/seizure-requests/12/history', () => HttpResponse.json([])));
    },
    async () =>
      within(await screen.findByRole('region', { name: 'Localizadores' }, { timeout: 8000 })).findByRole('button', {
        name: 'Adicionar localizador',
      }),
    'Adicionar localizador',
  ),
  onCase12(
    "a report's 'Aprovar'",
    answerCase12WithReport,
    async () => within(await pendingReport()).getByRole('button', { name: 'Aprovar' }),
    'Aprovar laudo',
  ),
  onCase12(
    "a report's 'Reprovar'",
    answerCase12WithReport,
    async () => within(await pendingReport()).getByRole('button', { name: 'Reprovar' }),
    'Reprovar laudo',
  ),
  {
    name: "/casos › a row's 'Remover'",
    as: 'casos',
    url: '/casos',
    serve: () => {
      answerCaseList([buildCase({ id: 7, licensePlate: 'DEL1234' })]);
    },
    opener: async () => within(await rowOf('DEL-1234')).getByRole('button', { name: 'Remover' }),
    dialog: 'Remover caso',
  },
  ...(
    [
      ['Adicionar usuário', () => findButton('Adicionar usuário'), 'Novo usuário'],
      [
        "a row's 'Editar'",
        async () => within(await rowOf('Carla Souza')).getByRole('button', { name: 'Editar' }),
        'Editar usuário',
      ],
      [
        "a row's 'Reenviar senha'",
        async () => within(await rowOf('Carla Souza')).getByRole('button', { name: 'Reenviar senha' }),
        'Reenviar senha para Carla Souza?',
      ],
      [
        "a row's 'Remover'",
        async () => within(await rowOf('Carla Souza')).getByRole('button', { name: 'Remover' }),
        'Remover Carla Souza?',
      ],
      ["the user menu's 'Alterar senha'", openUserMenu, 'Alterar senha'],
    ] as const
  ).map(([name, opener, dialog]): OpenerCase => ({
    name: `/usuarios › ${name}`,
    as: 'assessoria',
    url: '/usuarios',
    serve: answerUsers,
    opener,
    dialog,
  })),
  ...(
    [
      ["'Ver detalhes de Bahia Recupera'", () => findButton('Ver detalhes de Bahia Recupera'), 'Bahia Recupera'],
      [
        "the drawer's 'Aprovar'",
        async (user: User) => (await inCompanyDrawer(user)).findByRole('button', { name: 'Aprovar' }),
        'Aprovar assessoria',
      ],
      [
        "the drawer's 'Reprovar'",
        async (user: User) => (await inCompanyDrawer(user)).findByRole('button', { name: 'Reprovar' }),
        'Reprovar assessoria',
      ],
    ] as const
  ).map(([name, opener, dialog]): OpenerCase => ({
    name: `/assessoria-juridicas › ${name}`,
    as: 'suporte',
    url: '/assessoria-juridicas',
    serve: answerCompanies,
    opener,
    dialog,
  })),
  ...(
    [
      ["'Importar planilha'", () => findButton('Importar planilha'), 'Importar planilha'],
      [
        "Configurações › 'Nova configuração'",
        async (user: User) => {
          await importConfigs(user);
          return findButton('Nova configuração');
        },
        'Nova configuração',
      ],
      [
        "Configurações › 'Editar Carteira Banco Alfa'",
        async (user: User) => {
          await importConfigs(user);
          return findButton('Editar Carteira Banco Alfa');
        },
        'Editar configuração',
      ],
      [
        "Configurações › 'Remover Carteira Banco Alfa'",
        async (user: User) => {
          await importConfigs(user);
          return findButton('Remover Carteira Banco Alfa');
        },
        'Remover a configuração Carteira Banco Alfa?',
      ],
      [
        "an import's 'Detalhes'",
        () => findButton('Detalhes carteira-novembro.xlsx'),
        'Importação de carteira-novembro.xlsx',
      ],
    ] as const
  ).map(([name, opener, dialog]): OpenerCase => ({
    name: `/importar › ${name}`,
    as: 'casos',
    url: '/importar',
    serve: () => {
      answerImportPage([historyItem()]);
      server.use(
        http.get('*/admin/import/:id', ({ params }) =>
          params.id === 'config'
            ? undefined
            : HttpResponse.json({ ...historyItem(), records: { total: 0, result: [] } }),
        ),
        http.get('*/admin/import/:id/changes', () => HttpResponse.json({ total: 0, result: [] })),
      );
    },
    opener,
    dialog,
  })),
  {
    name: "/assessoria-juridicas › the drawer's 'Bloquear'",
    as: 'suporte',
    url: '/assessoria-juridicas',
    serve: answerActiveCompany,
    opener: async (user) => (await inCompanyDrawer(user)).findByRole('button', { name: 'Bloquear' }),
    dialog: 'Bloquear assessoria',
  },
  {
    name: "/app/cadastros › the verification's 'Bloquear'",
    as: 'suporte',
    url: '/app/cadastros',
    serve: () => answerVerifications(['approved', 'approved', 'approved']),
    opener: async (user) => (await inVerification(user)).findByRole('button', { name: 'Bloquear' }),
    dialog: 'Bloquear usuário',
  },
  {
    name: "/app/cadastros › the verification's 'Desbloquear'",
    as: 'suporte',
    url: '/app/cadastros',
    serve: () => {
      answerVerification(buildVerificationDetails(['reproved', 'approved', 'approved'], 'blocked'));
      server.use(http.get('*/admin/app-users/verifications/:userId/history', () => HttpResponse.json([])));
    },
    opener: async (user) => (await inVerification(user)).findByRole('button', { name: 'Desbloquear' }),
    dialog: 'Desbloquear usuário',
  },
  {
    name: "/app/pro › 'Adicionar Tempo PRO: Ana Localizadora'",
    as: 'suporte',
    url: '/app/pro',
    serve: () =>
      server.use(
        http.get('*/admin/app-users', () => HttpResponse.json({ total: 1, result: [PRO_USER] })),
        http.get('*/admin/app-users/:id/plan-history', () => HttpResponse.json([])),
      ),
    opener: () => findButton('Adicionar Tempo PRO: Ana Localizadora'),
    dialog: 'Adicionar Tempo PRO',
  },
  {
    name: "/app/transferencias › a row's 'Detalhes'",
    as: 'suporte',
    url: '/app/transferencias',
    serve: answerTransfers,
    opener: async () => within(await rowOf('Carla Lima')).getByRole('button', { name: /Detalhes/ }),
    dialog: 'Detalhes da transferência de Carla Lima',
  },
  {
    name: "/app/transferencias › the details' 'Rejeitar'",
    as: 'suporte',
    url: '/app/transferencias',
    serve: answerTransfers,
    opener: async (user) => (await inTransfer(user)).getByRole('button', { name: 'Rejeitar' }),
    dialog: 'Rejeitar transferência',
  },
  ...(
    [
      ["'Detalhes: Ana Localizadora'", () => findButton('Detalhes: Ana Localizadora'), 'Verificação', REPROVED],
      [
        "the verification's 'Aprovar'",
        async (user: User) => {
          const modal = await inVerification(user);
          await waitFor(() =>
            expect(modal.getByRole('button', { name: 'Aprovar' })).not.toHaveAttribute('aria-disabled'),
          );
          return modal.getByRole('button', { name: 'Aprovar' });
        },
        'Aprovar verificação',
        ['approved', 'approved', 'approved'],
      ],
      [
        "the verification's 'Solicitar modificação'",
        async (user: User) => (await inVerification(user)).getByRole('button', { name: 'Solicitar modificação' }),
        'Solicitar modificação',
        REPROVED,
      ],
      [
        "the verification's 'Abrir Selfie'",
        async (user: User) => (await inVerification(user)).getByRole('button', { name: /^Abrir Selfie/ }),
        'Selfie · Aprovado',
        REPROVED,
      ],
    ] as const
  ).map(([name, opener, dialog, docs]): OpenerCase => ({
    name: `/app/cadastros › ${name}`,
    as: 'suporte',
    url: '/app/cadastros',
    serve: () => answerVerifications([docs[0], docs[1], docs[2]]),
    opener,
    dialog,
  })),
];

// ---- Every mutation call site, and the action of the table that sends it -----------------------

const CONSOLE = path.resolve(import.meta.dirname, '../../../src/console');
const MUTATING_CALL = /method: '(POST|PUT|PATCH|DELETE)'/g;

/**
 * mutationFailures.test.tsx's rows (`<file> <name>`, one per call site): each one is sent by an
 * action of ACTIONS, or says here why no click sends it.
 */
const NOT_HERE: Record<string, string> = {
  [`${P}dataProvider.ts updateMany`]: 'no screen offers a bulk action (react-admin’s bulk buttons are off)',
  [`${P}dataProvider.ts deleteMany`]: 'no screen offers a bulk action (react-admin’s bulk buttons are off)',
  // The one light sign-in (signIn/, issue 37 §4) landed after this table: its rows are the next to add.
  [`${P}publicMethods.ts sendRecovery`]: 'the recovery steps (signIn/RecoveryForms.tsx): no row yet',
  [`${P}publicMethods.ts recover`]: 'the recovery steps (signIn/RecoveryForms.tsx): no row yet',
  [`${P}signIn.ts login`]: 'the one login modal (signIn/SignInPage.tsx): no row yet',
  [`${P}httpClient.ts logout`]:
    'the session is forgotten at once, the server’s logout goes on behind: nothing to click twice',
  [`${P}httpClient.ts refresh`]: 'the token refresh, behind any call: no click',
  [`${P}caseMethods.ts uploadFile`]: 'sent on a file chosen (the file input’s change), one upload per file: no click',
  [`${P}caseMethods.ts addAttachment`]: 'follows the upload of a chosen file: no click',
  [`${P}addressMethods.ts geo`]: 'a look-up when the city is left (blur): no click',
  'resources/import/importApi.ts batch': 'the run’s own sends after ‘Importar’, one after another: no click',
  'resources/import/importApi.ts finish': 'the run’s last send after the batches: no click',
  'resources/import/importApi.ts reportError': 'a failed run tells the server itself: no click',
  'pages/public/registerLawCompany.ts registerLawCompany':
    'the signed-out registration (PublicApp, refactored apart): its second submit is register.test.tsx’s',
  'resources/appTransfers/uploadReceipt.ts uploadReceipt':
    'sent on the receipt chosen (the file input’s change): no click',
};

const listed = (): Record<string, number> => {
  const counts: Record<string, number> = {};
  for (const site of new Set([...ACTIONS.flatMap((c) => c.sends), ...Object.keys(NOT_HERE)])) {
    const file = site.split(' ')[0];
    counts[file] = (counts[file] ?? 0) + 1;
  }
  return counts;
};

function mutatingCallSites(): Record<string, number> {
  const counts: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) {
        const found = fs.readFileSync(full, 'utf8').match(MUTATING_CALL)?.length ?? 0;
        if (found) counts[path.relative(CONSOLE, full)] = found;
      }
    }
  };
  walk(CONSOLE);
  return counts;
}

describe('a second click while the action is in flight sends nothing', () => {
  it('every mutation call site is sent by an action of the table, or says why no click sends it', () => {
    const sent = new Set(ACTIONS.flatMap((c) => c.sends));
    const both = [...sent].filter((site) => site in NOT_HERE);
    expect(both, 'an action of the table sends it: not a reason then').toEqual([]);
    // File by file, as many as the source holds (mutationFailures.test.tsx's rows, `<file> <name>`).
    expect(
      listed(),
      'a call site without its row: add the action that sends it to ACTIONS (or its reason to NOT_HERE)',
    ).toEqual(mutatingCallSites());
  });

  it.each(ACTIONS.map((c) => [c.name, c] as const))('%s, double-clicked', async (_name, c) => {
    await clickTwiceWhileInFlight(c, notices, 'click');
  });
  const forms = ACTIONS.filter((c) => c.enterIn);
  it.each(forms.map((c) => [c.name, c] as const))('%s, Enter pressed twice', async (_name, c) => {
    await clickTwiceWhileInFlight(c, notices, 'enter');
  });
});

describe('a double-click on a button that opens a dialog opens one, which stays open', () => {
  it.each(OPENERS.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await doubleClickOpener(c);
  });
});
