// The trackers area's contract (spec §3, §4 "Tracker request", §7 "Trackers"; docs/trackers.md):
// tracker requests, the candidates a case admin may add, auto-approval; the records the API
// answers, the list queries, and the rules both the server and the console decide on.
//
// Dates are `Date` (see ./wire.ts): the server's presenters return Date objects, JSON carries ISO
// strings, the console revives them. Raw JSON readers use `Json<T>`.
import { z } from 'zod';
import { isCaseAdmin } from './roles';
import { isClosedCase } from './cases';
import {
  direction,
  filtersOf,
  listQuerySchema,
  oneOrMany,
  queryId,
  queryText,
  requiredQueryId,
  sortField,
  tabField,
  yesNo,
} from './listQuery';
import { formatDateTime } from './format';
import { INVALID, SELECT_STATE } from './schemas/messages';
import { isStateCode, STATE_CODES } from './states';
import {
  isReadyCaseStatus,
  TRACKER_BLOCKED_LABEL,
  trackerRequestLabel,
  type CaseStatus,
  type TrackerRequestStatus,
  type UserStatus,
} from './statuses';
import { onlyDigits } from './validators';

/** The longest search of a case's trackers (the search box takes no more, so it never answers 422). */
export const TRACKER_SEARCH_MAX = 100;

// ---- Wire records ---------------------------------------------------------------------------

/** Who sent a tracker request or a report. */
export interface TrackerUser {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  avatar: string | null;
}

/** The tracker of a request: with his account's status (a blocked one is tagged) and plan. */
export interface RequestingTracker extends TrackerUser {
  status: UserStatus;
  isPro: boolean;
}

export interface TrackerPhoto {
  id: number;
  /** The stored file's path, opened with GET /content/<path>?token=… */
  value: string;
}

/** A row of GET /admin/trackers (and what a decision or a manual add answers). */
export interface TrackerRequest {
  id: number;
  status: TrackerRequestStatus;
  user: RequestingTracker;
  seizureRequest: { id: number; licensePlate: string | null; chassi: string | null; status: CaseStatus };
  /** Whose case it is (support's lists span every company). */
  lawCompany: { id: number; name: string };
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

/** GET /admin/trackers/{id}/viewed. */
export interface RequestViewed {
  viewedAt: Date | null;
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

// ---- Auto-approval --------------------------------------------------------------------------

/** The answer time the terms promise: a request unanswered this long is approved by the job. */
export const AUTO_APPROVAL_HOURS = 48;
/** "Próximas 24hs": what the job will approve within this window. */
export const NEXT_AUTO_APPROVAL_HOURS = 24;

// ---- List queries ---------------------------------------------------------------------------

/** The tabs of a tracker list: a request status, every request, or the two auto-approval tabs. */
export const TRACKER_LIST_TABS = [
  'pending',
  'approved',
  'reproved',
  'declined',
  'all',
  'autoApproved',
  'nextAutoApproved',
] as const;
export type TrackerListTab = (typeof TRACKER_LIST_TABS)[number];
export const TRACKER_LIST_TAB_LABELS: Record<TrackerListTab, string> = {
  pending: 'Pendentes',
  approved: 'Aprovados',
  reproved: 'Reprovados',
  declined: 'Abandonados',
  all: 'Todos',
  autoApproved: 'Aprovados', // /aprovacao-automatica
  nextAutoApproved: 'Próximas 24hs', // /aprovacao-automatica
};

export const TRACKER_SORT_FIELDS = ['createdAt', 'updatedAt', 'autoApprovedAt', 'autoApprovesAt'] as const;
export type TrackerSortField = (typeof TRACKER_SORT_FIELDS)[number];
/**
 * The default sort of each tab (spec §9). Every tab sorts descending unless asked, except
 * 'Próximas 24hs': by when the job approves each request, soonest first (docs/decisions.md).
 */
export const TRACKER_TAB_SORT: Record<TrackerListTab, TrackerSortField> = {
  pending: 'createdAt',
  approved: 'createdAt',
  reproved: 'createdAt',
  declined: 'createdAt',
  all: 'createdAt',
  autoApproved: 'autoApprovedAt',
  nextAutoApproved: 'autoApprovesAt',
};
export const TRACKER_TAB_DIRECTION: Partial<Record<TrackerListTab, 'asc' | 'desc'>> = { nextAutoApproved: 'asc' };

export const TRACKER_FEATURES = ['hasFound', 'hasScanner', 'hasPhotos', 'canEmitReceipt'] as const;
export type TrackerFeature = (typeof TRACKER_FEATURES)[number];
export const TRACKER_FEATURE_LABELS: Record<TrackerFeature, string> = {
  hasFound: 'Já encontrou o veículo',
  hasScanner: 'Possui scanner',
  hasPhotos: 'Enviou fotos',
  canEmitReceipt: 'Emite recibo',
};

export type ViewedFilter = 'viewed' | 'notViewed';

/** GET /admin/trackers. `sortField` defaults to the tab's (TRACKER_TAB_SORT). */
export const trackerListQuerySchema = listQuerySchema({
  seizureRequestId: queryId(),
  status: tabField(TRACKER_LIST_TABS, 'all'),
  sortField: sortField(TRACKER_SORT_FIELDS),
  /** Defaults to the tab's (TRACKER_TAB_DIRECTION, else desc). */
  sortDirection: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(['asc', 'desc'], { error: INVALID }).optional(),
  ),
  filters: filtersOf({
    /** Part of the tracker's name or e-mail (accents and case ignored), or a phone's digits. */
    term: queryText(TRACKER_SEARCH_MAX),
    /** A case id (digits only) or the start of a plate ('ABC', 'abc-1'). */
    seizureRequest: queryText(20),
    hasFeature: oneOrMany(TRACKER_FEATURES),
    viewedAt: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z.enum(['viewed', 'notViewed'], { error: INVALID }).optional(),
    ),
    autoApprovedAt: yesNo(),
  }),
});
export type TrackerListQuery = z.output<typeof trackerListQuerySchema>;

