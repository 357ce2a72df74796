import { ListSearchField } from '../../../components/list/ListSearchField';
import { Box, Button, Chip, MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import {
  TRACKER_FEATURE_LABELS,
  TRACKER_FEATURES,
  TRACKER_SEARCH_MAX,
  type TrackerFeature,
} from '../../../../domain/trackers';
import type { ViewedFilter } from '../../../../domain/trackers';
import { useTermFilter, type SectionFilterValues } from './sectionList';

const VIEWED: Record<ViewedFilter, string> = {
  viewed: 'app.trackers.filters.viewed_yes',
  notViewed: 'app.trackers.filters.viewed_no',
};

/**
 * 'Pesquisar' (name, e-mail or phone; after a pause in typing), viewed or not, and the features
 * as toggle chips: the list's filters, each change back to page 1; 'Limpar filtros' keeps the tab.
 */
export function TrackerFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const values = filterValues as SectionFilterValues;
  const [term, setTerm] = useTermFilter();
  const features = values.hasFeature ?? [];
  const change = (next: SectionFilterValues) => setFilters({ ...values, ...next }, undefined, false);
  const toggle = (feature: TrackerFeature) =>
    change({ hasFeature: features.includes(feature) ? features.filter((f) => f !== feature) : [...features, feature] });
  const clear = () => {
    setTerm('');
    setFilters({ tab: values.tab }, undefined, false);
  };
  const active = term !== '' || features.length > 0 || !!values.viewedAt;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, py: 1.5 }}>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <ListSearchField
          label="app.trackers.filters.search"
          hint="app.trackers.filters.search_hint"
          value={term}
          onChange={setTerm}
          maxLength={TRACKER_SEARCH_MAX}
        />
        <TextField
          select
          margin="none"
          size="small"
          label={translate('app.trackers.filters.viewed')}
          value={values.viewedAt ?? ''}
          onChange={(event) => change({ viewedAt: (event.target.value as ViewedFilter | '') || undefined })}
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
      <Box
        role="group"
        aria-label={translate('app.trackers.filters.features')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}
      >
        {TRACKER_FEATURES.map((feature) => {
          const selected = features.includes(feature);
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
          <Button size="small" onClick={clear} sx={{ ml: 'auto' }}>
            {translate('app.trackers.filters.clear')}
          </Button>
        ) : null}
      </Box>
    </Box>
  );
}
