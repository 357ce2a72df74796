import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOT_AFTER, namingPolicy, preparingClient } from '../../src/server/db/preparing';
import { rowCount } from '../../src/server/services/shared/sql';
import { postgresUrl } from '../support/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres';

// Issue 27 item 3: the statements a process sends again and again are planned once per connection.

describe('which statements are named', () => {
  it('names a statement once it was sent HOT_AFTER times, always with the same name', () => {
    const nameFor = namingPolicy();
    const text = 'SELECT id FROM seizure_requests WHERE law_company_id = $1 LIMIT 10';
    const names = Array.from({ length: HOT_AFTER + 2 }, () => nameFor(text));
    expect(names.slice(0, HOT_AFTER - 1)).toEqual(Array(HOT_AFTER - 1).fill(undefined));
    expect(names[HOT_AFTER - 1]).toMatch(/^q_[\w-]{24}$/);
    expect(new Set(names.slice(HOT_AFTER - 1)).size).toBe(1);
    expect(namingPolicy()(text) ?? namingPolicy({ hotAfter: 1 })(text)).toBe(names[HOT_AFTER - 1]);
  });

  it('names only plannable statements, and no more than its bound', () => {
    const nameFor = namingPolicy({ hotAfter: 1, maxNamed: 2 });
    expect(nameFor('BEGIN')).toBeUndefined();
    expect(nameFor('SET plan_cache_mode = auto')).toBeUndefined();
    expect(nameFor('with t as (select 1) select * from t')).toBeDefined();
    expect(nameFor('UPDATE users SET status = $1 WHERE id = $2')).toBeDefined();
    expect(nameFor('DELETE FROM users WHERE id = $1')).toBeUndefined();
    // The two named keep their names.
    expect(nameFor('UPDATE users SET status = $1 WHERE id = $2')).toBeDefined();
  });

  it('writes only checked row counts into a statement', () => {
    expect(rowCount(25)).toBeDefined();
    expect(() => rowCount(-1)).toThrow();
    expect(() => rowCount(1.5)).toThrow();
    expect(() => rowCount(Number.NaN)).toThrow();
  });
});

describe('on PostgreSQL', () => {
  let server: ThrowawayPostgres | undefined;
  let url: string;
  beforeAll(async () => {
    const given = postgresUrl();
    if (given) url = given;
    else {
      server = await startThrowawayPostgres();
      url = server.url;
    }
  }, 60_000);
  afterAll(() => server?.remove());

  it('prepares a hot statement once per connection and answers each call with its own values', async () => {
    const Client = preparingClient(namingPolicy());
    const client = new Client({ connectionString: url });
    await client.connect();
    try {
      const text = 'SELECT $1::int + 1 AS n';
      const answers: number[] = [];
      for (let i = 0; i < HOT_AFTER + 4; i++) answers.push((await client.query({ text, values: [i] })).rows[0].n);
      expect(answers).toEqual(Array.from({ length: HOT_AFTER + 4 }, (_, i) => i + 1));
      const { rows } = await client.query<{ name: string; statement: string }>(
        "SELECT name, statement FROM pg_prepared_statements WHERE name LIKE 'q\\_%'",
      );
      expect(rows).toEqual([{ name: expect.stringMatching(/^q_/), statement: text }]);
      // A plain string query (node-postgres' other form) is sent as before.
      await expect(client.query('SELECT 1 AS one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
    } finally {
      await client.end();
    }
  });

  it('a named statement of one connection is prepared again on another (a new pooled connection)', async () => {
    const pool = new pg.Pool({ connectionString: url, max: 2, Client: preparingClient(namingPolicy({ hotAfter: 1 })) });
    try {
      const text = 'SELECT count(*)::int AS n FROM generate_series(1, $1::int)';
      const held = await pool.connect();
      const other = await pool.connect();
      await expect(held.query({ text, values: [3] })).resolves.toMatchObject({ rows: [{ n: 3 }] });
      await expect(other.query({ text, values: [5] })).resolves.toMatchObject({ rows: [{ n: 5 }] });
      held.release();
      other.release();
    } finally {
      await pool.end();
    }
  });
});
