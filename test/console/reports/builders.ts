import { http, HttpResponse } from 'msw';
import type { SeizureReport } from '../../../src/domain/reports';
import { server } from '../../support/msw';

/** JSON as the server sends it: dates as ISO strings. */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] };
export type WireReport = Wire<SeizureReport>;

let sequence = 200;

/** A row of GET /admin/seizure-requests/reports, as the API answers it (docs/trackers.md). */
export function buildReport(overrides: Partial<WireReport> = {}): WireReport {
  const id = overrides.id ?? ++sequence;
  const seizureRequestId = overrides.seizureRequestId ?? 12;
  return {
    id,
    seizureRequestId,
    status: 'pending',
    reason: null,
    notes: 'Veículo localizado no pátio.\nChave entregue ao depositário.',
    createdAt: '2025-03-10T13:45:00.000Z',
    updatedAt: '2025-03-10T13:45:00.000Z',
    user: { id: 31, name: 'Ana Lima', email: 'ana.lima@exemplo.com.br', phone: '11987654321', avatar: null },
    seizureRequest: {
      id: seizureRequestId,
      licensePlate: 'ABC1D23',
      chassi: '9BWZZZ377VT004251',
      status: 'readyAndOpenedForTrackers',
      closedAt: null,
      closedBy: null,
    },
    documents: {
      photos: [
        { id: 1, value: 'demo/laudo-foto-1.jpg' },
        { id: 2, value: 'demo/laudo-foto-2.jpg' },
      ],
      others: [{ id: 3, value: 'demo/vistoria-patio.pdf', filename: 'vistoria-patio.pdf' }],
      warrant: { id: 4, value: 'demo/mandado.pdf', filename: 'mandado.pdf' },
      searchWarrant: null,
    },
    ...overrides,
  };
}

export interface ReportsApi {
  /** Every list call's URL. */
  lists: URL[];
  /** Every decision's body. */
  decisions: unknown[];
}

/**
 * GET /admin/seizure-requests/reports answered from `reports` (filtered by the `status` tab) and
 * POST deciding them (or answering `refuse` as a 400, `conflict` as a 409). The trackers of the case answer empty.
 */
export function answerReports(reports: WireReport[], options: { refuse?: string; conflict?: string } = {}): ReportsApi {
  const api: ReportsApi = { lists: [], decisions: [] };
  let rows = reports;
  server.use(
    http.get('*/admin/seizure-requests/reports', ({ request }) => {
      const url = new URL(request.url);
      api.lists.push(url);
      const status = url.searchParams.get('status') ?? 'all';
      const perPage = Number(url.searchParams.get('perPage') ?? 10);
      const page = Number(url.searchParams.get('page') ?? 1);
      const found = rows.filter((r) => (status === 'all' ? r.status !== 'draft' : r.status === status));
      return HttpResponse.json({ total: found.length, result: found.slice((page - 1) * perPage, page * perPage) });
    }),
    http.post('*/admin/seizure-requests/reports', async ({ request }) => {
      const body = (await request.json()) as { id: number; status: 'accepted' | 'rejected'; reason?: string };
      api.decisions.push(body);
      if (options.refuse)
        return HttpResponse.json({ statusCode: 400, error: 'Bad Request', message: options.refuse }, { status: 400 });
      if (options.conflict) {
        // Someone else rejected it first: the list now says so.
        rows = rows.map((r) =>
          r.id === body.id ? { ...r, status: 'rejected', reason: 'Decidido por outra pessoa.' } : r,
        );
        return HttpResponse.json({ statusCode: 409, error: 'Conflict', message: options.conflict }, { status: 409 });
      }
      rows = rows.map((r) => (r.id === body.id ? { ...r, status: body.status, reason: body.reason ?? null } : r));
      return HttpResponse.json(rows.find((r) => r.id === body.id));
    }),
    http.get('*/admin/trackers', () => HttpResponse.json({ total: 0, result: [] })),
  );
  return api;
}
