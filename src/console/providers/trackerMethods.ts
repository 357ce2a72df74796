import type { TrackerAddInput, TrackerDecisionInput } from '../../domain/schemas/trackers';
import type { TrackerRequest } from '../../domain/trackers';
import { request } from './httpClient';
import { filtersOf, pageOf, sortOf, type ListMapping } from './listMapping';

const TRACKERS = '/admin/trackers';

/**
 * getList('trackers'): GET /admin/trackers. The filter carries the tab (sent as `status`), the
 * case (`seizureRequestId`, absent on /aprovacao-automatica) and the section's filters (term,
 * hasFeature, viewedAt), sent as `filters[…]`.
 */
export const trackerLists: Record<string, ListMapping> = {
  trackers: {
    path: TRACKERS,
    query: (params) => {
      const { tab, seizureRequestId, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
      return { seizureRequestId, status: tab, ...pageOf(params), ...sortOf(params), filters: filtersOf(filters) };
    },
  },
  /**
   * getList('tracker-candidates'): GET /admin/trackers/add/search, the manual add's search. The
   * filter carries the case and `name` or `location` ({ state, city? }), sent as `filters[…]`.
   */
  'tracker-candidates': {
    path: `${TRACKERS}/add/search`,
    query: (params) => {
      const { seizureRequestId, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
      return { seizureRequestId, ...pageOf(params), ...sortOf(params), filters: filtersOf(filters) };
    },
  },
};

/**
 * The trackers' domain operations (spec 000 §7 "Trackers"; docs/trackers.md), spread into the
 * dataProvider and called with useDataProvider + react-query. Failures reject with an HttpError
 * carrying the catalogue's text (or the server's pt-BR refusal) and, for a 422, the field errors.
 */
export const trackerMethods = {
  /**
   * POST /admin/trackers {requestId, status, expectedStatus, reason}: approve (optional message) or
   * reprove (reason), against the status the user saw (409 with who and when if it changed).
   */
  decideTracker: (body: TrackerDecisionInput) => request<TrackerRequest>(TRACKERS, { method: 'POST', body }),
  /** GET /admin/trackers/{id}/viewed: records the first view of a case admin; answers viewedAt. */
  markTrackerViewed: (id: number) => request<{ viewedAt: Date | null }>(`${TRACKERS}/${id}/viewed`),
  /** POST /admin/trackers/add {seizureRequestId, userId}: an approved, manual request (201). */
  addTracker: (body: TrackerAddInput) => request<TrackerRequest>(`${TRACKERS}/add`, { method: 'POST', body }),
};
