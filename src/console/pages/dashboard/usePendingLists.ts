import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ListAnswer } from '../../providers/types';

export type PendingKind = 'trackers' | 'reports';

/** One row of a pending tab, whatever it lists: the case, who, and when. */
export interface PendingRow {
  id: number;
  caseId: number;
  plate: string | null;
  tracker: string;
  date: Date;
}

export const PENDING_PER_PAGE = 10;
/** The dashboard's cache keys; a decision on a tracker or a report invalidates ['dashboard']. */
export const dashboardPendingKey = (kind: PendingKind) => ['dashboard', 'pending', kind] as const;

type Row = { id: number; createdAt: Date; user: { name: string }; seizureRequest: { id: number; licensePlate: string | null } };
export interface PendingPage {
  total: number;
  rows: PendingRow[];
}

const toRows = (answer: ListAnswer<Row>): PendingPage => ({
  total: answer.total,
  rows: answer.result.map<PendingRow>((r) => ({
    id: r.id,
    caseId: r.seizureRequest.id,
    plate: r.seizureRequest.licensePlate,
    tracker: r.user.name,
    date: r.createdAt,
  })),
});

/** One pending tab: GET /admin/dashboard/trackers/pending or …/seizure-requests/reports/pending, paged. */
export function usePendingList(kind: PendingKind, enabled: boolean) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const [page, setPage] = useState(1);
  const query = useQuery<PendingPage>({
    queryKey: [...dashboardPendingKey(kind), page],
    queryFn: ({ signal }) =>
      (kind === 'trackers' ? dataProvider.dashboardPendingTrackers : dataProvider.dashboardPendingReports)(
        { page, perPage: PENDING_PER_PAGE },
        signal,
      ).then((answer) => toRows(answer as ListAnswer<Row>)),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { ...query, page, setPage };
}

/** The refresh button: both tabs and the menu badges that count the same items. */
export function useRefreshPending() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
      queryClient.invalidateQueries({ queryKey: ['badge', 'pendingTrackers'] }),
      queryClient.invalidateQueries({ queryKey: ['badge', 'pendingReports'] }),
    ]);
}
