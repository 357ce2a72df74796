import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { BRAZILIAN_STATES } from '../../../../domain/states';
import type { TrackerSearchSort } from '../../../../domain/trackers';
import { SEARCH_SORTS, type SearchFormValues } from './searchForm';

const SORT_KEYS: Record<TrackerSearchSort, string> = {
  name: 'app.trackers.add.sort_name',
  experienceScore: 'app.trackers.add.sort_experience',
  createdAt: 'app.trackers.add.sort_recent',
};

/** 'Nome' or 'Localização', their fields, the order, and 'Pesquisar'. */
export function TrackerSearchForm({
  values,
  stateError,
  searching,
  onChange,
  onSubmit,
}: {
  values: SearchFormValues;
  stateError: string | undefined;
  searching: boolean;
  onChange: (change: Partial<SearchFormValues>) => void;
  onSubmit: () => void;
}) {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Box
      component="form"
      onSubmit={submit}
      noValidate
      role="search"
      aria-label={translate('app.trackers.add.search_label')}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={values.mode}
          onChange={(_event, mode: SearchFormValues['mode'] | null) => mode && onChange({ mode })}
          aria-label={translate('app.trackers.add.mode')}
        >
          <ToggleButton value="name">{translate('app.trackers.add.by_name')}</ToggleButton>
          <ToggleButton value="location">{translate('app.trackers.add.by_location')}</ToggleButton>
        </ToggleButtonGroup>
        <TextField
          select
          size="small"
          margin="none"
          label={translate('app.trackers.add.sort')}
          value={values.sort}
          onChange={(event) => onChange({ sort: event.target.value as TrackerSearchSort })}
          sx={{ width: 200, ml: 'auto' }}
        >
          {(Object.keys(SEARCH_SORTS) as TrackerSearchSort[]).map((sort) => (
            <MenuItem key={sort} value={sort}>
              {translate(SORT_KEYS[sort])}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box
        sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', mt: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        {values.mode === 'name' ? (
          <TextField
            autoFocus
            margin="none"
            label={translate('app.trackers.add.name')}
            placeholder={translate('app.trackers.add.name_hint')}
            value={values.name}
            onChange={(event) => onChange({ name: event.target.value })}
          />
        ) : (
          <>
            <TextField
              select
              required
              margin="none"
              label={translate('app.trackers.add.state')}
              value={values.state}
              error={!!stateError}
              helperText={stateError ?? ' '}
              onChange={(event) => onChange({ state: event.target.value })}
              sx={{ width: { xs: '100%', sm: 240 }, flexShrink: 0 }}
            >
              <MenuItem value="">{translate('app.trackers.add.no_state')}</MenuItem>
              {BRAZILIAN_STATES.map((state) => (
                <MenuItem key={state.code} value={state.code}>
                  {state.code} · {state.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              margin="none"
              label={translate('app.trackers.add.city')}
              value={values.city}
              helperText={translate('app.trackers.add.city_hint')}
              onChange={(event) => onChange({ city: event.target.value })}
            />
          </>
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          startIcon={<SearchIcon />}
          loading={searching}
          sx={{ flexShrink: 0, height: 56 }}
        >
          {translate('app.trackers.add.search')}
        </Button>
      </Box>
    </Box>
  );
}
