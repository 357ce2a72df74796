import {
  Button,
  MenuItem,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
} from '@mui/material';
import { Fragment, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../domain/format';
import { type ImportHistoryItem, type ImportRecord } from '../../../domain/imports';
import { describeErrors } from '../../../domain/importRows';
import { IMPORT_CHANGE_TYPE_LABELS } from '../../../domain/statuses';
import { ListEmpty, ListError, ListLoading } from '../../components/list/ListStates';
import { useMissingText } from './DraftList';
import { RecordFixForm } from './RecordFixForm';
import { useImportChanges, useImportDetails, type RecordFilter } from './useImports';

const ERROR_TEXTS = { title: 'app.import.error', retry: 'app.import.retry' };
const PER_PAGE = 10;
// 'draft' (issue 24 item 3): the rows imported as 'Rascunho', GET …?filter=draft.
const FILTERS: RecordFilter[] = ['all', 'error', 'invalid', 'draft'];

/** What is wrong with a row: its error sentence, the fields the rules dropped, the ready fields a draft lacks. */
function problemOf(record: ImportRecord, missing: (fields: readonly string[]) => string) {
  const problems = [record.error ?? (record.invalidFields ? describeErrors(record.invalidFields) : '')];
  if (record.missingFields?.length) problems.push(missing(record.missingFields));
  return problems.filter(Boolean).join('; ');
}

function Pages({ total, page, onChange }: { total: number; page: number; onChange: (page: number) => void }) {
  const translate = useTranslate();
  const count = Math.ceil(total / PER_PAGE);
  if (count <= 1) return null;
  return (
    <Pagination
      count={count}
      page={page}
      onChange={(_event, next) => onChange(next)}
      sx={{ pt: 1 }}
      getItemAriaLabel={(type, n) =>
        type === 'page' ? `${translate('app.import.details.page')} ${n}` : translate(`ra.navigation.${type}`)
      }
    />
  );
}

/** The import's rows by line, filtered; a wrong row opens its correction form under it. */
export function RecordsTable({ item }: { item: ImportHistoryItem }) {
  const translate = useTranslate();
  const [filter, setFilter] = useState<RecordFilter>('all');
  const [page, setPage] = useState(1);
  const [fixing, setFixing] = useState<number | null>(null);
  const missing = useMissingText();
  const query = useImportDetails(item.id, page, filter);
  const records = query.data?.records;
  const config = query.data?.configApplied ?? item.configApplied;
  return (
    <>
      <TextField
        select
        size="small"
        label={translate('app.import.details.records')}
        value={filter}
        onChange={(event) => {
          setFilter(event.target.value as RecordFilter);
          setPage(1);
        }}
        // 240 px where there is room; the dialog's width on a 320 px screen (it was cut there).
        sx={{ minWidth: 'min(240px, 100%)', mb: 1 }}
      >
        {FILTERS.map((value) => (
          <MenuItem key={value} value={value}>
            {translate(`app.import.details.filter.${value}`)}
          </MenuItem>
        ))}
      </TextField>
      {query.error ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} {...ERROR_TEXTS} />
      ) : !records ? (
        <ListLoading />
      ) : records.result.length === 0 ? (
        <ListEmpty text="app.import.details.no_records" />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={translate('app.import.details.records_table')}>
            <TableHead>
              <TableRow>
                {['line', 'plate', 'problem', 'case'].map((key) => (
                  <TableCell key={key}>{translate(`app.import.details.${key}`)}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {records.result.map((record) => (
                <Fragment key={record.id}>
                  <TableRow>
                    <TableCell>{record.line}</TableCell>
                    <TableCell>{String(record.model?.licensePlate ?? '')}</TableCell>
                    <TableCell sx={{ overflowWrap: 'anywhere' }}>{problemOf(record, missing)}</TableCell>
                    <TableCell>
                      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                        {record.seizureRequestId ? (
                          <Link to={`/casos/${record.seizureRequestId}/detalhes`}>
                            {translate('app.import.details.open_case', { id: record.seizureRequestId })}
                          </Link>
                        ) : null}
                        {(record.error || record.invalidFields) && config ? (
                          <Button
                            size="small"
                            onClick={() => setFixing(fixing === record.id ? null : record.id)}
                            aria-expanded={fixing === record.id}
                          >
                            {translate('app.import.details.fix')} {record.line}
                          </Button>
                        ) : null}
                      </Stack>
                    </TableCell>
                  </TableRow>
                  {fixing === record.id && config ? (
                    <TableRow>
                      <TableCell
                        colSpan={4}
                        aria-label={translate('app.import.details.fix_title', { line: record.line })}
                      >
                        <RecordFixForm
                          importId={item.id}
                          record={record}
                          config={config}
                          onDone={() => setFixing(null)}
                        />
                      </TableCell>
                    </TableRow>
                  ) : null}
                </Fragment>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {records ? <Pages total={records.total} page={page} onChange={setPage} /> : null}
    </>
  );
}

/** The cases the import created, updated or closed, each linking to its page. */
export function ChangesTable({ importId }: { importId: number }) {
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const query = useImportChanges(importId, page);
  const changes = query.data;
  if (query.error) return <ListError error={query.error} onRetry={() => void query.refetch()} {...ERROR_TEXTS} />;
  if (!changes) return <ListLoading />;
  if (changes.result.length === 0) return <ListEmpty text="app.import.details.no_changes" />;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={translate('app.import.details.changes_table')}>
          <TableHead>
            <TableRow>
              {['case', 'type', 'date'].map((key) => (
                <TableCell key={key}>{translate(`app.import.details.${key}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {changes.result.map((change) => (
              <TableRow key={`${change.seizureRequestId}-${change.type}-${String(change.createdAt)}`}>
                <TableCell>
                  <Link to={`/casos/${change.seizureRequestId}/detalhes`}>
                    {translate('app.import.details.open_case', { id: change.seizureRequestId })}
                  </Link>
                </TableCell>
                <TableCell>{IMPORT_CHANGE_TYPE_LABELS[change.type]}</TableCell>
                <TableCell>{formatDateTime(change.createdAt)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Pages total={changes.total} page={page} onChange={setPage} />
    </>
  );
}
