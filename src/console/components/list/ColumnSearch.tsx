import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, IconButton, Popover, TextField, Tooltip } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';

/**
 * A column's text search (spec 001 §2, 'Pesquisar'): a magnifier in the column's header (primary
 * while set) opening a panel with the text, 'Pesquisar' (or Enter) and 'Limpar'. The text goes
 * into the list's filters as `filterKey` (page 1); the other filters and the tab stay.
 */
export function ColumnSearch({
  filterKey,
  column,
  maxLength = 100,
}: {
  filterKey: string;
  column: string;
  maxLength?: number;
}) {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const current: unknown = filterValues?.[filterKey];
  const value = typeof current === 'string' ? current : '';
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [text, setText] = useState(value);
  const field = useRef<HTMLInputElement>(null);
  const apply = (next: string) => {
    const { [filterKey]: _previous, ...rest } = filterValues ?? {};
    setFilters(next ? { ...rest, [filterKey]: next } : rest, displayedFilters, false);
    setAnchor(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(text.trim());
  };
  const name = translate('app.list.search_in', { column });
  return (
    <>
      <Tooltip title={name}>
        <IconButton
          size="small"
          aria-label={name}
          aria-pressed={value !== ''}
          color={value ? 'primary' : 'default'}
          sx={{ p: 0.5 }}
          onClick={(event) => {
            setText(value);
            setAnchor(event.currentTarget);
          }}
        >
          <SearchIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        // The text takes the focus once the panel has opened: autoFocus alone lost it to the panel,
        // which the popover focuses at the end of its opening transition (a keyboard user typed nowhere).
        slotProps={{ paper: { sx: { p: 2, width: 280 } }, transition: { onEntered: () => field.current?.focus() } }}
      >
        <Box component="form" role="search" onSubmit={submit}>
          <TextField
            autoFocus
            inputRef={field}
            fullWidth
            size="small"
            label={name}
            value={text}
            onChange={(event) => setText(event.target.value)}
            slotProps={{ htmlInput: { maxLength } }}
          />
          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
            <Button type="submit" variant="contained" size="small" startIcon={<SearchIcon />} sx={{ flex: 1 }}>
              {translate('app.list.search')}
            </Button>
            <Button size="small" sx={{ flex: 1 }} onClick={() => apply('')}>
              {translate('app.list.clear')}
            </Button>
          </Box>
        </Box>
      </Popover>
    </>
  );
}
