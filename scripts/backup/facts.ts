import fs from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../src/server/db/connection';

/** Runs one statement and answers its rows (a pg client, or PGlite: both fit). */
export type Query = <T>(text: string) => Promise<T[]>;

/** What a backup says of its database, read in the dump's own snapshot; the restore must find the same. */
export interface DatabaseFacts {
  /** Migrations applied (rows of drizzle.__drizzle_migrations) and the last one's tag. */
  migrations: { applied: number; last: string | null };
  /** Rows of every table of the public schema, by name. */
  rows: Record<string, number>;
}

/** A row of `uploads`: the files the data refers to (services/uploads.ts serves only these). */
export interface UploadRow {
  path: string;
  mime_type: string;
  size: number;
  sha256: string | null;
}

const journal = () =>
  (
    JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: { when: number; tag: string }[];
    }
  ).entries;

/** Every table's count in one statement: one snapshot even outside a transaction. */
export async function readFacts(query: Query): Promise<DatabaseFacts> {
  const tables = await query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public' AND NOT c.relispartition ORDER BY 1`,
  );
  const counts =
    tables.length === 0
      ? []
      : await query<{ name: string; n: number }>(
          tables
            .map((t) => `SELECT '${t.name}' AS name, count(*)::int AS n FROM public."${t.name}"`)
            .join(' UNION ALL '),
        );
  const [migrations] = await query<{ applied: number; last: string | null }>(
    `SELECT count(*)::int AS applied, max(created_at)::text AS last FROM drizzle.__drizzle_migrations`,
  );
  // drizzle keeps the journal's "when" of each migration applied: the newest one names the level.
  const last =
    migrations.last === null ? null : (journal().find((e) => String(e.when) === migrations.last)?.tag ?? null);
  return {
    migrations: { applied: migrations.applied, last: last ?? migrations.last },
    rows: Object.fromEntries(counts.map((c) => [c.name, c.n])),
  };
}

export const readUploads = (query: Query) =>
  query<UploadRow>('SELECT path, mime_type, size, sha256 FROM public.uploads ORDER BY path');

/** The differences between what the backup recorded and what a restored database holds ([] when none). */
export function compareFacts(expected: DatabaseFacts, found: DatabaseFacts): string[] {
  const differences: string[] = [];
  if (expected.migrations.applied !== found.migrations.applied || expected.migrations.last !== found.migrations.last)
    differences.push(
      `migrações: ${expected.migrations.applied} (${expected.migrations.last}) no backup, ${found.migrations.applied} (${found.migrations.last}) restauradas`,
    );
  for (const table of new Set([...Object.keys(expected.rows), ...Object.keys(found.rows)]))
    if (expected.rows[table] !== found.rows[table])
      differences.push(
        `${table}: ${expected.rows[table] ?? 'ausente'} no backup, ${found.rows[table] ?? 'ausente'} restauradas`,
      );
  return differences;
}
