import {
  Box,
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TableSortLabel,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useListContext, useTranslate, type RaRecord } from 'react-admin';
import { ColumnSearch } from './ColumnSearch';
import { ListPagination } from './ListPagination';
import { ListEmpty, ListError, ListLoading, useShowsAnotherTab, type ListErrorTexts } from './ListStates';

export interface ListColumn<R> {
  key: string;
  /** The column's title (i18n key). */
  label: string;
  render: (row: R) => ReactNode;
  /** The API's sortField when the column sorts (its title toggles ascending/descending). */
  sortField?: string;
  /** The filter key its 'Pesquisar' sets (filters[key] on the API). */
  search?: string;
  /** Left out (e.g. the plan column on a tab where it means nothing). */
  hidden?: boolean;
  sx?: SxProps<Theme>;
}

export const LIST_PAGE_SIZES = [10, 20, 50];
const ERROR_TEXTS: ListErrorTexts = { title: 'app.list.error', retry: 'app.list.retry' };

/**
 * The spec's table (spec 001 §2 "Common table behaviour") over the list in context: sortable
 * titles, a 'Pesquisar' per searchable column, the empty text, 'Um problema aconteceu' with
 * 'Tentar Novamente', a progress line while it reads, and the pagination with its page-size
 * choice. The header stays while the body shows a state, so a search that found nothing can be
 * cleared where it was set. Put ListRefreshButton beside the tabs for the refresh.
 */
export function ListTable<R extends RaRecord>({
  columns,
  label,
  empty = 'app.list.empty',
  actions,
  errorTexts = ERROR_TEXTS,
  pageSizes = LIST_PAGE_SIZES,
}: {
  columns: ListColumn<R>[];
  /** The table's accessible name (i18n key). */
  label: string;
  /** The empty text (i18n key). */
  empty?: string;
  /** The row's actions, in a last column 'Ações'. */
  actions?: (row: R) => ReactNode;
  errorTexts?: ListErrorTexts;
  pageSizes?: number[];
}) {
  const translate = useTranslate();
  const { data, error, isPending, isFetching, refetch, sort, setSort } = useListContext<R>();
  const otherTab = useShowsAnotherTab();
  const shown = columns.filter((column) => !column.hidden);
  const span = shown.length + (actions ? 1 : 0);
  const state = error ? (
    <ListError error={error} onRetry={() => void refetch()} {...errorTexts} />
  ) : isPending || !data || otherTab ? (
    <ListLoading rows={3} height={40} />
  ) : data.length === 0 ? (
    <ListEmpty text={empty} />
  ) : null;
  return (
    <>
      <Box sx={{ height: 4 }}>{isFetching && !isPending ? <LinearProgress /> : null}</Box>
      <TableContainer>
        <Table size="small" aria-label={translate(label)} aria-busy={isFetching}>
          <TableHead>
            <TableRow>
              {shown.map((column) => {
                const title = translate(column.label);
                const active = column.sortField !== undefined && sort.field === column.sortField;
                const direction = active && sort.order === 'DESC' ? 'desc' : 'asc';
                return (
                  <TableCell
                    key={column.key}
                    sortDirection={active ? direction : false}
                    sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
                  >
                    <Box sx={{ display: 'inline-flex', alignItems: 'center', columnGap: 0.5 }}>
                      {column.sortField ? (
                        <TableSortLabel
                          active={active}
                          direction={direction}
                          onClick={() =>
                            setSort({
                              field: column.sortField ?? '',
                              order: active && sort.order === 'ASC' ? 'DESC' : 'ASC',
                            })
                          }
                        >
                          {title}
                        </TableSortLabel>
                      ) : (
                        title
                      )}
                      {column.search ? <ColumnSearch filterKey={column.search} column={title} /> : null}
                    </Box>
                  </TableCell>
                );
              })}
              {actions ? <TableCell sx={{ fontWeight: 600 }}>{translate('app.list.actions')}</TableCell> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            {state ? (
              <TableRow>
                <TableCell colSpan={span} sx={{ borderBottom: 0 }}>
                  {state}
                </TableCell>
              </TableRow>
            ) : (
              (data ?? []).map((row) => (
                <TableRow key={row.id} hover>
                  {shown.map((column) => (
                    // User-entered text gives way rather than push the last columns off (issue 25
                    // item 2); columns that must not break (dates, codes) say nowrap in their sx.
                    <TableCell
                      key={column.key}
                      sx={[{ overflowWrap: 'anywhere' }, ...(Array.isArray(column.sx) ? column.sx : [column.sx])]}
                    >
                      {column.render(row)}
                    </TableCell>
                  ))}
                  {actions ? <TableCell>{actions(row)}</TableCell> : null}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
      {error ? null : <ListPagination rowsPerPageOptions={pageSizes} />}
    </>
  );
}
