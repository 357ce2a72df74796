import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import { Box, Button } from '@mui/material';
import { useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useFocusAfterAction } from '../../../components/pageFocus';
import { ConfirmedButton } from '../../cases/details/ConfirmedButton';
import type { SeizureReport } from '../../../../domain/reports';
import { useReportDecision } from '../useReportDecision';
import { RejectReportDialog } from './RejectReportDialog';

/**
 * 'Reprovar' (reason dialog) and 'Aprovar' (confirmation: the case closes as seized and pending
 * trackers are rejected) of a pending report. Approving needs a ready case: on a closed one the
 * button is blocked, focusable, and says why (the server refuses it the same way).
 */
export function ReportActions({ report, caseReady }: { report: SeizureReport; caseReady: boolean }) {
  const translate = useTranslate();
  const approve = useReportDecision();
  const [rejecting, setRejecting] = useState(false);
  // Decided, the report keeps its card (tab 'Todos') with the new status and no buttons: the focus
  // goes to the card; when it left the tab, to the next report (focusTargetsNear).
  const article = useRef<HTMLElement | null>(null);
  const focus = useFocusAfterAction();
  const toCard = () => [article.current];
  const approveButton = (
    <ConfirmedButton
      label="app.reports.approve.button"
      title="app.reports.approve.title"
      content="app.reports.approve.content"
      confirm="app.reports.approve.confirm"
      color="success"
      icon={<CheckCircleIcon />}
      pending={approve.isPending}
      reason={caseReady ? null : translate('app.reports.approve.case_not_ready')}
      focusAfter={toCard}
      onConfirm={() =>
        approve.mutateAsync({
          id: report.id,
          seizureRequestId: report.seizureRequestId,
          status: 'accepted',
          expectedStatus: report.status,
        })
      }
    />
  );
  return (
    <Box
      ref={(box: HTMLElement | null) => {
        if (box) article.current = box.closest('article');
      }}
      sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}
    >
      <Button
        variant="outlined"
        color="error"
        startIcon={<BlockIcon />}
        onClick={(event) => {
          focus.remember(event.currentTarget);
          setRejecting(true);
        }}
        disabled={approve.isPending}
      >
        {translate('app.reports.reject.button')}
      </Button>
      {approveButton}
      {rejecting ? (
        <RejectReportDialog
          report={report}
          onClose={(decided) => {
            setRejecting(false);
            focus.restore(decided ? toCard : undefined);
          }}
        />
      ) : null}
    </Box>
  );
}
