// Every number an API contract takes has its range in the contract: an integer fits the int4
// columns (2^31 and more are a 422 on the field, never a database error and a 500), a decimal is
// bounded. Generated from every zod schema src/domain exports, so a new contract is checked too.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const DOMAIN = path.resolve(__dirname, '../../src/domain');

/** Numbers that are not stored as such, each with why. */
const UNBOUNDED = new Map([
  // A spreadsheet cell's number is checked again as the case field it feeds: a bad one makes the row invalid, not the batch.
  ['importBatchSchema.rows.*.cells.*', 'spreadsheet cell'],
  ['importPreviewSchema.rows.*.cells.*', 'spreadsheet cell'],
]);

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown) => (schema as { _zod: { def: Def } })._zod.def;

/** Every number schema inside `schema`, with its path ('rows.*.line'). */
function numbersIn(schema: z.ZodType, at: string, found: Map<string, z.ZodType>, seen = new Set<unknown>()): void {
  if (seen.has(schema)) return;
  seen.add(schema);
  const def = defOf(schema);
  const walk = (child: unknown, where = at): void => numbersIn(child as z.ZodType, where, found, seen);
  switch (def.type) {
    case 'number':
      found.set(at, schema);
      return;
    case 'object':
      for (const [key, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, `${at}.${key}`);
      return;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return walk(def.innerType);
    case 'pipe':
      walk(def.in);
      return walk(def.out);
    case 'array':
      return walk(def.element, `${at}.*`);
    case 'record':
      return walk(def.valueType, `${at}.*`);
    case 'union':
      for (const option of def.options as unknown[]) walk(option);
      return;
    case 'intersection':
      walk(def.left);
      return walk(def.right);
  }
}

async function contractNumbers() {
  const found = new Map<string, z.ZodType>();
  const files = fs.readdirSync(DOMAIN, { recursive: true }) as string[];
  // The answers' schemas (responses.ts, the OpenAPI description of what the server sends) take
  // nothing from a client: their numbers are read from the int4 columns, and no request is
  // parsed with them.
  for (const file of files.filter((f) => f.endsWith('.ts') && !f.startsWith('responses'))) {
    const module = (await import(path.join(DOMAIN, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (value instanceof z.ZodType) numbersIn(value, name, found);
    }
  }
  return found;
}

describe('the numbers of the API contracts', () => {
  it('each has a range: integers within int4 (2^31 is refused), decimals bounded', async () => {
    const numbers = await contractNumbers();
    // The walk reaches the contracts (a broken walk would find nothing and pass).
    for (const known of [
      'importBatchSchema.seq',
      'importSaveSchema.line',
      'addTimeSchema.days',
      'caseObject.year',
      'caseAddressSchema.number',
    ]) {
      expect(numbers.has(known), known).toBe(true);
    }
    const wrong: string[] = [];
    for (const [where, schema] of numbers) {
      if (UNBOUNDED.has(where)) continue;
      const integer = !schema.safeParse(1.5).success;
      const refused = integer ? [2 ** 31, 2 ** 53, -(2 ** 31) - 1] : [1e308, -1e308];
      for (const value of refused) if (schema.safeParse(value).success) wrong.push(`${where} takes ${value}`);
    }
    expect(wrong).toEqual([]);
  });
});
