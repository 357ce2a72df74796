import { Button, CardContent, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatDateTime } from '../../../domain/format';
import type { ImportHistoryItem } from '../../../domain/imports';
import { InPageList } from '../../components/list/InPageList';
import { ListPagination } from '../../components/list/ListPagination';
import { ListBody, ListEmpty } from '../../components/list/ListStates';
import { ImportStatusChip } from './ImportStatusChip';

const ERROR_TEXTS = { title: 'app.import.error', retry: 'app.import.retry' };
const COLUMNS = ['createdAt', 'filename', 'starter', 'status', 'created', 'updated', 'closed', 'errors', 'actions'];

function HistoryTable({ onOpen }: { onOpen: (item: ImportHistoryItem) => void }) {
  const translate = useTranslate();
  const { data } = useListContext<ImportHistoryItem>();
  return (
    <ListBody empty={<ListEmpty text="app.import.history.empty" />} errorTexts={ERROR_TEXTS}>
      <TableContainer>
        <Table size="small" aria-label={translate('app.import.history.table')}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((key) => (
                <TableCell key={key}>{translate(`app.import.history.columns.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(data ?? []).map((item) => (
              <TableRow key={item.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(item.createdAt)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere', minWidth: 140 }}>{item.filename}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{item.starter.name}</TableCell>
                <TableCell>
                  <ImportStatusChip status={item.status} />
                </TableCell>
                <TableCell>{item.changesCreateCount}</TableCell>
                <TableCell>{item.changesUpdateCount}</TableCell>
                <TableCell>{item.changesClosedCount}</TableCell>
                <TableCell>{item.changesErrorCount}</TableCell>
                <TableCell>
                  <Button size="small" onClick={() => onOpen(item)} aria-label={`${translate('app.import.history.details')} ${item.filename}`}>
                    {translate('app.import.history.details')}
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
        <HistoryTable onOpen={onOpen} />
        <ListPagination />
      </CardContent>
    </InPageList>
  );
}
