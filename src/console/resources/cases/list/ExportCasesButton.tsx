import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useListContext, useTranslate } from 'react-admin';
import { CASE_EXPORT_MAX_ROWS } from '../../../../domain/cases';
import { formatCount } from '../../../../domain/format';
import { ExportButtonView } from '../../../components/list/ListExportButton';
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
  const max = formatCount(CASE_EXPORT_MAX_ROWS);
  const over = total !== undefined && total > CASE_EXPORT_MAX_ROWS;
  return (
    <ExportButtonView
      onExport={() => download.mutateAsync()}
      pending={download.isPending}
      label={translate('app.cases.list.export')}
      hint={translate('app.cases.list.export_hint', { max })}
      cap={
        over
          ? translate('app.cases.list.export_over_cap', { max, total: formatCount(total) })
          : translate('app.cases.list.export_cap', { max })
      }
      over={over}
    />
  );
}
