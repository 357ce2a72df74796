import CheckCircleIcon from '@mui/icons-material/CheckCircleOutline';
import HourglassIcon from '@mui/icons-material/HourglassEmpty';
import { Box, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TrackerCounts } from '../../../../domain/cases';

/**
 * Approved and pending tracker requests of a case, side by side; a count above 0 stands out in its
 * colour, a 0 is secondary text (4.5:1 and more: 'disabled' grey read 2.7:1, issue 25).
 */
export function TrackerCountsTag({ counts }: { counts: TrackerCounts | undefined }) {
  const translate = useTranslate();
  const approved = counts?.totalApproved ?? 0;
  const pending = counts?.totalPending ?? 0;
  const item = (label: string, value: number, icon: React.ReactNode, color: string) => (
    <Tooltip title={label}>
      {/* role img: an icon and a number read as one thing, by its name (an aria-label on a
          plain span is not announced). */}
      <Box
        component="span"
        role="img"
        aria-label={label}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, color: value > 0 ? color : 'text.secondary' }}
      >
        {icon}
        <Box component="span" sx={{ fontWeight: 600, minWidth: 12 }}>
          {value}
        </Box>
      </Box>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'inline-flex', gap: 1 }}>
      {item(
        translate('app.cases.trackers.approved', { count: approved }),
        approved,
        <CheckCircleIcon sx={{ fontSize: 18 }} />,
        'success.main',
      )}
      {item(
        translate('app.cases.trackers.pending', { count: pending }),
        pending,
        <HourglassIcon sx={{ fontSize: 18 }} />,
        'warning.main',
      )}
    </Box>
  );
}
