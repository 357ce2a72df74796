// Several API nodes behind HAProxy on one machine: what test/server/cluster.test.ts checks and
// `npm run cluster` (scripts/cluster.ts) starts for a person. No vitest import: the script uses it.
// Each node is a process of its own with its own DATA_DIR and port; they share only the
// PostgreSQL, the S3 bucket and JWT_SECRET, as machines would (docs/operations.md).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './local';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const HAPROXY = process.env.HAPROXY_PATH || '/usr/sbin/haproxy';

/** The balancer's health check, fast enough that a test sees a node go and come back in a second. */
const CHECK_INTERVAL_MS = 300;
/** How long a node stays "not ready" before it stops taking requests: several of HAProxy's checks, and time for a test to see it on a busy machine. */
export const DRAIN_SECONDS = 2;

export interface ClusterOptions {
  nodes: number;
  databaseUrl: string;
  /** The nodes' S3 variables (S3_BUCKET, S3_ENDPOINT…): one bucket for all. */
  storageEnv: Record<string, string>;
  /** The console build each node serves at first (its own copy per node is not needed: read-only). */
  consoleDir: string;
  /** More variables for every node. */
  env?: Record<string, string>;
  /** The balancer's port (0: a free one). */
  port?: number;
  /** Where the logs go: kept in memory (tests) or printed (the script). */
  echo?: boolean;
}

export interface Node {
  name: string;
  port: number;
  dataDir: string;
  child: ChildProcess | null;
  /** Everything this node printed, across its restarts. */
  log: () => string;
  /** Starts it (again), with another console build when given; resolves once it answers /health/live. */
  start: (consoleDir?: string) => Promise<void>;
  /** kill -9, as a machine lost would be. */
  crash: () => Promise<void>;
  /** SIGTERM, as a deploy stops it: drains, finishes its requests, exits. Resolves with the exit code. */
  stop: () => Promise<number | null>;
}

export interface Cluster {
  /** The balancer's address, e.g. http://127.0.0.1:8080. */
  url: string;
  nodes: Node[];
  /** What HAProxy thinks of each node now: 'UP', 'DOWN', 'MAINT'… (its stats page). */
  states: () => Promise<Record<string, string>>;
  /** Waits until HAProxy reports `name` in `state`. */
  until: (name: string, state: string, timeoutMs?: number) => Promise<void>;
  /** Requests HAProxy sent again (retries and redispatches summed over the backend). */
  retries: () => Promise<number>;
  haproxyLog: () => string;
  /** Stops everything (SIGTERM, then SIGKILL after a few seconds); safe to call twice. */
  stop: () => Promise<void>;
}

/** The built server when it is there and current, else the sources through tsx (slower start). */
export async function serverCommand(): Promise<string[]> {
  try {
    const { buildServerIfStale, SERVER_DIST } = await import('../../scripts/build-if-stale');
    await buildServerIfStale();
    return ['--enable-source-maps', path.join(SERVER_DIST, 'main.js')];
  } catch (err) {
    console.error('cluster: the server build failed; running the sources with tsx', err);
    return ['--import', 'tsx', path.join(ROOT, 'src/server/main.ts')];
  }
}

/** HAProxy's configuration: readiness checks, retries of what is safe to send twice. */
export function haproxyConfig(port: number, statsPort: number, nodes: Pick<Node, 'name' | 'port'>[]): string {
  return `global
  maxconn 2000

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  timeout server 60s
  timeout check 1s
  # One new connection to a node per request: a node that stops never gets a request on a
  # connection it is closing (local network, so the cost is small).
  option http-server-close
  option forwardfor
  # A request that fails is tried again (up to 3 times), on another node (redispatch).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response junk-response response-timeout 502 503 504

frontend api
  bind 127.0.0.1:${port}
  default_backend nodes

backend nodes
  balance roundrobin
  # A request that never reached a node (connection refused) is always tried again: nothing ran.
  # One that reached it is tried again only when sending it twice is harmless: GET and HEAD, or a
  # call carrying an Idempotency-Key (the server answers the first result again, docs/api.md).
  http-request disable-l7-retry if !METH_GET !{ req.hdr(idempotency-key) -m found }
  http-response set-header X-Served-By %s
  option httpchk GET /health/ready
  http-check expect status 200
  default-server inter ${CHECK_INTERVAL_MS} fastinter ${CHECK_INTERVAL_MS} downinter ${CHECK_INTERVAL_MS} fall 1 rise 1
${nodes.map((n) => `  server ${n.name} 127.0.0.1:${n.port} check`).join('\n')}

listen stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
  stats refresh 1s
`;
}

