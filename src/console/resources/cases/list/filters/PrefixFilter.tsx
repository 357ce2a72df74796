import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterPanelProps } from './types';

/** A 'starts with' text filter: 'Pesquisar' (or Enter) applies it, 'Limpar' removes it. */
export function PrefixFilter({ label, value, apply, close }: FilterPanelProps) {
  const translate = useTranslate();
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    apply(text.trim());
    close();
  };
  return (
    <Box component="form" onSubmit={submit} role="search">
      <TextField
        autoFocus
        label={translate('app.cases.filters.starts_with', { column: label })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
        <Button type="submit" variant="contained" size="small" startIcon={<SearchIcon />} sx={{ flex: 1 }}>
          {translate('app.cases.filters.search')}
        </Button>
        <Button
          size="small"
          sx={{ flex: 1 }}
          onClick={() => {
            apply(undefined);
            close();
          }}
        >
          {translate('app.cases.filters.clear')}
        </Button>
      </Box>
    </Box>
  );
}
