import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { freePort } from '../test/support/postgres';

/**
 * What the HTTP benchmarks share (scripts/bench-workers.ts, scripts/bench-chat.ts): one request over
 * a given agent, and `src/server/main.ts` started as `npm start` runs it, with WORKERS processes on
 * a PostgreSQL.
 */
const ROOT = path.resolve(import.meta.dirname, '..');
const START_TIMEOUT_MS = 120_000;

export function get(agent: http.Agent, port: number, url: string, headers: Record<string, string>, body?: object) {
  return new Promise<{ status: number; text: string; etag?: string }>((resolve, reject) => {
    const payload = body ? JSON.stringify(body) : undefined;
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: body ? 'POST' : 'GET',
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, etag: res.headers.etag }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Starts `WORKERS=workers` and resolves once every process listens. */
export async function startServer(databaseUrl: string, workers: number, dataDir: string) {
  const port = await freePort();
  // BENCH_SERVER_PROF=<dir>: the server writes a CPU profile there when it stops (where a batch's time goes).
  const prof = process.env.BENCH_SERVER_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_SERVER_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, '--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      WORKERS: String(workers),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000',
      AUTO_APPROVAL: 'false',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), START_TIMEOUT_MS);
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      if (out.includes('Console e API:')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server ended (${code}):\n${out}`)));
  });
  return { port, child };
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Another user meanwhile (bench-closing.ts, bench-import.ts): /health and a case list page, one
 * after the other every 100 ms, until stopped: every wait, in ms (each call given up after `limitMs`).
 */
export function watch(limitMs: number, port: number, token: () => string) {
  const health: number[] = [];
  const list: number[] = [];
  let failed = 0;
  let stopped = false;
  const timed = async (into: number[], url: string, headers: Record<string, string> = {}) => {
    const started = performance.now();
    try {
      const res = await fetch(`http://127.0.0.1:${port}${url}`, { headers, signal: AbortSignal.timeout(limitMs) });
      await res.arrayBuffer();
      if (!res.ok) failed++;
    } catch {
      failed++;
    }
    into.push(performance.now() - started);
  };
  const loop = (async () => {
    while (!stopped) {
      await timed(health, '/health');
      await timed(list, '/admin/seizure-requests?page=1&perPage=25', { authorization: `Bearer ${token()}` });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
      return { health: sorted(health), list: sorted(list), failed };
    },
  };
}
