import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterPanelProps } from './types';
import { useLawCompanyOptions } from './useLawCompanyOptions';

/** Support's law-company filter: pick one company by name. */
export function CompanyFilter({ value, apply, close, entered }: FilterPanelProps) {
  const translate = useTranslate();
  const [open, setOpen] = useState(true);
  const { data: options = [], isPending } = useLawCompanyOptions();
  const selected = options.find((option) => String(option.id) === String(value)) ?? null;
  return (
    <Autocomplete
      // Opens once the panel is in place (anchored to the input where it ends up), then as usual.
      open={entered && open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      loading={isPending}
      value={selected}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      noOptionsText={translate('app.cases.filters.no_companies')}
      onChange={(_event, option) => {
        apply(option ? option.id : undefined);
        close();
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          label={translate('app.cases.filters.company')}
          placeholder={translate('app.cases.filters.all_companies')}
        />
      )}
    />
  );
}
