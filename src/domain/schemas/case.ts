// The case form (cases spec §5 "Case form"), shared by the console's form and POST /admin/seizure-requests.
//
// The plate rule depends on the category's type, which neither side can know from the id alone, so
// the schema is built from a lookup: `caseSchema((categoryId) => type)`. The console passes the
// categories it loaded from GET /admin/seizure-requests/categories; the server passes the table's.
import { z } from 'zod';
import { ruled, STATE_KEYWORDS } from './documented';
import { FILE_NAME_REFUSED, isAcceptableFileName } from '../uploads';
import { isPlateRequired, type CategoryType } from '../categories';
import type { CaseStatus } from '../statuses';
import { isStateCode } from '../states';
import { isValidChassi, isValidCpfOrCnpj, isValidPlate, normalizePlate } from '../validators';
import {
  idField,
  INTEGER,
  INVALID,
  INVALID_CHASSI,
  INVALID_DOCUMENT,
  INVALID_PLATE,
  maxLength,
  maxValue,
  minValue,
  NOT_A_NUMBER,
  objectOf,
  optionalIntField,
  optionalString,
  optionalZipcodeField,
  PLATE_REQUIRED,
  REQUIRED,
  requiredOr,
  requiredString,
} from './messages';

export type CategoryTypeOf = (categoryId: number) => CategoryType | undefined;

export const ONE_MAIN_ADDRESS = 'Apenas um endereço pode ser o principal';
export const NOTES_MAX_LENGTH = 10_000;
export const YEAR_MIN = 1900;
export const REWARD_MAX = 9_999_999_999.99; // numeric(12, 2)

/** Cleared in simplified mode: only the plate, the category and the first address are kept. */
export const SHADOW_CLEARED_FIELDS = [
  'chassi',
  'renavam',
  'maker',
  'model',
  'year',
  'reward',
  'processNumber',
  'financier',
  'debtorName',
  'debtorDocument',
] as const;

/** What a ready case needs beyond the minimum (required unless simplified mode or saved as a draft). */
export const READY_REQUIRED_FIELDS = ['chassi', 'model', 'processNumber', 'financier', 'debtorName'] as const;

const currentYear = () => new Date().getFullYear();
const emptyToNull = (value: string | null | undefined) => (value === '' ? null : value);

/**
 * Mercosul or old pattern as typed ('Placa Inválida'), then upper case without dash or space (at
 * most 7). The pattern is checked before normalising (issue 34, CASEFORM-07): a dash or space is
 * allowed only after the three letters, so 'A-BC1234' is refused, not read as 'ABC1234'; and a
 * plate too long for the pattern ('ABC12345') is invalid, not 'Deve ter no máximo 7 caracteres'.
 */
export function plateField() {
  return z
    .string({ error: INVALID })
    .trim()
    .refine((v) => v === '' || isValidPlate(v), { error: INVALID_PLATE, abort: true })
    .overwrite(normalizePlate)
    .max(7, { error: maxLength(7) })
    .meta({ pattern: '^\\s*(?:[A-Za-z]{3}[-\\s]?\\d[A-Za-z0-9]\\d{2})?\\s*$' })
    .nullish()
    .transform(emptyToNull);
}

/** 17 letters or digits, stored upper case ('Chassi Inválido'). */
export function chassiField() {
  return z
    .string({ error: INVALID })
    .trim()
    .toUpperCase()
    .refine((v) => v === '' || isValidChassi(v), { error: INVALID_CHASSI })
    .meta({ pattern: '^\\s*(?:[A-Za-z0-9]{17})?\\s*$' })
    .nullish()
    .transform(emptyToNull);
}

/** CPF or CNPJ, masked or not; stored unmasked and upper case, at most 14 ('Documento Inválido'). */
export function documentField() {
  return z
    .string({ error: INVALID })
    .trim()
    .overwrite((v) => v.replace(/[./\-\s]/g, '').toUpperCase())
    .max(14, { error: maxLength(14), abort: true })
    .refine((v) => v === '' || isValidCpfOrCnpj(v), { error: INVALID_DOCUMENT })
    .nullish()
    .transform(emptyToNull);
}

function yearField() {
  return z
    .number({ error: NOT_A_NUMBER })
    .int(INTEGER)
    .min(YEAR_MIN, minValue(YEAR_MIN))
    .refine((year) => year <= currentYear(), { error: () => maxValue(currentYear()) })
    .nullish();
}

function rewardField() {
  return z.number({ error: NOT_A_NUMBER }).min(0, minValue(0)).max(REWARD_MAX, maxValue(REWARD_MAX)).nullish();
}

/** Optional: the server takes the municipality's coordinates (docs/cases.md "Coordinates"). */
function coordinate(limit: number) {
  return z.number({ error: NOT_A_NUMBER }).min(-limit, minValue(-limit)).max(limit, maxValue(limit)).nullish();
}

