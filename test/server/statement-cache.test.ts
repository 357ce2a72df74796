// A hot statement compiled once per shape (issue 27 item 3, src/server/db/statementCache.ts): later
// calls only carry their values; a value the builder transforms or writes into the text is never
// taken for a parameter, and `verify` catches a builder reading anything but its values.
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { statementCache, type StatementValues } from '../../src/server/db/statementCache';

const dialect = new PgDialect();
const compiled = (statement: SQL) => {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return { sql: text, params };
};

/** A builder that counts its builds. */
function counting(build: (v: StatementValues) => SQL) {
  const counter = { builds: 0, build: (v: StatementValues) => (counter.builds++, build(v)) };
  return counter;
}

describe('statementCache', () => {
  it('compiles a shape once and then only puts the values into its parameters', () => {
    const statement = statementCache({ verify: false });
    const list = counting(
      (v) =>
        sql`SELECT id FROM cases WHERE company = ${v.company} AND list_tab IN (${1}, ${2}) AND state = ${v.state} LIMIT 25`,
    );
    const first = statement('tab', { company: 7, state: 'SP' }, list.build);
    expect(compiled(first)).toEqual({
      sql: 'SELECT id FROM cases WHERE company = $1 AND list_tab IN ($2, $3) AND state = $4 LIMIT 25',
      params: [7, 1, 2, 'SP'],
    });
    const builds = list.builds;
    const second = statement('tab', { company: 8, state: 'RJ' }, list.build);
    expect(list.builds).toBe(builds); // not built again
    expect(compiled(second)).toEqual({
      sql: 'SELECT id FROM cases WHERE company = $1 AND list_tab IN ($2, $3) AND state = $4 LIMIT 25',
      params: [8, 1, 2, 'RJ'],
    });
  });

  it('builds at every call a shape whose value is transformed or written into the text', () => {
    const statement = statementCache({ verify: false });
    const pattern = counting((v) => sql`SELECT id FROM cases WHERE plate LIKE ${`${String(v.plate).toUpperCase()}%`}`);
    statement('plate', { plate: 'abc' }, pattern.build);
    const builds = pattern.builds;
    const again = statement('plate', { plate: 'xyz' }, pattern.build);
    expect(pattern.builds).toBe(builds + 1);
    expect(compiled(again).params).toEqual(['XYZ%']);

    const trimmed = counting((v) => sql`SELECT id FROM cases WHERE state = ${String(v.state).trim()}`);
    statement('trimmed', { state: ' SP' }, trimmed.build);
    expect(compiled(statement('trimmed', { state: ' RJ ' }, trimmed.build)).params).toEqual(['RJ']);

    const inlined = counting((v) => sql`SELECT id FROM cases WHERE company = ${sql.raw(String(v.company))}`);
    statement('inlined', { company: 1 }, inlined.build);
    expect(compiled(statement('inlined', { company: 2 }, inlined.build)).sql).toBe(
      'SELECT id FROM cases WHERE company = 2',
    );

    const computed = counting((v) => sql`SELECT id FROM cases WHERE id > ${Number(v.from) - 1}`);
    statement('computed', { from: 10 }, computed.build);
    expect(compiled(statement('computed', { from: 20 }, computed.build)).params).toEqual([19]);
  });

  it('with verify, refuses a builder that reads something other than its values', () => {
    const statement = statementCache({ verify: true });
    let outside = 'SP';
    const leaky = (v: StatementValues) => sql`SELECT id FROM cases WHERE company = ${v.company} AND state = ${outside}`;
    statement('leaky', { company: 1 }, leaky);
    expect(compiled(statement('leaky', { company: 2 }, leaky)).params).toEqual([2, 'SP']);
    outside = 'RJ';
    expect(() => statement('leaky', { company: 3 }, leaky)).toThrow(/compiled differently/);
  });

  it('forgets the oldest shape past its bound', () => {
    const statement = statementCache({ verify: false, max: 2 });
    const build = counting((v) => sql`SELECT ${v.n}`);
    statement('a', { n: 1 }, build.build);
    statement('b', { n: 1 }, build.build);
    statement('c', { n: 1 }, build.build);
    const builds = build.builds;
    statement('a', { n: 2 }, build.build); // forgotten: built again
    expect(build.builds).toBeGreaterThan(builds);
    const after = build.builds;
    statement('c', { n: 3 }, build.build); // kept
    expect(build.builds).toBe(after);
  });
});
