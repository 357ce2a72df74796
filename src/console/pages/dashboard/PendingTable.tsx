import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { LinkBase, useTranslate } from 'react-admin';
import { formatDateTime, formatPlate } from '../../../domain/format';
import { TrackerStatusTag } from '../../resources/trackers/components/TrackerStatusTag';
import type { PendingKind, PendingRow } from './pendingRows';

/** Below sm (a phone, 320 px) the date is a line under the tracker's name, not a third column. */
const WIDE_ONLY = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NARROW_ONLY = { display: { xs: 'block', sm: 'none' } } as const;

/**
 * A page of pending items: the case's plate (a link to its details), the tracker and the date. A
 * blocked tracker's request shows 'Pendente' and 'Bloqueado' beside his name. At 320 px three
 * columns do not fit the card (the date was cut, issue 25 item 6): the date moves under the name.
 */
export function PendingTable({ kind, rows }: { kind: PendingKind; rows: PendingRow[] }) {
  const translate = useTranslate();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.dashboard.${key}`, args);
  const dateTitle = t(kind === 'trackers' ? 'columns.requested_at' : 'columns.sent_at');
  return (
    <Table size="small" aria-label={t(kind === 'trackers' ? 'trackers_table' : 'reports_table')}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: '25%' }}>{t('columns.plate')}</TableCell>
          <TableCell>
            {t('columns.tracker')}
            <Box component="span" sx={NARROW_ONLY}>
              {dateTitle}
            </Box>
          </TableCell>
          <TableCell align="right" sx={{ width: 180, ...WIDE_ONLY }}>
            {dateTitle}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => {
          const plate = row.plate ? formatPlate(row.plate) : t('case_fallback', { id: row.caseId });
          return (
            <TableRow key={row.id} hover>
              <TableCell>
                <Link
                  component={LinkBase}
                  to={`/casos/${row.caseId}/detalhes`}
                  aria-label={row.plate ? t('open_case', { plate }) : t('open_case_number', { id: row.caseId })}
                  sx={{ fontWeight: 600, fontFamily: row.plate ? 'monospace' : undefined }}
                >
                  {plate}
                </Link>
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>
                {row.blocked ? (
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    {row.tracker}
                    <TrackerStatusTag
                      request={{ status: 'pending', autoApprovedAt: null, user: { status: 'blocked' } }}
                    />
                  </Box>
                ) : (
                  row.tracker
                )}
                <Box component="span" sx={{ ...NARROW_ONLY, color: 'text.secondary' }}>
                  {formatDateTime(row.date)}
                </Box>
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...WIDE_ONLY }}>
                {formatDateTime(row.date)}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
