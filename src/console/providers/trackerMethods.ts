import type { TrackerAddInput, TrackerDecisionInput } from '../../domain/schemas/trackers';
import type {
  TrackerCandidate,
  TrackerListParams,
  TrackerRequest,
  TrackerSearchParams,
} from '../resources/trackers/types';
import { request } from './httpClient';
import type { ListAnswer } from './types';

const TRACKERS = '/admin/trackers';

/**
 * The trackers' domain operations (spec 000 §7 "Trackers"; docs/trackers.md), spread into the
 * dataProvider and called with useDataProvider + react-query. Failures reject with an HttpError
 * carrying the catalogue's text (or the server's pt-BR refusal) and, for a 422, the field errors.
 */
export const trackerMethods = {
  /** GET /admin/trackers: the requests of a case (seizureRequestId) or of the company, one tab, one page. */
  listTrackers: (query: TrackerListParams, signal?: AbortSignal) =>
    request<ListAnswer<TrackerRequest>>(TRACKERS, { query: { ...query }, signal }),
  /** POST /admin/trackers {requestId, status, reason}: approve (optional message) or reprove (reason). */
  decideTracker: (body: TrackerDecisionInput) => request<TrackerRequest>(TRACKERS, { method: 'POST', body }),
  /** GET /admin/trackers/{id}/viewed: records the first view of a case admin; answers viewedAt. */
  markTrackerViewed: (id: number) => request<{ viewedAt: Date | null }>(`${TRACKERS}/${id}/viewed`),
  /** GET /admin/trackers/add/search: trackers who may be added to the case, by name or location. */
  searchTrackersToAdd: (query: TrackerSearchParams, signal?: AbortSignal) =>
    request<ListAnswer<TrackerCandidate>>(`${TRACKERS}/add/search`, { query: { ...query }, signal }),
  /** POST /admin/trackers/add {seizureRequestId, userId}: an approved, manual request (201). */
  addTracker: (body: TrackerAddInput) => request<TrackerRequest>(`${TRACKERS}/add`, { method: 'POST', body }),
};