/** GET on a connection of its own; resolves with the status and body, rejects on a network error. */
export function get(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { agent: false, headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
    req.on('error', reject);
  });
}

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs: number, alive?: () => string | null) {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return;
    const ended = alive?.();
    if (ended) throw new Error(`${what}: ${ended}`);
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'recupera-cluster-'));
  const command = await serverCommand();
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  const nodes: Node[] = [];
  for (let i = 1; i <= options.nodes; i++) nodes.push(makeNode(`node${i}`, await freePort()));

  function makeNode(name: string, port: number): Node {
    const dataDir = path.join(tmp, name);
    let output = '';
    let consoleDir = options.consoleDir;
    const node: Node = {
      name,
      port,
      dataDir,
      child: null,
      log: () => output,
      async start(nextConsoleDir) {
        if (nextConsoleDir) consoleDir = nextConsoleDir;
        const child = spawn(process.execPath, command, {
          cwd: ROOT,
          env: {
            ...process.env,
            ...options.storageEnv,
            DATABASE_URL: options.databaseUrl,
            JWT_SECRET: jwtSecret,
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
            CONSOLE_DIR: consoleDir,
            TRUST_PROXY: '127.0.0.1',
            DRAIN_SECONDS: String(DRAIN_SECONDS),
            WORKERS: '1',
            ...options.env,
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        node.child = child;
        const take = (chunk: string) => {
          output += chunk;
          if (options.echo) process.stdout.write(chunk.replace(/^(?=.)/gm, `[${name}] `));
        };
        child.stdout!.setEncoding('utf8').on('data', take);
        child.stderr!.setEncoding('utf8').on('data', take);
        const ended = () =>
          child.exitCode !== null || child.signalCode !== null
            ? `${name} ended (${child.exitCode ?? child.signalCode})\n${output.slice(-4000)}`
            : null;
        await waitFor(
          async () => (await get(`http://127.0.0.1:${port}/health/live`)).status === 200,
          `${name} to start`,
          120_000,
          ended,
        );
      },
      async crash() {
        const child = node.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      },
      async stop() {
        const child = node.child;
        if (!child || child.exitCode !== null || child.signalCode !== null) return child?.exitCode ?? null;
        const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
        child.kill('SIGTERM');
        return exited;
      },
    };
    return node;
  }

  const port = options.port || (await freePort());
  const statsPort = await freePort();
  const configFile = path.join(tmp, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig(port, statsPort, nodes));
  const checked = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
  if (checked.status !== 0) throw new Error(`haproxy refused its configuration: ${checked.stderr}${checked.stdout}`);
  let haproxyOutput = '';
  let haproxy: ChildProcess | null = null;
  let stopped = false;

  // HAProxy's CSV stats, one row per server and one for the backend: pxname, svname, …
  const statsRows = async () => {
    const { body } = await get(`http://127.0.0.1:${statsPort}/stats;csv`);
    return body
      .split('\n')
      .map((line) => line.split(','))
      .filter((row) => row[0] === 'nodes');
  };
  const states = async () => {
    const answer: Record<string, string> = {};
    // Column 17 (from 0) is the status.
    for (const row of await statsRows()) if (row[1] !== 'BACKEND') answer[row[1]] = row[17];
    return answer;
  };
  // Columns 15 and 16: wretr (retries), wredis (redispatches).
  const retries = async () =>
    (await statsRows())
      .filter((row) => row[1] === 'BACKEND')
      .reduce((sum, row) => sum + Number(row[15]) + Number(row[16]), 0);
  const until = (name: string, state: string, timeoutMs = 60_000) =>
    waitFor(async () => (await states())[name] === state, `HAProxy to see ${name} ${state}`, timeoutMs);

  const stop = async () => {
    if (stopped) return;
    stopped = true;
    const ending = [...nodes.map((n) => n.child), haproxy].filter(
      (c): c is ChildProcess => !!c && c.exitCode === null && c.signalCode === null,
    );
    await Promise.all(
      ending.map(
        (child) =>
          new Promise<void>((resolve) => {
            const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
            child.once('exit', () => {
              clearTimeout(timer);
              resolve();
            });
            child.kill('SIGTERM');
          }),
      ),
    );
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    // At once, as a cluster's first start (or a whole restart) does: the migration lock sorts them.
    await Promise.all(nodes.map((n) => n.start()));
    haproxy = spawn(HAPROXY, ['-f', configFile, '-db'], { stdio: ['ignore', 'pipe', 'pipe'] });
    haproxy.stdout!.setEncoding('utf8').on('data', (chunk: string) => (haproxyOutput += chunk));
    haproxy.stderr!.setEncoding('utf8').on('data', (chunk: string) => (haproxyOutput += chunk));
    for (const n of nodes) await until(n.name, 'UP', 30_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, nodes, states, until, retries, haproxyLog: () => haproxyOutput, stop };
}
