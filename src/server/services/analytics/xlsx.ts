import writeXlsxFile, { type Row } from 'write-excel-file/node';
import { REPORT_COLUMNS, cellText } from './labels';
import type { TrackerReportRow } from './report';

/**
 * The report as an .xlsx ('Baixar .xlsx'): the same columns as the page, counts as numbers and
 * dates as dates (Excel sorts and sums them), plan and names as text.
 */
export async function reportXlsx(rows: TrackerReportRow[], now: Date): Promise<Buffer> {
  const header: Row = REPORT_COLUMNS.map((c) => ({ value: c.label, fontWeight: 'bold' }));
  const data: Row[] = rows.map((row) =>
    REPORT_COLUMNS.map((c) => {
      const value = row[c.key as keyof TrackerReportRow];
      if (typeof value === 'number') return { value, type: Number };
      if (c.key === 'createdAt') return { value: row.createdAt, type: Date, format: 'dd/mm/yyyy' };
      if (c.key === 'lastActivity' && row.lastActivity)
        return { value: row.lastActivity, type: Date, format: 'dd/mm/yyyy hh:mm' };
      return { value: cellText(row, c.key, now), type: String };
    }),
  );
  return writeXlsxFile([header, ...data], { sheet: 'Localizadores', stickyRowsCount: 1 }).toBuffer();
}
