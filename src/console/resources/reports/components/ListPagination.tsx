import { TablePagination } from '@mui/material';
import { useTranslate } from 'react-admin';

/**
 * Page controls for a list read with useQuery (10 a page, spec §9): '1-10 de 25' and the
 * previous / next arrows in pt-BR; nothing when everything fits on one page.
 */
export function ListPagination({
  page,
  perPage = 10,
  total,
  onPageChange,
}: {
  /** 1-based, as the API counts. */
  page: number;
  perPage?: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const translate = useTranslate();
  if (total <= perPage) return null;
  return (
    <TablePagination
      component="div"
      count={total}
      page={page - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={[]}
      onPageChange={(_event, next) => onPageChange(next + 1)}
      labelDisplayedRows={({ from, to, count }) =>
        translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })
      }
      getItemAriaLabel={(type) => translate(`app.reports.pagination.${type}`)}
    />
  );
}
