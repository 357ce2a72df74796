// What the published contract (GET /api/openapi.json) says of a field whose check is code, so
// the document is as strict as the parse (issue 37): a JSON Schema keyword where one can say it
// (a pattern, an enum), and `x-rule` with the rule in words where none can (check digits, two
// fields that must be equal, a record that must exist, a field required by another's value).
// test/server/contract-property.test.ts generates requests from the document and holds the
// server to it.
import type { z } from 'zod';
import { STATE_CODES } from '../states';

/** The rule JSON Schema cannot say, written for the document's reader. */
export function ruled<T extends z.ZodType>(schema: T, rule: string): T {
  return schema.meta({ 'x-rule': rule });
}

/** A JSON Schema keyword the check amounts to (pattern, enum, format…). */
export function saying<T extends z.ZodType>(schema: T, keywords: Record<string, unknown>): T {
  return schema.meta(keywords);
}

/** A UF's two letters, as the document lists them (lower case and spaces around are accepted too). */
export const STATE_KEYWORDS = { enum: [...STATE_CODES] };
/** The same, for a field where '' or null mean none. */
export const OPTIONAL_STATE_KEYWORDS = { enum: [...STATE_CODES, '', null] };
