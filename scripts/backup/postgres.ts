import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { readFacts, readUploads, type DatabaseFacts, type Query, type UploadRow } from './facts';

const run = promisify(execFile);

/**
 * The folder of pg_dump and pg_restore: PG_BIN when set, else the newest
 * /usr/lib/postgresql/<version>/bin (Debian's layout, as .ci/run finds it), else the PATH.
 * pg_dump refuses a server newer than itself: install the server's version (or newer).
 */
export function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/pg_dump')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  return versions.length ? path.join(root, versions[versions.length - 1], 'bin') : '';
}

const tool = (name: string) => (postgresBin() ? path.join(postgresBin(), name) : name);

/** The URL without its password, which goes in PGPASSWORD: not in the process list. */
function connection(url: string) {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

const queryOf =
  (client: pg.Client): Query =>
  async <T>(text: string) =>
    (await client.query(text)).rows as T[];

export interface LiveDump {
  facts: DatabaseFacts;
  uploads: UploadRow[];
  serverVersion: string;
  pgDumpVersion: string;
}

/**
 * pg_dump -Fc of a database in use. One REPEATABLE READ transaction exports its snapshot; pg_dump
 * dumps that snapshot (--snapshot) while the same transaction counts every table and lists the
 * uploads: the figures of the manifest are exactly the dump's, whatever is written meanwhile.
 * Writers are not blocked (pg_dump takes ACCESS SHARE locks); a migration's ALTER waits for it.
 * `whileDumping` runs once pg_dump has started (the test writes then).
 */
export async function dumpLivePostgres(
  url: string,
  file: string,
  whileDumping?: () => Promise<void>,
): Promise<LiveDump> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
    const [{ snapshot }] = (await client.query<{ snapshot: string }>('SELECT pg_export_snapshot() AS snapshot')).rows;
    const { dbname, env } = connection(url);
    const dumping = run(
      tool('pg_dump'),
      ['-Fc', `--snapshot=${snapshot}`, '--lock-wait-timeout=60000', '--file', file, '--dbname', dbname],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    const [facts, uploads, { stdout: pgDumpVersion }] = await Promise.all([
      readFacts(queryOf(client)),
      readUploads(queryOf(client)),
      run(tool('pg_dump'), ['--version']),
      dumping,
      whileDumping?.(),
    ]);
    const [{ server_version: serverVersion }] = (await client.query<{ server_version: string }>('SHOW server_version'))
      .rows;
    return { facts, uploads, serverVersion, pgDumpVersion: pgDumpVersion.trim() };
  } finally {
    await client.query('ROLLBACK').catch(() => undefined);
    await client.end();
  }
}

/** Refuses a database that holds anything but the catalogue: a restore goes into an empty one only. */
export async function assertEmptyPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%'`,
    );
    if (rows[0].n > 0)
      throw new Error(
        `DATABASE_URL: o banco de destino não está vazio (${rows[0].n} objetos); restaure num banco novo (CREATE DATABASE).`,
      );
  } finally {
    await client.end();
  }
}

/**
 * pg_restore in one transaction (a failure leaves the database empty), without the source's
 * owners and grants: the restored objects belong to DATABASE_URL's user. Answers the figures
 * of the restored database, to compare with the manifest.
 */
export async function restorePostgres(
  url: string,
  file: string,
): Promise<{ facts: DatabaseFacts; uploads: UploadRow[] }> {
  const { dbname, env } = connection(url);
  await run(
    tool('pg_restore'),
    ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', '--dbname', dbname, file],
    { env, maxBuffer: 16 * 1024 * 1024 },
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    // The planner's statistics are not in a dump: without them the first queries plan blind.
    await client.query('ANALYZE');
    return { facts: await readFacts(queryOf(client)), uploads: await readUploads(queryOf(client)) };
  } finally {
    await client.end();
  }
}
