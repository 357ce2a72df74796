import { Autocomplete, Box, Card, CardContent, Skeleton, Stack, TextField, Typography, useTheme } from '@mui/material';
import { Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { CaseSlice, CaseSliceKey } from '../../../domain/dashboard';
import { lazyPage } from '../../components/lazyPage';
import { ListError } from '../../components/list/ListStates';
import { LoadingPlaceholder } from '../../components/LoadingPlaceholder';
import { useLawCompanyOptions } from '../../resources/cases/list/filters/useLawCompanyOptions';
import { useCaseGraph } from './dashboardQueries';
import { RefreshButton } from './RefreshButton';
import { useRefreshAfter } from '../../providers/dependencies';

const CaseDoughnut = lazyPage(() => import('./CaseDoughnut'), { size: 'inline' });

/**
 * The slices' colours: the theme's own, each at least 3:1 against the paper in both themes
 * (WCAG 1.4.11; theme.ts lists their contrasts), and told apart by the legend's text too.
 */
function useSliceColors(): Record<CaseSliceKey, string> {
  const { palette } = useTheme();
  return {
    withoutTracker: palette.primary.main,
    withTracker: palette.success.main,
    draft: palette.text.secondary,
    sized: palette.success.main,
    notSized: palette.warning.main,
  };
}

/** One doughnut with its legend: the legend is the text alternative (a list of the numbers). */
function Doughnut({ title, slices }: { title: string; slices: CaseSlice[] }) {
  const translate = useTranslate();
  const { palette } = useTheme();
  const colors = useSliceColors();
  const total = slices.reduce((sum, slice) => sum + slice.total, 0);
  const id = `dashboard-${title.replace(/\W+/g, '-')}`;
  return (
    <Box component="figure" aria-labelledby={id} sx={{ m: 0, flex: '1 1 260px', minWidth: 0 }}>
      <Typography id={id} variant="subtitle2" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      {/* The legend goes under the doughnut when both do not fit side by side (320 px). */}
      <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {total > 0 ? (
          <Suspense
            fallback={
              <LoadingPlaceholder>
                <Skeleton variant="circular" width={160} height={160} />
              </LoadingPlaceholder>
            }
          >
            <CaseDoughnut
              slices={slices.map((slice) => ({ ...slice, color: colors[slice.key] }))}
              stroke={palette.background.paper}
            />
          </Suspense>
        ) : (
          <Typography color="text.secondary" sx={{ width: 160, textAlign: 'center' }}>
            {translate('app.dashboard.charts.empty')}
          </Typography>
        )}
        <Box component="figcaption" sx={{ minWidth: 0 }}>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {slices.map((slice) => (
              <Box component="li" key={slice.key} sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 0.25 }}>
                <Box
                  aria-hidden="true"
                  sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: colors[slice.key], flexShrink: 0 }}
                />
                <span>{`${translate(`app.dashboard.charts.slices.${slice.key}`)}: ${slice.total.toLocaleString('pt-BR')}`}</span>
              </Box>
            ))}
          </Box>
          <Typography variant="body2" sx={{ fontWeight: 600, mt: 0.5 }}>
            {translate('app.dashboard.charts.total', { count: total.toLocaleString('pt-BR') })}
          </Typography>
        </Box>
      </Stack>
    </Box>
  );
}

/** Support's law-company filter: the case list's options (GET /admin/law-companies/all). */
function CompanyPicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const translate = useTranslate();
  const { data: options = [], isPending } = useLawCompanyOptions();
  return (
    <Autocomplete
      size="small"
      sx={{ width: { xs: '100%', sm: 280 } }}
      options={options}
      loading={isPending}
      value={options.find((option) => option.id === value) ?? null}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(option, other) => option.id === other.id}
      noOptionsText={translate('app.dashboard.charts.no_companies')}
      onChange={(_event, option) => onChange(option ? option.id : null)}
      renderInput={(params) => (
        <TextField
          {...params}
          label={translate('app.dashboard.charts.company')}
          placeholder={translate('app.dashboard.charts.all_companies')}
        />
      )}
    />
  );
}

/**
 * The two doughnuts of spec 000 §2 "Dashboard": active cases (Disponível, Atribuído) and
 * inactive ones (Rascunho, Apreendido, Encerrado), the case list's tabs. Support may pick a
 * company; a law-company user sees its own. `withRefresh`: the card carries the dashboard's
 * 'Atualizar' (when no pending panel does).
 */
export function CaseCharts({ support, withRefresh }: { support: boolean; withRefresh: boolean }) {
  const translate = useTranslate();
  const [company, setCompany] = useState<number | null>(null);
  const graph = useCaseGraph(company);
  const refresh = useRefreshAfter('dashboard');
  return (
    <Card component="section" aria-label={translate('app.dashboard.charts.title')}>
      <CardContent>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
            {translate('app.dashboard.charts.title')}
          </Typography>
          {support ? <CompanyPicker value={company} onChange={setCompany} /> : null}
          {withRefresh ? <RefreshButton onRefresh={refresh} /> : null}
        </Box>
        {graph.isError ? (
          <ListError
            error={graph.error}
            onRetry={() => void graph.refetch()}
            title="app.dashboard.charts.error"
            retry="app.dashboard.counters.reload"
          />
        ) : graph.data ? (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
            <Doughnut title={translate('app.dashboard.charts.active')} slices={graph.data.active} />
            <Doughnut title={translate('app.dashboard.charts.inactive')} slices={graph.data.inactive} />
          </Box>
        ) : (
          <LoadingPlaceholder>
            <Skeleton variant="rounded" height={160} />
          </LoadingPlaceholder>
        )}
      </CardContent>
    </Card>
  );
}
