import { Skeleton, Table, TableBody, TableCell, TableContainer, TableRow } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ListEmpty, ListError } from '../../../components/list/ListStates';
import { LoadingPlaceholder } from '../../../components/LoadingPlaceholder';
import { visuallyHidden } from '../../../components/VisuallyHidden';
import type { CaseListItem } from '../../../../domain/cases';
import { CaseRow } from './CaseRow';
import { CaseTableHead } from './CaseTableHead';
import type { CaseColumn } from './columns';

/**
 * What gives way when the list's box narrows (docs/decisions.md, "Case list at 1366 and 992 px"),
 * by the box's width, not the screen's (the sidebar may be open or collapsed): below 1000 px the
 * type shows its icon alone (the chip's text stays its accessible name, and its tooltip); below
 * 760 px the process number leaves the table (it is in the details; its filter chip stays; with
 * the sidebar collapsed it comes back at 992), cells and status tags get tighter, chassis and
 * plates (monospace codes) go from 14 to 12 px and the actions' header is read, not shown. Every
 * other cell keeps the theme's 14 px (issue 25 item 7).
 * Everything else wraps (names, cities, process numbers at their dots, header filters under
 * their labels); on a phone the table scrolls in its box with the actions kept in view.
 */
/** The sticky actions column's widest (a case admin's three icon buttons and the cell's padding). */
const ACTIONS_WIDTH = 120;
/** More than half the widest header control (a sort label): a control left in the padding shows its centre. */
const EDGE_PADDING = 40;

const NARROW_COLUMNS = {
  '@container case-list (max-width: 999px)': {
    '& td.col-type .MuiChip-label': visuallyHidden,
    '& td.col-type .MuiChip-icon': { mx: 0.75 },
  },
  '@container case-list (max-width: 759px)': {
    '& .col-processNumber': { display: 'none' },
    '& .MuiTableCell-root, & .MuiTableCell-root:first-of-type, & .MuiTableCell-root:last-of-type': { px: '3px' },
    '& td.col-chassi > *, & td.col-licensePlate > *': { fontSize: 12 },
    '& td.col-status .MuiChip-label': { px: 0.75 },
    '& th.col-actions > span': visuallyHidden,
  },
} as const;

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
    <TableContainer
      sx={{
        containerType: 'inline-size',
        containerName: 'case-list',
        // A control reached with Tab while the table scrolls sideways comes fully into view: the
        // browser leaves one half cut at the edge, or behind the sticky actions (three icon
        // buttons, ~115 px), in place (WCAG 2.4.11; reflow.test.ts measures it at 640×400).
        scrollPaddingInline: `${EDGE_PADDING}px ${ACTIONS_WIDTH + EDGE_PADDING}px`,
      }}
    >
      <Table
        aria-label={translate('app.cases.list.table_label')}
        sx={{
          '& .MuiTableCell-root': { px: 0.75 },
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
          ...NARROW_COLUMNS,
        }}
      >
        <CaseTableHead columns={columns} />
        <TableBody>
          {error
            ? fullRow(
                <ListError
                  error={error}
                  onRetry={() => void refetch()}
                  title="app.cases.list.error"
                  retry="app.cases.list.retry"
                />,
              )
            : isPending
              ? fullRow(
                  // Five rows' height (28 px and a cell's 32 px of padding each), one indicator.
                  <LoadingPlaceholder spacing={4}>
                    {Array.from({ length: 5 }, (_, index) => (
                      <Skeleton key={index} height={28} />
                    ))}
                  </LoadingPlaceholder>,
                )
              : data && data.length > 0
                ? data.map((record) => <CaseRow key={record.id} record={record} columns={columns} onOpen={onOpen} />)
                : fullRow(<ListEmpty text="app.cases.list.empty" hint="app.cases.list.empty_hint" />)}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
