// The one builder of every list query (GET /admin/seizure-requests, /admin/trackers,
// /admin/trackers/add/search, /admin/seizure-requests/reports, the dashboard lists): paging,
// sort, tab and filters read query strings ('2') and JSON (2) alike; nested filters arrive as
// filters[term]=x (qs on both sides). An area composes its query from these parts, so limits,
// messages and parsing are the same everywhere.
import { z } from 'zod';
import { idField, INTEGER, INVALID, maxLength, maxValue, minValue, NOT_A_NUMBER } from './schemas/messages';

/** The largest page any list answers. */
export const MAX_PER_PAGE = 100;
/**
 * 'Exportar' on a console list (issue 25 item 10): the list as filtered, at most this many rows
 * (the case list has its own, CASE_EXPORT_MAX_ROWS). Said beside the button.
 */
export const LIST_EXPORT_MAX_ROWS = 5_000;
/** Deeper pages are refused (a page number, not a cursor: keeps OFFSET bounded). */
export const MAX_PAGE = 100_000;
export const DEFAULT_PER_PAGE = 10;

export type SortDirection = 'asc' | 'desc';

/** A number from the query string ('2') or JSON (2); absent or '' takes the fallback. */
export const queryInt = (min: number, max: number, fallback: number) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' ? Number(v) : v),
    z.number({ error: NOT_A_NUMBER }).int(INTEGER).min(min, minValue(min)).max(max, maxValue(max)).default(fallback),
  );

const toId = (v: unknown) => (v === '' ? undefined : typeof v === 'string' ? Number(v) : v);
/** An optional record id from the query string. */
export const queryId = () => z.preprocess(toId, idField().optional());
/** A required record id from the query string ('Obrigatório' when absent). */
export const requiredQueryId = () => z.preprocess(toId, idField());

/** Trimmed text; '' is absent. */
export const queryText = (max: number) =>
  z
    .string({ error: INVALID })
    .trim()
    .max(max, maxLength(max))
    .transform((v) => v || undefined)
    .optional();

/** 'asc' or 'desc' in any case; absent takes the fallback. */
export const direction = (fallback: SortDirection) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.toLowerCase() : v),
    z.enum(['asc', 'desc'], { error: INVALID }).default(fallback),
  );

/** One value of a list, or several (filters[hasFeature][]=a&filters[hasFeature][]=b). */
export const oneOrMany = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(
    (v) => (v === '' ? undefined : typeof v === 'string' ? [v] : v),
    z
      .array(z.enum(values, { error: INVALID }), { error: INVALID })
      .max(values.length, INVALID)
      .optional(),
  );

/** yes/no (true/false accepted); '' is absent. */
export const yesNo = () =>
  z.preprocess(
    (v) =>
      v === 'yes' || v === 'true' || v === true
        ? 'yes'
        : v === 'no' || v === 'false' || v === false
          ? 'no'
          : v === ''
            ? undefined
            : v,
    z.enum(['yes', 'no'], { error: INVALID }).optional(),
  );

/** true/false (1/0 accepted); '' is false. */
export const queryBool = () =>
  z.preprocess(
    (v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' || v === '' ? false : v),
    z.boolean({ error: INVALID }).optional(),
  );

/**
 * A list's tab (the `status` of the call). `aliases` are other wire names accepted for a tab
 * (kept so that URLs and clients using them go on working).
 */
export const tabField = <const T extends readonly [string, ...string[]]>(
  tabs: T,
  fallback: T[number],
  aliases: Record<string, T[number]> = {},
) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (aliases[v] ?? v) : v),
    z.enum(tabs, { error: INVALID }).default(fallback),
  );

/** A sort field among `fields`; without `fallback` it stays undefined (the tab picks it). */
export function sortField<const T extends readonly [string, ...string[]]>(
  fields: T,
  fallback: T[number],
): z.ZodDefault<z.ZodEnum<{ [K in T[number]]: K }>>;
export function sortField<const T extends readonly [string, ...string[]]>(
  fields: T,
): z.ZodOptional<z.ZodEnum<{ [K in T[number]]: K }>>;
export function sortField<const T extends readonly [string, ...string[]]>(fields: T, fallback?: T[number]) {
  const field = z.enum(fields, { error: INVALID });
  return fallback === undefined ? field.optional() : field.default(fallback as never);
}

/** The `filters` object of a list; absent is no filter. */
export const filtersOf = <S extends z.ZodRawShape>(shape: S) =>
  z.object(shape, { error: INVALID }).default({} as never);

/** page and perPage, the same limits for every list. */
export const pageQuerySchema = z.object({
  page: queryInt(1, MAX_PAGE, 1),
  perPage: queryInt(1, MAX_PER_PAGE, DEFAULT_PER_PAGE),
});

/**
 * A list query: paging plus the area's own fields (sortField, sortDirection, status, filters,
 * ids). Every area's list query is built by this function.
 */
export const listQuerySchema = <S extends z.ZodRawShape>(shape: S) => pageQuerySchema.extend(shape);

/** Where a page starts. */
export const offsetOf = (query: { page: number; perPage: number }) => (query.page - 1) * query.perPage;

/**
 * An 'Exportar' call's query: the list's filters, sort and tab, without paging (the file is the
 * whole list as filtered, services/shared/export.ts), so the document lists no page it ignores.
 */
export const exportQuerySchema = <T extends z.ZodObject<z.ZodRawShape & { page: z.ZodType; perPage: z.ZodType }>>(
  list: T,
) => list.omit({ page: true, perPage: true });
