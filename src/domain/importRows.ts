// Importação, a spreadsheet row → case (cases spec §5 "Row edit"): the configured columns read
// into the case form's fields, the row-edit rules, then the case form's own schema. The wire
// records and the configuration's schema are ./imports.ts.
import { POSTAL_ADDRESS_FIELDS as ADDRESS_FIELDS } from './address';
import { caseSchema, YEAR_MIN, type CaseData, type CategoryTypeOf } from './schemas/case';
import { fieldErrors } from './schemas/fieldErrors';
import { INVALID_CHASSI, maxValue, minValue, NOT_A_NUMBER } from './schemas/messages';
import { IMPORT_FIELDS, IMPORT_MESSAGES, type ImportConfigBody, type ImportField } from './imports';
import { isValidChassi } from './validators';

/** Category source texts compare without accents, case or surrounding spaces. */
export const normalizeSource = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toUpperCase();

const cellText = (value: unknown): string | null => {
  if (value === null || value === undefined) return null;
  const text = String(value).trim();
  return text === '' ? null : text;
};
/** '1.234,56', '1234.56' and 1234.56 are the same number; anything else is NaN. */
const cellNumber = (value: unknown): number | null => {
  if (typeof value === 'number') return value;
  const text = cellText(value);
  if (text === null) return null;
  const normalized = text.includes(',') ? text.replace(/\./g, '').replace(',', '.') : text;
  return /^-?\d+(\.\d+)?$/.test(normalized) ? Number(normalized) : NaN;
};

/** A row read into the case form's fields (what the record keeps as `model`). */
export function rowModel(config: ImportConfigBody, cells: Record<string, unknown>): Record<string, unknown> {
  const cell = (field: ImportField) => (config.columns[field] ? cells[config.columns[field]!] : undefined);
  const model: Record<string, unknown> = {};
  for (const field of IMPORT_FIELDS) {
    if (field === 'category' || !config.columns[field]) continue;
    model[field] = ['year', 'reward', 'number'].includes(field) ? cellNumber(cell(field)) : cellText(cell(field));
  }
  if (config.categoryStrategy === 'override') model.categoryId = config.categoryOverrideId ?? null;
  else {
    const source = cellText(cell('category'));
    const match =
      source === null
        ? undefined
        : config.categories.find((c) => normalizeSource(c.source) === normalizeSource(source));
    model.categoryId = match?.categoryId ?? null;
    if (source !== null && !match) model.categorySource = source;
  }
  return model;
}

/**
 * The row-edit rules (spec §5): a chassi is kept only with 17 characters, a year out of range and
 * a negative (or unreadable) reward are dropped. Answers the kept model and what was dropped, why.
 */
export function applyRowEditRules(model: Record<string, unknown>, now = new Date()) {
  const kept = { ...model };
  const dropped: Record<string, string> = {};
  const chassi = typeof kept.chassi === 'string' ? kept.chassi.trim() : kept.chassi;
  if (chassi && !isValidChassi(String(chassi))) dropped.chassi = INVALID_CHASSI;
  const year = kept.year;
  if (
    year != null &&
    (typeof year !== 'number' || !Number.isInteger(year) || year < YEAR_MIN || year > now.getFullYear())
  ) {
    dropped.year =
      typeof year === 'number' && Number.isFinite(year)
        ? year < YEAR_MIN
          ? minValue(YEAR_MIN)
          : maxValue(now.getFullYear())
        : NOT_A_NUMBER;
  }
  const reward = kept.reward;
  if (reward != null && (typeof reward !== 'number' || !Number.isFinite(reward) || reward < 0)) {
    dropped.reward = typeof reward === 'number' && Number.isFinite(reward) ? minValue(0) : NOT_A_NUMBER;
  }
  for (const field of Object.keys(dropped)) kept[field] = null;
  return { model: kept, dropped };
}

export type RowOutcome =
  | { ok: true; data: CaseData; model: Record<string, unknown>; invalidFields: Record<string, string> | null }
  | { ok: false; model: Record<string, unknown>; error: string; invalidFields: Record<string, string> };

