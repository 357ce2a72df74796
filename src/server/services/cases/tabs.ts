import { z } from 'zod';
import { READY_CASE_STATUSES, type CaseStatus } from '../../../domain/statuses';
import { STATE_CODES } from '../../../domain/states';
import { normalizePlate } from '../../../domain/validators';
import { INVALID, idField, maxLength, maxValue, minValue, NOT_A_NUMBER, INTEGER } from '../../../domain/schemas/messages';

/**
 * The case-list tabs (spec "Case list"). `listTabs` are the values of seizure_requests.list_tab
 * the tab covers (null: every case); `counter` selects its counters in case_counts.
 */
export const CASE_LIST_TABS = ['active', 'available', 'assigned', 'all', 'draft', 'sized', 'notSized'] as const;
export type CaseListTab = (typeof CASE_LIST_TABS)[number];

/** The console's tab names (CASE_TABS of src/domain/statuses) are accepted too. */
const TAB_ALIASES: Record<string, CaseListTab> = { withoutTracker: 'available', withTracker: 'assigned' };

export const LIST_TAB = { draft: 1, available: 2, assigned: 3, sized: 4, notSized: 5 } as const;

export const TABS: Record<
  CaseListTab,
  { listTabs: number[] | null; statuses: readonly CaseStatus[] | null; hasApproved?: boolean }
> = {
  active: { listTabs: [LIST_TAB.available, LIST_TAB.assigned], statuses: READY_CASE_STATUSES },
  available: { listTabs: [LIST_TAB.available], statuses: READY_CASE_STATUSES, hasApproved: false },
  assigned: { listTabs: [LIST_TAB.assigned], statuses: READY_CASE_STATUSES, hasApproved: true },
  all: { listTabs: null, statuses: null },
  draft: { listTabs: [LIST_TAB.draft], statuses: ['draft'] },
  sized: { listTabs: [LIST_TAB.sized], statuses: ['completedSized'] },
  notSized: { listTabs: [LIST_TAB.notSized], statuses: ['completedNotSized', 'archived'] },
};

export const CASE_SORT_FIELDS = ['createdAt', 'chassi', 'licensePlate', 'processNumber'] as const;
export type CaseSortField = (typeof CASE_SORT_FIELDS)[number];
export const SORT_COLUMNS: Record<CaseSortField, string> = {
  createdAt: 'created_at',
  chassi: 'chassi',
  licensePlate: 'license_plate',
  processNumber: 'process_number',
};

export const MAX_PER_PAGE = 100;
const MAX_PAGE = 100_000;

/** A number from the query string ('2') or JSON (2). */
const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: NOT_A_NUMBER }).int(INTEGER).min(min, minValue(min)).max(max, maxValue(max)).default(fallback),
  );

/** A prefix filter: trimmed, empty means none; `normalize` puts it in the stored form. */
const prefix = (max: number, normalize: (v: string) => string) =>
  z
    .string({ error: INVALID })
    .trim()
    .max(max, maxLength(max))
    .transform((v) => normalize(v) || undefined)
    .optional();

const filtersSchema = z
  .object(
    {
      chassi: prefix(17, (v) => v.toUpperCase()),
      licensePlate: prefix(8, normalizePlate),
      processNumber: prefix(50, (v) => v),
      lawCompanyId: z.preprocess((v) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v), idField().optional()),
      state: z
        .string({ error: INVALID })
        .trim()
        .toUpperCase()
        .refine((v) => v === '' || (STATE_CODES as readonly string[]).includes(v), { error: INVALID })
        .transform((v) => v || undefined)
        .optional(),
      withPending: z.preprocess(
        (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
        z.boolean({ error: INVALID }).optional(),
      ),
    },
    { error: INVALID },
  )
  .default({});

export const caseListQuerySchema = z.object({
  page: queryInt(1, MAX_PAGE, 1),
  perPage: queryInt(1, MAX_PER_PAGE, 10),
  sortField: z.enum(CASE_SORT_FIELDS, { error: INVALID }).default('createdAt'),
  sortDirection: z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(['asc', 'desc'], { error: INVALID }).default('desc'),
  ),
  status: z.preprocess(
    (v) => (typeof v === 'string' ? (TAB_ALIASES[v] ?? v) : v),
    z.enum(CASE_LIST_TABS, { error: INVALID }).default('all'),
  ),
  filters: filtersSchema,
});
export type CaseListQuery = z.output<typeof caseListQuerySchema>;