/** The address's text limits (spec §5), shared with the form's character counters. */
export const ADDRESS_TEXT_MAX = {
  description: 150,
  city: 100,
  neighborhood: 100,
  street: 200,
  complement: 20,
} as const;
/** The case's free-text limits (spec §5), shared with the form's character counters. */
export const CASE_TEXT_MAX = {
  renavam: 11,
  maker: 150,
  model: 100,
  processNumber: 50,
  financier: 150,
  debtorName: 150,
} as const;

export const caseAddressSchema = objectOf({
  id: idField().nullish(),
  description: optionalString(ADDRESS_TEXT_MAX.description),
  state: requiredString(2)
    .transform((v) => v.toUpperCase())
    .refine(isStateCode, { error: INVALID })
    .meta(STATE_KEYWORDS),
  city: requiredString(ADDRESS_TEXT_MAX.city),
  neighborhood: optionalString(ADDRESS_TEXT_MAX.neighborhood),
  street: optionalString(ADDRESS_TEXT_MAX.street),
  number: optionalIntField({ min: 0 }),
  complement: optionalString(ADDRESS_TEXT_MAX.complement),
  zipcode: optionalZipcodeField(),
  latitude: coordinate(90),
  longitude: coordinate(180),
  main: z.boolean({ error: INVALID }).nullish(),
});
export type CaseAddressInput = z.input<typeof caseAddressSchema>;

const caseShape = {
  id: idField().nullish(), // absent (or null) on create
  categoryId: ruled(idField(), 'Uma categoria existente (GET /admin/seizure-requests/categories).'),
  licensePlate: ruled(plateField(), 'Obrigatória no modo simplificado e nas categorias que pedem placa.'),
  chassi: ruled(
    chassiField(),
    'Obrigatório quando o caso não é rascunho (canBeDraft) nem do modo simplificado (shadowMode).',
  ),
  renavam: optionalString(CASE_TEXT_MAX.renavam),
  maker: optionalString(CASE_TEXT_MAX.maker),
  model: ruled(
    optionalString(CASE_TEXT_MAX.model),
    'Obrigatório quando o caso não é rascunho (canBeDraft) nem do modo simplificado (shadowMode).',
  ),
  year: yearField(),
  reward: rewardField(),
  processNumber: ruled(
    optionalString(CASE_TEXT_MAX.processNumber),
    'Obrigatório quando o caso não é rascunho (canBeDraft) nem do modo simplificado (shadowMode).',
  ),
  financier: ruled(
    optionalString(CASE_TEXT_MAX.financier),
    'Obrigatório quando o caso não é rascunho (canBeDraft) nem do modo simplificado (shadowMode).',
  ),
  debtorName: ruled(
    optionalString(CASE_TEXT_MAX.debtorName),
    'Obrigatório quando o caso não é rascunho (canBeDraft) nem do modo simplificado (shadowMode).',
  ),
  debtorDocument: ruled(documentField(), 'CPF ou CNPJ com dígitos verificadores válidos.'),
  /** Simplified mode; the server also checks that the law company has it enabled. */
  shadowMode: z.boolean({ error: INVALID }).nullish(),
  /** The user accepts saving an incomplete case as a draft (see docs/cases.md). */
  canBeDraft: z.boolean({ error: INVALID }).nullish(),
  addresses: z.array(caseAddressSchema, { error: requiredOr() }).min(1, REQUIRED),
};

/** The case form's fields, without the rules between them (exported for the contracts' checks). */
export const caseObject = objectOf(caseShape);
export type CaseInput = z.input<typeof caseObject>;

type Loose = Record<string, unknown>;
const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Simplified mode keeps the plate, the category and the first address: the rest is never validated. */
function simplify(input: unknown): unknown {
  if (!input || typeof input !== 'object' || (input as Loose).shadowMode !== true) return input;
  const simplified: Loose = { ...(input as Loose) };
  for (const field of SHADOW_CLEARED_FIELDS) simplified[field] = null;
  const addresses = simplified.addresses;
  if (Array.isArray(addresses)) simplified.addresses = addresses.slice(0, 1);
  return simplified;
}

/** The rules between fields, on the raw (simplified) input: they run even when a field failed. */
function crossFieldRules(categoryTypeOf: CategoryTypeOf) {
  return (data: Loose, ctx: z.RefinementCtx) => {
    const type = typeof data.categoryId === 'number' ? categoryTypeOf(data.categoryId) : undefined;
    if (typeof data.categoryId === 'number' && !type) {
      ctx.addIssue({ code: 'custom', path: ['categoryId'], message: INVALID });
    }
    if (isBlank(data.licensePlate)) {
      if (data.shadowMode === true) ctx.addIssue({ code: 'custom', path: ['licensePlate'], message: REQUIRED });
      else if (isPlateRequired(type)) ctx.addIssue({ code: 'custom', path: ['licensePlate'], message: PLATE_REQUIRED });
    }
    if (data.shadowMode !== true && data.canBeDraft !== true) {
      for (const field of READY_REQUIRED_FIELDS) {
        if (isBlank(data[field])) ctx.addIssue({ code: 'custom', path: [field], message: REQUIRED });
      }
    }
    if (Array.isArray(data.addresses)) {
      const mains = data.addresses.filter((a) => (a as Loose | null)?.main === true).length;
      if (mains > 1) ctx.addIssue({ code: 'custom', path: ['addresses'], message: ONE_MAIN_ADDRESS });
    }
  };
}

