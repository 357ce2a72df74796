import { FormControlLabel, Switch } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { FilterPanelProps } from './types';

/** 'Com pendentes': only cases with pending tracker requests. */
export function PendingFilter({ value, apply }: FilterPanelProps) {
  const translate = useTranslate();
  const checked = value === true || value === 'true';
  return (
    <FormControlLabel
      control={
        <Switch autoFocus checked={checked} onChange={(event) => apply(event.target.checked ? true : undefined)} />
      }
      label={translate('app.cases.filters.with_pending')}
    />
  );
}