/** The query of GET /admin/trackers as the console sends it (qs encodes `filters` with brackets). */
export interface TrackerListParams {
  seizureRequestId?: number;
  status: TrackerListTab;
  page: number;
  perPage: number;
  sortField?: TrackerSortField;
  sortDirection?: 'asc' | 'desc';
  filters?: { term?: string; hasFeature?: TrackerFeature[]; viewedAt?: ViewedFilter };
}

export const TRACKER_SEARCH_SORT_FIELDS = ['name', 'experienceScore', 'createdAt'] as const;
export type TrackerSearchSort = (typeof TRACKER_SEARCH_SORT_FIELDS)[number];

const stateFilter = z
  .string({ error: INVALID })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || isStateCode(v), { error: INVALID })
  .meta({ enum: [...STATE_CODES, ''] })
  .transform((v) => v || undefined)
  .optional();

/**
 * GET /admin/trackers/add/search: trackers who may be added to the case, by name (or e-mail) or
 * by location. A location needs at least its state ('Selecione ao menos o estado' on
 * filters.location.state); the city is optional.
 */
export const trackerAddSearchQuerySchema = listQuerySchema({
  seizureRequestId: requiredQueryId(),
  sortField: sortField(TRACKER_SEARCH_SORT_FIELDS, 'name'),
  sortDirection: direction('asc'),
  filters: filtersOf({
    name: queryText(100),
    location: z
      .object({ state: stateFilter, city: queryText(100) }, { error: INVALID })
      .refine((l) => l.state !== undefined, { path: ['state'], error: SELECT_STATE, abort: true })
      .meta({
        required: ['state'],
        properties: { state: { enum: [...STATE_CODES] }, city: { type: 'string', maxLength: 100 } },
      })
      .optional(),
  }),
});
export type TrackerAddSearchQuery = z.output<typeof trackerAddSearchQuerySchema>;

/** The query of GET /admin/trackers/add/search as the console sends it. */
export interface TrackerSearchParams {
  seizureRequestId: number;
  page: number;
  perPage: number;
  sortField: TrackerSearchSort;
  sortDirection: 'asc' | 'desc';
  filters: { name?: string; location?: { state: string; city?: string } };
}

// ---- Rules both sides decide on -------------------------------------------------------------

type CaseState = { status: CaseStatus; closedAt?: Date | string | null };

/** A ready case that is not closed: the only kind that accepts decisions and manual adds (spec §4). */
export const acceptsTrackerChanges = (c: CaseState) => isReadyCaseStatus(c.status) && !isClosedCase(c);

/** The user decides on this case's requests at all (case admin, ready case). */
export const canDecideOnCase = (c: CaseState, roles: readonly string[]) =>
  isCaseAdmin(roles) && acceptsTrackerChanges(c);

/** Case admins add trackers by hand to ready cases. */
export const canAddTracker = canDecideOnCase;

export interface DecisionOptions {
  approve: boolean;
  reprove: boolean;
}

/** Why a decision on a request is refused in its state, or null when it may be taken. */
export type DecisionBlock = 'caseNotReady' | 'declined' | 'alreadyApproved' | 'alreadyReproved' | 'trackerBlocked';

type Decided = { status: TrackerRequestStatus; user?: { status: UserStatus } };

/** The tracker's account is not active (blocked, pending, removed): his requests carry 'Bloqueado'. */
export const isBlockedTracker = (request: { user?: { status: UserStatus } }) =>
  !!request.user && request.user.status !== 'active';

/**
 * The state rule of a decision (spec §4 "Tracker request"): only on a ready case, never on a
 * declined request; approve unless approved, reprove unless reproved. A blocked tracker is never
 * approved, by hand as by the job (docs/decisions.md "Trackers"); reproving him stays allowed.
 * The server answers the block's message; the console hides the button.
 */
