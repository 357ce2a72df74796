import type { TrackerFeature, TrackerListTab } from '../../../domain/schemas/trackerQueries';
import type { CaseStatus, TrackerRequestStatus, UserStatus } from '../../../domain/statuses';

/** Shapes of the tracker calls (spec 000 §3, §7 "Trackers"; docs/trackers.md), dates revived. */

export interface TrackerPhoto {
  id: number;
  /** The stored file's path, opened with GET /content/<path>?token=… */
  value: string;
}

export interface TrackerUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  status: UserStatus;
  isPro: boolean;
}

/** A row of GET /admin/trackers: one tracker's request to work one case. */
export interface TrackerRequest {
  id: number;
  status: TrackerRequestStatus;
  user: TrackerUser;
  seizureRequest: { id: number; licensePlate: string | null; chassi: string | null; status: CaseStatus };
  /** Whose case it is (support's lists span every company). */
  lawCompany?: { id: number; name: string };
  request: { manual: boolean; message: string | null; photos: TrackerPhoto[] };
  createdAt: Date;
  updatedAt: Date;
  viewedAt: Date | null;
  autoApprovedAt: Date | null;
  /** When the auto-approval job will approve this pending request (ours, not the spec's); null otherwise. */
  autoApprovesAt: Date | null;
  reason: string | null;
  wasDeclined: boolean;
  wasReproved: boolean;
  lastReprovedReason: string | null;
  hasFound: boolean;
  hasScanner: boolean;
  hasPhotos: boolean;
  canEmitReceipt: boolean;
}

export type ViewedFilter = 'viewed' | 'notViewed';

/** The query of GET /admin/trackers (qs encodes `filters` with brackets). */
export interface TrackerListParams {
  seizureRequestId?: number;
  status: TrackerListTab;
  page: number;
  perPage: number;
  sortField?: 'createdAt' | 'updatedAt' | 'autoApprovedAt';
  sortDirection?: 'asc' | 'desc';
  filters?: {
    term?: string;
    hasFeature?: TrackerFeature[];
    viewedAt?: ViewedFilter;
  };
}

/** A row of GET /admin/trackers/add/search: a tracker the case admin may add to the case. */
export interface TrackerCandidate {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
  state: string | null;
  city: string | null;
  experienceScore: number | null;
  isPro: boolean;
}

export type TrackerSearchSort = 'name' | 'experienceScore' | 'createdAt';

/** The query of GET /admin/trackers/add/search: by name, or by location (state required). */
export interface TrackerSearchParams {
  seizureRequestId: number;
  page: number;
  perPage: number;
  sortField: TrackerSearchSort;
  sortDirection: 'asc' | 'desc';
  filters: { name?: string; location?: { state: string; city?: string } };
}
