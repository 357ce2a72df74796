import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './local';

const run = promisify(execFile);

/** A throwaway PostgreSQL cluster: its URL, and control over the server for outage tests. */
export interface ThrowawayPostgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres (trust authentication, 127.0.0.1 only). */
  url: string;
  port: number;
  /** Kills the server at once, as a crash would (pg_ctl stop -m immediate). */
  crash(): Promise<void>;
  /** Starts it again on the same port and data. */
  start(): Promise<void>;
  /** Stops it and deletes its files. */
  remove(): Promise<void>;
}

export { freePort };

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin/initdb')))
        .sort((a, b) => Number(a) - Number(b))
    : [];
  if (versions.length === 0) {
    throw new Error('PostgreSQL is not installed (no /usr/lib/postgresql/*/bin/initdb): apt-get install postgresql');
  }
  return path.join(root, versions[versions.length - 1], 'bin');
}

/**
 * Starts a PostgreSQL of its own under /tmp on a free port, as .ci/run does: initdb and pg_ctl run
 * as the `postgres` user when this process is root (PostgreSQL refuses to run as root).
 */
export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = postgresBin();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const as = (command: string) =>
    asRoot ? run('su', ['postgres', '-s', '/bin/sh', '-c', command]) : run('/bin/sh', ['-c', command]);
  await as(`${bin}/initdb -D ${dir}/data -A trust -U postgres -E UTF8 --locale=C.UTF-8`);
  const start = () =>
    as(
      `${bin}/pg_ctl -D ${dir}/data -l ${dir}/log -w -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' start`,
    ).then(() => undefined);
  const stop = (mode: 'immediate' | 'fast') =>
    as(`${bin}/pg_ctl -D ${dir}/data -m ${mode} -w stop`).then(() => undefined);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    crash: () => stop('immediate'),
    start,
    async remove() {
      await stop('fast').catch(() => undefined);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
