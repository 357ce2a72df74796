// The answers' shared pieces: the schema type, dates, ids, errors, pages, history, addresses.
import { z } from 'zod';
import type { PostalAddress } from '../address';
import type { Removed } from '../cases';
import { type Counter } from '../dashboard';
import type { HistoryEntry } from '../history';
import type { RegistrationAnswer } from '../registration';
import type { Json } from '../wire';

export type Schema<T> = z.ZodType<Json<T>>;

/** A date as JSON carries it: ISO 8601 with milliseconds and Z (Date.toJSON). */
export const isoDate = z.iso.datetime();
export const nullableDate = isoDate.nullable();
export const id = z.number().int();
export const text = z.string();

// ---- Shared shapes --------------------------------------------------------------------------

/** Every refusal and error (http/errors.ts errorBody): 422 adds `errors`, one message per field. */
export const errorBodySchema = z.object({
  statusCode: z.number().int(),
  error: text,
  message: text.describe('A mensagem em português, para mostrar ao usuário.'),
  errors: z
    .record(z.string(), z.string())
    .optional()
    .describe('422: a mensagem de cada campo (campos aninhados unidos por ponto: address.city).'),
  requestId: text.describe('O id da requisição, o mesmo do cabeçalho X-Request-Id e das linhas do log.'),
});

/** A paged list's answer (wire.ts Page). */
export function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    total: z.number().int(),
    result: z.array(row),
    moreThanTotal: z.literal(true).optional(),
  });
}

export const totalSchema = z.object({ total: z.number().int() }) satisfies Schema<Counter>;
export const successSchema = z.object({ success: z.literal(true) });
export const removedSchema: Schema<Removed> = z.object({ id, success: z.literal(true) });
export const historySchema: Schema<HistoryEntry[]> = z.array(
  z.object({ id, action: text, label: text, detail: text.nullable(), by: text.nullable(), at: isoDate }),
);
export const tokenPairSchema: Schema<RegistrationAnswer> = z.object({ accessToken: text, refreshToken: text });

export const postalAddressShape = {
  zipcode: text.nullable(),
  state: text.nullable(),
  city: text.nullable(),
  neighborhood: text.nullable(),
  street: text.nullable(),
  number: z.number().int().nullable(),
  complement: text.nullable(),
};
export const postalAddressSchema: Schema<PostalAddress> = z.object(postalAddressShape);

/** An .xlsx download (the exports): not JSON. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
