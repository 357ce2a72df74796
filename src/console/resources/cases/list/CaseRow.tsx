import { Box, TableCell, TableRow, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import { formatPlate } from '../../../../domain/format';
import { CaseStatusTag } from '../components/CaseStatusTag';
import { CategoryChip } from '../components/CategoryChip';
import { TrackerCountsTag } from '../components/TrackerCountsTag';
import type { CaseListItem } from '../../../../domain/cases';
import { CaseRowActions } from './CaseRowActions';
import type { CaseColumn } from './columns';

// Long company and city names wrap, and process numbers at their dots and dashes when the room
// runs out; chassis and plates never do.
const WRAPPING: CaseColumn[] = ['company', 'location', 'processNumber'];
// …and any of them, typed without a break (a 150-character company name, a 50-character process
// number), breaks anywhere rather than push the actions out of the list's box (issue 25 item 2).
const WRAPS = { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 88 } as const;
const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 14 };

/** '0698848-57.2020.8.13.4100' with a line-break opportunity after each separator. */
function breakable(code: string) {
  return code.split(/(?<=[.-])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** One case: a click anywhere but on its actions opens the details drawer. */
export function CaseRow({
  record,
  columns,
  onOpen,
}: {
  record: CaseListItem;
  columns: CaseColumn[];
  onOpen: (id: number) => void;
}) {
  const translate = useTranslate();
  const none = translate('app.cases.empty_value');
  const cell = (column: CaseColumn) => {
    switch (column) {
      case 'type':
        return <CategoryChip title={record.category?.title} type={record.category?.type} />;
      case 'chassi':
        return <Box sx={mono}>{record.chassi || none}</Box>;
      case 'licensePlate':
        return (
          <Box sx={{ ...mono, fontWeight: 600 }}>{record.licensePlate ? formatPlate(record.licensePlate) : none}</Box>
        );
      case 'processNumber':
        return <Box sx={mono}>{record.processNumber ? breakable(record.processNumber) : none}</Box>;
      case 'company':
        return record.lawCompany?.name ?? none;
      case 'location':
        return record.mainAddressCity ? (
          <Typography variant="body2" component="span">
            {record.mainAddressCity}
            {record.mainAddressState ? `/${record.mainAddressState}` : ''}
          </Typography>
        ) : (
          none
        );
      case 'trackers':
        return <TrackerCountsTag counts={record.trackers} />;
      case 'status':
        return <CaseStatusTag status={record.status} totalApproved={record.trackers?.totalApproved} />;
    }
  };
  return (
    <TableRow hover onClick={() => onOpen(record.id)} sx={{ cursor: 'pointer' }} data-case-id={record.id}>
      {columns.map((column) => (
        <TableCell
          key={column}
          className={`col-${column}`}
          sx={WRAPPING.includes(column) ? WRAPS : { whiteSpace: 'nowrap' }}
        >
          {cell(column)}
        </TableCell>
      ))}
      <TableCell align="right" sx={{ whiteSpace: 'nowrap', py: 0.5 }} onClick={(event) => event.stopPropagation()}>
        <CaseRowActions record={record} onOpen={onOpen} />
      </TableCell>
    </TableRow>
  );
}
