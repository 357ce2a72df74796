import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CaseGraph, Counter, FromAppCounter, LawCompanyCounter } from '../../../domain/dashboard';
import { request } from '../../providers/httpClient';

/** Query keys (their prefixes are the dashboard's in providers/dependencies.ts). */
export const GRAPH_KEY = 'dashboard-graph';
export const COUNTERS_KEY = 'dashboard-counters';

/** GET /admin/dashboard/seizure-requests/graph/{lawCompanyId?}: support's filter, or none. */
export function useCaseGraph(lawCompanyId: number | null) {
  return useQuery({
    queryKey: [GRAPH_KEY, lawCompanyId ?? 'all'],
    queryFn: ({ signal }) =>
      request<CaseGraph>(`/admin/dashboard/seizure-requests/graph${lawCompanyId === null ? '' : `/${lawCompanyId}`}`, {
        signal,
      }),
    // Changing the company keeps the last doughnuts on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });
}

export type CounterGroup = 'law-companies' | 'from-app';

/** GET /admin/dashboard/{law-companies|from-app}/{status|total}: one call per counter. */
export function useCounter(group: CounterGroup, counter: LawCompanyCounter | FromAppCounter) {
  return useQuery({
    queryKey: [COUNTERS_KEY, group, counter],
    queryFn: ({ signal }) => request<Counter>(`/admin/dashboard/${group}/${counter}`, { signal }),
  });
}
