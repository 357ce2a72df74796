import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import { Box, Stack } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../domain/roles';
import { isReadyCaseStatus } from '../../../../domain/statuses';
import { InPageList, IN_PAGE_LIST } from '../../../components/list/InPageList';
import { ListExportButton } from '../../../components/list/ListExportButton';
import { ListPagination } from '../../../components/list/ListPagination';
import { ListBody, ListEmpty, ListLoading } from '../../../components/list/ListStates';
import { ListTabs, useListTab } from '../../../components/list/ListTabs';
import { useSession } from '../../../components/useSession';
import { Section } from '../../cases/details/Section';
import type { CaseDetails } from '../../../../domain/cases';
import { REPORT_TABS, type ReportTab, type SeizureReport } from '../../../../domain/reports';
import { ReportCard } from './ReportCard';

/** Spec 000 §9: 10 a page. */
export const REPORTS_PER_PAGE = 10;
const ERROR_TEXTS = { title: 'app.reports.error', retry: 'app.reports.retry' };
const LOADING = <ListLoading rows={1} height={160} />;

/** How many reports of the case wait for a decision (the count on the 'Pendentes' tab): one row asked, the total read. */
function usePendingReportCount(caseId: number) {
  const { total } = useGetList('reports', {
    filter: { seizureRequestId: caseId, tab: 'pending' },
    pagination: { page: 1, perPage: 1 },
    sort: IN_PAGE_LIST.sort,
  });
  return total;
}

function ReportsList({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const { data = [] } = useListContext<SeizureReport>();
  const [tab, setTab] = useListTab(REPORT_TABS, 'all');
  const pendingCount = usePendingReportCount(details.id);
  const tabs = REPORT_TABS.map((value) => ({
    value,
    label: `app.reports.tabs.${value}`,
    count: value === 'pending' ? pendingCount : undefined,
    color: 'warning' as const,
  }));
  const empty = (
    <ListEmpty
      icon={<DescriptionIcon sx={{ fontSize: 40, color: 'text.disabled' }} />}
      text={`app.reports.empty.${tab satisfies ReportTab}`}
    />
  );
  const canDecide = isCaseAdmin(roles);
  const caseReady = isReadyCaseStatus(details.status);
  return (
    <>
      <ListTabs
        tabs={tabs}
        value={tab}
        onChange={setTab}
        label="app.reports.tabs.label"
        sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
      />
      {/* At the right, as the trackers' section's just above it. */}
      <Box sx={{ mb: 1.5, display: 'flex', justifyContent: 'flex-end' }}>
        <ListExportButton filename={`laudos-caso-${details.id}`} filter={{ seizureRequestId: details.id }} />
      </Box>
      <ListBody empty={empty} errorTexts={ERROR_TEXTS} loading={LOADING}>
        <Stack spacing={1.5} component="div" role="list" aria-label={translate('app.reports.list_label')}>
          {data.map((report) => (
            <div role="listitem" key={report.id}>
              <ReportCard report={report} canDecide={canDecide} caseReady={caseReady} />
            </div>
          ))}
        </Stack>
      </ListBody>
      <ListPagination />
    </>
  );
}

/**
 * 'Laudos' of the case details (drawer and page; spec 000 "Seizure reports"): the case's reports
 * by tab ('Todos' first, so a report just decided stays in view), 10 a page, newest first
 * (GET /admin/seizure-requests/reports through the list controller); case admins approve or
 * reject the pending ones.
 */
export function ReportsSection({ details }: { details: CaseDetails }) {
  return (
    <Section title="app.reports.title">
      <InPageList
        resource="reports"
        filter={{ seizureRequestId: details.id }}
        filterDefaultValues={{ tab: 'all' }}
        perPage={REPORTS_PER_PAGE}
      >
        <ReportsList details={details} />
      </InPageList>
    </Section>
  );
}
