import { Pagination, useListPaginationContext, useTranslate, type PaginationProps } from 'react-admin';
import { useShowsAnotherTab } from './ListStates';

const NO_PAGE_SIZES: number[] = [];

/**
 * The one pagination of the console's lists: react-admin's, reading the list in context
 * ('11-20 de 23', the pages, first/previous/next/last in pt-BR). The page-size choice shows
 * where a screen offers sizes (the case list); lists without it (the sections, 10 a page as the
 * spec says) show nothing while everything fits on one page. Nothing shows on an empty list,
 * nor while another tab's page stands in for the one loading.
 */
export function ListPagination({ rowsPerPageOptions = NO_PAGE_SIZES, ...rest }: PaginationProps) {
  const translate = useTranslate();
  const { total, perPage } = useListPaginationContext();
  const otherTab = useShowsAnotherTab();
  if (otherTab || (rowsPerPageOptions.length === 0 && total != null && total <= perPage)) return null;
  // Narrow screens get MUI's arrows, named in English unless told; react-admin passes extra
  // props on to MUI's TablePagination, whose prop this is (its own type does not list it).
  const labels = { getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`) } as Partial<PaginationProps>;
  return <Pagination rowsPerPageOptions={rowsPerPageOptions} {...labels} {...rest} />;
}
