import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Box, Button, CircularProgress, Tooltip, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { CASE_EXPORT_MAX_ROWS } from '../../../../domain/cases';
import { saveFile } from '../../../components/saveFile';
import { listQuery, type AppDataProvider } from '../../../providers/dataProvider';

/**
 * 'Exportar' (support and case admins): the list as it is filtered, tabbed and sorted, as an
 * .xlsx built by the server (GET /admin/seizure-requests/export, bounded to CASE_EXPORT_MAX_ROWS).
 * A failure shows the shared 'Erro' notice (a mutation: providers/MutationFailureNotices).
 */
export function ExportCasesButton() {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { filterValues, sort, total } = useListContext();
  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, perPage: _perPage, ...query } = listQuery({ filter: filterValues, sort });
      const file = await dataProvider.exportCases(query);
      saveFile(file, `casos-${new Date().toISOString().slice(0, 10)}.xlsx`);
    },
  });
  const max = CASE_EXPORT_MAX_ROWS.toLocaleString('pt-BR');
  const hint = translate('app.cases.list.export_hint', { max });
  // The cap is said beside the button (a tooltip is for the mouse); over it, how much is left out.
  const over = total !== undefined && total > CASE_EXPORT_MAX_ROWS;
  const cap = over ? translate('app.cases.list.export_over_cap', { max, total: total.toLocaleString('pt-BR') }) : translate('app.cases.list.export_cap', { max });
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Tooltip title={hint}>
        <span>
          <Button
            variant="outlined"
            size="medium"
            startIcon={download.isPending ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
            onClick={() => download.mutate()}
            disabled={download.isPending}
            aria-busy={download.isPending}
            aria-describedby="case-export-cap"
          >
            {translate('app.cases.list.export')}
          </Button>
        </span>
      </Tooltip>
      <Typography id="case-export-cap" variant="caption" color="text.secondary" sx={{ fontWeight: over ? 600 : undefined }}>
        {cap}
      </Typography>
    </Box>
  );
}
