import SearchIcon from '@mui/icons-material/Search';
import { Box, Button, Chip, InputAdornment, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { TRACKER_FEATURE_LABELS, TRACKER_FEATURES, type TrackerFeature } from '../../../../domain/schemas/trackerQueries';
import type { ViewedFilter } from '../types';
import type { SectionFilters } from './useTrackerSectionState';

const VIEWED: Record<ViewedFilter, string> = {
  viewed: 'app.trackers.filters.viewed_yes',
  notViewed: 'app.trackers.filters.viewed_no',
};

/** 'Pesquisar' (name, e-mail or phone), viewed or not, and the features as toggle chips. */
export function TrackerFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: SectionFilters;
  onChange: (change: Partial<SectionFilters>) => void;
  onClear: () => void;
}) {
  const translate = useTranslate();
  const toggle = (feature: TrackerFeature) =>
    onChange({
      features: filters.features.includes(feature) ? filters.features.filter((f) => f !== feature) : [...filters.features, feature],
    });
  const active = filters.term !== '' || filters.features.length > 0 || filters.viewed !== '';
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          type="search"
          margin="none"
          size="small"
          label={translate('app.trackers.filters.search')}
          placeholder={translate('app.trackers.filters.search_hint')}
          value={filters.term}
          onChange={(event) => onChange({ term: event.target.value })}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <TextField
          select
          margin="none"
          size="small"
          label={translate('app.trackers.filters.viewed')}
          value={filters.viewed}
          onChange={(event) => onChange({ viewed: event.target.value as ViewedFilter | '' })}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ width: { xs: '100%', sm: 220 }, flexShrink: 0 }}
        >
          <MenuItem value="">{translate('app.trackers.filters.viewed_any')}</MenuItem>
          {(Object.keys(VIEWED) as ViewedFilter[]).map((value) => (
            <MenuItem key={value} value={value}>
              {translate(VIEWED[value])}
            </MenuItem>
          ))}
        </TextField>
      </Box>
      <Box role="group" aria-label={translate('app.trackers.filters.features')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        {TRACKER_FEATURES.map((feature) => {
          const selected = filters.features.includes(feature);
          return (
            <Chip
              key={feature}
              size="small"
              clickable
              color={selected ? 'primary' : 'default'}
              variant={selected ? 'filled' : 'outlined'}
              label={TRACKER_FEATURE_LABELS[feature]}
              aria-pressed={selected}
              onClick={() => toggle(feature)}
            />
          );
        })}
        {active ? (
          <Button size="small" onClick={onClear} sx={{ ml: 'auto' }}>
            {translate('app.trackers.filters.clear')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
