import { Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { isCaseAdmin } from '../../../../domain/roles';
import { isReadyCaseStatus } from '../../../../domain/statuses';
import { useSession } from '../../../components/useSession';
import { Section } from '../../cases/details/Section';
import type { CaseDetails } from '../../cases/types';
import { ListPagination } from '../components/ListPagination';
import type { ReportTab } from '../types';
import { REPORTS_PER_PAGE, useCaseReports, usePendingReportCount } from '../useReports';
import { ReportCard } from './ReportCard';
import { ReportListEmpty, ReportListError, ReportListLoading } from './ReportListStates';
import { ReportTabs } from './ReportTabs';

/**
 * 'Laudos' of the case details (drawer and page; spec 000 "Seizure reports"): the case's reports
 * by tab, 10 a page, newest first; case admins approve or reject the pending ones.
 */
export function ReportsSection({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const { roles } = useSession();
  const [tab, setTab] = useState<ReportTab>('all');
  const [page, setPage] = useState(1);
  const { data, error, isPending, refetch } = useCaseReports(details.id, tab, page);
  const pendingCount = usePendingReportCount(details.id);
  const canDecide = isCaseAdmin(roles);
  const caseReady = isReadyCaseStatus(details.status);
  const rows = data?.result ?? [];
  const changeTab = (next: ReportTab) => {
    setTab(next);
    setPage(1);
  };
  let body;
  if (error) body = <ReportListError error={error} onRetry={() => void refetch()} />;
  else if (isPending) body = <ReportListLoading />;
  else if (rows.length === 0) body = <ReportListEmpty tab={tab} />;
  else
    body = (
      <Stack spacing={1.5} component="div" role="list" aria-label={translate('app.reports.list_label')}>
        {rows.map((report) => (
          <div role="listitem" key={report.id}>
            <ReportCard report={report} canDecide={canDecide} caseReady={caseReady} />
          </div>
        ))}
      </Stack>
    );
  return (
    <Section title="app.reports.title">
      <ReportTabs value={tab} pendingCount={pendingCount} onChange={changeTab} />
      {body}
      {!error && data ? <ListPagination page={page} perPage={REPORTS_PER_PAGE} total={data.total} onPageChange={setPage} /> : null}
    </Section>
  );
}
