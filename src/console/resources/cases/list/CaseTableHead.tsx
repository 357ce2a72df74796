import { Box, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { ColumnFilter } from './filters/ColumnFilter';
import { useLawCompanyOptions } from './filters/useLawCompanyOptions';
import { COLUMN_FILTERS, SORTABLE_COLUMNS, type CaseColumn } from './columns';

/** Column titles; chassi, plate and process number sort; filterable columns carry their filter. */
export function CaseTableHead({ columns }: { columns: CaseColumn[] }) {
  const translate = useTranslate();
  const { sort, setSort } = useListContext();
  // The company filter needs its options; without them (no endpoint yet) it is not offered.
  const companies = useLawCompanyOptions();
  return (
    <TableHead>
      <TableRow>
        {columns.map((column) => {
          const label = translate(`app.cases.columns.${column}`);
          const sortable = SORTABLE_COLUMNS.includes(column);
          const active = sort.field === column;
          const direction = active && sort.order === 'ASC' ? 'asc' : 'desc';
          const filter = column === 'company' && !companies.available ? undefined : COLUMN_FILTERS[column];
          return (
            <TableCell
              key={column}
              className={`col-${column}`}
              sortDirection={active ? direction : false}
              sx={{ fontWeight: 600 }}
            >
              {/* Label and filter side by side, the filter under the label when the table runs out of room. */}
              <Box sx={{ display: 'inline-flex', alignItems: 'center', columnGap: 0.5, flexWrap: 'wrap' }}>
                {sortable ? (
                  <TableSortLabel
                    active={active}
                    direction={active ? direction : 'asc'}
                    onClick={() => setSort({ field: column, order: active && sort.order === 'ASC' ? 'DESC' : 'ASC' })}
                  >
                    {label}
                  </TableSortLabel>
                ) : (
                  label
                )}
                {filter ? <ColumnFilter column={column} label={label} filter={filter} /> : null}
              </Box>
            </TableCell>
          );
        })}
        <TableCell align="right" className="col-actions" sx={{ fontWeight: 600 }}>
          <span>{translate('app.cases.columns.actions')}</span>
        </TableCell>
      </TableRow>
    </TableHead>
  );
}
