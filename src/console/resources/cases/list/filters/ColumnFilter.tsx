import FilterListIcon from '@mui/icons-material/FilterList';
import { IconButton, Popover, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { CaseColumn } from '../columns';
import { CompanyFilter } from './CompanyFilter';
import { PendingFilter } from './PendingFilter';
import { PrefixFilter } from './PrefixFilter';
import { StateFilter } from './StateFilter';
import type { FilterPanelProps } from './types';

export type { FilterPanelProps };

export interface FilterSpec {
  kind: 'prefix' | 'company' | 'state' | 'pending';
  key: string;
}

/**
 * A column's filter: a funnel button in the header (primary when the filter is set) opening a
 * small panel. Values go into the list's filters and travel as filters[key].
 */
export function ColumnFilter({ column, label, filter }: { column: CaseColumn; label: string; filter: FilterSpec }) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [entered, setEntered] = useState(false);
  const value = filterValues?.[filter.key];
  const active = value !== undefined && value !== '' && value !== false;
  const close = () => {
    setAnchor(null);
    setEntered(false);
  };
  const apply = (next: unknown) => {
    const { [filter.key]: _previous, ...rest } = filterValues ?? {};
    const empty = next === undefined || next === '' || next === false || next === null;
    setFilters(empty ? rest : { ...rest, [filter.key]: next }, displayedFilters, false);
  };
  const name = translate('app.cases.filters.filter_by', { column: label });
  const props: FilterPanelProps = { label, value, apply, close, entered };
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={active}
          color={active ? 'primary' : 'default'}
          sx={{ p: 0.5 }}
          onClick={(event) => setAnchor(event.currentTarget)}
          data-column={column}
        >
          <FilterListIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // The panel grows in (scaled); a popper placed meanwhile would stay where the input was then.
        slotProps={{ paper: { sx: { p: 2, width: 280 } }, transition: { onEntered: () => setEntered(true) } }}
      >
        {filter.kind === 'prefix' ? <PrefixFilter {...props} /> : null}
        {filter.kind === 'state' ? <StateFilter {...props} /> : null}
        {filter.kind === 'pending' ? <PendingFilter {...props} /> : null}
        {filter.kind === 'company' ? <CompanyFilter {...props} /> : null}
      </Popover>
    </>
  );
}
