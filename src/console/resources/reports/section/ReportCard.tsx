import { Alert, AlertTitle, Avatar, Box, Divider, Paper, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime, formatPhone } from '../../../../domain/format';
import { currentContentUrl } from '../../../components/contentUrl';
import { LabeledBlock } from '../components/LabeledBlock';
import { ReportStatusTag } from '../components/ReportStatusTag';
import type { SeizureReport } from '../../../../domain/reports';
import { ReportActions } from './ReportActions';
import { OtherDocuments, WarrantBlock } from './ReportDocuments';
import { ReportPhotos } from './ReportPhotos';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };

/**
 * One report: the tracker and his contact, the status tag, the dates, the notes (line breaks
 * kept), photos, documents, the rejection reason, and the decisions when allowed.
 */
export function ReportCard({
  report,
  canDecide,
  caseReady,
}: {
  report: SeizureReport;
  canDecide: boolean;
  caseReady: boolean;
}) {
  const translate = useTranslate();
  const { user } = report;
  const contact = [user.email, user.phone ? formatPhone(user.phone) : null].filter(Boolean).join(' · ');
  const decided = report.status === 'accepted' || report.status === 'rejected';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={translate('app.reports.item_label', { name: user.name })}
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <Avatar src={user.avatar ? currentContentUrl(user.avatar) : undefined} alt="">
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Box sx={{ flex: 1, minWidth: 200 }}>
          <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {contact}
          </Typography>
        </Box>
        <Box sx={{ textAlign: 'right' }}>
          <ReportStatusTag status={report.status} />
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {translate('app.reports.sent_at', { date: formatDateTime(report.createdAt) })}
          </Typography>
          {decided ? (
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('app.reports.updated_at', { date: formatDateTime(report.updatedAt) })}
            </Typography>
          ) : null}
        </Box>
      </Box>
      {report.status === 'rejected' && report.reason ? (
        <Alert severity="error" variant="outlined" sx={{ mt: 2, whiteSpace: 'pre-line' }}>
          <AlertTitle>{translate('app.reports.reason')}</AlertTitle>
          {report.reason}
        </Alert>
      ) : null}
      <Divider sx={{ my: 2 }} />
      <Box sx={twoColumns}>
        <LabeledBlock title="app.reports.notes">
          <Typography
            variant="body2"
            color={report.notes ? 'text.primary' : 'text.secondary'}
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          >
            {report.notes || translate('app.reports.no_notes')}
          </Typography>
        </LabeledBlock>
        <LabeledBlock title="app.reports.photos">
          <ReportPhotos photos={report.documents.photos} />
        </LabeledBlock>
      </Box>
      <Box sx={{ ...twoColumns, mt: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        <LabeledBlock title="app.reports.others">
          <OtherDocuments documents={report.documents} />
        </LabeledBlock>
        <WarrantBlock title="app.reports.warrant" file={report.documents.warrant} />
        <WarrantBlock title="app.reports.search_warrant" file={report.documents.searchWarrant} />
      </Box>
      {canDecide && report.status === 'pending' ? (
        <>
          <Divider sx={{ my: 2 }} />
          <ReportActions report={report} caseReady={caseReady} />
        </>
      ) : null}
    </Paper>
  );
}
