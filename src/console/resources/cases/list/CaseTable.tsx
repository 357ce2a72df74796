import { Skeleton, Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ListEmpty, ListError } from '../../../components/list/ListStates';
import type { CaseListItem } from '../../../../domain/cases';
import { CaseRow } from './CaseRow';
import { CaseTableHead } from './CaseTableHead';
import type { CaseColumn } from './columns';

/** The table of cases, or its loading, error and empty states (as one full-width row). */
export function CaseTable({ columns, onOpen }: { columns: CaseColumn[]; onOpen: (id: number) => void }) {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useListContext<CaseListItem>();
  const span = columns.length + 1;
  const fullRow = (content: React.ReactNode) => (
    <TableRow>
      <TableCell colSpan={span} sx={{ border: 0 }}>
        {content}
      </TableCell>
    </TableRow>
  );
  return (
    <TableContainer>
      <Table
        aria-label={translate('app.cases.list.table_label')}
        sx={{
          '& .MuiTableCell-root': { px: 0.75, fontSize: 13 },
          '& .MuiTableCell-root:first-of-type': { pl: 2 },
          // The actions stay in view when a narrow screen scrolls the table sideways.
          '& .MuiTableCell-root:last-of-type': {
            position: 'sticky',
            right: 0,
            bgcolor: 'background.paper',
            pr: 1.5,
            boxShadow: (theme) => `-6px 0 6px -6px ${theme.palette.divider}`,
          },
          // …and follow their row's hover colour over their own background.
          '& .MuiTableRow-hover:hover > .MuiTableCell-root:last-of-type': {
            backgroundImage: (theme) => `linear-gradient(${theme.palette.action.hover}, ${theme.palette.action.hover})`,
          },
        }}
      >
        <CaseTableHead columns={columns} />
        <TableBody>
          {error
            ? fullRow(<ListError error={error} onRetry={() => void refetch()} title="app.cases.list.error" retry="app.cases.list.retry" />)
            : isPending
              ? Array.from({ length: 5 }, (_, index) => (
                  <TableRow key={index}>
                    <TableCell colSpan={span}>
                      <Skeleton height={28} />
                    </TableCell>
                  </TableRow>
                ))
              : data && data.length > 0
                ? data.map((record) => <CaseRow key={record.id} record={record} columns={columns} onOpen={onOpen} />)
                : fullRow(<ListEmpty text="app.cases.list.empty" hint="app.cases.list.empty_hint" />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
