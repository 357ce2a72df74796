import { Pagination, useListContext, useTranslate, type PaginationProps } from 'react-admin';
import { formatCount } from '../../../domain/format';
import { useShowsAnotherTab } from './ListStates';

const NO_PAGE_SIZES: number[] = [];

/**
 * The one pagination of the console's lists: react-admin's, reading the list in context
 * ('11-20 de 23', the pages, first/previous/next/last in pt-BR). The page-size choice shows
 * where a screen offers sizes (the case list); lists without it (the sections, 10 a page as the
 * spec says) show nothing while everything fits on one page. Nothing shows on an empty list,
 * nor under the list's error state, nor while another tab's page stands in for the one loading. A list the API stopped counting
 * says 'de mais de' its total.
 */
export function ListPagination({ rowsPerPageOptions = NO_PAGE_SIZES, ...rest }: PaginationProps) {
  const translate = useTranslate();
  const { total, perPage, meta, error } = useListContext();
  const otherTab = useShowsAnotherTab();
  // Under the error state the rows are gone: a range ('1-10 de 15', the last page that loaded) would be false.
  if (error || otherTab || (rowsPerPageOptions.length === 0 && total != null && total <= perPage)) return null;
  // Narrow screens get MUI's arrows, named in English unless told; react-admin passes extra
  // props on to MUI's TablePagination, whose prop this is (its own type does not list it).
  const labels: Record<string, unknown> = { getItemAriaLabel: (type: string) => translate(`ra.navigation.${type}`) };
  // '1-10 de 20.000' with Brazil's thousands separator; a list that stopped counting (the API's
  // `moreThanTotal`, a short prefix or a common name): '1-10 de mais de 1.000'.
  const more = (meta as { moreThanTotal?: boolean } | undefined)?.moreThanTotal;
  labels.labelDisplayedRows = ({ from, to, count }: { from: number; to: number; count: number }) =>
    translate(more ? 'app.list.page_range_more' : 'ra.navigation.page_range_info', {
      offsetBegin: formatCount(from),
      offsetEnd: formatCount(to),
      total: formatCount(count),
    });
  // In a narrow box (the chat list at 992 px, any list at 320 px) the page numbers go on a line of
  // their own rather than being cut at the box's edge (issue 25).
  const wrap = { '& .MuiToolbar-root': { flexWrap: 'wrap', justifyContent: 'flex-end', rowGap: 0.5 } };
  return (
    <Pagination
      rowsPerPageOptions={rowsPerPageOptions}
      {...labels}
      {...rest}
      sx={[wrap, ...(Array.isArray(rest.sx) ? rest.sx : [rest.sx])]}
    />
  );
}
