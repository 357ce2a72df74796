import ErrorOutlineIcon from '@mui/icons-material/ErrorOutline';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorText } from '../../../components/serverErrors';
import { AddressesSection } from './AddressesSection';
import { HistorySection } from '../../../components/HistorySection';
import { LoadingPlaceholder } from '../../../components/LoadingPlaceholder';
import { request } from '../../../providers/httpClient';
import type { HistoryEntry } from '../../../../domain/history';
import type { Json } from '../../../../domain/wire';
import { AttachmentsSection } from './attachments/AttachmentsSection';
import { CaseHeader } from './CaseHeader';
import { InfoSection } from './InfoSection';
import { NotesSection } from './notes/NotesSection';
import { ProcessSection } from './ProcessSection';
import { ReportsSection } from '../../reports';
import { TrackersSection } from '../../trackers/section/TrackersSection';
import { useCaseDetails } from './useCaseDetails';
import { VehicleSection } from './VehicleSection';

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } };

/**
 * Everything about one case (spec 000 "Case details"), shared by the drawer and the full page:
 * header, information, vehicle, process, addresses, attachments, notes, and the slots of the
 * trackers and reports sections.
 */
export function CaseDetails({ id }: { id: number | string }) {
  const translate = useTranslate();
  const { data: details, error, isPending, refetch } = useCaseDetails(id);
  if (error) {
    return (
      <Box role="alert" sx={{ py: 6, textAlign: 'center' }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 48 }} />
        <Typography variant="h6" component="p">
          {translate('app.cases.details.load_error')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {errorText(error)}
        </Typography>
        <Button variant="outlined" onClick={() => refetch()}>
          {translate('app.cases.details.retry')}
        </Button>
      </Box>
    );
  }
  if (isPending || !details) {
    return (
      <LoadingPlaceholder spacing={2}>
        <Skeleton variant="rounded" height={140} />
        <Skeleton variant="rounded" height={180} />
        <Skeleton variant="rounded" height={180} />
      </LoadingPlaceholder>
    );
  }
  return (
    <Stack spacing={2}>
      <CaseHeader details={details} />
      <Box sx={twoColumns}>
        <InfoSection details={details} />
        <VehicleSection details={details} />
        <ProcessSection details={details} />
        <AttachmentsSection details={details} />
      </Box>
      <AddressesSection details={details} />
      <NotesSection details={details} />
      {/* Keyed by the case: another case (a link between detail pages) starts from its own tab and filters. */}
      <TrackersSection key={`trackers-${details.id}`} details={details} />
      <ReportsSection key={`reports-${details.id}`} details={details} />
      {/* Under 'seizure-requests': every change of the case, its trackers or reports refreshes it. */}
      <Card>
        <CardContent sx={{ '& > section': { mt: 0 } }}>
          <HistorySection
            queryKey={['seizure-requests', 'history', details.id]}
            load={(signal) =>
              request<Json<HistoryEntry>[]>(`/admin/seizure-requests/${details.id}/history`, { signal })
            }
            headingLevel="h2"
          />
        </CardContent>
      </Card>
    </Stack>
  );
}
