import { useDataProvider } from 'react-admin';
import { serverFieldErrors } from '../../components/serverErrors';
import { isConflict, useChangeMutation } from '../../providers/dependencies';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportDecisionBody } from '../../providers/reportMethods';
import { useCaseNotify } from '../cases/components/useCaseNotify';

/**
 * POST /admin/seizure-requests/reports, pessimistic: 'Laudo atualizado com sucesso!', then what
 * depends on the reports refreshes (providers/dependencies: an approval closes the case as seized
 * and rejects its pending tracker requests). A refusal (400) is notified with the server's pt-BR
 * text; a 422 on the reason is the dialog's to show. A 409 (someone decided the report meanwhile:
 * the server names who and when) is notified under 'Erro', `onConflict` closes the dialog, and the
 * lists refresh (useChangeMutation refreshes on 409).
 */
export function useReportDecision(onConflict?: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useCaseNotify();
  return useChangeMutation('reports', {
    mutationFn: (body: ReportDecisionBody) => dataProvider.decideReport(body),
    onSuccess: () => notify.success('app.reports.success'),
    onError: (error) => {
      if (isConflict(error)) {
        notify.titledFailure('app.reports.error_title', error);
        onConflict?.();
      } else if (!serverFieldErrors(error)?.reason) notify.failure(error);
    },
  });
}
