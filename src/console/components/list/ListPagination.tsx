import { Pagination, useTranslate, type PaginationProps } from 'react-admin';

const NO_PAGE_SIZES: number[] = [];

/**
 * The one pagination of the console's lists: react-admin's, reading the list in context
 * ('11-20 de 23', the pages, first/previous/next/last in pt-BR). The page-size choice shows
 * where a screen offers sizes (the case list); sections keep the spec's 10 a page. Nothing
 * shows while the list is empty or fits on one page.
 */
export function ListPagination({ rowsPerPageOptions = NO_PAGE_SIZES, ...rest }: PaginationProps) {
  const translate = useTranslate();
  // Narrow screens get MUI's arrows, named in English unless told; react-admin passes extra
  // props on to MUI's TablePagination, whose prop this is (its own type does not list it).
  const labels = { getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`) } as Partial<PaginationProps>;
  return <Pagination rowsPerPageOptions={rowsPerPageOptions} {...labels} {...rest} />;
}
