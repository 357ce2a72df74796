import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The search box above a list: a labelled search field with its icon (label and hint are keys). */
export function ListSearchField({ label, hint, value, onChange }: { label: string; hint: string; value: string; onChange: (value: string) => void }) {
  const translate = useTranslate();
  return (
    <TextField
      type="search"
      margin="none"
      size="small"
      label={translate(label)}
      placeholder={translate(hint)}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
    />
  );
}
