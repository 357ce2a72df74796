import { useEffect } from 'react';
import { useListContext } from 'react-admin';
import { CASE_TABS, type CaseTab } from '../../../../domain/statuses';

const isCaseTab = (value: unknown): value is CaseTab => (CASE_TABS as readonly unknown[]).includes(value);

/**
 * The list's tab, carried as `filter.tab` (the dataProvider sends it as `status`). A URL or a
 * stored state without a valid tab is put back on 'active'; changing tab keeps the other filters
 * and goes to page 1 (react-admin's setFilters always does).
 */
export function useCaseTab(): [CaseTab, (tab: CaseTab) => void] {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current = filterValues?.tab;
  const tab: CaseTab = isCaseTab(current) ? current : 'active';
  useEffect(() => {
    if (!isCaseTab(current)) setFilters({ ...filterValues, tab: 'active' }, displayedFilters, false);
  }, [current, filterValues, displayedFilters, setFilters]);
  const change = (next: CaseTab) => setFilters({ ...filterValues, tab: next }, displayedFilters, false);
  return [tab, change];
}
