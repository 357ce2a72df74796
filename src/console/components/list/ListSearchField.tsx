import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * The search box above a list: a labelled search field with its icon (label and hint are keys).
 * `maxLength` is the list's own limit in its contract: a longer term would answer 422 and turn
 * the list into its error state, so the box takes no more.
 */
export function ListSearchField({
  label,
  hint,
  value,
  onChange,
  maxLength,
}: {
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
}) {
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
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
        htmlInput: { maxLength },
      }}
    />
  );
}
