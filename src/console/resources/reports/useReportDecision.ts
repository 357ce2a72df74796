import { useDataProvider } from 'react-admin';
import { serverFieldErrors } from '../../components/serverErrors';
import { useChangeMutation } from '../../providers/dependencies';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportDecisionBody } from '../../providers/reportMethods';
import { useCaseNotify } from '../cases/components/useCaseNotify';

/**
 * POST /admin/seizure-requests/reports, pessimistic: 'Laudo atualizado com sucesso!', then what
 * depends on the reports refreshes (providers/dependencies: an approval closes the case as seized
 * and rejects its pending tracker requests). A refusal (400) is notified with the server's pt-BR
 * text; a 422 on the reason is the dialog's to show.
 */
export function useReportDecision() {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useCaseNotify();
  return useChangeMutation('reports', {
    mutationFn: (body: ReportDecisionBody) => dataProvider.decideReport(body),
    onSuccess: () => notify.success('app.reports.success'),
    onError: (error) => {
      if (!serverFieldErrors(error)?.reason) notify.failure(error);
    },
  });
}
