import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { formatDateTime, formatPlate } from '../../../../domain/format';
import { isSupport } from '../../../../domain/roles';
import { useSession } from '../../../components/useSession';
import { ProTag } from '../components/ProTag';
import { TrackerAvatar } from '../components/TrackerAvatar';
import type { TrackerRequest } from '../../../../domain/trackers';
import { ApprovesAt } from './ApprovesAt';
import { wrapAnywhere } from '../../../components/LongText';

export type AutoApprovalTab = 'autoApproved' | 'nextAutoApproved';

function TrackerCell({ request }: { request: TrackerRequest }) {
  const { user } = request;
  return (
    // Wide enough for a name on a line or two; narrower screens scroll the table in its box.
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 200 }}>
      <TrackerAvatar avatar={user.avatar} name={user.name} size={36} />
      <Box sx={{ minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, ...wrapAnywhere }}>
            {user.name}
          </Typography>
          {user.isPro ? <ProTag /> : null}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {user.email}
        </Typography>
      </Box>
    </Box>
  );
}

/** The case by its plate (or chassi, or number), linking to its details page. */
function CaseCell({ request }: { request: TrackerRequest }) {
  const translate = useTranslate();
  const c = request.seizureRequest;
  const label = c.licensePlate
    ? formatPlate(c.licensePlate)
    : (c.chassi ?? translate('app.trackers.auto.case_number', { id: c.id }));
  return (
    <Link
      component={LinkBase}
      to={`/casos/${c.id}/detalhes`}
      sx={{ fontWeight: 600, fontFamily: 'monospace', fontSize: 14, whiteSpace: 'nowrap' }}
    >
      {label}
    </Link>
  );
}

/** One tab's rows: tracker, case (and its company, for support), request date, and when it was (or will be) approved. */
export function AutoApprovalTable({ tab, rows }: { tab: AutoApprovalTab; rows: TrackerRequest[] }) {
  const translate = useTranslate();
  const showCompany = isSupport(useSession().roles);
  return (
    <TableContainer>
      <Table
        size="small"
        aria-label={translate(
          tab === 'autoApproved' ? 'app.trackers.auto.table_approved' : 'app.trackers.auto.table_next',
        )}
      >
        <TableHead>
          <TableRow>
            <TableCell>{translate('app.trackers.auto.tracker')}</TableCell>
            <TableCell>{translate('app.trackers.auto.case')}</TableCell>
            {showCompany ? <TableCell>{translate('app.trackers.auto.company')}</TableCell> : null}
            <TableCell>{translate('app.trackers.auto.requested_at')}</TableCell>
            <TableCell>
              {translate(tab === 'autoApproved' ? 'app.trackers.auto.approved_at' : 'app.trackers.auto.approves')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((request) => (
            <TableRow key={request.id} hover>
              <TableCell>
                <TrackerCell request={request} />
              </TableCell>
              <TableCell>
                <CaseCell request={request} />
              </TableCell>
              {showCompany ? <TableCell>{request.lawCompany?.name ?? '—'}</TableCell> : null}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(request.createdAt)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {tab === 'autoApproved' ? (
                  formatDateTime(request.autoApprovedAt)
                ) : (
                  <ApprovesAt date={request.autoApprovesAt} />
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
