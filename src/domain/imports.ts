// Importação (cases spec §3 "Import config / history / record", §4 "Import", §5 "Import
// configuration"): the wire records and the configuration's schema (console form and server
// alike). The spreadsheet row → case mapping with the row-edit rules is ./importRows.ts.
import { z } from 'zod';
import {
  ALREADY_SELECTED,
  idField,
  intField,
  optionalIntField,
  INVALID,
  maxLength,
  maxValue,
  objectOf,
  REQUIRED,
  requiredOr,
  requiredString,
} from './schemas/messages';
import { listQuerySchema } from './listQuery';
import { IMPORT_CATEGORY_STRATEGIES, IMPORT_CHANGE_TYPES, type ImportChangeType, type ImportStatus } from './statuses';

/** The case fields a spreadsheet column can feed; `category` is the source text matched to a category. */
export const IMPORT_FIELDS = [
  'licensePlate',
  'chassi',
  'renavam',
  'category',
  'maker',
  'model',
  'year',
  'processNumber',
  'financier',
  'debtorName',
  'debtorDocument',
  'reward',
  'zipcode',
  'state',
  'city',
  'neighborhood',
  'street',
  'number',
  'complement',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Columns offered: A … AX (spec §9: 50). */
export const IMPORT_COLUMN_COUNT = 50;
export const columnLetter = (index: number): string =>
  index < 26
    ? String.fromCharCode(65 + index)
    : columnLetter(Math.floor(index / 26) - 1) + String.fromCharCode(65 + (index % 26));
export const IMPORT_COLUMNS: readonly string[] = Array.from({ length: IMPORT_COLUMN_COUNT }, (_, i) => columnLetter(i));

export const IMPORT_REQUIRED_COLUMNS = ['licensePlate', 'city', 'state'] as const;
/** Also required unless the configuration imports simplified-mode cases. */
export const IMPORT_FULL_REQUIRED_COLUMNS = [
  'chassi',
  'debtorDocument',
  'debtorName',
  'model',
  'processNumber',
  'year',
] as const;

export const IMPORT_NAME_MAX = 100;
export const IMPORT_FILENAME_MAX = 500;
export const IMPORT_BATCH_MAX_ROWS = 1000;
/** No batch for this long and a processing import is abandoned (docs/imports.md). */
export const IMPORT_ABANDON_AFTER_MS = 10 * 60_000;

export const IMPORT_MESSAGES = {
  configSaved: 'Configuração salva com sucesso!',
  configRemoved: 'Configuração removida com sucesso.',
  recordSaved: 'Registro importado com sucesso!',
  unexpected: 'Um erro inesperado aconteceu',
  onlyXlsx: 'Apenas arquivos .xlsx são aceitos',
  atLeastOneCategory: 'Associe ao menos um texto a uma categoria',
  categoryNotFound: (source: string) => `Categoria não encontrada: ${source}`,
  abandoned: 'A importação parou de responder e foi abandonada.',
  notProcessing: 'Esta importação não está mais em andamento.',
  rowsMissing: 'Nem todas as linhas da planilha foram recebidas.',
  closingFailed: 'Falha ao encerrar os casos ausentes da planilha.',
  turnMissed: (after: number) => `o lote ${after + 1}, que vem antes dele, não chegou em 30 s`,
  /** A batch the server could not write (stored on the import at once; the sender may send it again). */
  batchFailed: (seq: number, firstLine: number | null, lastLine: number | null, reason: string) =>
    `O lote ${seq + 1}${firstLine != null ? ` (linhas ${firstLine} a ${lastLine})` : ''} não foi gravado: ${reason}`,
} as const;

/**
 * Why closeOthers does not archive the open cases missing from the file (spec §4 "Import rules":
 * not applied when the import has invalid rows): 'errors', rows that made no case; 'invalid', rows
 * imported with fields dropped by the row-edit rules. Drafts (incomplete rows) do not block it.
 */
export const IMPORT_CLOSING_BLOCKS = ['errors', 'invalid'] as const;
export type ImportClosingBlock = (typeof IMPORT_CLOSING_BLOCKS)[number];
export const closingBlockOf = (errors: number, invalid: number): ImportClosingBlock | null =>
  errors > 0 ? 'errors' : invalid > 0 ? 'invalid' : null;

// ---- Configuration ------------------------------------------------------------------------------

const columnChoice = z.enum(IMPORT_COLUMNS as [string, ...string[]], { error: requiredOr() }).nullish();

/** The configuration's body (spec §3 "Import config"), with every rule of spec §5 "Import configuration". */
export const importConfigBodySchema = objectOf({
  skipLines: intField({ min: 0 }),
  columns: z.object(
    Object.fromEntries(IMPORT_FIELDS.map((f) => [f, columnChoice])) as Record<ImportField, typeof columnChoice>,
  ),
  categoryStrategy: z.enum(IMPORT_CATEGORY_STRATEGIES, { error: requiredOr() }),
  categoryOverrideId: idField().nullish(),
  categories: z
    .array(objectOf({ source: requiredString(100), categoryId: idField() }), { error: requiredOr() })
    .default([]),
  shadowMode: z.boolean().nullish(),
})
  .superRefine((body, ctx) => {
    const seen = new Set<string>();
    for (const field of IMPORT_FIELDS) {
      const column = body.columns[field];
      if (!column) continue;
      if (seen.has(column)) ctx.addIssue({ code: 'custom', path: ['columns', field], message: ALREADY_SELECTED });
      seen.add(column);
    }
    const required: ImportField[] = [...IMPORT_REQUIRED_COLUMNS];
    if (body.categoryStrategy !== 'override') required.push('category');
    if (body.shadowMode !== true) required.push(...IMPORT_FULL_REQUIRED_COLUMNS);
    for (const field of required) {
      if (!body.columns[field]) ctx.addIssue({ code: 'custom', path: ['columns', field], message: REQUIRED });
    }
    if (body.categoryStrategy === 'override' && body.categoryOverrideId == null) {
      ctx.addIssue({ code: 'custom', path: ['categoryOverrideId'], message: REQUIRED });
    }
    if (body.categoryStrategy === 'match' && body.categories.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['categories'], message: IMPORT_MESSAGES.atLeastOneCategory });
    }
  })
  .meta({
    'x-rule':
      'Cada coluna escolhida uma vez; as colunas obrigatórias escolhidas (a categoria também quando a estratégia não é override, e as do modo completo sem shadowMode); categoryOverrideId com override; ao menos uma categoria com match.',
  });
