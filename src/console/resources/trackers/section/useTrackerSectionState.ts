import { useEffect, useState } from 'react';
import type { TrackerFeature, TrackerListTab } from '../../../../domain/schemas/trackerQueries';
import type { TrackerListParams, ViewedFilter } from '../types';

/** Spec 000 §9: tracker lists show 10 a page. */
export const TRACKERS_PER_PAGE = 10;
/** The term search waits for a pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;

/** The section's tabs (trackerQueries' TRACKER_LIST_TABS without the auto-approval page's two). */
export const SECTION_TABS = ['pending', 'approved', 'reproved', 'declined', 'all'] as const satisfies readonly TrackerListTab[];
export type SectionTab = (typeof SECTION_TABS)[number];

export interface SectionFilters {
  term: string;
  features: TrackerFeature[];
  viewed: ViewedFilter | '';
}

const NO_FILTERS: SectionFilters = { term: '', features: [], viewed: '' };

function useDebounced<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * The trackers section's tab, filters and page (kept while the case is on screen). Any change of
 * tab or filter goes back to page 1; the term reaches the query 300 ms after the last keystroke.
 */
export function useTrackerSectionState(caseId: number, initialTab: SectionTab) {
  const [tab, setTabState] = useState<SectionTab>(initialTab);
  const [filters, setFiltersState] = useState<SectionFilters>(NO_FILTERS);
  const term = useDebounced(filters.term.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the term it was chosen with: a new term starts at page 1.
  const [paging, setPaging] = useState({ page: 1, term });
  const page = paging.term === term ? paging.page : 1;
  const setPage = (next: number) => setPaging({ page: next, term });
  const params: TrackerListParams = {
    seizureRequestId: caseId,
    status: tab,
    page,
    perPage: TRACKERS_PER_PAGE,
    filters: {
      ...(term ? { term } : {}),
      ...(filters.features.length ? { hasFeature: filters.features } : {}),
      ...(filters.viewed ? { viewedAt: filters.viewed } : {}),
    },
  };
  return {
    tab,
    filters,
    page,
    params,
    setTab: (next: SectionTab) => {
      setTabState(next);
      setPage(1);
    },
    setFilters: (change: Partial<SectionFilters>) => {
      setFiltersState((current) => ({ ...current, ...change }));
      if (change.features !== undefined || change.viewed !== undefined) setPage(1);
    },
    clearFilters: () => {
      setFiltersState(NO_FILTERS);
      setPage(1);
    },
    setPage,
  };
}
