// The list queries of the tracker and report calls (GET /admin/trackers, /admin/trackers/add/search,
// /admin/seizure-requests/reports and the two dashboard lists). They read query strings ('2') and
// JSON (2) alike; nested filters arrive as filters[term]=x (qs on both sides).
import { z } from 'zod';
import { SEIZURE_REPORT_STATUSES } from '../statuses';
import { isStateCode } from '../states';
import { idField, INTEGER, INVALID, maxLength, maxValue, minValue, NOT_A_NUMBER, SELECT_STATE } from './messages';

export const TRACKER_LIST_MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;

/** The tabs of a tracker list: a request status, every request, or the two auto-approval tabs. */
export const TRACKER_LIST_TABS = ['pending', 'approved', 'reproved', 'declined', 'all', 'autoApproved', 'nextAutoApproved'] as const;
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

export const TRACKER_SORT_FIELDS = ['createdAt', 'updatedAt', 'autoApprovedAt'] as const;
export type TrackerSortField = (typeof TRACKER_SORT_FIELDS)[number];
/** The spec's default sort of each tab (§9); every tab sorts descending unless asked. */
export const TRACKER_TAB_SORT: Record<TrackerListTab, TrackerSortField> = {
  pending: 'createdAt',
  approved: 'createdAt',
  reproved: 'createdAt',
  declined: 'createdAt',
  all: 'createdAt',
  autoApproved: 'autoApprovedAt',
  nextAutoApproved: 'updatedAt',
};

export const TRACKER_FEATURES = ['hasFound', 'hasScanner', 'hasPhotos', 'canEmitReceipt'] as const;
export type TrackerFeature = (typeof TRACKER_FEATURES)[number];
export const TRACKER_FEATURE_LABELS: Record<TrackerFeature, string> = {
  hasFound: 'Já encontrou o veículo',
  hasScanner: 'Possui scanner',
  hasPhotos: 'Enviou fotos',
  canEmitReceipt: 'Emite recibo',
};

/** A number from the query string ('2') or JSON (2); absent or '' takes the fallback. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: NOT_A_NUMBER }).int(INTEGER).min(min, minValue(min)).max(max, maxValue(max)).default(fallback),
  );

const toId = (v: unknown) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v);
/** An optional record id from the query string. */
export const queryId = () => z.preprocess(toId, idField().optional());
/** A required record id from the query string ('Obrigatório' when absent). */
export const requiredQueryId = () => z.preprocess(toId, idField());

/** Trimmed text; '' is absent. */
const queryText = (max: number) =>
  z
    .string({ error: INVALID })
    .trim()
    .max(max, maxLength(max))
    .transform((v) => v || undefined)
    .optional();

const direction = (fallback: 'asc' | 'desc') =>
  z.preprocess((v) => (typeof v === 'string' ? v.toLowerCase() : v), z.enum(['asc', 'desc'], { error: INVALID }).default(fallback));

/** One value of a list, or several (filters[hasFeature][]=a&filters[hasFeature][]=b). */
const oneOrMany = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? [v] : v),
    z.array(z.enum(values, { error: INVALID }), { error: INVALID }).max(values.length, INVALID).optional(),
  );

const yesNo = z.preprocess(
  (v) => (v === 'yes' || v === 'true' || v === true ? 'yes' : v === 'no' || v === 'false' || v === false ? 'no' : v === '' ? undefined : v),
  z.enum(['yes', 'no'], { error: INVALID }).optional(),
);

export const pageQuerySchema = z.object({
  page: queryInt(1, MAX_PAGE, 1),
  perPage: queryInt(1, TRACKER_LIST_MAX_PER_PAGE, 10),
});

/** GET /admin/trackers. `sortField` defaults to the tab's (TRACKER_TAB_SORT). */
export const trackerListQuerySchema = pageQuerySchema.extend({
  seizureRequestId: queryId(),
  status: z.enum(TRACKER_LIST_TABS, { error: INVALID }).default('all'),
  sortField: z.enum(TRACKER_SORT_FIELDS, { error: INVALID }).optional(),
  sortDirection: direction('desc'),
  filters: z
    .object(
      {
        /** Part of the tracker's name, e-mail or phone, any case. */
        term: queryText(100),
        /** A case id (digits only) or the start of a plate ('ABC', 'abc-1'). */
        seizureRequest: queryText(20),
        hasFeature: oneOrMany(TRACKER_FEATURES),
        viewedAt: z.preprocess((v) => (v === '' ? undefined : v), z.enum(['viewed', 'notViewed'], { error: INVALID }).optional()),
        autoApprovedAt: yesNo,
      },
      { error: INVALID },
    )
    .default({}),
});
export type TrackerListQuery = z.output<typeof trackerListQuerySchema>;

export const TRACKER_SEARCH_SORT_FIELDS = ['name', 'experienceScore', 'createdAt'] as const;

const stateFilter = z
  .string({ error: INVALID })
  .trim()
  .toUpperCase()
  .refine((v) => v === '' || isStateCode(v), { error: INVALID })
  .transform((v) => v || undefined)
  .optional();

/**
 * GET /admin/trackers/add/search: trackers who may be added to the case, by name (or e-mail) or
 * by location. A location needs at least its state ('Selecione ao menos o estado' on
 * filters.location.state); the city is optional.
 */
export const trackerAddSearchQuerySchema = pageQuerySchema.extend({
  seizureRequestId: requiredQueryId(),
  sortField: z.enum(TRACKER_SEARCH_SORT_FIELDS, { error: INVALID }).default('name'),
  sortDirection: direction('asc'),
  filters: z
    .object(
      {
        name: queryText(100),
        location: z
          .object({ state: stateFilter, city: queryText(100) }, { error: INVALID })
          .refine((l) => l.state !== undefined, { path: ['state'], error: SELECT_STATE, abort: true })
          .optional(),
      },
      { error: INVALID },
    )
    .default({}),
});
export type TrackerAddSearchQuery = z.output<typeof trackerAddSearchQuerySchema>;

/** The report tabs: a status, or every report the tracker sent ('all': drafts are the tracker's, not listed). */
export const REPORT_LIST_STATUSES = ['all', ...SEIZURE_REPORT_STATUSES] as const;

/** GET /admin/seizure-requests/reports. */
export const reportListQuerySchema = pageQuerySchema.extend({
  seizureRequestId: queryId(),
  status: z.enum(REPORT_LIST_STATUSES, { error: INVALID }).default('all'),
  sortField: z.enum(['createdAt', 'updatedAt'], { error: INVALID }).default('createdAt'),
  sortDirection: direction('desc'),
});
export type ReportListQuery = z.output<typeof reportListQuerySchema>;
