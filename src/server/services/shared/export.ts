// 'Exportar' on the console's lists (issue 25 item 10; docs/decisions.md "Export"): the list as the
// caller filtered and sorted it, read through the list's own service a page at a time (so scope,
// filters and order are the list's), as an .xlsx of at most LIST_EXPORT_MAX_ROWS rows.
import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { LIST_EXPORT_MAX_ROWS, MAX_PER_PAGE } from '../../../domain/listQuery';
import { localDateTime } from '../../../domain/format';
import type { Page } from '../../../domain/wire';

export interface ExportColumn<T> {
  label: string;
  cell: (row: T) => Row[number];
}

export const textCell = (value: string | null | undefined) => ({ value: value ?? '', type: String });
export const numberCell = (value: number | null | undefined) =>
  value === null || value === undefined ? textCell('') : { value, type: Number };
/** São Paulo's wall-clock time as the cell's date: a spreadsheet has no time zone. */
export const dateCell = (value: Date | string | null | undefined) =>
  value ? { value: localDateTime(value), type: Date, format: 'dd/mm/yyyy hh:mm' } : textCell('');

/**
 * Reads `list` page after page (100 rows each, the query's own filters and sort) until the list
 * ends or LIST_EXPORT_MAX_ROWS rows are read, and writes them under a bold header row.
 */
export async function exportList<T>(
  list: (query: Record<string, unknown>) => Promise<Page<T>>,
  rawQuery: unknown,
  columns: ExportColumn<T>[],
  sheet: string,
  max = LIST_EXPORT_MAX_ROWS,
): Promise<Buffer> {
  const { page: _page, perPage: _perPage, ...query } = (rawQuery ?? {}) as Record<string, unknown>;
  const rows: Row[] = [columns.map((c) => ({ value: c.label, fontWeight: 'bold' as const }))];
  let read = 0;
  for (let page = 1; read < max; page++) {
    const answer = await list({ ...query, page: String(page), perPage: String(MAX_PER_PAGE) });
    for (const row of answer.result.slice(0, max - read)) rows.push(columns.map((column) => column.cell(row)));
    read += answer.result.length;
    if (answer.result.length < MAX_PER_PAGE) break;
  }
  return writeXlsxFile(rows, { sheet, stickyRowsCount: 1 }).toBuffer();
}

/** The answer of an export route: the file, named, never cached. */
export function xlsxReply<
  R extends { type: (t: string) => R; header: (k: string, v: string) => R; send: (b: Buffer) => R },
>(reply: R, name: string, file: Buffer) {
  return reply
    .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${name}-${new Date().toISOString().slice(0, 10)}.xlsx"`)
    .header('cache-control', 'no-store')
    .send(file);
}