export type ImportConfigBodyInput = z.input<typeof importConfigBodySchema>;
/** The stored body: only the chosen columns. */
export interface ImportConfigBody {
  skipLines: number;
  columns: Partial<Record<ImportField, string>>;
  categoryStrategy: (typeof IMPORT_CATEGORY_STRATEGIES)[number];
  categoryOverrideId?: number | null;
  categories: { source: string; categoryId: number }[];
  shadowMode?: boolean | null;
}
/** The parsed body as stored: the unchosen columns left out. */
export function storedConfigBody(body: z.output<typeof importConfigBodySchema>): ImportConfigBody {
  const columns = Object.fromEntries(Object.entries(body.columns).filter(([, column]) => !!column)) as Partial<
    Record<ImportField, string>
  >;
  return {
    ...body,
    columns,
    categoryOverrideId: body.categoryOverrideId ?? null,
    shadowMode: body.shadowMode === true,
  };
}

/** POST /admin/import/config: create (no id) or edit (id) a configuration. */
export const importConfigSchema = objectOf({
  id: idField().nullish(),
  name: requiredString(IMPORT_NAME_MAX),
  config: importConfigBodySchema,
});
export type ImportConfigInput = z.input<typeof importConfigSchema>;

/** The file's SHA-256 in hex, as the console computes it (resume.ts `fileHash`). */
const fileHashField = z
  .string()
  .regex(/^[0-9a-f]{64}$/, { error: INVALID })
  .nullish();

