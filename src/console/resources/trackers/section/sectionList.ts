import { useEffect, useRef, useState } from 'react';
import { useListContext } from 'react-admin';
import { useDebouncedValue } from '../../../components/useDebouncedValue';
import type { TrackerFeature, TrackerListTab } from '../../../../domain/trackers';
import type { ViewedFilter } from '../../../../domain/trackers';

/** Spec 000 §9: tracker lists show 10 a page. */
export const TRACKERS_PER_PAGE = 10;

/** The section's tabs (trackerQueries' TRACKER_LIST_TABS without the auto-approval page's two). */
export const SECTION_TABS = [
  'pending',
  'approved',
  'reproved',
  'declined',
  'all',
] as const satisfies readonly TrackerListTab[];
export type SectionTab = (typeof SECTION_TABS)[number];

/** The section's filter values in the list controller (the tab and the case travel beside them). */
export interface SectionFilterValues {
  tab?: SectionTab;
  term?: string;
  hasFeature?: TrackerFeature[];
  viewedAt?: ViewedFilter;
}

/**
 * The term as typed, reaching the list's filter 300 ms after the last keystroke, or every 2 s
 * while typing goes on (WATCH_DEBOUNCE; and then page 1, as every filter change). Only a new pause in typing writes the filter, so clearing the
 * filters meanwhile is not undone by a term still waiting.
 */
export function useTermFilter(): [string, (term: string) => void] {
  const { filterValues, setFilters } = useListContext();
  const [term, setTerm] = useState<string>((filterValues as SectionFilterValues).term ?? '');
  const debounced = useDebouncedValue(term.trim());
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };
  useEffect(() => {
    const { filterValues: current, setFilters: set } = latest.current;
    if (((current as SectionFilterValues).term ?? '') !== debounced)
      set({ ...current, term: debounced }, undefined, false);
  }, [debounced]);
  return [term, setTerm];
}
