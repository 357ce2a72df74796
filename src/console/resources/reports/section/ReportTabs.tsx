import { Box, Chip, Tab, Tabs } from '@mui/material';
import { useTranslate } from 'react-admin';
import { REPORT_TABS, type ReportTab } from '../types';

/** 'Todos', 'Pendentes' (with how many wait), 'Aprovados', 'Reprovados'. */
export function ReportTabs({ value, pendingCount, onChange }: { value: ReportTab; pendingCount?: number; onChange: (tab: ReportTab) => void }) {
  const translate = useTranslate();
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: ReportTab) => onChange(tab)}
      aria-label={translate('app.reports.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ mb: 2, borderBottom: 1, borderColor: 'divider', minHeight: 40 }}
    >
      {REPORT_TABS.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          sx={{ minHeight: 40 }}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {translate(`app.reports.tabs.${tab}`)}
              {tab === 'pending' && pendingCount ? <Chip size="small" color="warning" label={pendingCount} sx={{ height: 20 }} /> : null}
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