/**
 * POST /admin/import: starts an import of one file with one configuration; `fileHash` (optional)
 * is kept, so a preview of the same file while this one runs says so (issue 34).
 */
export const importStartSchema = objectOf({
  filename: requiredString(IMPORT_FILENAME_MAX)
    .refine((v) => /\.xlsx$/i.test(v), { error: IMPORT_MESSAGES.onlyXlsx })
    .meta({ pattern: '\\.[xX][lL][sS][xX]\\s*$' }),
  closeOthers: z.boolean({ error: requiredOr() }).default(false),
  configId: idField(),
  fileHash: fileHashField,
});

const rowSchema = objectOf({
  line: intField({ min: 1 }),
  // A cell's number is checked again as the case field it feeds (the row is then invalid, not the batch).
  cells: z.record(
    z.string().max(3),
    z.union([z.string().max(1000, maxLength(1000)), z.number(), z.boolean(), z.null()]),
  ),
});
export type ImportRow = z.output<typeof rowSchema>;
const rowsField = z
  .array(rowSchema, { error: requiredOr() })
  .max(IMPORT_BATCH_MAX_ROWS, maxValue(IMPORT_BATCH_MAX_ROWS));

/**
 * POST /admin/import/{id}/batches: rows in order; `seq` makes a re-sent batch a no-op; `total`: lines
 * of the file; `after`: the seq that must be applied first (two batches in flight keep the file's order).
 */
export const importBatchSchema = objectOf({
  seq: intField({ min: 0 }),
  total: optionalIntField({ min: 0 }),
  after: optionalIntField({ min: 0 }),
  rows: rowsField,
});
/** POST /admin/import/{id}/finish: every line has been sent. */
export const importFinishSchema = objectOf({ total: intField({ min: 0 }) });
/** POST /admin/import/preview: what a sample (or all) of the rows would do; nothing is written. */
export const importPreviewSchema = objectOf({
  configId: idField(),
  rows: rowsField,
  /** Every plate and chassi of the file, for the count closeOthers would close. */
  keys: z.array(z.string().max(20)).max(200_000).nullish(),
  /** The file's SHA-256: the preview names an import of the same file still processing (`sameFile`). */
  fileHash: fileHashField,
});
/** POST /admin/import/{id}/save: one row corrected in the case form's fields. */
export const importSaveSchema = objectOf({ line: intField({ min: 1 }), model: z.record(z.string(), z.unknown()) }).meta(
  {
    'x-rule':
      'model: os campos do caso, com as regras do formulário do caso (POST /admin/seizure-requests); os erros vêm nos nomes desses campos.',
  },
);
/** POST /admin/import/{id}/error: the sender's own failure (the file, the network), stored on the import. */
export const IMPORT_ERROR_MAX = 500;
export const importErrorSchema = objectOf({ message: requiredString(IMPORT_ERROR_MAX) });
/** error: rows that made no case; invalid: imported with fields dropped; draft: imported as 'Rascunho' (incomplete). */
export const IMPORT_RECORD_FILTERS = ['error', 'invalid', 'draft'] as const;

// ---- Wire records -------------------------------------------------------------------------------
// Fields marked `?` (issue 24) are always sent by the server; optional only so that records built
// before them (the console's test fixtures) still compile.

