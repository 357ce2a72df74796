import { Box, Card, CardContent, Chip, Divider, Typography } from '@mui/material';
import { useRef } from 'react';
import { useTranslate } from 'react-admin';
import { formatBRL, formatPlate } from '../../../../domain/format';
import { CaseStatusTag } from '../components/CaseStatusTag';
import { CategoryChip } from '../components/CategoryChip';
import type { CaseDetails } from '../../../../domain/cases';
import { CaseLifecycleActions } from './CaseLifecycleActions';
import { ListingToggle } from './ListingToggle';

/** Who the case is, its status, its reward, the listing toggle and the close/reopen actions. */
export function CaseHeader({ details }: { details: CaseDetails }) {
  const translate = useTranslate();
  const plate = details.licensePlate ? formatPlate(details.licensePlate) : null;
  const hasReward = details.reward !== null && details.reward !== undefined;
  // Closed or reopened, the focus goes to the case's heading: its new status is beside it.
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
          {details.category ? (
            <CategoryChip title={details.category.title} type={details.category.type} size="medium" />
          ) : null}
          <Typography ref={heading} variant="h5" component="h2" sx={{ fontWeight: 700 }}>
            {translate('app.cases.details.title', { id: details.id })}
            {plate ? ` · ${plate}` : ''}
          </Typography>
          <CaseStatusTag status={details.status} totalApproved={details.trackers?.totalApproved} size="medium" />
          {details.shadowMode ? <Chip variant="outlined" label={translate('app.cases.details.simplified')} /> : null}
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 3, flexWrap: 'wrap' }}>
          <Box>
            <Typography variant="caption" color="text.secondary" component="p">
              {translate('app.cases.header.reward')}
            </Typography>
            {hasReward ? (
              <Typography variant="h6" component="p" sx={{ fontWeight: 700, color: 'success.main' }}>
                {formatBRL(Number(details.reward))}
              </Typography>
            ) : (
              <Typography variant="h6" component="p" color="text.secondary">
                {translate('app.cases.header.no_reward')}
              </Typography>
            )}
          </Box>
          <Divider orientation="vertical" flexItem />
          <ListingToggle details={details} />
          <Box sx={{ flex: 1 }} />
          <CaseLifecycleActions details={details} focusAfter={() => [heading.current]} />
        </Box>
      </CardContent>
    </Card>
  );
}