/** The parsed case: nulls for what is absent, exactly one main address (the first when none). */
function toCaseData(data: z.output<typeof caseObject>) {
  const addresses = data.addresses.map((address) => ({
    ...address,
    id: address.id ?? null,
    latitude: address.latitude ?? null,
    longitude: address.longitude ?? null,
    main: address.main === true,
  }));
  if (!addresses.some((a) => a.main)) addresses[0].main = true;
  return {
    id: data.id ?? null,
    categoryId: data.categoryId,
    licensePlate: data.licensePlate ?? null,
    chassi: data.chassi ?? null,
    renavam: data.renavam ?? null,
    maker: data.maker ?? null,
    model: data.model ?? null,
    year: data.year ?? null,
    reward: data.reward ?? null,
    processNumber: data.processNumber ?? null,
    financier: data.financier ?? null,
    debtorName: data.debtorName ?? null,
    debtorDocument: data.debtorDocument ?? null,
    shadowMode: data.shadowMode === true,
    canBeDraft: data.canBeDraft === true,
    addresses,
  };
}

const fieldsSchema = caseObject.transform(toCaseData);

/**
 * The case form: every field rule and message of the spec, the plate normalised (upper case, no
 * dash or space), simplified mode applied, and exactly one main address (the first when none).
 * Missing ready fields are errors unless `canBeDraft` is set: then the case is saved as a draft.
 *
 * The field rules and the rules between fields run side by side on the same input, so one save
 * reports every message at once (zod skips refinements of an object whose fields failed).
 */
export function caseSchema(categoryTypeOf: CategoryTypeOf) {
  const crossField = crossFieldRules(categoryTypeOf);
  return z.unknown().transform((raw, ctx) => {
    const input = simplify(raw);
    const fields = fieldsSchema.safeParse(input);
    if (input && typeof input === 'object') crossField(input as Loose, ctx);
    if (!fields.success) {
      for (const issue of fields.error.issues)
        ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      return z.NEVER;
    }
    return fields.data;
  });
}
export type CaseData = z.output<ReturnType<typeof caseSchema>>;

/** The ready fields a parsed case lacks: a draft until this is empty (always empty in simplified mode). */
export function missingReadyFields(data: CaseData): (typeof READY_REQUIRED_FIELDS)[number][] {
  if (data.shadowMode) return [];
  return READY_REQUIRED_FIELDS.filter((field) => isBlank(data[field]));
}

/** Notes of a case ('Observações'): markdown, stored as written; '' clears them. */
export const caseNotesSchema = objectOf({
  // The key is required (null clears the notes): an empty body must not wipe them by accident.
  notes: z
    .string({ error: requiredOr() })
    .max(NOTES_MAX_LENGTH, maxLength(NOTES_MAX_LENGTH))
    .nullable()
    .transform((v) => (v?.trim() ? v : null)),
});
export type CaseNotesInput = z.input<typeof caseNotesSchema>;

/** An uploaded file attached to a case (path from POST /content/upload). */
export const caseAttachmentSchema = objectOf({
  filename: requiredString(250).refine(isAcceptableFileName, FILE_NAME_REFUSED),
  path: requiredString(500),
});
export type CaseAttachmentInput = z.input<typeof caseAttachmentSchema>;

/** POST /admin/seizure-requests/close: a ready case ends as seized or not seized. */
export const CASE_CLOSE_STATUSES = ['completedSized', 'completedNotSized'] as const satisfies readonly CaseStatus[];
export const caseCloseSchema = objectOf({
  id: idField(),
  status: z.enum(CASE_CLOSE_STATUSES, { error: requiredOr() }),
});
export type CaseCloseInput = z.input<typeof caseCloseSchema>;

/** The server's refusals about cases (400, or 422 on a field), in the words the console shows. */
export const CASE_MESSAGES = {
  plateTaken: 'Já existe um caso com esta placa',
  shadowModeDisabled: 'O modo simplificado não está habilitado para a sua assessoria',
  closedNotEditable: 'Caso encerrado não pode ser editado. Reabra o caso para alterá-lo.',
  closeNotReady: 'Somente casos disponíveis ou atribuídos podem ser encerrados.',
  reopenNotClosed: 'Somente casos encerrados podem ser reabertos.',
  listingShadowMode: 'Não é possível listar no aplicativo um caso no modo simplificado.',
  listingNotReady: 'Somente casos prontos podem ser listados no aplicativo.',
  uploadNotFound: 'Arquivo não encontrado. Envie o arquivo novamente.',
  /** The geo check's own 404 text (POST /address/geo), on the city of an address. */
  cityNotFound: 'Município não encontrado',
  cityWithoutCoordinates: 'Não temos as coordenadas deste município: informe a latitude e a longitude.',
  coordinatesElsewhere: 'A latitude e a longitude informadas não ficam neste município: corrija-as.',
  removedReason: 'Caso removido',
  closedReason: 'Caso encerrado',
} as const;
