// Values generated from a JSON Schema (the subset the OpenAPI document uses), for the contract's
// property test: what the document calls valid, and one-change-away values it calls invalid.
import fc from 'fast-check';

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  [key: string]: unknown;
}

/** Record ids far from the seeded ones: a generated call never removes or blocks a demo record. */
const isIdName = (name: string | undefined) => !!name && (name === 'id' || name.endsWith('Id'));

export function valid(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return fc.oneof(...options.map((option) => valid(option, name)));
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1) return fc.oneof(...type.map((one) => valid({ ...schema, type: one }, name)));
  switch (type[0]) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1_000_000);
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000);
      const low = isIdName(name) ? Math.max(min, Math.min(max, 1_000_000)) : min;
      return type[0] === 'integer'
        ? fc.integer({ min: Math.ceil(low), max: Math.floor(max) })
        : fc.double({ min: low, max, noNaN: true, noDefaultInfinity: true });
    }
    case 'string': {
      if (schema.format === 'date-time')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString());
      const minLength = schema.minLength ?? 0;
      const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
      const base = schema.pattern
        ? // Few repetitions of a pattern's `*` (a CNPJ's separators): with the default size most
          // strings pass maxLength and the filter below would look for a short one for ever.
          fc.stringMatching(new RegExp(schema.pattern, 'u'), { size: 'xsmall' })
        : fc.string({ unit: 'grapheme-ascii', minLength, maxLength });
      return base.filter((s) => [...s].length >= minLength && [...s].length <= (schema.maxLength ?? Infinity));
    }
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? 3, Math.max(minLength, 3));
      return fc.array(valid(schema.items ?? {}, name), { minLength, maxLength });
    }
    case 'object':
    default: {
      if (!schema.properties && type[0] !== 'object') return fc.constant('x');
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record = Object.fromEntries(
        Object.entries(properties).map(([key, property]) => [key, valid(property, key)]),
      );
      return fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
    }
  }
}

/** The ways a value can break its schema, one change each (undefined: none found for this schema). */
export function invalid(schema: JsonSchema, name?: string): fc.Arbitrary<unknown> | undefined {
  if (schema.anyOf || schema.oneOf || schema.const !== undefined) return undefined;
  if (schema.enum) return fc.constant('__nenhum_dos_valores__');
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length !== 1) return undefined;
  switch (type[0]) {
    case 'string':
      if (schema.maxLength !== undefined && schema.maxLength < 5000)
        return fc.constant('a'.repeat(schema.maxLength + 1));
      return fc.constant({ nao: 'é texto' });
    case 'integer':
      return fc.constantFrom(1.5, 'dez', schema.maximum !== undefined ? schema.maximum + 1 : 2 ** 53);
    case 'number':
      return fc.constant('dez');
    case 'boolean':
      return fc.constant('talvez');
    case 'array':
      return fc.constant('não é lista');
    case 'object': {
      const properties = schema.properties ?? {};
      const breakable = (schema.required ?? []).filter((key) => key in properties);
      const broken = Object.entries(properties).flatMap(([key, property]) => {
        const bad = invalid(property, key);
        return bad ? [{ key, bad }] : [];
      });
      const arbitraries: fc.Arbitrary<unknown>[] = [];
      // A required field left out.
      for (const key of breakable)
        arbitraries.push(valid(schema, name).map((value) => omit(value as Record<string, unknown>, key)));
      // One field broken, the others valid.
      for (const { key, bad } of broken)
        arbitraries.push(
          fc.tuple(valid(schema, name), bad).map(([value, wrong]) => ({ ...(value as object), [key]: wrong })),
        );
      return arbitraries.length > 0 ? fc.oneof(...arbitraries) : undefined;
    }
    default:
      return undefined;
  }
}

function omit(value: Record<string, unknown>, key: string) {
  const { [key]: _left, ...rest } = value;
  return rest;
}
