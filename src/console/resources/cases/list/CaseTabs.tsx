import { Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CASE_TABS, type CaseTab } from '../../../../domain/statuses';

/** The seven tabs of the case list. */
export function CaseTabs({ value, onChange }: { value: CaseTab; onChange: (tab: CaseTab) => void }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: CaseTab) => onChange(tab)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={translate('app.cases.tabs.label')}
      sx={{ minHeight: 44, '& .MuiTab-root': { minHeight: 44, px: 2 } }}
    >
      {CASE_TABS.map((tab) => (
        <Tab key={tab} value={tab} label={translate(`app.cases.tabs.${tab}`)} />
      ))}
    </Tabs>
  );
}
