import type { CaseSortField } from '../../../domain/cases';
import { READY_CASE_STATUSES, type CaseStatus, type CaseTab } from '../../../domain/statuses';

// The list query itself (tabs, sort fields, filters, paging) is the cases contract's
// (src/domain/cases.ts); here is only how the database answers it.
export { caseListQuerySchema, type CaseListQuery } from '../../../domain/cases';

/** The values of seizure_requests.list_tab, kept by PostgreSQL (see db/schema/cases.ts). */
export const LIST_TAB = { draft: 1, withoutTracker: 2, withTracker: 3, sized: 4, notSized: 5 } as const;

/**
 * The case-list tabs (spec "Case list", CASE_TABS of the domain). `listTabs` are the values of
 * seizure_requests.list_tab the tab covers (null: every case); `statuses` and `hasApproved`
 * select its counters in case_counts.
 */
export const TABS: Record<
  CaseTab,
  { listTabs: number[] | null; statuses: readonly CaseStatus[] | null; hasApproved?: boolean }
> = {
  active: { listTabs: [LIST_TAB.withoutTracker, LIST_TAB.withTracker], statuses: READY_CASE_STATUSES },
  withoutTracker: { listTabs: [LIST_TAB.withoutTracker], statuses: READY_CASE_STATUSES, hasApproved: false },
  withTracker: { listTabs: [LIST_TAB.withTracker], statuses: READY_CASE_STATUSES, hasApproved: true },
  all: { listTabs: null, statuses: null },
  draft: { listTabs: [LIST_TAB.draft], statuses: ['draft'] },
  sized: { listTabs: [LIST_TAB.sized], statuses: ['completedSized'] },
  notSized: { listTabs: [LIST_TAB.notSized], statuses: ['completedNotSized', 'archived'] },
};

export const SORT_COLUMNS: Record<CaseSortField, string> = {
  createdAt: 'created_at',
  chassi: 'chassi',
  licensePlate: 'license_plate',
  processNumber: 'process_number',
};
