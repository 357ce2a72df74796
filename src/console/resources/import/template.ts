import { IMPORT_COLUMNS, IMPORT_FIELDS, type ImportConfigBody } from '../../../domain/imports';
import { IMPORT_FIELD_LABELS } from '../../../domain/importRows';

/**
 * The "Baixar modelo" sheet of a configuration: the skipped lines on top, the last of them the
 * header naming each field above its configured column; nothing else (the user fills the rows).
 * Without skipped lines there is no header (it would be read as a case).
 */
export function templateRows(config: ImportConfigBody): (string | null)[][] {
  const used = IMPORT_FIELDS.filter((field) => config.columns[field]);
  const width = Math.max(0, ...used.map((field) => IMPORT_COLUMNS.indexOf(config.columns[field]!) + 1));
  const header: (string | null)[] = Array.from({ length: width }, () => null);
  for (const field of used) header[IMPORT_COLUMNS.indexOf(config.columns[field]!)] = IMPORT_FIELD_LABELS[field];
  const rows: (string | null)[][] = Array.from({ length: Math.max(0, config.skipLines - 1) }, () => []);
  if (config.skipLines > 0) rows.push(header);
  return rows;
}

/** 'Carteira Banco X' → 'modelo-carteira-banco-x.xlsx'. */
export function templateFilename(name: string): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `modelo-${slug || 'importacao'}.xlsx`;
}

/** The template's one sheet, named in pt-BR (write-excel-file's default is 'Sheet1'). */
export const TEMPLATE_SHEET = 'Casos';

/** The template's file; write-excel-file is loaded only when asked for. */
async function templateFile(config: ImportConfigBody) {
  const { default: writeXlsxFile } = await import('write-excel-file/browser');
  const rows = templateRows(config);
  return writeXlsxFile(rows.length > 0 ? rows : [[null]], { sheet: TEMPLATE_SHEET });
}

/** The template as a Blob (what the download saves; the tests read it back). */
export const templateBlob = async (config: ImportConfigBody) => (await templateFile(config)).toBlob();

/** Writes and downloads the template. */
export async function downloadTemplate(name: string, config: ImportConfigBody): Promise<void> {
  await (await templateFile(config)).toFile(templateFilename(name));
}
