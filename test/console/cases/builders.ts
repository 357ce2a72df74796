import { http, HttpResponse } from 'msw';
import type { CaseDetails, CaseListItem } from '../../../src/domain/cases';
import { server } from '../../support/msw';

/** JSON as the server sends it: dates as ISO strings. */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };

let sequence = 100;

/** A row of GET /admin/seizure-requests, as the API answers it. */
export function buildCase(overrides: Partial<Wire<CaseListItem>> = {}): Wire<CaseListItem> {
  const id = overrides.id ?? ++sequence;
  return {
    id,
    category: { id: 1, title: 'Carro de passeio', type: 'car' },
    chassi: `9BWZZZ377VT${String(id).padStart(6, '0')}`,
    licensePlate: `ABC${String(1000 + (id % 9000))}`,
    processNumber: `0001234-56.2024.8.26.${String(id).padStart(4, '0')}`,
    mainAddressCity: 'Campinas',
    mainAddressState: 'SP',
    trackers: { totalApproved: 0, totalPending: 0 },
    status: 'readyAndOpenedForTrackers',
    createdAt: '2025-03-10T13:45:00.000Z',
    ...overrides,
  };
}

/** GET /admin/seizure-requests/{id}/details, as the API answers it. */
export function buildCaseDetails(overrides: Partial<Wire<CaseDetails>> = {}): Wire<CaseDetails> {
  const id = overrides.id ?? ++sequence;
  return {
    id,
    lawCompanyId: 1,
    categoryId: 1,
    status: 'readyAndOpenedForTrackers',
    category: {
      id: 1,
      title: 'Carro de passeio',
      type: 'car',
      typeLabel: 'Carro',
      icon: 'DirectionsCar',
      color: '#0052e5',
    },
    licensePlate: 'ABC1D23',
    chassi: '9BWZZZ377VT004251',
    renavam: '12345678901',
    maker: 'Volkswagen',
    model: 'Gol 1.0',
    year: 2019,
    reward: 1500.5,
    processNumber: '0001234-56.2024.8.26.0100',
    financier: 'Banco Exemplo S.A.',
    debtorName: 'João da Silva',
    debtorDocument: '52998224725',
    notes: null,
    shadowMode: false,
    canBeDraft: false,
    closedAt: null,
    closedBy: null,
    mainAddressCity: 'Campinas',
    mainAddressState: 'SP',
    createdAt: '2025-03-10T13:45:00.000Z',
    updatedAt: '2025-03-10T13:45:00.000Z',
    trackers: { totalApproved: 0, totalPending: 0 },
    addresses: [
      {
        id: 2,
        description: 'Trabalho',
        state: 'SP',
        city: 'São Paulo',
        neighborhood: 'Bela Vista',
        street: 'Avenida Paulista',
        number: 1000,
        complement: null,
        zipcode: '01310100',
        latitude: -23.56,
        longitude: -46.65,
        main: false,
      },
      {
        id: 1,
        description: 'Casa do devedor',
        state: 'SP',
        city: 'Campinas',
        neighborhood: 'Cambuí',
        street: 'Rua Coronel Quirino',
        number: 55,
        complement: 'Apto 12',
        zipcode: '13025000',
        latitude: -22.9,
        longitude: -47.06,
        main: true,
      },
    ],
    lawCompany: { id: 1, name: 'Alfa', document: '11222333000181', enableShadowMode: true },
    documents: [],
    createdBy: { id: 4, name: 'Carla Souza' },
    missingFields: [],
    ...overrides,
  };
}

export interface RecordedCall {
  method: string;
  url: URL;
  body: unknown;
}

/** The case list answered with `rows` (or a function of the query), recording each call's URL. */
export function answerCaseList(
  rows: Wire<CaseListItem>[] | ((url: URL) => { total: number; result: Wire<CaseListItem>[]; moreThanTotal?: true }),
) {
  const calls: URL[] = [];
  server.use(
    http.get('*/admin/seizure-requests', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      const answer = typeof rows === 'function' ? rows(url) : { total: rows.length, result: rows };
      return HttpResponse.json(answer);
    }),
  );
  return calls;
}

/** The details of one case (kept up to date by `update`), and every case write recorded. */
export function answerCaseDetails(details: Wire<CaseDetails>) {
  const calls: RecordedCall[] = [];
  let current = details;
  const record = async (request: Request) => {
    const text = await request.text();
    calls.push({ method: request.method, url: new URL(request.url), body: text ? JSON.parse(text) : null });
  };
  server.use(
    http.get(`*/admin/seizure-requests/${details.id}/details`, () => HttpResponse.json(current)),
    // The trackers and reports sections of the page: empty unless a test says otherwise.
    http.get('*/admin/trackers', () => HttpResponse.json({ total: 0, result: [] })),
    http.get('*/admin/seizure-requests/reports', () => HttpResponse.json({ total: 0, result: [] })),
  );
  return {
    calls,
    record,
    update: (change: Partial<Wire<CaseDetails>>) => {
      current = { ...current, ...change };
    },
  };
}

/** Query parameters of a list call, flattened the way qs wrote them ('filters[state]'). */
export const queryOf = (url: URL) => Object.fromEntries(url.searchParams.entries());