export function decisionBlock(request: Decided, c: CaseState, decision: 'approved' | 'reproved'): DecisionBlock | null {
  if (!acceptsTrackerChanges(c)) return 'caseNotReady';
  if (request.status === 'declined') return 'declined';
  if (decision === request.status) return decision === 'approved' ? 'alreadyApproved' : 'alreadyReproved';
  if (decision === 'approved' && isBlockedTracker(request)) return 'trackerBlocked';
  return null;
}

/** Which decisions a user may take on a request: case admins only, where decisionBlock allows. */
export function decisionOptions(request: Decided, c: CaseState, roles: readonly string[]): DecisionOptions {
  if (!isCaseAdmin(roles)) return { approve: false, reprove: false };
  return {
    approve: decisionBlock(request, c, 'approved') === null,
    reprove: decisionBlock(request, c, 'reproved') === null,
  };
}

/** The last change of a request, as the server finds it when the user's view was stale. */
export interface RequestChange {
  status: TrackerRequestStatus;
  /** Who decided (null: the system, the tracker himself, or unknown). */
  by: string | null;
  /** The caller decided it (another tab or window): said as 'Você', not by its own name. */
  byYou?: boolean;
  at: Date | string;
  autoApproved: boolean;
}

const STALE_TAIL = 'A lista foi atualizada.';

/**
 * The 409 of POST /admin/trackers when the request is no longer in the status the user saw:
 * who decided it and when ('Esta solicitação já foi reprovada por Fulano em 22/11/2026 14:03.
 * A lista foi atualizada.'). Wording in docs/decisions.md "Trackers".
 */
export function staleRequestMessage(change: RequestChange): string {
  const when = formatDateTime(change.at);
  const head = (() => {
    switch (change.status) {
      case 'approved':
        if (change.autoApproved) return `Esta solicitação já foi aprovada automaticamente em ${when}.`;
        if (change.byYou) return `Você já aprovou esta solicitação em ${when}, em outra aba ou janela.`;
        return change.by
          ? `Esta solicitação já foi aprovada por ${change.by} em ${when}.`
          : `Esta solicitação já foi aprovada em ${when}.`;
      case 'reproved':
        if (change.byYou) return `Você já reprovou esta solicitação em ${when}, em outra aba ou janela.`;
        return change.by
          ? `Esta solicitação já foi reprovada por ${change.by} em ${when}.`
          : `Esta solicitação já foi reprovada em ${when}.`;
      case 'declined':
        return `O localizador abandonou esta solicitação em ${when}.`;
      default:
        return `Esta solicitação voltou a ficar pendente em ${when}.`;
    }
  })();
  return `${head} ${STALE_TAIL}`;
}

export type TagKind = 'blocked' | 'autoApproved' | TrackerRequestStatus;

/**
 * The tags a request shows: its status ('Auto. Aprovado' for the job's approvals), then
 * 'Bloqueado' when the tracker's account is not active, so a blocked tracker's pending request
 * reads 'Pendente' and 'Bloqueado' (issue 10 item 4).
 */
export function requestTags(request: Tagged): { kind: TagKind; label: string }[] {
  const status: TagKind = request.status === 'approved' && request.autoApprovedAt ? 'autoApproved' : request.status;
  const tags: { kind: TagKind; label: string }[] = [
    { kind: status, label: trackerRequestLabel(request.status, { autoApprovedAt: request.autoApprovedAt }) },
  ];
  if (isBlockedTracker(request)) tags.push({ kind: 'blocked', label: TRACKER_BLOCKED_LABEL });
  return tags;
}

type Tagged = { status: TrackerRequestStatus; autoApprovedAt: Date | string | null; user: { status: UserStatus } };

/** The tag's kind, in the priority of trackerRequestLabel: a blocked user, then auto-approval, then the status. */
export function tagKind(request: Tagged): TagKind {
  if (request.user.status !== 'active') return 'blocked';
  if (request.status === 'approved' && request.autoApprovedAt) return 'autoApproved';
  return request.status;
}

/** 'Auto. Aprovado', 'Bloqueado', 'Abandonado', or the status's label (statuses' trackerRequestLabel). */
export const tagLabel = (request: Tagged) =>
  trackerRequestLabel(request.status, { autoApprovedAt: request.autoApprovedAt, userStatus: request.user.status });

/** The features a request has, in the filters' order. */
export const featuresOf = (request: Pick<TrackerRequest, TrackerFeature>) => TRACKER_FEATURES.filter((f) => request[f]);

/** A WhatsApp chat with the phone, country code 55 (spec §9); null without a usable number. */
export function whatsappUrl(phone: string | null | undefined): string | null {
  const digits = onlyDigits(phone);
  if (digits.length < 10) return null;
  return `https://wa.me/${digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`}`;
}
