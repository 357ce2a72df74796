import { http, HttpResponse } from 'msw';
import type { TrackerCandidate, TrackerRequest } from '../../../src/domain/trackers';
import { server } from '../../support/msw';
import { answerCaseDetails, buildCaseDetails } from '../cases/builders';

/** JSON as the server sends it: dates as ISO strings. */
type Wire<T> = { [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K] };
export type WireRequest = Omit<Wire<TrackerRequest>, 'user'> & { user: TrackerRequest['user'] };

let sequence = 500;

/** A row of GET /admin/trackers, as the API answers it: a pending request from the app. */
export function buildTrackerRequest(overrides: Partial<WireRequest> = {}): WireRequest {
  const id = overrides.id ?? ++sequence;
  return {
    id,
    status: 'pending',
    user: {
      id: id + 1000,
      name: 'Ana Lima',
      email: 'ana.lima@exemplo.com.br',
      phone: '11987654321',
      avatar: null,
      status: 'active',
      isPro: false,
    },
    seizureRequest: {
      id: 12,
      licensePlate: 'ABC1D23',
      chassi: '9BWZZZ377VT004251',
      status: 'readyAndOpenedForTrackers',
    },
    lawCompany: { id: 1, name: 'Alfa' },
    request: { manual: false, message: 'Conheço bem a região.', photos: [] },
    createdAt: '2025-03-10T13:45:00.000Z',
    updatedAt: '2025-03-10T13:45:00.000Z',
    viewedAt: null,
    autoApprovedAt: null,
    autoApprovesAt: null,
    reason: null,
    wasDeclined: false,
    wasReproved: false,
    lastReprovedReason: null,
    hasFound: false,
    hasScanner: false,
    hasPhotos: false,
    canEmitReceipt: false,
    ...overrides,
  };
}

export function buildCandidate(overrides: Partial<TrackerCandidate> = {}): TrackerCandidate {
  const id = overrides.id ?? ++sequence;
  return {
    id,
    name: 'Bruno Rocha',
    email: 'bruno.rocha@exemplo.com.br',
    phone: '19991234567',
    avatar: null,
    state: 'SP',
    city: 'Campinas',
    experienceScore: 20,
    isPro: true,
    ...overrides,
  };
}

export interface Recorded {
  url: URL;
  body: unknown;
}

/**
 * GET /admin/trackers answered with `rows` (or a function of the query), every call recorded;
 * the seizure reports section beside it answers an empty list.
 */
export function answerTrackers(rows: WireRequest[] | ((url: URL) => { total: number; result: WireRequest[] })) {
  const calls: URL[] = [];
  server.use(
    http.get('*/admin/trackers', ({ request }) => {
      const url = new URL(request.url);
      calls.push(url);
      return HttpResponse.json(typeof rows === 'function' ? rows(url) : { total: rows.length, result: rows });
    }),
    http.get('*/admin/seizure-requests/reports', () => HttpResponse.json({ total: 0, result: [] })),
  );
  return calls;
}

/** Case 12 (ready unless told) with these requests; answers the details and the lists. */
export function answerCaseWithTrackers(
  rows: WireRequest[],
  caseOverrides: Parameters<typeof buildCaseDetails>[0] = {},
) {
  const details = answerCaseDetails(
    buildCaseDetails({ id: 12, trackers: { totalApproved: 0, totalPending: rows.length }, ...caseOverrides }),
  );
  const calls = answerTrackers(rows);
  return { details, calls };
}

/** Records the JSON bodies POSTed to `path` and answers `answer` (a status and body). */
export function recordPost(path: string, answer: (body: unknown) => { status: number; body: unknown }) {
  const calls: Recorded[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      const body = await request.json();
      calls.push({ url: new URL(request.url), body });
      const { status, body: json } = answer(body);
      return HttpResponse.json(json as Record<string, unknown>, { status });
    }),
  );
  return calls;
}

/** Query parameters of a call, flattened the way qs wrote them ('filters[term]'). */
export const queryOf = (url: URL) => Object.fromEntries(url.searchParams.entries());
