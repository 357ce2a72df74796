import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import {
  Box,
  Button,
  CardContent,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import type { ImportHistoryItem } from '../../../domain/imports';
import type { ImportStatus } from '../../../domain/statuses';
import { InPageList } from '../../components/list/InPageList';
import { ListExportButton } from '../../components/list/ListExportButton';
import { ListPagination } from '../../components/list/ListPagination';
import { ListBody, ListEmpty } from '../../components/list/ListStates';
import { visuallyHidden } from '../../components/VisuallyHidden';
import { appliedParts, formatCount } from './count';
import { ImportStatusChip } from './ImportStatusChip';

const ERROR_TEXTS = { title: 'app.import.error', retry: 'app.import.retry' };
const COLUMNS = ['createdAt', 'filename', 'starter', 'status', 'created', 'updated', 'closed', 'errors', 'actions'];
const COUNTS = new Set(['created', 'updated', 'closed', 'errors']);
const UNFINISHED = new Set<ImportStatus>(['processing', 'cancelled', 'abandoned']);

/**
 * Nine columns in the tab's box at 992 px (≈ 660 px wide) and 1366 px without a sideways scroll
 * (docs/decisions.md "Layout of lists and screens"): cells as tight as the case list's, the date
 * over its time, file names and people wrapping, a long status tag on two lines, counts to the
 * right. Below 700 px of box cells get tighter, the count headers a smaller font and 'Detalhes' its
 * icon alone.
 */
const TABLE_SX = {
  '& .MuiTableCell-root': { px: 0.75 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 1.5 },
  '& .MuiChip-root': { height: 'auto', minHeight: 24 },
  '& .MuiChip-label': { whiteSpace: 'normal', textAlign: 'center', py: 0.25 },
  '& .MuiButton-startIcon': { display: 'none' },
  // Narrow: 'Detalhes' shows its eye icon alone (the text stays its accessible name, as the case list's type).
  '@container import-history (max-width: 699px)': {
    '& .MuiTableCell-root, & .MuiTableCell-root:last-of-type': { px: 0.5 },
    '& .MuiTableCell-root:first-of-type': { pl: 1.5 },
    '& th.count': { fontSize: 12 },
    '& th:last-of-type > span': visuallyHidden,
    '& td:last-of-type .MuiButton-root': { minWidth: 0, px: 0.75 },
    '& td:last-of-type .MuiButton-startIcon': { display: 'inherit', m: 0 },
    '& td:last-of-type .label': visuallyHidden,
  },
} as const;

function HistoryTable({ onOpen }: { onOpen: (item: ImportHistoryItem) => void }) {
  const translate = useTranslate();
  const { data } = useListContext<ImportHistoryItem>();
  return (
    <ListBody empty={<ListEmpty text="app.import.history.empty" />} errorTexts={ERROR_TEXTS}>
      <TableContainer sx={{ containerType: 'inline-size', containerName: 'import-history' }}>
        <Table size="small" aria-label={translate('app.import.history.table')} sx={TABLE_SX}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((key) => (
                <TableCell
                  key={key}
                  align={COUNTS.has(key) ? 'right' : 'left'}
                  className={COUNTS.has(key) ? 'count' : undefined}
                >
                  <span>{translate(`app.import.history.columns.${key}`)}</span>
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((item) => (
              <TableRow key={item.id}>
                {/* The date stays whole; its time goes under it when the box is narrow. */}
                <TableCell sx={{ minWidth: 76 }}>{formatDateTime(item.createdAt)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 96 }}>{item.filename}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.starter.name}</TableCell>
                <TableCell>
                  <ImportStatusChip status={item.status} />
                  {/* Not finished: how far it got ('1.000 de 2.500 linhas gravadas'); Detalhes says the rest. */}
                  {UNFINISHED.has(item.status) ? (
                    <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.25 }}>
                      {appliedParts(translate, item).rows}
                    </Typography>
                  ) : null}
                </TableCell>
                <TableCell align="right">{formatCount(item.changesCreateCount)}</TableCell>
                <TableCell align="right">{formatCount(item.changesUpdateCount)}</TableCell>
                <TableCell align="right">{formatCount(item.changesClosedCount)}</TableCell>
                <TableCell align="right">{formatCount(item.changesErrorCount)}</TableCell>
                <TableCell>
                  <Button
                    size="small"
                    startIcon={<VisibilityIcon />}
                    title={translate('app.import.history.details')}
                    onClick={() => onOpen(item)}
                    aria-label={`${translate('app.import.history.details')} ${item.filename}`}
                  >
                    <span className="label">{translate('app.import.history.details')}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </ListBody>
  );
}

/** The Histórico tab: the company's imports, newest first, 10 a page, with their status tags and counts. */
export function HistoryTab({ onOpen }: { onOpen: (item: ImportHistoryItem) => void }) {
  return (
    <InPageList resource="imports" perPage={10}>
      <CardContent>
        <Box sx={{ mb: 1.5 }}>
          <ListExportButton filename="importacoes" />
        </Box>
        <HistoryTable onOpen={onOpen} />
        <ListPagination />
      </CardContent>
    </InPageList>
  );
}
