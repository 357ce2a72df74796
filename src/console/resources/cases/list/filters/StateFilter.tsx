import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { BRAZILIAN_STATES } from '../../../../../domain/states';
import type { FilterPanelProps } from './types';

/** The main address's state: one of the 27 UFs, or every state. */
export function StateFilter({ value, apply, close }: FilterPanelProps) {
  const translate = useTranslate();
  return (
    <TextField
      select
      autoFocus
      label={translate('app.cases.filters.state')}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => {
        apply(event.target.value || undefined);
        close();
      }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 320 } } } } } }}
    >
      <MenuItem value="">{translate('app.cases.filters.all_states')}</MenuItem>
      {BRAZILIAN_STATES.map((state) => (
        <MenuItem key={state.code} value={state.code}>
          {state.code} – {state.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
