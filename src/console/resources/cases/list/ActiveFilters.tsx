import { Box, Button, Chip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { formatPlate } from '../../../../domain/format';
import { useLawCompanyOptions } from './filters/useLawCompanyOptions';

const LABELS: Record<string, string> = {
  chassi: 'app.cases.columns.chassi',
  licensePlate: 'app.cases.columns.licensePlate',
  processNumber: 'app.cases.columns.processNumber',
  lawCompanyId: 'app.cases.filters.company',
  state: 'app.cases.filters.state',
  withPending: 'app.cases.filters.with_pending',
};

/** A chip shows its whole value: a long one wraps inside the chip instead of being cut with '…'. */
const WHOLE_VALUE = {
  height: 'auto',
  minHeight: 24,
  maxWidth: '100%',
  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
} as const;

/** The filters in force, as chips that remove them, and 'Limpar filtros' (the tab stays). */
export function ActiveFilters() {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { data: companies } = useLawCompanyOptions();
  const { tab, ...filters } = (filterValues ?? {}) as Record<string, unknown>;
  const keys = Object.keys(filters).filter((key) => LABELS[key] && filters[key] !== undefined && filters[key] !== '');
  if (keys.length === 0) return null;
  const text = (key: string) => {
    const value = filters[key];
    if (key === 'withPending') return translate(LABELS[key]);
    // Prefix filters say so in words: a trailing '…' read as a value cut short.
    if (key === 'licensePlate')
      return `${translate('app.cases.filters.starts_with', { column: translate(LABELS[key]) })} ${formatPlate(String(value))}`;
    if (key === 'lawCompanyId') {
      const name = companies?.find((company) => String(company.id) === String(value))?.name;
      return `${translate(LABELS[key])}: ${name ?? `#${String(value)}`}`;
    }
    if (key === 'state') return `${translate(LABELS[key])}: ${String(value)}`;
    return `${translate('app.cases.filters.starts_with', { column: translate(LABELS[key]) })} ${String(value)}`;
  };
  const removeKey = (key: string) => {
    const { [key]: _removed, ...rest } = filterValues ?? {};
    setFilters(rest, displayedFilters, false);
  };
  return (
    <Box
      role="group"
      aria-label={translate('app.cases.filters.active_label')}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, px: 2, pt: 1.5 }}
    >
      {keys.map((key) => (
        <Chip
          key={key}
          size="small"
          color="primary"
          variant="outlined"
          label={text(key)}
          title={text(key)}
          onDelete={() => removeKey(key)}
          sx={WHOLE_VALUE}
        />
      ))}
      <Button size="small" onClick={() => setFilters({ tab }, displayedFilters, false)}>
        {translate('app.cases.filters.clear_all')}
      </Button>
    </Box>
  );
}
