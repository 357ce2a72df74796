import type { GetListParams } from 'react-admin';

/**
 * A list whose query is not the generic one of dataProvider.listQuery: its path and how
 * react-admin's getList params (pagination, sort, and the filter carrying the tab) become the
 * query the API reads. The server's list schemas (src/domain/schemas/trackerQueries.ts) say what
 * each one accepts; the console sends nothing else.
 */
export interface ListMapping {
  path: string;
  query: (params: GetListParams) => Record<string, unknown>;
}

/** page and perPage, as the API counts them (1-based). */
export const pageOf = (params: GetListParams) => ({
  page: params.pagination?.page ?? 1,
  perPage: params.pagination?.perPage ?? 10,
});

/** sortField and sortDirection when the list sorts by a field; none lets the API use the tab's default. */
export const sortOf = (params: GetListParams) =>
  params.sort?.field ? { sortField: params.sort.field, sortDirection: params.sort.order.toLowerCase() } : {};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** The filters worth sending (no '' nor []), or undefined when none is left. */
export function filtersOf(values: Record<string, unknown>): Record<string, unknown> | undefined {
  const kept = Object.entries(values).filter(([, value]) => !isEmpty(value));
  return kept.length ? Object.fromEntries(kept) : undefined;
}
