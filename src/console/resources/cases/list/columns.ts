import type { CaseTab } from '../../../../domain/statuses';

/** The case list's columns (spec 000 "Case list"), in order. */
export const CASE_COLUMNS = [
  'type',
  'chassi',
  'licensePlate',
  'processNumber',
  'company',
  'location',
  'trackers',
  'status',
] as const;
export type CaseColumn = (typeof CASE_COLUMNS)[number];

/** Sortable columns are also the list's sortField values. */
export const SORTABLE_COLUMNS: readonly CaseColumn[] = ['chassi', 'licensePlate', 'processNumber'];

/** Which filter each filterable column carries, and the filter key sent as filters[key]. */
export const COLUMN_FILTERS: Partial<
  Record<CaseColumn, { kind: 'prefix' | 'company' | 'state' | 'pending'; key: string }>
> = {
  chassi: { kind: 'prefix', key: 'chassi' },
  licensePlate: { kind: 'prefix', key: 'licensePlate' },
  processNumber: { kind: 'prefix', key: 'processNumber' },
  company: { kind: 'company', key: 'lawCompanyId' },
  location: { kind: 'state', key: 'state' },
  trackers: { kind: 'pending', key: 'withPending' },
};

/**
 * The columns a tab shows: the company only for support, the trackers everywhere but on the
 * draft tab (a draft has none), the status only where it varies (all and active).
 */
export function caseColumns(tab: CaseTab, support: boolean): CaseColumn[] {
  return CASE_COLUMNS.filter((column) => {
    if (column === 'company') return support;
    if (column === 'trackers') return tab !== 'draft';
    if (column === 'status') return tab === 'all' || tab === 'active';
    return true;
  });
}
