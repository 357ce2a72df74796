import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { postgresUrl } from './database';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from './postgres';

/**
 * The real server as `npm start` runs it (src/server/main.ts), in a child process the test may kill,
 * on a PostgreSQL database of its own: in DATABASE_URL / TEST_DATABASE_URL's server when given,
 * otherwise on a throwaway PostgreSQL started for the file. Used where a test needs processes
 * (WORKERS, a crash): test/server/workers.test.ts, import-crash.test.ts.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Answer {
  status: number;
  body: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface ChildDatabase {
  /** The database's URL, for the server and for the test's own queries. */
  url: string;
  remove(): Promise<void>;
}

/** A fresh, empty database for one test file. */
export async function childDatabase(prefix: string): Promise<ChildDatabase> {
  const given = postgresUrl();
  const throwaway: ThrowawayPostgres | null = given ? null : await startThrowawayPostgres();
  const adminUrl = given ?? throwaway!.url;
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async remove() {
      if (throwaway) return throwaway.remove();
      const drop = new pg.Client({ connectionString: adminUrl });
      await drop.connect();
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

export interface ChildServer {
  port: number;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output: () => { stdout: string; stderr: string };
  /** One call on a connection of its own (so a cluster may hand it to any of its processes). */
  call: (method: string, url: string, body?: object, headers?: Record<string, string>) => Promise<Answer>;
  /** Waits until `check` answers something truthy, or fails with the server's output. */
  until: <T>(check: () => T | Promise<T>, what: string, timeoutMs?: number) => Promise<NonNullable<T>>;
  /** SIGKILL, as a crash would; resolves once the process is gone. */
  kill: () => Promise<void>;
  /** Removes its files (the database stays). */
  remove: () => void;
}

/** Starts src/server/main.ts on `databaseUrl` and resolves once it prints `ready`. */
export async function startChildServer(
  databaseUrl: string,
  env: Record<string, string>,
  ready: string,
): Promise<ChildServer> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-child-'));
  fs.mkdirSync(path.join(tmp, 'console'));
  fs.writeFileSync(path.join(tmp, 'console/index.html'), '<!doctype html><title>Recupera</title><div id="root"></div>');
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(tmp, 'data'),
      CONSOLE_DIR: path.join(tmp, 'console'),
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));

  const call = (method: string, url: string, body?: object, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const payload = body ? JSON.stringify(body) : undefined;
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          path: url,
          method,
          agent: false,
          headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (chunk) => (text += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, json: () => JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 90_000): Promise<NonNullable<T>> {
    const started = Date.now();
    for (;;) {
      const value = await check();
      if (value) return value as NonNullable<T>;
      if (child.exitCode !== null)
        throw new Error(`the server ended (${child.exitCode}) before ${what}\n${stdout}\n${stderr}`);
      if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}\n${stdout}\n${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  const kill = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  await until(() => stdout.includes(ready), ready, 150_000);
  return {
    port,
    child,
    output: () => ({ stdout, stderr }),
    call,
    until,
    kill,
    remove: () => fs.rmSync(tmp, { recursive: true, force: true }),
  };
}
