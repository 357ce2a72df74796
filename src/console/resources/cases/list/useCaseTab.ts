import { CASE_TABS, type CaseTab } from '../../../../domain/statuses';
import { useListTab } from '../../../components/list/ListTabs';

/**
 * The list's tab, carried as `filter.tab` (the dataProvider sends it as `status`). A URL or a
 * stored state without a valid tab is put back on 'active'; changing tab keeps the other filters
 * and goes to page 1 (react-admin's setFilters always does).
 */
export const useCaseTab = (): [CaseTab, (tab: CaseTab) => void] => useListTab(CASE_TABS, 'active');
