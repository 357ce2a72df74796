import { CASE_TABS, type CaseTab } from '../../../../domain/statuses';
import { ListTabs } from '../../../components/list/ListTabs';

const TABS = CASE_TABS.map((value) => ({ value, label: `app.cases.tabs.${value}` }));

/** The seven tabs of the case list (no counts: the API gives none per tab). */
export function CaseTabs({ value, onChange }: { value: CaseTab; onChange: (tab: CaseTab) => void }) {
  return <ListTabs tabs={TABS} value={value} onChange={onChange} label="app.cases.tabs.label" />;
}
