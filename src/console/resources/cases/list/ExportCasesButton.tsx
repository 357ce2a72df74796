import DownloadIcon from '@mui/icons-material/FileDownloadOutlined';
import { Button, CircularProgress, Tooltip } from '@mui/material';
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
  const { filterValues, sort } = useListContext();
  const download = useMutation({
    mutationFn: async () => {
      const { page: _page, perPage: _perPage, ...query } = listQuery({ filter: filterValues, sort });
      const file = await dataProvider.exportCases(query);
      saveFile(file, `casos-${new Date().toISOString().slice(0, 10)}.xlsx`);
    },
  });
  const hint = translate('app.cases.list.export_hint', { max: CASE_EXPORT_MAX_ROWS.toLocaleString('pt-BR') });
  return (
    <Tooltip title={hint}>
      <span>
        <Button
          variant="outlined"
          size="medium"
          startIcon={download.isPending ? <CircularProgress size={16} aria-hidden /> : <DownloadIcon />}
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending}
        >
          {translate('app.cases.list.export')}
        </Button>
      </span>
    </Tooltip>
  );
}