/** An import field's name for a case-schema error path ('addresses.0.city' → 'city', 'categoryId' → 'category'). */
const importFieldOf = (path: string) => (path === 'categoryId' ? 'category' : path.replace(/^addresses\.\d+\./, ''));

const NOT_CASE_FIELDS = new Set<string>([...ADDRESS_FIELDS, 'categorySource', 'shadowMode', 'canBeDraft', 'addresses']);
/** The case schema, built once per category lookup (an import's batch validates its 1,000 rows with one). */
const schemas = new WeakMap<CategoryTypeOf, ReturnType<typeof caseSchema>>();
function schemaFor(categoryTypeOf: CategoryTypeOf) {
  let schema = schemas.get(categoryTypeOf);
  if (!schema) schemas.set(categoryTypeOf, (schema = caseSchema(categoryTypeOf)));
  return schema;
}

/**
 * A corrected or read model through the row-edit rules and then the case form's schema: an
 * incomplete case becomes a draft (canBeDraft), a broken one an error row with its fields.
 */
export function validateModel(
  model: Record<string, unknown>,
  categoryTypeOf: CategoryTypeOf,
  shadowMode = false,
  now = new Date(),
): RowOutcome {
  const { model: kept, dropped } = applyRowEditRules(model, now);
  if (kept.categoryId == null && typeof kept.categorySource === 'string') {
    return {
      ok: false,
      model: kept,
      error: IMPORT_MESSAGES.categoryNotFound(kept.categorySource),
      invalidFields: { category: INVALID_CATEGORY },
    };
  }
  const address: Record<string, unknown> = { main: true };
  for (const field of ADDRESS_FIELDS) address[field] = kept[field] ?? null;
  if (typeof address.number === 'number' && !Number.isInteger(address.number)) address.number = NaN;
  // The case's own fields, copied rather than deleted from a copy (delete makes every row's object slow).
  const input: Record<string, unknown> = { shadowMode, canBeDraft: true, addresses: [address] };
  for (const field in kept) if (!NOT_CASE_FIELDS.has(field)) input[field] = kept[field];
  const parsed = schemaFor(categoryTypeOf).safeParse(input);
  if (!parsed.success) {
    const errors = Object.fromEntries(
      Object.entries(fieldErrors(parsed.error)).map(([path, message]) => [importFieldOf(path), message]),
    );
    return { ok: false, model: kept, error: describeErrors(errors), invalidFields: { ...dropped, ...errors } };
  }
  return { ok: true, data: parsed.data, model: kept, invalidFields: Object.keys(dropped).length > 0 ? dropped : null };
}
const INVALID_CATEGORY = 'Categoria não encontrada';

/** The labels the record's error sentence uses. */
export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  licensePlate: 'Placa',
  chassi: 'Chassi',
  renavam: 'Renavam',
  category: 'Categoria',
  maker: 'Marca',
  model: 'Modelo',
  year: 'Ano',
  processNumber: 'Número do processo',
  financier: 'Financeira',
  debtorName: 'Nome do devedor',
  debtorDocument: 'Documento do devedor',
  reward: 'Recompensa',
  zipcode: 'CEP',
  state: 'Estado',
  city: 'Cidade',
  neighborhood: 'Bairro',
  street: 'Rua',
  number: 'Número',
  complement: 'Complemento',
};
export function describeErrors(errors: Record<string, string>): string {
  return Object.entries(errors)
    .map(([field, message]) => `${IMPORT_FIELD_LABELS[field as ImportField] ?? field}: ${message}`)
    .join('; ');
}

/** A spreadsheet row → the case it describes, or why it cannot be one. */
export function mapRow(
  config: ImportConfigBody,
  cells: Record<string, unknown>,
  categoryTypeOf: CategoryTypeOf,
  now = new Date(),
): RowOutcome {
  return validateModel(rowModel(config, cells), categoryTypeOf, config.shadowMode === true, now);
}
