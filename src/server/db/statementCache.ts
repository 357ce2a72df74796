import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

/**
 * A hot statement's text compiled once per shape (issue 27 item 3): drizzle turns a `sql` tree
 * into text at every call, walking each chunk through its class checks, and for the case list's
 * statement (branches per tab, each with its conditions) that was about an eighth of the API's
 * CPU per call. Here a shape (what decides the text: tab, sort, page, which filters are set) is
 * compiled once; later calls only put their values into the compiled text's parameters.
 *
 * Which parameters are values is found out, not assumed: the first call of a shape also builds
 * the statement from markers (values no real input has) and compares the two compiled
 * statements. The shape is kept only when the texts are equal (no value written into the text)
 * and each parameter is either exactly one value's marker, carrying that value unchanged in the
 * real build, or a constant equal in both. A value the builder transforms (a LIKE pattern, a
 * trimmed or upper-cased string, a computed number) fails that comparison, and its shape is
 * simply built at every call, as before. With `verify` (the server suite), every call from the
 * cache is also built fresh and must compile to the same text and parameters.
 */
export type StatementValues = Record<string, string | number>;

const dialect = new PgDialect();
/** What no real input is: mixed case, spaces and LIKE's special characters, a fraction. */
const markerOf = (value: string | number, index: number) =>
  typeof value === 'number' ? 2_147_480_000.25 + index : ` \u0001Mk%_\\${index} `;

type Slot = { name: string } | { constant: unknown };
interface Compiled {
  strings: string[];
  slots: Slot[];
}

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The compiled form of a shape, or null when its values cannot be told apart from its text. */
function compile(real: SQL, build: (values: StatementValues) => SQL, values: StatementValues): Compiled | null {
  const markers = new Map<unknown, string>();
  const marked: StatementValues = {};
  Object.entries(values).forEach(([name, value], index) => {
    marked[name] = markerOf(value, index);
    markers.set(marked[name], name);
  });
  const a = dialect.sqlToQuery(real);
  const m = dialect.sqlToQuery(build(marked));
  if (a.sql !== m.sql || a.params.length !== m.params.length) return null;
  // The text between the parameters: $1 … $n, each once and in order (nothing else looks like one).
  const strings = m.sql.split(/\$\d+/);
  const numbers = [...m.sql.matchAll(/\$(\d+)/g)].map((match) => Number(match[1]));
  if (numbers.length !== m.params.length || numbers.some((n, i) => n !== i + 1)) return null;
  const slots: Slot[] = [];
  for (const [i, param] of m.params.entries()) {
    if (!isPrimitive(param) || !isPrimitive(a.params[i])) return null;
    const name = markers.get(param);
    if (name !== undefined) {
      if (!Object.is(a.params[i], values[name])) return null;
      slots.push({ name });
    } else if (Object.is(param, a.params[i]) && !markers.has(a.params[i])) {
      slots.push({ constant: param });
    } else {
      return null; // a marker transformed (escaped, trimmed, computed): not a plain value
    }
  }
  return { strings, slots };
}

function fill({ strings, slots }: Compiled, values: StatementValues): SQL {
  const params = slots.map((slot) => ('name' in slot ? values[slot.name] : slot.constant));
  // A template of the compiled text: drizzle compiles its plain values without walking any tree.
  return sql(Object.assign([...strings], { raw: strings }) as unknown as TemplateStringsArray, ...params);
}

/**
 * `statement(shape, values, build)`: the statement `build(values)` would give, compiled once per
 * shape. `build` must read its values only from its argument; the shape must name everything else
 * the text depends on. Bounded: past `max` shapes the oldest is forgotten.
 */
export function statementCache({ max = 1_000, verify = process.env.STATEMENT_CACHE_VERIFY === '1' } = {}) {
  const shapes = new Map<string, Compiled | null>();
  return function statement(shape: string, values: StatementValues, build: (values: StatementValues) => SQL): SQL {
    const known = shapes.get(shape);
    if (known) {
      const filled = fill(known, values);
      if (verify) {
        const cached = dialect.sqlToQuery(filled);
        const fresh = dialect.sqlToQuery(build(values));
        if (cached.sql !== fresh.sql || JSON.stringify(cached.params) !== JSON.stringify(fresh.params)) {
          throw new Error(`statementCache: shape ${shape} compiled differently from a fresh build`);
        }
      }
      return filled;
    }
    const real = build(values);
    if (known === null) return real;
    if (shapes.size >= max) shapes.delete(shapes.keys().next().value as string);
    shapes.set(shape, compile(real, build, values));
    return real;
  };
}
