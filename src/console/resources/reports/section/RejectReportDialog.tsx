import { useTranslate } from 'react-admin';
import { reportDecisionSchema } from '../../../../domain/schemas/trackers';
import { ReasonDialog } from '../../../components/list/ReasonDialog';
import type { SeizureReport } from '../../../../domain/reports';
import { useReportDecision } from '../useReportDecision';

/**
 * 'Reprovar': the reason is required and at most 500 characters (spec §5), in the shared reason
 * dialog with the server's schema, against the status shown. The dialog stays open on a failure so
 * the text is not lost, except on a 409 (the report was decided meanwhile: nothing left to send).
 */
/** `onClose(true)` once decided (or decided meanwhile, a 409), `onClose(false)` when cancelled. */
export function RejectReportDialog({
  report,
  onClose,
}: {
  report: SeizureReport;
  onClose: (decided: boolean) => void;
}) {
  const translate = useTranslate();
  const decision = useReportDecision(() => onClose(true));
  return (
    <ReasonDialog
      title="app.reports.reject.title"
      label="app.reports.reject.reason"
      confirm="app.reports.reject.confirm"
      color="error"
      content={translate('app.reports.reject.content')}
      required
      draftOf={report.id}
      parse={(reason) =>
        reportDecisionSchema.safeParse({
          id: report.id,
          seizureRequestId: report.seizureRequestId,
          status: 'rejected',
          expectedStatus: report.status,
          reason,
        })
      }
      onConfirm={(body) => decision.mutateAsync(body).then(() => onClose(true))}
      onClose={() => onClose(false)}
    />
  );
}
