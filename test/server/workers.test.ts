import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postgresUrl } from '../support/database';
import { freePort, startThrowawayPostgres, type ThrowawayPostgres } from '../support/postgres';

// Issue 8 item 6: WORKERS=2 on PostgreSQL runs two API processes on one port (src/server/main.ts),
// started here as a real child process. On DATABASE_URL / TEST_DATABASE_URL when given (in a
// database of its own), otherwise on a throwaway PostgreSQL started for this file.

const ROOT = path.resolve(import.meta.dirname, '../..');
let throwaway: ThrowawayPostgres | null = null;
let adminUrl = '';
let databaseName = '';
let child: ChildProcess;
let port = 0;
let tmp = '';
let stdout = '';
let stderr = '';

interface Answer {
  status: number;
  body: string;
  json: () => { accessToken?: string; message?: string; status?: string };
}

/** One call on a connection of its own, so the cluster may hand it to either process. */
function call(method: string, url: string, body?: object, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
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
}

async function until<T>(check: () => T | Promise<T>, what: string, timeoutMs = 90_000): Promise<NonNullable<T>> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}\n${stdout}\n${stderr}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The pids of the API processes that logged a request to `url`, or any (pino's lines carry the pid). */
function pidsServing(url: string | null): Set<number> {
  const pids = new Set<number>();
  for (const line of stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const entry = JSON.parse(line) as { pid?: number; msg?: string; req?: { url?: string } };
    if (entry.msg === 'incoming request' && (url === null || entry.req?.url === url) && entry.pid) pids.add(entry.pid);
  }
  return pids;
}

beforeAll(async () => {
  const given = postgresUrl();
  if (given) {
    adminUrl = given;
  } else {
    throwaway = await startThrowawayPostgres();
    adminUrl = throwaway.url;
  }
  databaseName = `recupera_workers_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${databaseName}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${databaseName}`;

  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-workers-'));
  fs.mkdirSync(path.join(tmp, 'console'));
  fs.writeFileSync(path.join(tmp, 'console/index.html'), '<!doctype html><title>Recupera</title><div id="root"></div>');
  port = await freePort();
  child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      WORKERS: '2',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: path.join(tmp, 'data'),
      CONSOLE_DIR: path.join(tmp, 'console'),
      RATE_LIMIT_MAX: '3',
      LOG_LEVEL: 'info',
      SEED_DEMO: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  await until(() => stdout.includes('Processos da API: 2 (WORKERS)'), 'the two API processes');
}, 150_000);

afterAll(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGKILL');
    await new Promise((resolve) => child.once('exit', resolve));
  }
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  if (throwaway) {
    await throwaway.remove();
  } else if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  }
}, 60_000);

// A process starts in seconds on a quiet machine, much slower on a busy one: generous time limits.
describe('WORKERS=2 on PostgreSQL', { timeout: 60_000 }, () => {
  it('serves the console and the API on one port', async () => {
    const page = await call('GET', '/casos');
    expect(page.status).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await call('GET', '/health')).json()).toEqual({ status: 'ok', database: 'postgres' });
    const signIn = await call('POST', '/auth/login', { email: 'casos@demo.test', password: 'demo1234' });
    expect(signIn.status).toBe(200);
    const { accessToken } = signIn.json();
    // Both processes accept the token: they share the generated secret of DATA_DIR.
    for (let i = 0; i < 6; i++) {
      expect((await call('GET', '/auth/me', undefined, { authorization: `Bearer ${accessToken}` })).status).toBe(200);
    }
    expect(pidsServing('/auth/me').size).toBe(2);
  });

  it('holds a login limit across both processes', async () => {
    const answers = [];
    for (let i = 0; i < 8; i++) {
      answers.push((await call('POST', '/auth/login', { email: 'leitura@demo.test', password: 'errada' })).status);
    }
    // RATE_LIMIT_MAX=3 in all, however the attempts were spread.
    expect(answers).toEqual([401, 401, 401, 429, 429, 429, 429, 429]);
    expect((await call('POST', '/auth/login', { email: 'leitura@demo.test', password: 'demo1234' })).status).toBe(429);
    expect(pidsServing('/auth/login').size).toBe(2);
  });

  it('starts another process when one dies, and keeps answering meanwhile', async () => {
    const known = pidsServing(null);
    expect(known.size).toBe(2);
    const [victim] = known;
    process.kill(victim, 'SIGKILL');
    await until(() => stderr.includes(`API process ${victim} ended`), 'the restart notice', 10_000);
    expect((await call('GET', '/health')).status).toBe(200);
    await until(
      async () => {
        await call('GET', '/health');
        return [...pidsServing(null)].some((pid) => !known.has(pid));
      },
      'a new process serving',
      60_000,
    );
  }, 90_000);

  it('stops every process on SIGTERM', async () => {
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    await expect(call('GET', '/health')).rejects.toThrow(/ECONNREFUSED/);
  });
});
