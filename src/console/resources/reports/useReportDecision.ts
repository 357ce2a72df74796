import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { ReportDecisionBody } from '../../providers/reportMethods';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useCaseNotify } from '../cases/components/useCaseNotify';

/**
 * What a decision on a report changes, refreshed at once: the case (details, list and its reports:
 * an approval closes it as seized), the menu badges and the dashboard's pending tabs (the report
 * leaves them; an approval also rejects the pending tracker requests) and the trackers lists.
 */
export const REPORT_DECISION_INVALIDATES = [['seizure-requests'], ['badge'], ['dashboard'], ['trackers']] as const;

/**
 * POST /admin/seizure-requests/reports, pessimistic: 'Laudo atualizado com sucesso!' and the
 * refreshes on success; a refusal (400) is notified with the server's pt-BR text.
 */
export function useReportDecision() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const notify = useCaseNotify();
  return useMutation({
    mutationFn: (body: ReportDecisionBody) => dataProvider.decideReport(body),
    onSuccess: async () => {
      notify.success('app.reports.success');
      await Promise.all(REPORT_DECISION_INVALIDATES.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
    },
    onError: (error) => notify.failure(error),
  });
}