export interface ImportConfig {
  id: number;
  name: string;
  createdAt: Date;
  updatedAt: Date;
  config: ImportConfigBody;
}
export interface ImportStarted {
  id: number;
  createdAt: Date;
  closeOthers: boolean;
  configApplied: ImportConfigBody;
}
export interface ImportCounts {
  changesClosedCount: number;
  changesCreateCount: number;
  changesUpdateCount: number;
  changesErrorCount: number;
}
export interface ImportHistoryItem extends ImportCounts {
  id: number;
  createdAt: Date;
  filename: string;
  status: ImportStatus;
  closeOthers: boolean;
  closedAt: Date | null;
  starter: { name: string; email: string };
  configApplied: ImportConfigBody | null;
  /**
   * closeOthers asked but not applied, and why (set at finish); null otherwise. The cases it left
   * open are `notClosedCount`; what was closed is `changesClosedCount`.
   */
  closingBlockedBy?: ImportClosingBlock | null;
  notClosedCount?: number;
  /** Rows the server wrote, of the file's (issue 34: what a cancelled or abandoned import left applied). */
  current: number;
  total: number;
}
/** Progress (spec §3): percent, current, total, error, errorRecords, invalidRecords; and drafts, resume point. */
export interface ImportProgress {
  percent: number;
  current: number;
  total: number;
  /** The import's failure as stored: a batch the server could not write, the sender's own error, abandoned, closing failed. */
  error: string | null;
  errorRecords: number;
  invalidRecords: number;
  /** Rows imported as 'Rascunho' (model, financier, debtor… missing): the warning result's incomplete records. */
  draftRecords?: number;
  /** Every batch 0…lastSeq is applied (null: none yet): a sender resumes with lastSeq + 1. */
  lastSeq?: number | null;
}
export interface ImportDetails extends ImportHistoryItem, ImportProgress {}
/**
 * POST /admin/import/{id}/cancel's answer: what the server had written when the cancel took the
 * import's lock (every batch in flight before it included), as the console tells it (issue 34).
 */
export interface ImportCancelled extends Pick<ImportCounts, 'changesCreateCount' | 'changesUpdateCount'> {
  id: number;
  status: ImportStatus;
  current: number;
  total: number;
}
/** An import of the same file (same SHA-256) still processing, named by the preview (issue 34). */
export interface ImportSameFile {
  id: number;
  filename: string;
  createdAt: Date;
  starter: { name: string; email: string };
  current: number;
  total: number;
}
/** POST /admin/import/{id}/finish's answer. */
export interface ImportFinished {
  id: number;
  status: ImportStatus;
  closingBlockedBy: ImportClosingBlock | null;
  notClosedCount: number;
}
export interface ImportRecord {
  id: number;
  line: number;
  model: Record<string, unknown> | null;
  original: Record<string, unknown> | null;
  error: string | null;
  invalidFields: Record<string, string> | null;
  /** The ready fields a draft row lacked ('model', 'financier', 'debtorName'…); null: not a draft. */
  missingFields?: string[] | null;
  seizureRequestId: number | null;
}
export interface ImportChange {
  seizureRequestId: number;
  type: ImportChangeType;
  createdAt: Date;
}
export interface ImportPreview {
  create: number;
  update: number;
  reopen: number;
  invalid: number;
  error: number;
  /** The company's open cases missing from the file: what closeOthers would archive if it runs. */
  closeOthers: number;
  /** null: closeOthers would run (as far as these rows tell); else why it will not. */
  closingBlockedBy?: ImportClosingBlock | null;
  /** Rows that would be saved as 'Rascunho' (incomplete), and the first 10 with the fields they lack. */
  drafts?: number;
  firstDrafts?: { line: number; missingFields: string[] }[];
  firstErrors: { line: number; error: string; invalidFields: Record<string, string> | null }[];
  /** An import of this file (`fileHash`) still processing in the company: null when none (or no hash sent). */
  sameFile?: ImportSameFile | null;
}

// ---- List queries -------------------------------------------------------------------------------

/** GET /admin/import: the history, newest first. */
export const importListQuerySchema = listQuerySchema({});
/** GET /admin/import/{id}: the import's records by line; `filter` keeps the error or the invalid ones. */
export const importRecordsQuerySchema = listQuerySchema({
  filter: z.enum(IMPORT_RECORD_FILTERS, { error: INVALID }).optional(),
});
/** GET /admin/import/{id}/changes: what it did to which case. */
export const importChangesQuerySchema = listQuerySchema({
  type: z.enum(IMPORT_CHANGE_TYPES, { error: INVALID }).optional(),
});
