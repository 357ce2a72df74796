import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportTab } from './types';

export const REPORTS_PER_PAGE = 10;

/**
 * A case's reports' cache keys; under 'seizure-requests', so every change of the case (close,
 * reopen, a decision) refreshes them with the details and the list.
 */
export const caseReportsKey = (caseId: number) => ['seizure-requests', 'reports', caseId] as const;

/** GET /admin/seizure-requests/reports of one case, one tab, one page. */
export function useCaseReports(caseId: number, status: ReportTab, page: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: [...caseReportsKey(caseId), status, page],
    queryFn: ({ signal }) => dataProvider.listReports({ seizureRequestId: caseId, status, page, perPage: REPORTS_PER_PAGE }, signal),
    placeholderData: keepPreviousData,
  });
}

/** How many reports of the case wait for a decision (the count on the 'Pendentes' tab). */
export function usePendingReportCount(caseId: number) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data } = useQuery({
    queryKey: [...caseReportsKey(caseId), 'pending-count'],
    queryFn: ({ signal }) => dataProvider.listReports({ seizureRequestId: caseId, status: 'pending', page: 1, perPage: 1 }, signal),
  });
  return data?.total;
}
