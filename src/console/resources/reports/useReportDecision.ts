import { useDataProvider } from 'react-admin';
import { isConflict, useChangeMutation } from '../../providers/dependencies';
import type { AppDataProvider } from '../../providers/dataProvider';
import type { ReportDecisionBody } from '../../providers/reportMethods';
import { useCaseNotify } from '../cases/components/useCaseNotify';

/**
 * POST /admin/seizure-requests/reports, pessimistic: 'Laudo atualizado com sucesso!', then what
 * depends on the reports refreshes (providers/dependencies: an approval closes the case as seized
 * and rejects its pending tracker requests). Failures are notified under 'Erro' by the query
 * client's one notice (a 400 with the server's pt-BR text, a 409 naming who decided and when);
 * a 422's reason message shows in the dialog too. On a 409 `onConflict` closes the dialog and the
 * lists refresh (useChangeMutation refreshes on 409).
 */
export function useReportDecision(onConflict?: () => void) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useCaseNotify();
  return useChangeMutation('reports', {
    mutationFn: (body: ReportDecisionBody) => dataProvider.decideReport(body),
    onSuccess: () => notify.success('app.reports.success'),
    onError: (error) => {
      if (isConflict(error)) onConflict?.();
    },
  });
}
